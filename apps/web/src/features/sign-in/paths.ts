import type { Area } from '@veil/domain/areas';
import { signInPath } from '@veil/domain/sign-in-guard';

export { SIGN_IN_PAGES, type SignInPage, signInPath } from '@veil/domain/sign-in-guard';

/**
 * Where the reset step of "forgot password" lives: candidates have their own `reset-password` page;
 * the employer route table has none, so their reset step is a second step of `forgot-password`.
 */
export function resetPasswordPath(area: Area, email?: string): string {
  const query = new URLSearchParams();
  if (area !== 'candidate') query.set('step', 'reset');
  if (email) query.set('email', email);
  const search = query.toString();
  const base = area === 'candidate' ? signInPath(area, 'resetPassword') : signInPath(area, 'forgotPassword');
  return search ? `${base}?${search}` : base;
}
