import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';

/** The built app on its own port (E2E_PORT, default 3100) and a fresh embedded database for every run. */
const port = Number(process.env.E2E_PORT ?? 3100);
/** the local OpenID provider that stands in for Google (e2e/oidc-provider.mjs), on E2E_PORT + 99 */
const oidcPort = port + 99;
/**
 * One data folder per port, emptied when a run starts and removed when it ends (global-teardown.ts),
 * so runs leave nothing behind. Workers read this file too; only the runner itself empties the folder.
 */
const dataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `veil-e2e-${port}`);
if (!process.env.E2E_DATA_DIR && process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.VEIL_E2E_OWN_DATA_DIR = dataDir;
}

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // ceilings for a busy machine, not waits: every step waits for the state it needs
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://candidate.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: 'node oidc-provider.mjs',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { OIDC_PORT: String(oidcPort), E2E_PORT: String(port) },
    },
    {
      // demo data first (super admin admin@veil.example, see README), then the server
      command: 'npm run seed:demo -w @veil/api && npm run start -w @veil/api',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        GOOGLE_OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        GOOGLE_OIDC_CLIENT_ID: 'veil-e2e',
        GOOGLE_OIDC_CLIENT_SECRET: 'veil-e2e-client-secret-0123456789',
      },
    },
  ],
});
