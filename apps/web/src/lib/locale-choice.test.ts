import { afterEach, describe, expect, it } from 'vitest';
import { getStoredLocale, LOCALE_STORAGE_KEY, localeForArea, shareLocaleWithServer } from './locale-choice';

afterEach(() => window.localStorage.clear());

describe('language choice', () => {
  it('defaults to German', () => {
    expect(getStoredLocale()).toBe('de');
  });

  it('reads the stored choice and ignores unsupported values', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(getStoredLocale()).toBe('en');
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(getStoredLocale()).toBe('de');
  });

  it('tells the server the language in a cookie, written only when it changes', () => {
    const written: string[] = [];
    let jar = 'other=1';
    const doc = {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
        jar = `other=1; ${value.split(';')[0]}`;
      },
    };
    shareLocaleWithServer('en', doc);
    shareLocaleWithServer('en', doc);
    expect(written).toEqual(['veil-locale=en; path=/; max-age=31536000; samesite=lax']);
    shareLocaleWithServer('de', doc);
    expect(written.at(-1)).toMatch(/^veil-locale=de;/);
  });

  it('keeps the admin area in English whatever was chosen', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    expect(localeForArea('admin')).toBe('en');
    expect(localeForArea('employer')).toBe('de');
  });
});
