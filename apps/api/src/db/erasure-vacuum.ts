import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { type Database, type DbOrTx, rowsOf } from './client';
import { vacuumRequests } from './schema';

/*
 * Erasure that leaves no bytes (docs/decisions/019-answer-vault-and-erasure-vacuum.md). A DELETE only
 * marks rows dead: their bytes stay in the table's pages, its indexes and TOAST until something
 * rewrites them, and plain VACUUM does not (it compacts a page around the survivors and leaves the
 * last row's bytes in the freed gap). So an erasure names the tables it touched (`requestVacuum`, in
 * its own transaction) and the vacuum job (jobs/erasure-vacuum-work.ts) rewrites each one with
 * VACUUM FULL: a new file per table, TOAST and index, holding the live rows only; the old files are
 * truncated at once and unlinked at the next checkpoint. On the embedded database the job then
 * closes the WAL segment and checkpoints, so the segments that recorded the rows are deleted (the
 * data folder runs with wal_recycle off, see client.ts, so they are not kept under a new name).
 * On PostgreSQL the server's own checkpoints, archive and backups decide how long WAL keeps them
 * (docs/architecture.md, "Erasure, deletion logs and retention").
 */

/** pg-boss's job table: erasure deletes queued jobs that named an application. */
export const PGBOSS_JOB_TABLE = 'pgboss.job';

function qualifiedName(table: PgTable | typeof PGBOSS_JOB_TABLE): string {
  if (typeof table === 'string') return table;
  return `${getTableConfig(table).schema ?? 'public'}.${getTableName(table)}`;
}

/**
 * Records, in the caller's (erasing) transaction, that `tables` hold erased rows. The vacuum job
 * picks the request up within a minute, or at once when the caller also sends the job.
 */
export async function requestVacuum(
  tx: DbOrTx,
  tables: readonly (PgTable | typeof PGBOSS_JOB_TABLE)[],
): Promise<void> {
  const names = [...new Set(tables.map(qualifiedName))];
  if (names.length === 0) return;
  await tx
    .insert(vacuumRequests)
    // the clock at this statement, not the transaction's start: a run that began before it keeps it
    .values(names.map((tableName) => ({ tableName, requestedAt: sql`clock_timestamp()` })))
    .onConflictDoUpdate({
      target: vacuumRequests.tableName,
      set: { requestedAt: sql`excluded.requested_at` },
    });
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** How long a rewrite waits for its table lock on PostgreSQL before the job retries later. */
export const VACUUM_LOCK_TIMEOUT = '5s';

export type VacuumRun = { tables: string[]; ms: number };

/**
 * Rewrites every table an erasure asked for, one after the other, and clears the requests no later
 * erasure renewed meanwhile. On PGlite it then switches the WAL segment and checkpoints.
 */
export async function vacuumRequestedTables(database: Database): Promise<VacuumRun> {
  const started = performance.now();
  const requests = await rowsOf<{ table_name: string; requested_at: string; present: boolean }>(
    database.db,
    sql`select table_name, requested_at::text as requested_at, to_regclass(table_name) is not null as present
        from vacuum_requests order by table_name`,
  );
  if (requests.length === 0) return { tables: [], ms: 0 };
  const statements = requests
    .filter((request) => request.present)
    .map((request) => {
      const [schema = 'public', table = ''] = request.table_name.split('.');
      return `VACUUM (FULL) ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
    });
  await runOutsideTransaction(database, statements);
  for (const request of requests) {
    await database.db.execute(
      sql`delete from vacuum_requests
          where table_name = ${request.table_name} and requested_at = ${request.requested_at}::timestamptz`,
    );
  }
  if (database.pglite) {
    // the segments written up to now go at this checkpoint: deleted, not recycled (wal_recycle off)
    await database.pglite.exec('SELECT pg_switch_wal(); CHECKPOINT;');
  }
  return {
    tables: requests.map((request) => request.table_name),
    ms: Math.round(performance.now() - started),
  };
}

/** VACUUM refuses to run in a transaction block: each statement goes on its own, one at a time. */
async function runOutsideTransaction(database: Database, statements: readonly string[]) {
  if (database.pglite) {
    for (const statement of statements) await database.pglite.exec(statement);
    return;
  }
  if (!database.pool) throw new Error('no database connection for the vacuum');
  const client = await database.pool.connect();
  try {
    // a rewrite waiting for its lock would queue every reader of the table behind it: give up instead
    await client.query(`SET lock_timeout = '${VACUUM_LOCK_TIMEOUT}'`);
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.query('RESET lock_timeout').catch(() => undefined);
    client.release();
  }
}
