import { mkdirSync, rmSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';
import { ALL_SERVERS, E2E_WORKERS, OWN_SERVER, OWNS_DATA_DIRS } from './servers';

/**
 * One server with a fresh embedded database per worker (servers.ts). Workers read this file too;
 * only the runner itself empties the data folders and starts the servers.
 */
if (OWNS_DATA_DIRS && process.env.TEST_WORKER_INDEX === undefined) {
  for (const server of ALL_SERVERS) {
    rmSync(server.dataDir, { recursive: true, force: true });
    mkdirSync(server.dataDir, { recursive: true });
  }
}

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number];

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  outputDir: './test-results',
  // a file's journeys run in order in one worker; files are shared out among the workers
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // ceilings for a busy machine, not waits: every step waits for the state it needs
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://candidate.localhost:${OWN_SERVER.appPort}`,
    // A trace records every action's DOM and screen: a fifth of a journey's time (measured on the
    // job editor's journey). Kept where someone can open it; a CI run's artefacts are not looked at.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: ALL_SERVERS.flatMap((server): WebServer[] => [
    {
      command: 'node oidc-provider.mjs',
      url: `http://127.0.0.1:${server.oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { OIDC_PORT: String(server.oidcPort), E2E_PORT: String(server.appPort) },
    },
    {
      // demo data first (super admin admin@veil.example, see README, demo accounts), then the server
      command: 'npm run seed:demo -w @veil/api && npm run start -w @veil/api',
      cwd: '..',
      url: `http://127.0.0.1:${server.appPort}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        PORT: String(server.appPort),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        LOG_LEVEL: 'warn',
        // the journeys sign up and sign in many accounts from one address; the per-account throttle stays
        RATE_LIMIT_SCALE: '10',
        NODE_ENV: 'development',
        // the /demo tour (demo-tour.spec.ts) on the seeded demo data
        DEMO_AREA: 'true',
        // no nightly reset: at 03:00 Berlin it would delete the demo companies other journeys use
        DEMO_RESET: 'false',
        GOOGLE_OIDC_ISSUER: `http://127.0.0.1:${server.oidcPort}`,
        GOOGLE_OIDC_CLIENT_ID: 'veil-e2e',
        GOOGLE_OIDC_CLIENT_SECRET: 'veil-e2e-client-secret-0123456789',
      },
    },
  ]),
});
