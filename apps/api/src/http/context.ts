import { implement } from '@orpc/server';
import { contract } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionReader } from '../auth/session';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/client';
import type { AppConfig } from '../env';
import type { JobQueue } from '../jobs';
import type { AppMail } from '../mail';
import type { Storage } from '../storage';

/** What every request handler receives: the database, the configuration, the caller and the app's services. */
export type RequestContext = {
  database: Database;
  config: AppConfig;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  /** the caller's session in one pool (read lazily, once per pool and request) */
  session: SessionReader;
  mail: AppMail;
  /** uploaded files; browsers reach them through signed URLs */
  storage: Storage;
  /** background jobs (pg-boss) */
  jobs: JobQueue;
  /** "now" for due dates (the system clock; tests move their own) */
  clock: Clock;
};

/** The contract's implementer: modules build their handlers from it, so paths and schemas come from the contract. */
export const api = implement(contract).$context<RequestContext>();

/** What services that touch files need: the database, the file storage and the request's logger. */
export type ServiceDeps = { db: Db; storage: Storage; log: FastifyBaseLogger };

/** Service dependencies with the clock, for services that read due dates (see clock.ts). */
export type ClockedDeps = ServiceDeps & { clock: Clock };

/** The service dependencies of one request. */
export function serviceDeps(context: RequestContext): ClockedDeps {
  return { db: context.database.db, storage: context.storage, log: context.log, clock: context.clock };
}
