import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../env';
import { mailbox } from './mailbox';

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
    webDistDir: '/nonexistent-web-dist',
    mail: { ...base.mail, delivery },
    storage,
    ...overrides,
  };
}

/** Builds the real app on a fresh database before the file's tests and closes it after. */
export function useTestApp(overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {}): {
  readonly app: App;
  readonly mail: ReturnType<typeof mailbox>;
} {
  const holder: { app?: App; dispose?: () => Promise<void> } = {};
  beforeAll(async () => {
    const { database, dispose } = await createTestDatabaseConfig();
    holder.dispose = dispose;
    const extra = typeof overrides === 'function' ? overrides() : overrides;
    holder.app = await buildApp(testConfig({ database, ...extra }));
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.dispose?.();
    const storage = holder.app?.config.storage;
    if (storage?.driver === 'disk') await rm(storage.dir, { recursive: true, force: true });
  });
  const getApp = () => {
    if (!holder.app) throw new Error('test app not ready: use it inside a test');
    return holder.app;
  };
  return {
    mail: mailbox(getApp),
    get app() {
      if (!holder.app) throw new Error('test app not ready: use it inside a test');
      return holder.app;
    },
  };
}
