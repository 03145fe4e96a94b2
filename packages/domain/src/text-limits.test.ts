import { describe, expect, it } from 'vitest';
import { fitsTextLimit, TEXT_LIMITS } from './text-limits';

describe('text limits', () => {
  it('accepts text of exactly the limit and rejects one character more', () => {
    expect(fitsTextLimit('x'.repeat(240), 'emailSubject')).toBe(true);
    expect(fitsTextLimit('x'.repeat(241), 'emailSubject')).toBe(false);
  });

  it('holds the limits of the spec', () => {
    expect(TEXT_LIMITS).toEqual({
      text: 80,
      tableText: 25,
      question: 500,
      jobQuestion: 3000,
      emailContent: 100000,
      emailSubject: 240,
      jobDescription: 3000,
      note: 3000,
      cvComment: 3000,
      specialText: 150,
      basicText: 100,
    });
  });
});
