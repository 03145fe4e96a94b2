import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PoolAuth } from '../auth/create-auth';
import { AUTH_TABLES, POOLS, type Pool } from '../auth/pools';
import { serializeCookie } from '../auth/session';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';
import { DEMO_VISITORS } from './demo-accounts';

type DemoDeps = { database: Database; config: AppConfig; auths: Record<Pool, PoolAuth> };

function refuse(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply
    .status(error.status)
    .send(errorBody(error, localeFromHeader(request.headers['accept-language'])));
}

/**
 * The /demo tour's API (only with DEMO_AREA on; off, both answer 404 like any unknown path):
 * - GET /api/demo: whether the tour is on (the /demo page asks before it shows anything);
 * - POST /api/demo/sessions/{pool}: signs the caller in, without a password, as the demo visitor of
 *   that area, on the area's own host (its cookie). Every session of a visitor is read-only.
 */
export function registerDemoRoutes(app: FastifyInstance, deps: DemoDeps) {
  app.get('/api/demo', async (request, reply) => {
    if (!deps.config.demoArea) return refuse(request, reply, new AppError('route_not_found'));
    return { enabled: true };
  });

  app.post<{ Params: { pool: string } }>('/api/demo/sessions/:pool', async (request, reply) => {
    if (!deps.config.demoArea) return refuse(request, reply, new AppError('route_not_found'));
    const pool = POOLS.find((name) => name === request.params.pool);
    if (!pool) return refuse(request, reply, new AppError('invalid_path_parameters'));
    // a visitor starts the tour from the area's own page; another site cannot sign them in
    const origin = request.headers.origin;
    if (origin && origin !== deps.config.areaOrigins[pool])
      return refuse(request, reply, new AppError('forbidden_to_access_data'));
    const users = AUTH_TABLES[pool].user;
    const [user] = await deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_VISITORS[pool]));
    // the demo data is missing (not seeded yet, or being reset this very moment)
    if (!user) return refuse(request, reply, new AppError('user_not_found'));
    const context = await deps.auths[pool].$context;
    const session = await context.internalAdapter.createSession(user.id);
    if (!session) return refuse(request, reply, new AppError('unhandled_error'));
    const cookie = context.authCookies.sessionToken;
    // signed as better-auth signs its own (HMAC-SHA256 with the auth secret), so its sign-out works too
    const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
    const value = encodeURIComponent(`${session.token}.${signature}`);
    reply.header(
      'set-cookie',
      serializeCookie(cookie.name, value, { ...cookie.attributes, maxAge: context.sessionConfig.expiresIn }),
    );
    return { pool, readOnly: true };
  });
}
