import type { Router } from '@orpc/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { createPoolAuth, type PoolAuth } from '../auth/create-auth';
import { POOLS, type Pool } from '../auth/pools';
import { systemClock } from '../clock';
import { type Database, openDatabase } from '../db/client';
import type { RequestContext } from '../http/context';
import { registerErrorHandler } from '../http/error-handler';
import { registerApiRoutes } from '../http/orpc';
import { createStorage } from '../storage';
import { testConfig } from './test-config';

/**
 * A bare Fastify app serving a test's own router through the API layer (error shape, sessions) on an
 * in-memory database, without the product's modules; `close` ends both.
 */
export async function probeApp(
  // biome-ignore lint/suspicious/noExplicitAny: a test's router has a contract of its own
  router: Router<any, RequestContext>,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database: Database = await openDatabase({ kind: 'pglite', dataDir: null });
  const app = Fastify({ logger: false });
  const config = testConfig();
  app.decorate('config', config);
  registerErrorHandler(app);
  // the probe routes send no mail; sign-in is not exercised here
  const mailer = { sendCode: async () => undefined, sendSignInAlert: async () => undefined };
  const auths = Object.fromEntries(
    POOLS.map((pool) => [pool, createPoolAuth(pool, { database, config, secret: 's'.repeat(32), mailer })]),
  ) as Record<Pool, PoolAuth>;
  registerApiRoutes(
    app,
    {
      database,
      config,
      auths,
      mail: {
        ...mailer,
        senderAddress: 'no-reply@veil.localhost',
        sendActivation: async () => undefined,
        sendCompanyTemplate: async () => '',
        sendAudioInterviewReminder: async () => '',
        sendProfileRevealed: async () => '',
        sendInterviewCalendar: async () => '',
        sendInterviewReply: async () => '',
        sendTalentInvitation: async () => '',
        sendNewJobMatch: async () => '',
      },
      storage: await createStorage(config),
      // the probe routes start no background work
      jobs: {
        send: async () => null,
        work: async () => undefined,
        schedule: async () => undefined,
        stop: async () => undefined,
      },
      clock: systemClock,
    },
    router,
  );
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
