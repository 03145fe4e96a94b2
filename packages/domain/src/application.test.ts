import { describe, expect, it } from 'vitest';
import { DEFAULT_APPLICATION_STATUS, ReviewerIdsSchema, WithdrawalSchema } from './application';
import { formatZodError } from './zod-messages';

const reviewers = (count: number) => Array.from({ length: count }, (_, i) => `account-${i}`);

describe('ReviewerIdsSchema', () => {
  it('accepts one to nine reviewers', () => {
    expect(ReviewerIdsSchema.safeParse(reviewers(1)).success).toBe(true);
    expect(ReviewerIdsSchema.safeParse(reviewers(9)).success).toBe(true);
  });

  it('rejects no reviewer and ten reviewers with their messages', () => {
    const none = ReviewerIdsSchema.safeParse([]);
    const ten = ReviewerIdsSchema.safeParse(reviewers(10));
    expect(none.success || formatZodError(none.error, 'en')).toBe('Please assign at least one reviewer.');
    expect(ten.success || formatZodError(ten.error, 'de')).toBe(
      'Sie können höchstens 9 prüfende Personen zuweisen.',
    );
  });

  it('rejects the same reviewer twice', () => {
    expect(ReviewerIdsSchema.safeParse(['a', 'a']).success).toBe(false);
  });
});

describe('applications', () => {
  it('start in the status applying', () => {
    expect(DEFAULT_APPLICATION_STATUS).toBe('applying');
  });

  it('accept a withdrawal with a known reason and reject an unknown one', () => {
    expect(WithdrawalSchema.safeParse({ reason: 'haveAnother' }).success).toBe(true);
    expect(WithdrawalSchema.safeParse({ reason: 'bored' }).success).toBe(false);
  });

  it('cap the withdrawal comment at 150 characters', () => {
    expect(WithdrawalSchema.safeParse({ reason: 'other', comment: 'x'.repeat(150) }).success).toBe(true);
    expect(WithdrawalSchema.safeParse({ reason: 'other', comment: 'x'.repeat(151) }).success).toBe(false);
  });
});
