import { authRoutes } from '../auth/auth-route-list';
import type { Pool } from '../auth/pools';
import { all, type Entry, nextSerial, OK, only } from './authorization';
import { signIn } from './http';
import { PASSWORD, type PrincipalName } from './principals';

const POOL_PRINCIPALS: Record<Pool, PrincipalName[]> = {
  candidate: ['candidateA', 'candidateB'],
  employer: ['powerUserX', 'regularUserX', 'reviewerX', 'powerUserY'],
  admin: ['superAdmin'],
};

/** An address nobody has, so no answer depends on (or changes) an account of the world. */
const nobody = () => `matrix-niemand-${nextSerial()}@example.org`;

function forEveryPool(build: (pool: Pool) => Entry, path: string, pools: readonly Pool[]) {
  return Object.fromEntries(pools.map((pool) => [`POST /auth/${pool}${path}`, build(pool)]));
}

const allPools: Pool[] = ['candidate', 'employer', 'admin'];
const resetPools: Pool[] = ['candidate', 'employer'];

/**
 * The sign-in routes each pool offers (auth/auth-route-list.ts) in the authorisation matrix. They
 * are open to everyone by nature; what matters is that each answers with the right code, that a
 * session of one pool never counts in another, and that no answer shows data of someone else.
 */
export const AUTH_ROUTES: Record<string, Entry> = {
  ...forEveryPool(
    (pool) => ({
      pool,
      request: () => ({
        path: `/auth/${pool}/sign-in/email`,
        body: { email: nobody(), password: 'Falsch!Passwort1' },
      }),
      expect: all({ status: 401, code: 'invalid_credentials' }),
    }),
    '/sign-in/email',
    allPools,
  ),
  ...forEveryPool(
    (pool) => ({
      pool,
      // signing out ends a session: each principal of the pool signs out of a fresh one of its own
      request: async (world, app, principal) => {
        const account = world.accounts[principal];
        const cookie =
          account?.pool === pool
            ? await signIn(app, pool, account.email, PASSWORD)
            : world.cookies[principal];
        return { path: `/auth/${pool}/sign-out`, body: {}, cookie };
      },
      expect: all(OK),
    }),
    '/sign-out',
    allPools,
  ),
  ...Object.fromEntries(
    allPools.map((pool) => [
      `GET /auth/${pool}/get-session`,
      {
        pool,
        request: () => ({ path: `/auth/${pool}/get-session` }),
        // everyone is answered; only the pool's own principals find a session in it
        expect: only(POOL_PRINCIPALS[pool], OK, OK),
      } satisfies Entry,
    ]),
  ),
  ...forEveryPool(
    (pool) => ({
      pool,
      request: () => ({ path: `/auth/${pool}/forget-password/email-otp`, body: { email: nobody() } }),
      expect: all(OK),
    }),
    '/forget-password/email-otp',
    resetPools,
  ),
  ...forEveryPool(
    (pool) => ({
      pool,
      request: () => ({
        path: `/auth/${pool}/email-otp/reset-password`,
        body: { email: nobody(), otp: '123456', password: 'Neues!Passwort1' },
      }),
      expect: all({ status: 400, code: 'invalid_code' }),
    }),
    '/email-otp/reset-password',
    resetPools,
  ),
  'POST /auth/candidate/sign-up/email': {
    pool: 'candidate',
    request: () => ({
      path: '/auth/candidate/sign-up/email',
      body: { email: nobody(), password: 'Neues!Passwort1', acceptTerms: true },
    }),
    expect: all(OK),
  },
  'POST /auth/candidate/email-otp/verify-email': {
    pool: 'candidate',
    request: () => ({
      path: '/auth/candidate/email-otp/verify-email',
      body: { email: nobody(), otp: '123456' },
    }),
    expect: all({ status: 400, code: 'invalid_code' }),
  },
  'POST /auth/candidate/email-otp/send-verification-otp': {
    pool: 'candidate',
    request: () => ({
      path: '/auth/candidate/email-otp/send-verification-otp',
      body: { email: nobody(), type: 'email-verification' },
    }),
    expect: all(OK),
  },
};

/** Every sign-in route the product offers, as the matrix names them (the test app has no Google). */
export function offeredAuthRoutes(): string[] {
  return allPools.flatMap((pool) =>
    authRoutes(pool, { google: false }).map((route) => `${route.method} /auth/${pool}${route.path}`),
  );
}
