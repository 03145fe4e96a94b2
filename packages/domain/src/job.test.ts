import { describe, expect, it } from 'vitest';
import { AudioQuestionDurationSchema, SalaryRangeSchema } from './job';
import { isSalaryEmpty } from './values';
import { formatZodError } from './zod-messages';

const salaryMessages = (input: unknown) => {
  const result = SalaryRangeSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('SalaryRangeSchema', () => {
  it('treats a missing range and empty amounts as 0 to 0', () => {
    expect(SalaryRangeSchema.parse(undefined)).toEqual({ from: 0, to: 0 });
    expect(SalaryRangeSchema.parse({ from: '', to: null })).toEqual({ from: 0, to: 0 });
    expect(isSalaryEmpty(SalaryRangeSchema.parse({ from: 0, to: 0 }))).toBe(true);
  });

  it('accepts two positive amounts with from below to', () => {
    expect(SalaryRangeSchema.parse({ from: 45000, to: 60000 })).toEqual({ from: 45000, to: 60000 });
  });

  it('rejects from equal to or above to', () => {
    expect(salaryMessages({ from: 60000, to: 60000 })).toEqual(['to:validation.salary.order']);
    expect(salaryMessages({ from: 70000, to: 60000 })).toEqual(['to:validation.salary.order']);
  });

  it('rejects negative amounts and a single zero amount', () => {
    expect(salaryMessages({ from: -1, to: 60000 })).toEqual(['from:validation.salary.positive']);
    expect(salaryMessages({ from: 50000, to: 0 })).toEqual(['to:validation.salary.positive']);
  });

  it('rejects text that is not a number', () => {
    expect(salaryMessages({ from: 'viel', to: 60000 })).toEqual(['from:validation.salary.notNumber']);
    expect(salaryMessages({ from: Number.POSITIVE_INFINITY, to: 60000 })).toEqual([
      'from:validation.salary.notNumber',
    ]);
  });
});

describe('AudioQuestionDurationSchema', () => {
  it('accepts 5 seconds to 3 minutes inclusive', () => {
    expect(AudioQuestionDurationSchema.safeParse(5).success).toBe(true);
    expect(AudioQuestionDurationSchema.safeParse(180).success).toBe(true);
  });

  it('rejects 4 and 181 seconds with a message naming both bounds', () => {
    const result = AudioQuestionDurationSchema.safeParse(181);
    expect(AudioQuestionDurationSchema.safeParse(4).success).toBe(false);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatZodError(result.error, 'en')).toBe(
      'The answer time must be between 5 seconds and 3 minutes.',
    );
  });

  it('rejects fractions of a second', () => {
    expect(AudioQuestionDurationSchema.safeParse(30.5).success).toBe(false);
  });
});
