// `npm run test:production [-- <folder>]`: starts the production folder of `npm run build:production`
// (after `npm ci --omit=dev` there) the way docs/operations.md and the Dockerfile do, against a
// scratch database on the PostgreSQL server of DATABASE_URL, and checks that it answers: /api/health
// with the database up, the web app's page, /metrics from this machine. Bounded waits; exits
// non-zero, with the server's output, when any of it fails. The scratch database is dropped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const folder = path.resolve(root, process.argv[2] ?? 'dist/production');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.SMOKE_PORT ?? 3611);
const STARTUP_LIMIT_MS = 90_000;

const onServer = async (statement) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const name = `veil_smoke_${randomBytes(6).toString('hex')}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'veil-smoke-'));
await onServer(`CREATE DATABASE ${name}`);

const output = [];
const server = spawn(process.execPath, ['apps/api/dist/server/main.js'], {
  cwd: folder,
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    ROLE: 'all',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://localhost:${port}`,
    ALLOW_INSECURE_HTTP: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => output.push(chunk));
server.stderr.on('data', (chunk) => output.push(chunk));
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));

/** Polls until `check` returns a value, the server exits, or the limit passes. */
async function waitFor(what, check, limitMs) {
  const deadline = Date.now() + limitMs;
  let last = null;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before ${what}`);
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${what} within ${limitMs / 1000} s${last ? `: ${last.message}` : ''}`);
}

const base = `http://127.0.0.1:${port}`;
const started = Date.now();
let failure = null;
try {
  const health = await waitFor(
    'healthy /api/health',
    async () => {
      const response = await fetch(`${base}/api/health`);
      const body = await response.json();
      return response.ok && body.database?.ok === true ? body : null;
    },
    STARTUP_LIMIT_MS,
  );
  const healthyAfterMs = Date.now() - started;
  const page = await fetch(`${base}/`, { headers: { host: `candidate.localhost:${port}` } });
  const html = await page.text();
  if (!page.ok || !html.includes('<div id="root"'))
    throw new Error(`the web app's page answered ${page.status}`);
  const metrics = await fetch(`${base}/metrics`);
  const text = await metrics.text();
  if (!metrics.ok || !text.includes('veil_http_request_duration_seconds'))
    throw new Error(`/metrics answered ${metrics.status}`);
  process.stdout.write(
    `${JSON.stringify({ healthy: true, healthy_after_ms: healthyAfterMs, version: health.version ?? null, web_app: true, metrics: true })}\n`,
  );
} catch (error) {
  failure = error;
} finally {
  server.kill('SIGTERM');
  const stopped = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve(null), 15_000)),
  ]);
  if (!stopped) server.kill('SIGKILL');
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
}
if (failure) {
  process.stderr.write(`production smoke test failed: ${failure.message}\n--- server output ---\n`);
  process.stderr.write(Buffer.concat(output).toString('utf8'));
  process.exit(1);
}
