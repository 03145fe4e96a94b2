import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppConfig, loadConfig } from '../env';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped afterwards), with migrations applied.
 */
export async function createTestDatabaseConfig(): Promise<{
  database: AppConfig['database'];
  dispose: () => Promise<void>;
}> {
  // DATABASE_URL names the server here: each test file gets a database of its own on it
  const configured = loadConfig().database;
  const serverUrl = configured.kind === 'postgres' ? configured.url : undefined;
  if (!serverUrl) return { database: { kind: 'pglite', dataDir: null }, dispose: async () => undefined };
  const scratch = await scratchPostgresDatabase(serverUrl, 'veil_test');
  return { database: { kind: 'postgres', url: scratch.url }, dispose: scratch.drop };
}

/**
 * A new database of its own on a PostgreSQL server (a test file, a bench, the kill test): its URL,
 * and `drop` to remove it (connections still open are ended).
 */
export async function scratchPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The configuration tests run with: quiet logs, no built web app needed. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  // tests wait for mails: the worker polls often and a failed delivery is retried within seconds
  const delivery = {
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 2,
    pollingIntervalSeconds: 0.5,
  };
  // uploaded files go to a folder of their own, removed when the test app closes
  const storage = {
    driver: 'disk' as const,
    dir: path.join(tmpdir(), `veil-test-files-${randomBytes(6).toString('hex')}`),
  };
  return {
    ...base,
    // test files call from one address far faster than people do; http/rate-limits.test.ts checks the real budgets
    rateLimitScale: 20,
    webDistDir: '/nonexistent-web-dist',
    mail: { ...base.mail, delivery },
    storage,
    ...overrides,
  };
}
