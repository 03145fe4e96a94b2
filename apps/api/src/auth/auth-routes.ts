import { normaliseEmail, passwordRuleViolations } from '@veil/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { AppConfig } from '../env';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';
import { authErrorCode } from './auth-errors';
import { authRoutes, isAuthRoute } from './auth-route-list';
import { grantCodeMail } from './code-mail-throttle';
import { type AuthMailer, CLIENT_IP_HEADER, type PoolAuth } from './create-auth';
import { AUTH_TABLES, authBasePath, POOLS, type Pool } from './pools';
import {
  clearSignInFailures,
  crossesAddressThreshold,
  reserveSignInAttempt,
  settleSignInAttempt,
} from './sign-in-throttle';

type Body = Record<string, unknown>;
type AuthRouteDeps = { db: Db; config: AppConfig; auths: Record<Pool, PoolAuth>; mailer: AuthMailer };

/** Paths whose body carries a new password that must follow the policy. */
const NEW_PASSWORD_PATHS = new Set(['/sign-up/email', '/email-otp/reset-password', '/reset-password']);
/** Paths that mail a code, and which kind: each kind is limited per address (code-mail-throttle.ts). */
const CODE_MAIL_PATHS: Record<string, 'email-verification' | 'password-reset'> = {
  '/sign-up/email': 'email-verification',
  '/email-otp/send-verification-otp': 'email-verification',
  '/forget-password/email-otp': 'password-reset',
};
/**
 * The longest text each field of a sign-in body may hold: an address is at most 254 characters (RFC
 * 5321), and a longer value would reach better-auth and the indexes of the throttle tables (whose
 * entries PostgreSQL caps at a few kilobytes) only to fail there as a 500.
 */
const FIELD_LIMITS: Record<string, number> = {
  email: 254,
  name: 200,
  otp: 32,
  type: 64,
  password: 1024,
  newPassword: 1024,
  provider: 64,
  callbackURL: 2048,
};

/** Paths that must answer the same whether or not the address has an account. */
const GENERIC_ANSWER_PATHS = new Set(['/forget-password/email-otp', '/email-otp/request-password-reset']);

/**
 * Serves each pool's better-auth endpoints under /api/auth/<pool>/, adding what the spec asks on top:
 * the attempt limit per account, the password policy, the accepted terms at sign-up, a generic
 * forgot-password answer, and errors as `{ code, message }` in the caller's language.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  for (const pool of POOLS) {
    const base = authBasePath(pool);
    const routes = authRoutes(pool, { google: deps.config.googleOidc !== null });
    app.route({
      method: ['GET', 'POST'],
      url: `${base}/*`,
      handler: (request, reply) => {
        const path = (request.url.split('?')[0] ?? '').slice(base.length);
        if (!isAuthRoute(routes, request.method, path)) {
          const error = new AppError('route_not_found');
          return reply
            .status(error.status)
            .send(errorBody(error, localeFromHeader(request.headers['accept-language'])));
        }
        return handleAuthRequest(pool, base, request, reply, deps);
      },
    });
  }
}

async function handleAuthRequest(
  pool: Pool,
  base: string,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AuthRouteDeps,
) {
  const locale = localeFromHeader(request.headers['accept-language']);
  const fail = (error: AppError) => reply.status(error.status).send(errorBody(error, locale));
  const path = (request.url.split('?')[0] ?? '').slice(base.length);
  const body: Body = request.body && typeof request.body === 'object' ? { ...(request.body as Body) } : {};
  const email = typeof body.email === 'string' ? body.email : null;

  const tooLong = Object.entries(FIELD_LIMITS).find(
    ([field, max]) => typeof body[field] === 'string' && (body[field] as string).length > max,
  );
  if (tooLong) return fail(new AppError('invalid_request_body', { field: tooLong[0] }));

  if (request.method === 'POST') {
    // the product mails codes to confirm an address and to reset a password; no code signs anyone in
    if (path === '/email-otp/send-verification-otp' && body.type !== 'email-verification')
      return fail(new AppError('invalid_request_body', { field: 'type' }));
    const origin = request.headers.origin;
    if (origin && origin !== deps.config.areaOrigins[pool])
      return fail(new AppError('forbidden_to_access_data'));
    if (NEW_PASSWORD_PATHS.has(path)) {
      const password =
        typeof body.password === 'string'
          ? body.password
          : typeof body.newPassword === 'string'
            ? body.newPassword
            : '';
      const broken = passwordRuleViolations(password);
      if (broken.length > 0) return fail(new AppError('password_policy', { rules: broken }));
    }
    if (path === '/sign-up/email') {
      if (body.acceptTerms !== true) return fail(new AppError('terms_not_accepted'));
      delete body.acceptTerms;
      body.name = typeof body.name === 'string' ? body.name : '';
      body.locale = locale;
      // the spec asks sign-up to say so (per-IP rate limits keep this from being a cheap address probe);
      // an unconfirmed address goes through, so its owner gets a fresh code
      if (email && (await isConfirmedAccount(deps.db, pool, email)))
        return fail(new AppError('user_already_exists'));
    }
    // checked last, so a request refused for another reason uses up no code
    const codePurpose = CODE_MAIL_PATHS[path];
    if (codePurpose && email) {
      const wait = await grantCodeMail(deps.db, email, codePurpose);
      if (wait > 0) {
        // a reset request answers alike whatever happens, so nobody learns whether the address has an account
        if (GENERIC_ANSWER_PATHS.has(path))
          return reply.status(200).type('application/json').send({ success: true });
        reply.header('retry-after', String(wait));
        return reply
          .status(429)
          .send(errorBody(new AppError('rate_limited', { retryAfterSeconds: wait }), locale));
      }
    }
  }

  // a password is checked only after the throttle counted the attempt (see sign-in-throttle.ts)
  const reservation =
    request.method === 'POST' && path === '/sign-in/email' && email
      ? await reserveSignInAttempt(deps.db, { pool, email, ip: request.ip })
      : null;
  if (reservation && !reservation.allowed) {
    reply.header('retry-after', String(reservation.retryAfterSeconds));
    return reply
      .status(429)
      .send(
        errorBody(
          new AppError('attempt_limit_exceeded', { retryAfterSeconds: reservation.retryAfterSeconds }),
          locale,
        ),
      );
  }

  const response = await deps.auths[pool].handler(
    toFetchRequest(request, deps.config.areaOrigins[pool], body),
  );

  if (reservation?.allowed && email) {
    const outcome = response.status === 401 ? 'failed' : response.ok ? 'succeeded' : 'other';
    await settleSignInAttempt(deps.db, {
      pool,
      email,
      ip: request.ip,
      attemptId: reservation.attemptId,
      outcome,
    });
    if (outcome === 'failed' && crossesAddressThreshold(reservation.addressFailures))
      await alertOwner(deps, pool, email, reservation.addressFailures);
  }
  if (request.method === 'POST' && path === '/email-otp/reset-password' && email && response.ok) {
    await clearSignInFailures(deps.db, pool, email);
  }

  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  if (GENERIC_ANSWER_PATHS.has(path) && !response.ok && response.status !== 429) {
    return reply.status(200).type('application/json').send({ success: true });
  }
  if (response.status >= 400) {
    const payload = (await response.json().catch(() => null)) as { code?: string } | null;
    const code = authErrorCode(response.status, payload?.code);
    const error = new AppError(code);
    return reply
      .status(code === 'attempt_limit_exceeded' ? 429 : error.status)
      .send(errorBody(error, locale));
  }
  const text = await response.text();
  return reply.send(withoutSessionTokens(text));
}

/**
 * The session lives in an httpOnly cookie; better-auth also echoes its token in JSON bodies, where
 * any script on the page could read it. Strip it so the cookie stays the only carrier.
 */
export function withoutSessionTokens(text: string): string {
  if (!text.startsWith('{')) return text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if ('token' in body) delete body.token;
    const session = body.session;
    if (session && typeof session === 'object' && 'token' in session)
      delete (session as Record<string, unknown>).token;
    return JSON.stringify(body);
  } catch {
    return text;
  }
}

/** better-auth speaks Fetch: rebuild the request with the pool's public origin and the client IP. */
function toFetchRequest(request: FastifyRequest, origin: string, body: Body): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length' || name === 'host')
      continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

/** Tells the owner of an existing account about the failed attempts (nobody is told about a non-account). */
async function alertOwner(deps: AuthRouteDeps, pool: Pool, email: string, failures: number) {
  const users = AUTH_TABLES[pool].user;
  const [owner] = await deps.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  if (!owner) return;
  await deps.mailer.sendSignInAlert({
    pool,
    to: owner.email,
    locale: owner.locale === 'en' ? 'en' : 'de',
    failures,
  });
}

async function isConfirmedAccount(db: Db, pool: Pool, email: string): Promise<boolean> {
  const users = AUTH_TABLES[pool].user;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normaliseEmail(email)), eq(users.emailVerified, true)));
  return rows.length > 0;
}
