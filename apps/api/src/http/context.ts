import { implement } from '@orpc/server';
import { contract } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';

/** What every service call receives: the database, the configuration and the caller. */
export type RequestContext = {
  database: Database;
  config: AppConfig;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
};

/** The contract's implementer: modules build their handlers from it, so paths and schemas come from the contract. */
export const api = implement(contract).$context<RequestContext>();
