import { describe, expect, it } from 'vitest';
import { localeFromHeader } from './locale';

describe('localeFromHeader', () => {
  it('defaults to German', () => {
    expect(localeFromHeader(undefined)).toBe('de');
    expect(localeFromHeader('fr-FR,fr;q=0.9')).toBe('de');
  });
  it('picks the highest-ranked supported language', () => {
    expect(localeFromHeader('en')).toBe('en');
    expect(localeFromHeader('fr;q=1, en-GB;q=0.8, de;q=0.5')).toBe('en');
    expect(localeFromHeader('en;q=0.2, de-AT;q=0.9')).toBe('de');
  });
});
