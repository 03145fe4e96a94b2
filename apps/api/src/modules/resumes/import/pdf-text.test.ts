import { describe, expect, it } from 'vitest';
import { isOnlyDate } from './dates';
import { cleanText } from './pdf-text';

describe('cleanText: a text run as the reader means it', () => {
  it('joins a spacing diaeresis that TeX set beside its letter, in NFC', () => {
    expect(cleanText('Nationalit¨at')).toBe('Nationalität');
    expect(cleanText('Ba¨ckerei M¨uller')).toBe('Bäckerei Müller');
    expect(cleanText('Nationalita\u0308t')).toBe('Nationalität');
  });

  it('drops icon-font glyphs, so a date behind a calendar icon is a date', () => {
    const text = cleanText('\uf073 Jan 2019 – Dez 2021');
    expect(text.trim()).toBe('Jan 2019 – Dez 2021');
    expect(isOnlyDate(text)).toBe(true);
  });
});
