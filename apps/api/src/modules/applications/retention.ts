import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Db } from '../../db/client';
import { type JobQueue, vacuumErasedSoon } from '../../jobs';
import { runRetention } from './deletion-logs.service';

/** Every day at 03:15 UTC, a quiet hour in Europe. */
export const RETENTION_CRON = '15 3 * * *';

/**
 * Schedules the daily retention run (`applications.retention`): one run at a time whichever replica
 * takes it (the queue is stately), and each batch locks its rows with SKIP LOCKED besides.
 */
export async function startApplicationRetention(deps: {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  database: Pick<Database, 'driver'>;
  clock: Clock;
}) {
  const log = deps.log.child({ module: 'application-retention' });
  await deps.jobs.work('applications.retention', async () => {
    const result = await runRetention(deps.db, deps.clock.now());
    log.info(result, 'retention run');
    // the erased rows' bytes go at once when embedded, else in the nightly vacuum after this run
    if (result.erased > 0 || result.expiredLogs > 0) await vacuumErasedSoon(deps);
  });
  await deps.jobs.schedule('applications.retention', RETENTION_CRON, {});
}
