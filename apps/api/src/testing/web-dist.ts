import { rm } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app';
import { createTestDatabaseConfig, testConfig } from './test-config';

/**
 * The real app serving a web build that `makeDist` writes (a temporary folder, removed afterwards),
 * built before the file's tests and closed after them.
 */
export function useAppServingDist(makeDist: () => Promise<string>): { readonly app: App } {
  const holder: { app?: App; dist?: string; dispose?: () => Promise<void> } = {};
  beforeAll(async () => {
    holder.dist = await makeDist();
    const database = await createTestDatabaseConfig();
    holder.dispose = database.dispose;
    holder.app = await buildApp(testConfig({ database: database.database, webDistDir: holder.dist }));
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.dispose?.();
    if (holder.dist) await rm(holder.dist, { recursive: true, force: true });
  });
  return {
    get app() {
      if (!holder.app) throw new Error('test app not ready: use it inside a test');
      return holder.app;
    },
  };
}
