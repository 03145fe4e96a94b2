import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { vacuumRequestedTables } from '../db/erasure-vacuum';
import type { JobQueue } from './job-queue';

/*
 * When the tables an erasure touched are rewritten (db/erasure-vacuum.ts). The rewrite costs time in
 * proportion to the table and holds its lock meanwhile (docs/architecture.md, "Erasure, deletion logs and
 * retention": about 3 s at 10 000 applications on PGlite, 10 s at 100 000 on PostgreSQL), so:
 * - embedded (PGlite): at once after a withdrawal or retention run, and every minute for any other
 *   erasure; the data folder is the only copy, and an embedded installation is small;
 * - PostgreSQL: nightly after the retention run, in the quiet hour, so that the board is not
 *   locked for seconds after every withdrawal; WAL, archive and backups outlive the rows there
 *   anyway (docs/architecture.md).
 * One run at a time and bursts as one run: the queue is stately (jobs/queues.ts).
 */

/** Embedded: every minute. */
export const ERASURE_VACUUM_CRON_EMBEDDED = '* * * * *';
/** PostgreSQL: every day at 03:45 UTC, half an hour after the retention run. */
export const ERASURE_VACUUM_CRON_SERVER = '45 3 * * *';

/** The vacuum's schedule on this database. */
export const erasureVacuumCron = (database: Pick<Database, 'driver'>) =>
  database.driver === 'pglite' ? ERASURE_VACUUM_CRON_EMBEDDED : ERASURE_VACUUM_CRON_SERVER;

/**
 * Called after an erasure has committed: on the embedded database the vacuum runs now (joining a
 * run already waiting); on PostgreSQL the nightly run takes the request.
 */
export async function vacuumErasedSoon(deps: { jobs: JobQueue; database: Pick<Database, 'driver'> }) {
  if (deps.database.driver === 'pglite') await deps.jobs.send('db.vacuum-erased', {});
}

/** Starts the vacuum of erased rows (`db.vacuum-erased`): this replica's worker and the schedule. */
export async function startErasureVacuum(deps: {
  database: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}) {
  const log = deps.log.child({ module: 'erasure-vacuum' });
  await deps.jobs.work('db.vacuum-erased', async () => {
    const run = await vacuumRequestedTables(deps.database);
    if (run.tables.length > 0) log.info(run, 'erased rows vacuumed');
  });
  await deps.jobs.schedule('db.vacuum-erased', erasureVacuumCron(deps.database), {});
}
