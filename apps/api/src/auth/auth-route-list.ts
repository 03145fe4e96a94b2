import type { Pool } from './pools';

/** A sign-in route the product offers: method and path below `/api/auth/<pool>`. */
export type AuthRoute = { method: 'GET' | 'POST'; path: string };

const ACCOUNT: AuthRoute[] = [
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-out' },
  { method: 'GET', path: '/get-session' },
];
const PASSWORD_RESET: AuthRoute[] = [
  { method: 'POST', path: '/forget-password/email-otp' },
  { method: 'POST', path: '/email-otp/reset-password' },
];
const SIGN_UP: AuthRoute[] = [
  { method: 'POST', path: '/sign-up/email' },
  { method: 'POST', path: '/email-otp/verify-email' },
  { method: 'POST', path: '/email-otp/send-verification-otp' },
];
const GOOGLE: AuthRoute[] = [
  { method: 'POST', path: '/sign-in/social' },
  { method: 'GET', path: '/callback/google' },
  { method: 'POST', path: '/callback/google' },
];

/**
 * The only sign-in routes each pool answers; better-auth has some forty more (password-less code
 * sign-in, session lists with tokens, account deletion, e-mail change …) that the product does not
 * offer, and every one of them answers 404. Candidates sign up, verify their address with a code,
 * reset their password and (when configured) sign in with Google; employers sign in and reset their
 * password; super admins only sign in (a lost admin password is replaced by a new invitation).
 * Activation of invited accounts is an API route of its own (`PUT /employers/activate`).
 */
export function authRoutes(pool: Pool, options: { google: boolean }): AuthRoute[] {
  if (pool === 'candidate')
    return [...ACCOUNT, ...SIGN_UP, ...PASSWORD_RESET, ...(options.google ? GOOGLE : [])];
  if (pool === 'employer') return [...ACCOUNT, ...PASSWORD_RESET];
  return ACCOUNT;
}

/** Whether a request is one of the pool's sign-in routes. */
export function isAuthRoute(routes: readonly AuthRoute[], method: string, path: string): boolean {
  return routes.some((route) => route.method === method && route.path === path);
}
