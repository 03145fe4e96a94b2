import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The built app on its own port and a fresh embedded database for every run. */
const port = Number(process.env.E2E_PORT ?? 3100);
/** the local OpenID provider that stands in for Google (e2e/oidc-provider.mjs) */
const oidcPort = port + 99;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'veil-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://candidate.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node oidc-provider.mjs',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort), E2E_PORT: String(port) },
    },
    {
      // demo data first (super admin admin@veil.example, see README), then the server
      command: 'npm run seed:demo -w @veil/api && npm run start -w @veil/api',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
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
