import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../env';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** the raw PGlite instance (for pg-boss's PGlite adapter); null on PostgreSQL */
  pglite: PGlite | null;
  /** the pg pool; null on PGlite */
  pool: pg.Pool | null;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant works; it keeps two replicas starting at once from migrating concurrently. */
const MIGRATION_LOCK_KEY = 727_361_001;

/** Opens the configured database and applies pending migrations before anything uses it. */
export async function openDatabase(config: AppConfig['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
    return { db, driver: 'postgres', pglite: null, pool, close: () => pool.end() };
  }
  let unlock = () => {};
  if (config.dataDir) {
    await mkdir(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  try {
    const client = config.dataDir ? await PGlite.create(config.dataDir) : await PGlite.create();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db, driver: 'pglite', pglite: client, pool: null, close };
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
