import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, PasswordSchema, passwordRuleViolations, SignInSchema } from './password';
import { zodFieldErrors } from './zod-messages';

describe('password policy', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordRuleViolations('Sicher#2026')).toEqual([]);
    expect(PasswordSchema.safeParse('Sicher#2026').success).toBe(true);
  });

  it('requires 8 characters: 7 fail, 8 pass', () => {
    expect(passwordRuleViolations('Ab1#xyz')).toEqual(['minLength']);
    expect(passwordRuleViolations('Ab1#wxyz')).toEqual([]);
  });

  it('names each missing kind of character', () => {
    expect(passwordRuleViolations('abcdefgh')).toEqual(['uppercase', 'digit', 'special']);
    expect(passwordRuleViolations('ABCDEFG1!')).toEqual(['lowercase']);
  });

  it('rejects leading or trailing whitespace but allows inner spaces', () => {
    expect(passwordRuleViolations(' Sicher#2026')).toEqual(['whitespace']);
    expect(passwordRuleViolations('Sicher#2026 ')).toEqual(['whitespace']);
    expect(passwordRuleViolations('Sicher #2026')).toEqual([]);
  });

  it('reports every broken rule as its own message with the minimum length', () => {
    const result = PasswordSchema.safeParse('abc');
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'validation.password.minLength',
      'validation.password.uppercase',
      'validation.password.digit',
      'validation.password.special',
    ]);
    expect(result.error?.issues[0]?.code === 'custom' && result.error.issues[0].params).toEqual({ min: 8 });
  });
});

describe('NewPasswordSchema', () => {
  it("reports a mismatch on the confirmation as 'Passwords do not match!'", () => {
    const result = NewPasswordSchema.safeParse({
      password: 'Sicher#2026',
      passwordConfirmation: 'Sicher#2025',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error, 'en')).toEqual({ passwordConfirmation: 'Passwords do not match!' });
  });

  it('accepts matching passwords', () => {
    expect(
      NewPasswordSchema.safeParse({ password: 'Sicher#2026', passwordConfirmation: 'Sicher#2026' }).success,
    ).toBe(true);
  });
});

describe('SignInSchema', () => {
  it('does not apply the policy to sign-in', () => {
    expect(SignInSchema.safeParse({ email: 'a@b.de', password: 'old' }).success).toBe(true);
    expect(SignInSchema.safeParse({ email: 'a@b.de', password: '' }).success).toBe(false);
  });
});
