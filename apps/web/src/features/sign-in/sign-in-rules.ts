import { SignInSchema } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n';
import { schemaErrors } from '../../lib/form-errors';

/**
 * The login form's errors by the domain's rules. Its own chunk: the rules bring zod and the domain's
 * messages, which the login page fetches when the form is first used, not to show itself.
 */
export function signInErrors(values: { email: string; password: string }, locale: Locale) {
  return schemaErrors(SignInSchema, values, locale);
}
