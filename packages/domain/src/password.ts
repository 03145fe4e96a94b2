import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './limits';
import { EmailSchema } from './validation';

/** The password policy rules, in the order a checklist shows them. */
export const PASSWORD_RULES = [
  'minLength',
  'uppercase',
  'lowercase',
  'digit',
  'special',
  'whitespace',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

// Letters and digits of any script count as such (an 'Ä' is an uppercase letter); any other visible
// character is a special character.
const CHECKS: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (password) => password.length >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  special: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  whitespace: (password) => !/^\s|\s$/.test(password),
};

/** Which policy rules a password breaks; empty when it is acceptable. For live checklists. */
export function passwordRuleViolations(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !CHECKS[rule](password));
}

/** A new password under the policy; reports every broken rule at once. */
export const PasswordSchema = z.string({ error: 'validation.required' }).superRefine((password, ctx) => {
  for (const rule of passwordRuleViolations(password)) {
    ctx.addIssue({
      code: 'custom',
      message: `validation.password.${rule}`,
      params: rule === 'minLength' ? { min: PASSWORD_MIN_LENGTH } : undefined,
    });
  }
});

/** A new password typed twice; a mismatch is reported on the confirmation field. */
export const NewPasswordSchema = z
  .object({ password: PasswordSchema, passwordConfirmation: z.string({ error: 'validation.required' }) })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'validation.password.mismatch',
    path: ['passwordConfirmation'],
  });
export type NewPassword = z.infer<typeof NewPasswordSchema>;

/**
 * Sign-in only checks presence: applying the policy here would tell an attacker which passwords
 * cannot exist, and old passwords may predate the policy.
 */
export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export type SignIn = z.infer<typeof SignInSchema>;
