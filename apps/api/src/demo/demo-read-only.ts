import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PoolAuth } from '../auth/create-auth';
import { POOLS, type Pool } from '../auth/pools';
import { createPrincipalCache } from '../auth/principal-cache';
import { sessionReader } from '../auth/session';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';
import { isDemoVisitor } from './demo-accounts';

/** Requests that change nothing although they are not GETs: signing out, the tour's own calls, previews. */
const ALLOWED = [/^\/api\/auth\/[^/]+\/sign-out\/?$/, /^\/api\/demo(\/|$)/, /^\/api\/templates\/preview\/?$/];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may change data: every method but the reads, on the API, minus the allowed ones. */
export function isChangeRequest(method: string, url: string): boolean {
  if (READS.has(method)) return false;
  const mark = url.indexOf('?');
  const pathname = mark < 0 ? url : url.slice(0, mark);
  return pathname.startsWith('/api/') && !ALLOWED.some((allowed) => allowed.test(pathname));
}

/**
 * The /demo tour's visitors may look but not touch: one hook refuses every request that would change
 * something (oRPC and REST calls, better-auth's account calls, uploads) when it comes with a session
 * of a demo visitor account (demo-accounts.ts), with `demo_read_only` in the caller's language. One
 * place, before any route runs, so that no route can forget it. Registered before the routes; the
 * auth instances are read when a request comes.
 */
export function registerDemoReadOnly(
  app: FastifyInstance,
  deps: { database: Database; auths: () => Record<Pool, PoolAuth> },
) {
  const principals = createPrincipalCache(deps.database.principalChanges);
  app.addHook('onClose', async () => principals.close());
  app.addHook('onRequest', async (request, reply) => {
    if (!isChangeRequest(request.method, request.url)) return;
    if (!(await fromDemoVisitor(request, reply))) return;
    const error = new AppError('demo_read_only');
    return reply
      .status(error.status)
      .send(errorBody(error, localeFromHeader(request.headers['accept-language'])));
  });

  async function fromDemoVisitor(request: FastifyRequest, reply: Parameters<typeof sessionReader>[1]) {
    // no cookie at all: no session to look up
    if (!request.headers.cookie) return false;
    const read = sessionReader(request, reply, { auths: deps.auths(), db: deps.database.db, principals });
    for (const pool of POOLS) {
      const signedIn = await read(pool);
      if (signedIn && isDemoVisitor(pool, signedIn.principal.email)) return true;
    }
    return false;
  }
}
