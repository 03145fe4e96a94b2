import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { type Locale, normaliseEmail, VERIFICATION_CODE_LENGTH } from '@veil/domain';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { emailOTP, genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { candidates } from '../db/schema';
import type { AppConfig } from '../env';
import { accountStatusBlock } from './account-status';
import { AUTH_TABLES, authBasePath, cookiePrefix, type Pool } from './pools';

/** How auth sends its codes; the mail module implements it (queued, durable, in the user's language). */
export type AuthMailer = {
  sendCode(input: {
    pool: Pool;
    to: string;
    locale: Locale;
    purpose: 'email-verification' | 'password-reset';
    code: string;
  }): Promise<void>;
  /** tells an account's owner that many wrong passwords were tried */
  sendSignInAlert(input: { pool: Pool; to: string; locale: Locale; failures: number }): Promise<void>;
};

export type AuthDeps = { database: Database; config: AppConfig; secret: string; mailer: AuthMailer };

/** The header our Fastify wrapper sets from `request.ip`; anything a client sends under it is replaced. */
export const CLIENT_IP_HEADER = 'x-veil-client-ip';

/** Minutes an e-mailed code stays valid. */
export const CODE_VALIDITY_MINUTES = 15;

/** Requests per minute and client address to the sign-in endpoints, at RATE_LIMIT_SCALE 1. */
const AUTH_RATE_RULES: Record<string, number> = {
  '/sign-in/email': 20,
  '/sign-up/email': 10,
  '/email-otp/send-verification-otp': 5,
  '/forget-password/email-otp': 5,
  '/email-otp/reset-password': 10,
  '/email-otp/verify-email': 10,
};

const scaled = (max: number, scale: number) => Math.max(1, Math.ceil(max * scale));

/** The better-auth instance of one pool: its own tables, base path and cookies. */
export function createPoolAuth(pool: Pool, deps: AuthDeps) {
  const { database, config } = deps;
  const tables = AUTH_TABLES[pool];
  const origin = config.areaOrigins[pool];
  const secureCookies = origin.startsWith('https://');

  return betterAuth({
    appName: 'Veil',
    secret: deps.secret,
    baseURL: origin,
    basePath: authBasePath(pool),
    trustedOrigins: [origin],
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user: tables.user,
        session: tables.session,
        account: tables.account,
        verification: tables.verification,
        rateLimit: tables.rateLimit,
      },
    }),
    user: {
      additionalFields: { locale: { type: 'string', required: false, defaultValue: 'de', input: true } },
    },
    emailAndPassword: {
      enabled: true,
      // employers and admins are invited (activation link); only candidates sign up
      disableSignUp: pool !== 'candidate',
      requireEmailVerification: pool === 'candidate',
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: { autoSignInAfterVerification: true, sendOnSignIn: true },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      // per client address; RATE_LIMIT_SCALE scales them like the API's own limits (0: off)
      enabled: config.rateLimitScale > 0,
      storage: 'database',
      window: 60,
      max: scaled(100, config.rateLimitScale),
      customRules: Object.fromEntries(
        Object.entries(AUTH_RATE_RULES).map(([path, max]) => [
          path,
          { window: 60, max: scaled(max, config.rateLimitScale) },
        ]),
      ),
    },
    advanced: {
      cookiePrefix: cookiePrefix(pool),
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // sign-up (with the terms accepted, checked by the HTTP wrapper) and Google sign-in both land here
          after: async (user) => {
            if (pool === 'candidate') {
              await database.db
                .insert(candidates)
                .values({ id: user.id, termsAcceptedAt: new Date() })
                .onConflictDoNothing();
            }
          },
        },
      },
      session: {
        create: {
          // runs only after the password (or Google) check succeeded, so it reveals nothing to guessers
          before: async (session) => {
            const block = await accountStatusBlock(database.db, pool, session.userId);
            if (block) throw new APIError('FORBIDDEN', { code: block, message: block });
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        expiresIn: CODE_VALIDITY_MINUTES * 60,
        allowedAttempts: 5,
        storeOTP: 'hashed',
        sendVerificationOnSignUp: pool === 'candidate',
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== 'email-verification' && type !== 'forget-password') return;
          const locale = await userLocale(database, pool, email);
          await deps.mailer.sendCode({
            pool,
            to: email,
            locale,
            purpose: type === 'forget-password' ? 'password-reset' : 'email-verification',
            code: otp,
          });
        },
      }),
      ...(pool === 'candidate' && config.googleOidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: `${config.googleOidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: config.googleOidc.clientId,
                  clientSecret: config.googleOidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type PoolAuth = ReturnType<typeof createPoolAuth>;

async function userLocale(database: Database, pool: Pool, email: string): Promise<Locale> {
  const table = AUTH_TABLES[pool].user;
  const [row] = await database.db
    .select({ locale: table.locale })
    .from(table)
    .where(eq(table.email, normaliseEmail(email)));
  return row?.locale === 'en' ? 'en' : 'de';
}
