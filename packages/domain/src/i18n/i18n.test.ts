import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { de } from './de';
import { en } from './en';
import {
  DEFAULT_LOCALE,
  domainMessages,
  FALLBACK_LOCALE,
  hasMessage,
  isLocale,
  type Messages,
  type MessageTree,
  resolveLocale,
  SUPPORTED_LOCALES,
  translate,
} from './index';

function flatten(tree: MessageTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const flatDe = flatten(de);
const flatEn = flatten(en);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('has exactly the same keys in German and English', () => {
    expect(Object.keys(flatEn).sort()).toEqual(Object.keys(flatDe).sort());
  });

  it('uses the same placeholders in both languages for every key', () => {
    const differing = Object.keys(flatDe).filter(
      (key) => placeholders(flatDe[key] ?? '').join() !== placeholders(flatEn[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = [...Object.entries(flatDe), ...Object.entries(flatEn)].filter(
      ([, text]) => text.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('uses single-brace placeholders only', () => {
    const doubled = Object.entries({ ...flatDe, ...flatEn }).filter(([, text]) => text.includes('{{'));
    expect(doubled).toEqual([]);
  });

  it('has a message for every API error code in both languages', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const missing = ERROR_CODES.filter((code) => !hasMessage(locale, `errors.${code}`));
      expect(missing, locale).toEqual([]);
    }
  });

  it('has no error message without an error code', () => {
    expect(
      Object.keys(de.errors).filter((code) => !(ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
  });

  it('keeps the texts the specification quotes', () => {
    expect(en.errors.email_is_used).toBe('Email address {email} already in use.');
    expect(en.errors.unhandled_error).toBe('Unexpected error');
    expect(en.errors.change_role_last_power_user).toBe('A company must have at least one power user.');
    expect(en.errors.job_not_found).toBe('Job does not exist');
    expect(en.errors.malformed_csv_data).toBe('{name} is empty.');
    expect(en.auth.invalidCredentials).toBe('Invalid credentials.');
    expect(en.auth.attemptLimitExceeded).toBe('Attempt limit exceeded, please try after some time.');
    expect(en.auth.emailInUse).toBe('Email already in use. Please log in');
    expect(en.validation.password.mismatch).toBe('Passwords do not match!');
  });

  it('shows an unknown user as invalid credentials so accounts cannot be probed', () => {
    expect(de.auth.userNotFound).toBe(de.auth.invalidCredentials);
    expect(en.auth.userNotFound).toBe(en.auth.invalidCredentials);
  });

  it('types English by the German shape so a missing key does not compile', () => {
    // @ts-expect-error: 'invalidCode' and the other auth keys are missing
    const incomplete: Messages['auth'] = { userNotFound: 'x' };
    expect(incomplete.userNotFound).toBe('x');
  });
});

describe('translate', () => {
  it('looks up a dot path in the requested language', () => {
    expect(translate('de', 'errors.job_not_found')).toBe('Diese Stelle existiert nicht.');
    expect(translate('en', 'errors.job_not_found')).toBe('Job does not exist');
  });

  it('fills single-brace placeholders', () => {
    expect(translate('en', 'errors.email_is_used', { email: 'a@b.de' })).toBe(
      'Email address a@b.de already in use.',
    );
    expect(translate('de', 'validation.required', { field: 'Vorname' })).toBe(
      'Vorname darf nicht leer sein.',
    );
  });

  it('formats number placeholders for the language', () => {
    expect(translate('de', 'validation.tooLong', { max: 100000 })).toBe(
      'Bitte geben Sie höchstens 100.000 Zeichen ein.',
    );
    expect(translate('en', 'validation.tooLong', { max: 100000 })).toBe(
      'Please enter no more than 100,000 characters.',
    );
  });

  it('leaves placeholders without a value visible', () => {
    expect(translate('en', 'errors.email_is_used')).toBe('Email address {email} already in use.');
    expect(translate('en', 'errors.email_is_used', { other: 'x' })).toBe(
      'Email address {email} already in use.',
    );
  });

  it('falls back to English when German lacks a key', () => {
    const original = domainMessages.de.errors.job_not_found;
    const germanErrors = domainMessages.de.errors as Record<string, string>;
    delete germanErrors.job_not_found;
    try {
      expect(translate('de', 'errors.job_not_found')).toBe('Job does not exist');
    } finally {
      germanErrors.job_not_found = original;
    }
  });

  it('returns the key itself when no language has it', () => {
    expect(translate('de', 'errors.does_not_exist')).toBe('errors.does_not_exist');
    expect(translate('en', 'errors')).toBe('errors');
    expect(translate('en', 'errors.job_not_found.deeper')).toBe('errors.job_not_found.deeper');
  });

  it('does not resolve inherited object properties as keys', () => {
    expect(translate('en', 'errors.constructor')).toBe('errors.constructor');
    expect(hasMessage('en', 'toString')).toBe(false);
  });
});

describe('locales', () => {
  it('defaults to German and falls back to English', () => {
    expect(SUPPORTED_LOCALES).toEqual(['de', 'en']);
    expect(DEFAULT_LOCALE).toBe('de');
    expect(FALLBACK_LOCALE).toBe('en');
  });

  it('recognises only supported locales', () => {
    expect(isLocale('de')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('de-DE')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('resolves region tags to their language and unknown ones to German', () => {
    expect(resolveLocale('en-GB')).toBe('en');
    expect(resolveLocale('DE_at')).toBe('de');
    expect(resolveLocale('fr')).toBe('de');
    expect(resolveLocale(null)).toBe('de');
  });
});
