import { rm } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app';
import type { Clock } from '../clock';
import type { AppConfig } from '../env';
import type { Transcriber } from '../modules/recordings/recordings.routes';
import { mailbox } from './mailbox';
import { createTestDatabaseConfig, testConfig } from './test-config';

export { createTestDatabaseConfig, testConfig } from './test-config';

/**
 * Builds the real app on a fresh database before the file's tests and closes it after. Overrides
 * computed when the app is built (a function) may be made first, a web build in a temporary folder.
 * A test of due dates passes a settable clock (clock.ts) and moves it; one of transcripts, a
 * stand-in transcriber.
 */
export function useTestApp(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig> | Promise<Partial<AppConfig>>) = {},
  options: { clock?: Clock; transcriber?: Transcriber | null } = {},
): {
  readonly app: App;
  readonly mail: ReturnType<typeof mailbox>;
} {
  const holder: { app?: App; dispose?: () => Promise<void> } = {};
  beforeAll(async () => {
    const { database, dispose } = await createTestDatabaseConfig();
    holder.dispose = dispose;
    const extra = typeof overrides === 'function' ? await overrides() : overrides;
    holder.app = await buildApp(testConfig({ database, ...extra }), {
      clock: options.clock,
      ...(options.transcriber !== undefined ? { transcriber: options.transcriber } : {}),
    });
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
