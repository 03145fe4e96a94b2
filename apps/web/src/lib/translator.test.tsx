import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Trans, TranslationProvider } from './translation';
import { Translator } from './translator';

function translator(lng = 'de') {
  return new Translator().init({
    lng,
    fallbackLng: 'en',
    intlTag: (language) => (language === 'de' ? 'de-DE' : 'en-GB'),
    resources: {
      de: {
        translation: {
          jobs: { count_one: '{count} Job', count_other: '{count} Jobs', count_zero: 'Keine Jobs' },
          greeting: 'Hallo {name}',
          empty: '',
          chars: '{used} / {max} Zeichen',
          mail: 'An <b>{email}</b> gesendet, siehe <terms>AGB</terms>.',
        },
      },
      en: {
        translation: { onlyEnglish: 'Only {what}', empty: 'Empty in English', greeting: 'Hello {name}' },
      },
    },
  });
}

describe('the translator', () => {
  it('picks the plural form by Intl rules, key_zero for 0, and formats numbers as the language does', () => {
    const t = translator().t;
    expect(t('jobs.count', { count: 1 })).toBe('1 Job');
    expect(t('jobs.count', { count: 1234 })).toBe('1.234 Jobs');
    expect(t('jobs.count', { count: 0 })).toBe('Keine Jobs');
    expect(t('chars', { used: 1234, max: 5000 })).toBe('1.234 / 5.000 Zeichen');
    // a count given as a formatted string is only filled in
    expect(t('greeting', { name: 'Ada', count: '3' })).toBe('Hallo Ada');
  });

  it('falls back to English, treats an empty text as missing and shows the key of a missing text', () => {
    const i18n = translator();
    expect(i18n.t('onlyEnglish', { what: 'this' })).toBe('Only this');
    expect(i18n.t('empty')).toBe('Empty in English');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(i18n.t('nowhere', { defaultValue: 'Vorgabe' })).toBe('Vorgabe');
    expect(i18n.exists('onlyEnglish')).toBe(true);
    expect(i18n.exists('jobs.count', { count: 2 })).toBe(true);
    // a branch of texts is not a text
    expect(i18n.exists('jobs')).toBe(false);
    expect(i18n.exists('nowhere')).toBe(false);
  });

  it('keeps a placeholder without a value, empties one given as undefined, and asks the handler', () => {
    const t = translator().t;
    expect(t('greeting')).toBe('Hallo {name}');
    expect(t('greeting', { name: undefined })).toBe('Hallo ');
    expect(t('greeting', { missingInterpolationHandler: () => '?' })).toBe('Hallo ?');
  });

  it('switches the language and tells its listeners; added texts merge deeply', () => {
    const i18n = translator();
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(language));
    void i18n.changeLanguage('en');
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(heard).toEqual(['en']);
    i18n.addResourceBundle('en', 'translation', { jobs: { count_one: '{count} job' } });
    expect(i18n.t('jobs.count', { count: 1 })).toBe('1 job');
    expect(i18n.t('onlyEnglish', { what: 'still' })).toBe('Only still');
  });

  it('renders markup of a text as the components it names', () => {
    render(
      <TranslationProvider translator={translator()}>
        <p data-testid="text">
          <Trans
            i18nKey="mail"
            values={{ email: 'a@b.example' }}
            components={{ b: <b />, terms: <a href="/agb">x</a> }}
          />
        </p>
      </TranslationProvider>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent('An a@b.example gesendet, siehe AGB.');
    expect(screen.getByText('a@b.example').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
  });
});
