import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  type SendOptions,
} from 'pg-boss';
import type { Database, DbOrTx } from '../db/client';
import { type JobPayloads, QUEUES, type QueuePolicy } from './queues';

/** Job options of pg-boss (priority, startAfter, singletonKey, retries...) plus the caller's transaction. */
export type SendJobOptions = Omit<SendOptions, 'db'> & {
  /** write the job in this transaction: it then exists exactly when the caller's data commits */
  tx?: DbOrTx;
};

/** One attempt at a job, as a handler sees it. */
export type JobRun<T> = {
  id: string;
  data: T;
  /** 0 on the first attempt, then 1, 2, ... */
  retryCount: number;
  retryLimit: number;
  /** no retry follows if this attempt throws: the job is then failed for good */
  isLastAttempt: boolean;
  /** aborted when the job expires or the queue stops */
  signal: AbortSignal;
};

/** Handles one job; throwing schedules a retry (with the queue's or job's backoff) until the limit. */
export type JobHandler<T> = (job: JobRun<T>) => Promise<void>;

export type WorkJobOptions = {
  /** how often an idle worker looks for due jobs, also for retries coming due (pg-boss minimum 0.5) */
  pollingIntervalSeconds?: number;
  /** jobs handled at once by this process */
  localConcurrency?: number;
  /**
   * jobs fetched at once by each worker and handled one after the other (default 1); a full batch
   * fetches the next at once instead of waiting for the polling interval, so a backlog drains fast
   */
  batchSize?: number;
};

type Payloads = { [name: string]: object };

/** The app's durable background work: jobs live in the database, survive crashes and are retried. */
export type JobQueue<P extends Payloads = JobPayloads> = {
  /**
   * Queues a job. Pass `{ tx }` to write it inside the caller's Drizzle transaction, so that it
   * commits or rolls back with the caller's data. Returns the job id (null if a singleton
   * option dropped it as a duplicate).
   */
  send<N extends keyof P & string>(name: N, data: P[N], options?: SendJobOptions): Promise<string | null>;
  /** Runs `handler` for every job of a queue, one job per call, in this process. */
  work<N extends keyof P & string>(
    name: N,
    handler: JobHandler<P[N]>,
    options?: WorkJobOptions,
  ): Promise<void>;
  /**
   * Sends a job with `data` on every occurrence of a cron expression (UTC). The schedule lives in
   * the database, one per queue, and pg-boss files each occurrence under one singleton key: every
   * replica may call this at start and an occurrence still becomes one job.
   */
  schedule<N extends keyof P & string>(
    name: N,
    cron: string,
    data: P[N],
    /** the time zone the cron expression is read in (UTC unless given) */
    options?: { tz?: string },
  ): Promise<void>;
  /** Stops the workers (waiting briefly for running jobs) and pg-boss's own connections. */
  stop(): Promise<void>;
};

/**
 * How often pg-boss looks for jobs whose worker stopped sending heartbeats (a process killed while
 * handling them) and for expired ones: with a job heartbeat of JOB_HEARTBEAT_SECONDS, a dead
 * worker's job is failed and retried within about half a minute instead of at its expiry.
 */
export const JOB_MONITOR_INTERVAL_SECONDS = 10;

/** The heartbeat a running job sends (pg-boss's minimum); jobs that may run on a dying worker set it. */
export const JOB_HEARTBEAT_SECONDS = 10;

/**
 * Whether this process handles jobs. A process that does not (ROLE=api) still creates the queues and
 * sends jobs, but `work` and `schedule` do nothing and pg-boss runs neither its maintenance nor its
 * cron clock there: a worker process (ROLE=worker or all) does all of it.
 */
export type JobQueueRole = { runsWork: boolean };

/** Starts the app's job queue with every queue of the catalogue (./queues.ts). */
export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  role: JobQueueRole = { runsWork: true },
): Promise<JobQueue> {
  return openJobQueue<JobPayloads>(database, log, QUEUES, role);
}

/**
 * Starts pg-boss on the app's own database with the given queues.
 *
 * - PGlite (embedded): pg-boss runs its SQL through its PGlite adapter on the same in-process
 *   instance, which is single-connection: while a transaction is open, pg-boss's polling simply
 *   waits for it.
 * - PostgreSQL: pg-boss keeps a small pool of its own on the same database (it needs a
 *   session-pinned connection for LISTEN), so workers never starve the request pool.
 *
 * Sending with `{ tx }` writes the job through that transaction (pg-boss's Drizzle adapter), not
 * through pg-boss's own connection: on PGlite a second connection does not exist, and on
 * PostgreSQL only that makes the job commit or roll back together with the caller's rows.
 */
export async function openJobQueue<P extends Payloads>(
  database: Database,
  log: FastifyBaseLogger,
  queues: { [N in keyof P & string]: QueuePolicy },
  role: JobQueueRole = { runsWork: true },
): Promise<JobQueue<P>> {
  const monitoring = {
    monitorIntervalSeconds: JOB_MONITOR_INTERVAL_SECONDS,
    superviseIntervalSeconds: JOB_MONITOR_INTERVAL_SECONDS,
    supervise: role.runsWork,
    schedule: role.runsWork,
  };
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', useListenNotify: true, ...monitoring })
    : new PgBoss({
        connectionString: postgresUrl(database),
        max: 4,
        application_name: 'veil-jobs',
        useListenNotify: true,
        ...monitoring,
      });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  for (const [name, policy] of Object.entries<QueuePolicy>(queues)) await ensureQueue(boss, name, policy);

  return {
    async send(name, data, options = {}) {
      const { tx, ...jobOptions } = options;
      return boss.send(
        name,
        data,
        tx ? { ...jobOptions, db: fromDrizzle(drizzleExecutor(tx), sql) } : jobOptions,
      );
    },
    async work(name, handler, options = {}) {
      if (!role.runsWork) return;
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
      await boss.work(
        name,
        {
          includeMetadata: true,
          batchSize: options.batchSize ?? 1,
          burstWhenBatchFull: true,
          perJobResults: true,
          localConcurrency: options.localConcurrency ?? 1,
          pollingIntervalSeconds,
          // NOTIFY wakes workers for new jobs, but not for retries coming due: keep polling as often.
          notifyPollingIntervalSeconds: pollingIntervalSeconds,
        },
        async (jobs: JobWithMetadata<P[typeof name]>[]) => {
          // each job of a batch succeeds or fails (and is retried) on its own
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler({
                id: job.id,
                data: job.data,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
                isLastAttempt: job.retryCount >= job.retryLimit,
                signal: job.signal,
              });
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              results.push({ id: job.id, status: 'failed', output: { message } });
            }
          }
          return results;
        },
      );
    },
    async schedule(name, cron, data, options = {}) {
      if (!role.runsWork) return;
      await boss.schedule(name, cron, data, { tz: options.tz ?? 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * Creates a queue on first start and applies a changed policy on later ones. Two replicas starting
 * at once may both try to create it; the loser finds it there.
 */
async function ensureQueue(boss: PgBoss, name: string, policy: QueuePolicy): Promise<void> {
  if (!(await boss.getQueue(name))) {
    try {
      await boss.createQueue(name, policy);
    } catch (error) {
      if (!(await boss.getQueue(name))) throw error;
    }
  } else {
    // policy, partition, dead letter, retryDelayMax and heartbeat are fixed at creation
    const {
      policy: _p,
      partition: _pa,
      deadLetter: _d,
      retryDelayMax: _m,
      heartbeatSeconds: _h,
      ...rest
    } = policy;
    if (Object.keys(rest).length > 0) await boss.updateQueue(name, rest);
  }
  // A freshly created queue is missing from pg-boss's queue cache, and filling it during a send
  // would query through pg-boss's own connection: on PGlite that waits for the very transaction
  // the send runs in. Looking a job up fills the cache now, outside any transaction.
  await boss.getJobById(name, '00000000-0000-0000-0000-000000000000');
}

function postgresUrl(database: Database): string {
  const url = database.pool?.options.connectionString;
  if (!url) throw new Error('the job queue needs the PostgreSQL connection string of the app database');
  return url;
}

/** Lets pg-boss run its parameterised SQL on a Drizzle database or transaction. */
function drizzleExecutor(tx: DbOrTx): DrizzleTransactionLike {
  return {
    // pg-boss builds the query with the `sql` tag we hand it, so it is a Drizzle SQL object; both
    // drivers (node-postgres, PGlite) answer with an object holding `rows`, which is all pg-boss reads.
    execute: async (query) => (await tx.execute(query as SQL)) as unknown as { rows: unknown[] },
  };
}
