import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { createTestDatabaseConfig } from '../testing/test-app';
import { waitFor } from '../testing/wait-for';
import { openDatabase } from './client';

describe('the embedded database', () => {
  it('opens with migrations applied and closes', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const result = await database.db.execute(sql`select count(*)::int as n from uploads`);
    expect(database.driver).toBe('pglite');
    // the app's database type spans both drivers, whose raw results both carry `rows`
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    await database.close();
  });
});

// The PostgreSQL server of DATABASE_URL (CI runs the API tests once more against it).
const configured = loadConfig().database;
const serverUrl = configured.kind === 'postgres' ? configured.url : undefined;

describe.runIf(serverUrl)('a PostgreSQL database', () => {
  it('survives connections the server ends and closes only once every connection is closed', async () => {
    const { database: config, dispose } = await createTestDatabaseConfig();
    if (config.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    const name = new URL(config.url).pathname.slice(1);
    const errors: Error[] = [];
    const database = await openDatabase(config, { onConnectionError: (error) => errors.push(error) });
    await database.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const connections = async () =>
      (
        await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        )
      ).rows[0]?.n;
    try {
      // as a server restart or failover would: every idle connection of the pool is ended
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await waitFor(() => errors.length > 0, { what: 'the pool to report the lost connection' });
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
      expect(await connections()).toBeGreaterThan(0);

      await database.close();
      expect(await connections()).toBe(0);
    } finally {
      await admin.end();
      await dispose();
    }
  });

  it('runs without the JIT compiler', async () => {
    const { database: config, dispose } = await createTestDatabaseConfig();
    const database = await openDatabase(config);
    try {
      expect(await database.db.execute(sql`show jit`)).toMatchObject({ rows: [{ jit: 'off' }] });
    } finally {
      await database.close();
      await dispose();
    }
  });
});
