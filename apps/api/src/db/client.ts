import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../env';
import {
  type ChangeFeed,
  NOTIFICATION_CHANNEL,
  pgliteChangeFeed,
  postgresChangeFeed,
  postgresListenerFeed,
} from './change-feed';
import { lockDataDir } from './data-dir-lock';
import { isEmptyDataDir, pgliteTemplate } from './pglite-template';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: services that work inside or outside one take this. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** the raw PGlite instance (for pg-boss's PGlite adapter); null on PostgreSQL */
  pglite: PGlite | null;
  /** the pg pool; null on PGlite */
  pool: pg.Pool | null;
  /** changes to signed-in principals, announced by the database's triggers */
  principalChanges: ChangeFeed;
  /** new notifications of any replica, announced by notify() (modules/notifications) */
  notificationChanges: ChangeFeed;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Where the migrated empty PGlite database is kept between starts (see pglite-template.ts). */
const TEMPLATE_CACHE = fileURLToPath(new URL('../../node_modules/.cache/veil', import.meta.url));
/** Any constant works; it keeps two replicas starting at once from migrating concurrently. */
const MIGRATION_LOCK_KEY = 727_361_001;

type OpenOptions = {
  /**
   * Told when an idle PostgreSQL connection fails (the server restarted, a failover, an
   * administrator ended it). The pool replaces the connection; without a listener Node would end
   * the whole process for it.
   */
  onConnectionError?: (error: Error) => void;
};

/**
 * A pool whose `close` resolves only once every connection is really closed: `pool.end()` alone
 * resolves while the last sockets are still shutting down.
 */
function createPool(url: string, onConnectionError: (error: Error) => void) {
  const { feed, onConnect } = postgresChangeFeed();
  // The JIT compiler is off for the app's connections: its compile time (100–200 ms) is spent on
  // statements the planner estimates as large, such as For you's scoring of its pool, which run
  // in a few milliseconds without it; no query of the app gains from it.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off', onConnect });
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  pool.on('error', onConnectionError);
  const close = async () => {
    await pool.end();
    await Promise.all([...open].map((client) => new Promise((resolve) => client.once('end', resolve))));
  };
  return { pool, close, feed };
}

/** Opens the configured database and applies pending migrations before anything uses it. */
export async function openDatabase(
  config: AppConfig['database'],
  options: OpenOptions = {},
): Promise<Database> {
  if (config.kind === 'postgres') {
    const onConnectionError = options.onConnectionError ?? (() => undefined);
    const { pool, close: closePool, feed } = createPool(config.url, onConnectionError);
    // heard all the time, on a connection of its own (a pool's connections close when idle)
    const notifications = await postgresListenerFeed(config.url, NOTIFICATION_CHANNEL, onConnectionError);
    const close = async () => {
      await notifications.close();
      await closePool();
    };
    const db = drizzlePg({ client: pool, schema });
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
    return {
      db,
      driver: 'postgres',
      pglite: null,
      pool,
      principalChanges: feed,
      notificationChanges: notifications.feed,
      close,
    };
  }
  let unlock = () => {};
  if (config.dataDir) {
    await mkdir(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  try {
    // pg_trgm backs the name searches (see migration 0010); PGlite ships it as a loadable extension
    const extensions = { pg_trgm };
    // a new database starts as a copy of the migrated template; migrating below then finds nothing to do
    const template = isEmptyDataDir(config.dataDir)
      ? await pgliteTemplate({ migrationsFolder: MIGRATIONS_FOLDER, cacheDir: TEMPLATE_CACHE, extensions })
      : null;
    const options = { extensions, ...(template ? { loadDataDir: template } : {}) };
    const client = config.dataDir
      ? await PGlite.create(config.dataDir, options)
      : await PGlite.create(options);
    // WAL segments a checkpoint no longer needs are deleted rather than renamed for reuse, so the
    // bytes of erased rows leave the data folder with them (db/erasure-vacuum.ts); PGlite is one
    // session, so this holds for every statement and checkpoint it runs
    await client.exec('SET wal_recycle = off');
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const principalChanges = await pgliteChangeFeed(client);
    const notificationChanges = await pgliteChangeFeed(client, NOTIFICATION_CHANNEL);
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db, driver: 'pglite', pglite: client, pool: null, principalChanges, notificationChanges, close };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Round-trips the database; used by the health call. */
export async function pingDatabase(db: Db): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { ok: false, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  }
}

/**
 * Runs one statement and returns its rows: `(query) => rowsOf(db, query)`, or one that also records
 * the statement (a bench, a test).
 */
export type RunQuery = <T>(query: SQL) => Promise<T[]>;

/** Rows of an `execute` answer on either driver. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
