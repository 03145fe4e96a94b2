import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';
import { registerAuthRoutes } from './auth-routes';
import { type AuthMailer, createPoolAuth, type PoolAuth } from './create-auth';
import { POOLS, type Pool } from './pools';
import { resolveAuthSecret } from './secret';

export type { AuthMailer, PoolAuth } from './create-auth';
export type { Pool } from './pools';
export { startSignUpMailReconciler } from './sign-up-mail-reconciler';

/** One better-auth instance per pool, with their HTTP endpoints under /api/auth/<pool>/. */
export async function setUpAuth(
  app: FastifyInstance,
  deps: { database: Database; config: AppConfig; mailer: AuthMailer },
): Promise<Record<Pool, PoolAuth>> {
  const secret = await resolveAuthSecret(deps.config);
  const auths = Object.fromEntries(
    POOLS.map((pool) => [pool, createPoolAuth(pool, { ...deps, secret })]),
  ) as Record<Pool, PoolAuth>;
  registerAuthRoutes(app, { db: deps.database.db, config: deps.config, auths, mailer: deps.mailer });
  return auths;
}
