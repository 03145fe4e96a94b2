import { API_BASE_PATH, apiFetch } from '../../lib/api-fetch';
import type { Area } from '../../lib/areas';
import { SIGN_IN_PAGES } from './paths';

/*
 * The sign-in endpoints of each user pool (`/api/auth/<pool>/…`, served by better-auth on the API).
 * They are not part of the oRPC contract, so this small typed module calls them with fetch, through
 * the same `apiFetch` as every other call: `Accept-Language`, `ApiError` with the server's code and
 * message, cors page on network failure. Sessions are cookies on the area's own origin.
 */

/** The user as the sign-in service knows them. */
export type AuthUser = { id: string; email: string; emailVerified: boolean; name?: string };
export type AuthSession = { session: { id: string; expiresAt: string }; user: AuthUser };

export type AuthFetch = (request: Request) => Promise<Response>;

function authUrl(pool: Area, path: string): string {
  return `${window.location.origin}${API_BASE_PATH}/auth/${pool}/${path}`;
}

async function send<T>(
  pool: Area,
  path: string,
  body: Record<string, unknown> | undefined,
  fetcher: AuthFetch,
): Promise<T> {
  const request = new Request(authUrl(pool, path), {
    method: body ? 'POST' : 'GET',
    headers: body
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
  });
  const response = await fetcher(request);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Where the Google provider sends the browser back to, through the server (spec's route name). */
export const GOOGLE_CALLBACK_PATH = `/candidate/${SIGN_IN_PAGES.googleCallback}`;
/** Where a failed or cancelled Google sign-in lands. */
export const GOOGLE_ERROR_PATH = '/candidate/login?error=google';

/** The sign-in calls of one pool; `fetcher` defaults to the app's `apiFetch`. */
export function createAuthClient(pool: Area, fetcher: AuthFetch = apiFetch) {
  return {
    /** Candidates only: creates the account and mails a 6-digit code; not signed in yet. */
    signUp: (input: { email: string; password: string }) =>
      send<unknown>(pool, 'sign-up/email', { ...input, acceptTerms: true }, fetcher),
    /** Confirms the e-mail with the code; signs the candidate in (session cookie). */
    verifyEmail: (input: { email: string; otp: string }) =>
      send<unknown>(pool, 'email-otp/verify-email', input, fetcher),
    /** Mails a new verification code (rate-limited: `attempt_limit_exceeded`). */
    resendVerificationCode: (input: { email: string }) =>
      send<unknown>(
        pool,
        'email-otp/send-verification-otp',
        { ...input, type: 'email-verification' },
        fetcher,
      ),
    signIn: (input: { email: string; password: string }) =>
      send<{ user: AuthUser }>(pool, 'sign-in/email', input, fetcher),
    signOut: () => send<unknown>(pool, 'sign-out', {}, fetcher),
    /** The current session, or `null` when nobody is signed in to this pool. */
    getSession: () => send<AuthSession | null>(pool, 'get-session', undefined, fetcher),
    /** Always answers alike, whether or not the address has an account. */
    requestPasswordReset: (input: { email: string }) =>
      send<unknown>(pool, 'forget-password/email-otp', input, fetcher),
    resetPassword: (input: { email: string; otp: string; password: string }) =>
      send<unknown>(pool, 'email-otp/reset-password', input, fetcher),
    /** Candidates only: the provider's sign-in page to send the browser to. */
    startGoogleSignIn: () =>
      send<{ url: string }>(
        pool,
        'sign-in/social',
        { provider: 'google', callbackURL: GOOGLE_CALLBACK_PATH, errorCallbackURL: GOOGLE_ERROR_PATH },
        fetcher,
      ),
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
