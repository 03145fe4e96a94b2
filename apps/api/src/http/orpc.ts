import { ValidationError } from '@orpc/contract';
import { OpenAPIHandler } from '@orpc/openapi/fastify';
import { ORPCError, type Router } from '@orpc/server';
import type { FastifyInstance } from 'fastify';
import type { PoolAuth } from '../auth/create-auth';
import type { Pool } from '../auth/pools';
import { createPrincipalCache } from '../auth/principal-cache';
import { sessionReader } from '../auth/session';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';
import { AppError } from '../errors/app-error';
import { errorBody, type InputPart, toAppError } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';
import type { JobQueue } from '../jobs';
import type { AppMail } from '../mail';
import type { Storage } from '../storage';
import type { RequestContext } from './context';

type ProcedureRoute = { method?: string; path?: string };

/**
 * Serves a router's routes under /api through oRPC's OpenAPI handler, with the house error shape.
 * The router comes from the caller (the app's composition root, or a test's own), so this layer
 * knows no feature.
 */
export function registerApiRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    config: AppConfig;
    auths: Record<Pool, PoolAuth>;
    mail: AppMail;
    storage: Storage;
    jobs: JobQueue;
    clock: Clock;
  },
  // biome-ignore lint/suspicious/noExplicitAny: any contract shape may be served (tests mount their own)
  router: Router<any, RequestContext>,
) {
  const principals = createPrincipalCache(deps.database.principalChanges);
  app.addHook('onClose', async () => principals.close());
  const handler = new OpenAPIHandler(router, {
    clientInterceptors: [
      async ({ next, procedure }) => {
        try {
          return await next();
        } catch (error) {
          if (error instanceof ORPCError && error.status < 500 && error.cause instanceof ValidationError) {
            const route = (procedure['~orpc'] as { route?: ProcedureRoute }).route ?? {};
            throw toAppError(error, { inputPart: inputPartOf(route, error.cause) });
          }
          throw error;
        }
      },
    ],
    interceptors: [
      async ({ next, context }) => {
        try {
          return await next();
        } catch (error) {
          const appError = toAppError(error);
          if (appError.code === 'unhandled_error' || appError.code === 'invalid_response_body') {
            context.log.error({ err: error }, 'request failed');
          }
          throw new ORPCError(appError.code, {
            status: appError.status,
            message: appError.code,
            data: errorBody(appError, context.locale),
          });
        }
      },
    ],
    customErrorResponseBodyEncoder: (error) => error.data,
  });

  // Let oRPC read bodies of any type itself (uploads, text); JSON is parsed by Fastify already.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.all('/api/*', async (request, reply) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    if (!isSameSiteRequest(request.method, request.headers.origin, deps.config)) {
      const error = new AppError('forbidden_to_access_data');
      return reply.status(error.status).send(errorBody(error, locale));
    }
    const { database, config, auths, mail, storage, jobs } = deps;
    const session = sessionReader(request, reply, { auths, db: database.db, principals });
    const { matched } = await handler.handle(request, reply, {
      prefix: '/api',
      context: {
        database,
        config,
        locale,
        request,
        reply,
        log: request.log,
        session,
        mail,
        storage,
        jobs,
        clock: deps.clock,
      },
    });
    if (!matched) {
      const error = new AppError('route_not_found');
      return reply.status(error.status).send(errorBody(error, locale));
    }
  });
}

/** Which part of the request a failed input validation belongs to, for the spec's three codes. */
function inputPartOf(route: ProcedureRoute, cause: ValidationError): InputPart {
  const pathParams = [...(route.path ?? '').matchAll(/\{\+?([^}]+)\}/g)].map((m) => m[1]);
  const first = cause.issues[0]?.path?.[0];
  const key = typeof first === 'object' && first !== null ? first.key : first;
  if (typeof key === 'string' && pathParams.includes(key)) return 'path';
  const method = (route.method ?? 'POST').toUpperCase();
  return method === 'GET' || method === 'HEAD' || method === 'DELETE' ? 'query' : 'body';
}

/**
 * Cross-site request forgery guard for cookie-authenticated calls: a state-changing request must come
 * from one of our own areas. Browsers always send Origin on such requests; tools without a browser
 * (no Origin) carry no ambient cookies a forger could borrow.
 */
function isSameSiteRequest(method: string, origin: string | undefined, config: AppConfig): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !origin) return true;
  return Object.values(config.areaOrigins).includes(origin);
}
