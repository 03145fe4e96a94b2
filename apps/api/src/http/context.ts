import { implement } from '@orpc/server';
import { contract } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthMailer } from '../auth/create-auth';
import type { SessionReader } from '../auth/session';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';
import type { ActivationMailer } from '../modules/accounts/accounts.service';
import type { Storage } from '../storage';

/** What every service call receives: the database, the configuration and the caller. */
/** The e-mails services send, each queued inside the caller's transaction. */
export type AppMail = { sendActivation: ActivationMailer; sendCode: AuthMailer['sendCode'] };

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
};

/** The contract's implementer: modules build their handlers from it, so paths and schemas come from the contract. */
export const api = implement(contract).$context<RequestContext>();
