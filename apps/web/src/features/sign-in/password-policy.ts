import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, type PasswordRule } from '@veil/domain';
import type { ApiError } from '../../lib/api-errors';
import type { TFunction } from '../../lib/translator';

function isRule(value: unknown): value is PasswordRule {
  return PASSWORD_RULES.some((rule) => rule === value);
}

/**
 * The text for a `password_policy` answer: the rules the server names (`details.rules`), each in
 * the user's language, else the catalogue's summary of the policy.
 */
export function passwordPolicyMessage(error: ApiError, t: TFunction): string {
  const rules = Array.isArray(error.details?.rules) ? error.details.rules.filter(isRule) : [];
  if (rules.length === 0) return t('errors.password_policy');
  return rules.map((rule) => t(`validation.password.${rule}`, { min: PASSWORD_MIN_LENGTH })).join(' ');
}
