import { createHash } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';

/**
 * Requests per minute. Every /api request counts against its client address and against its caller
 * (the session when it carries one, else the address); expensive ones (passwords hashed, codes
 * mailed, files stored) also against a budget of their own per route and caller. RATE_LIMIT_SCALE
 * multiplies them all.
 */
export const RATE_LIMIT_BUDGETS = {
  /** one address, whoever calls from it: many people behind one office router, or one flood of forged sessions */
  perAddress: 1200,
  /** one signed-in session, or one address when signed out */
  perCaller: 600,
  /** sign-in, sign-up, password reset, activation: each hashes a password or mails a code */
  credentials: 30,
  /** upload tickets, their completion and the file bodies: a dozen photos dropped at once fit */
  uploads: 120,
  /** imports of many records at once */
  imports: 10,
} as const;

type ExpensiveKind = 'credentials' | 'uploads' | 'imports';

const WINDOW_MS = 60_000;

/** The expensive routes, each counted on its own budget per caller. */
const EXPENSIVE_ROUTES: [method: string, path: RegExp, kind: ExpensiveKind][] = [
  ['POST', /^\/api\/auth\/[^/]+\/(sign-in|sign-up)\//, 'credentials'],
  ['POST', /^\/api\/auth\/[^/]+\/(forget-password|email-otp)\//, 'credentials'],
  ['PUT', /^\/api\/(employers|admins)\/activate$/, 'credentials'],
  ['GET', /^\/api\/activations\//, 'credentials'],
  ['POST', /^\/api\/media(\/[^/]+\/complete)?$/, 'uploads'],
  ['PUT', /^\/api\/files\/upload\//, 'uploads'],
  ['POST', /^\/api\/companies\/(media|documents)$/, 'uploads'],
  ['PUT', /^\/api\/(companies\/logo|employers\/profile-picture)$/, 'uploads'],
  ['*', /\/imports?(\/|$)/, 'imports'],
];

/** The budget an expensive request counts against (its route and kind), or null for an ordinary one. */
export function expensiveRoute(
  method: string,
  pathname: string,
): { route: string; kind: ExpensiveKind } | null {
  const match = EXPENSIVE_ROUTES.find(([m, path]) => (m === '*' || m === method) && path.test(pathname));
  return match ? { route: `${method} ${match[1].source}`, kind: match[2] } : null;
}

/** The caller a budget belongs to: a hash of the session cookies when there are any, else the client address. */
function callerKey(request: FastifyRequest): string {
  const cookies = [...(request.headers.cookie ?? '').matchAll(/(?:^|;\s*)([^=;\s]+\.session_token)=([^;]*)/g)]
    .map((m) => `${m[1]}=${m[2]}`)
    .sort();
  if (cookies.length === 0) return `address:${request.ip}`;
  return `session:${createHash('sha256').update(cookies.join(';')).digest('base64url')}`;
}

/**
 * Per-replica rate limits on every /api route (in memory: behind N replicas a client may get up to
 * N times the budget; the per-address sign-in throttle and the code-mail limits live in the
 * database and hold across replicas). The client address is `request.ip`, which honours TRUST_PROXY.
 * A refused request gets 429 `rate_limited` with `Retry-After`, in the caller's language.
 */
export async function registerRateLimits(app: FastifyInstance, options: { scale: number }) {
  if (options.scale <= 0) return;
  await app.register(fastifyRateLimit, { global: false, cache: 100_000 });
  const budget = (perMinute: number) => Math.max(1, Math.round(perMinute * options.scale));
  const limiter = (
    max: number | ((request: FastifyRequest) => number),
    key: (request: FastifyRequest) => string,
  ) => app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: key });
  const perAddress = limiter(budget(RATE_LIMIT_BUDGETS.perAddress), (request) => `a|${request.ip}`);
  const perCaller = limiter(budget(RATE_LIMIT_BUDGETS.perCaller), (request) => `c|${callerKey(request)}`);
  const expensive = limiter(
    (request) =>
      budget(RATE_LIMIT_BUDGETS[expensiveRoute(request.method, pathOf(request))?.kind ?? 'credentials']),
    (request) => `e|${expensiveRoute(request.method, pathOf(request))?.route}|${callerKey(request)}`,
  );

  app.addHook('onRequest', async (request, reply) => {
    const pathname = pathOf(request);
    if (!pathname.startsWith('/api/')) return;
    const checks = expensiveRoute(request.method, pathname)
      ? [perAddress, perCaller, expensive]
      : [perAddress, perCaller];
    for (const check of checks) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const retryAfterSeconds = Math.max(1, result.ttlInSeconds);
      const error = new AppError('rate_limited', { retryAfterSeconds });
      return reply
        .status(error.status)
        .header('retry-after', String(retryAfterSeconds))
        .send(errorBody(error, localeFromHeader(request.headers['accept-language'])));
    }
  });
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '';
}
