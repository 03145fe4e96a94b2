import type { Area } from '../../lib/areas';

/** Sign-in pages below `/<area>/` (spec section 2); not every area has every page. */
export const SIGN_IN_PAGES = {
  login: 'login',
  logout: 'logout',
  signup: 'signup',
  verify: 'signup/verify',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  activeAccount: 'active-account',
  firstTimeSignIn: 'first-time-signin',
  googleCallback: 'login/oauth2/code/cognito/',
} as const;
export type SignInPage = keyof typeof SIGN_IN_PAGES;

/** The absolute path of a sign-in page of an area, e.g. `/employer/login`. */
export function signInPath(area: Area, page: SignInPage): string {
  return `/${area}/${SIGN_IN_PAGES[page]}`;
}

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
