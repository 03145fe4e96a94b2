import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Database, openDatabase } from './db/client';
import type { AppConfig } from './env';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApiRoutes } from './http/openapi';
import { registerApiRoutes } from './http/orpc';
import { registerWebApp } from './http/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's database, for tests and shutdown */
    database: Database;
  }
}

export type App = FastifyInstance;

/** Builds the whole server (API, docs, web app) from a configuration; tests call it with their own. */
export async function buildApp(config: AppConfig, options: { database?: Database } = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    disableRequestLogging: config.environment === 'test',
  });
  const database = options.database ?? (await openDatabase(config.database));
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  registerErrorHandler(app);
  await registerOpenApiRoutes(app);
  registerApiRoutes(app, { database, config });
  await registerWebApp(app, config);

  return app;
}
