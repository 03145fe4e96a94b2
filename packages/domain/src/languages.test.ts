import { describe, expect, it } from 'vitest';
import { isLanguageIso, LANGUAGES, LanguageIsoSchema, languageName, languageOptions } from './languages';

describe('language list', () => {
  it('holds about 100 languages with unique three-letter codes', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(95);
    expect(LANGUAGES.length).toBeLessThanOrEqual(110);
    expect(new Set(LANGUAGES.map((l) => l.iso)).size).toBe(LANGUAGES.length);
    expect(LANGUAGES.filter((l) => !/^[a-z]{3}$/.test(l.iso))).toEqual([]);
  });

  it('names every language in German and English', () => {
    expect(LANGUAGES.filter((l) => l.de.trim() === '' || l.en.trim() === '' || l.de === l.iso)).toEqual([]);
  });

  it('uses ISO 639-2/T codes', () => {
    expect(languageName('deu', 'de')).toBe('Deutsch');
    expect(languageName('fra', 'en')).toBe('French');
    expect(isLanguageIso('ger')).toBe(false);
  });

  it('falls back to the code for an unknown language', () => {
    expect(languageName('xyz', 'de')).toBe('xyz');
    expect(LanguageIsoSchema.safeParse('xyz').success).toBe(false);
  });

  it('sorts options alphabetically in the reader’s language', () => {
    const german = languageOptions('de').map((o) => o.label);
    expect(german.indexOf('Ukrainisch')).toBeLessThan(german.indexOf('Ungarisch'));
    expect(german[0]).toBe('Afrikaans');
    expect(languageOptions('en').find((o) => o.value === 'deu')?.label).toBe('German');
  });
});
