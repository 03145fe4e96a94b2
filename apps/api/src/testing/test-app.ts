import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../env';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped afterwards), with migrations applied.
 */
export async function createTestDatabaseConfig(): Promise<{
  database: AppConfig['database'];
  dispose: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: { kind: 'pglite', dataDir: null }, dispose: async () => undefined };
  const name = `veil_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The configuration tests run with: quiet logs, no built web app needed. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return { ...base, webDistDir: '/nonexistent-web-dist', ...overrides };
}

/** Builds the real app on a fresh database before the file's tests and closes it after. */
export function useTestApp(overrides: Partial<AppConfig> = {}): { readonly app: App } {
  const holder: { app?: App; dispose?: () => Promise<void> } = {};
  beforeAll(async () => {
    const { database, dispose } = await createTestDatabaseConfig();
    holder.dispose = dispose;
    holder.app = await buildApp(testConfig({ database, ...overrides }));
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.dispose?.();
  });
  return {
    get app() {
      if (!holder.app) throw new Error('test app not ready: use it inside a test');
      return holder.app;
    },
  };
}
