/**
 * npm run bench:http — the throughput of signed-in reads against the floor, in one run, on
 * PostgreSQL (DATABASE_URL names the server, default the local one; a database of its own is
 * created and dropped) and on the embedded PGlite.
 *
 * The floor is a bare Fastify route that makes the same single SQL query a signed-in read needs
 * (the session with its account and company). Measured with autocannon (10 connections) against
 * the real app: GET /api/employers as a power user, GET /api/admin/companies as the super admin.
 * Also the server's memory (RSS) at idle and at the peak of the load. Both run in this one process,
 * so the figures are for comparison with each other. Ends with one JSON line.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadSession } from '../src/auth/session-principal';
import { loadConfig } from '../src/env';
import { createAdminUser, createCompany } from '../src/testing/factories';
import { call, signIn } from '../src/testing/http';
import { signedInEmployer } from '../src/testing/members';
import { scratchPostgresDatabase } from '../src/testing/test-config';
import { benchSettings } from './bench-support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const PASSWORD = 'Bench!Passwort1';
const say = (line: string) => process.stdout.write(`${line}\n`);
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

type Result = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number };

async function load(url: string, headers: Record<string, string>, onTick: () => void): Promise<Result> {
  const sampler = setInterval(onTick, 100);
  try {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function benchDatabase(kind: 'postgres' | 'pglite', url: string | null) {
  // the load comes from one address and two sessions: the benches' settings raise the limits as far
  // as the configuration allows (1 000 times, 20 000 calls a second from one address)
  const config = loadConfig({ ...benchSettings(process.env), ...(url ? { DATABASE_URL: url } : {}) });
  const database = kind === 'pglite' ? { kind: 'pglite' as const, dataDir: null } : config.database;
  const app = await buildApp({ ...config, database, webDistDir: '/nonexistent-web-dist' });
  const floor = Fastify({ logger: false });
  try {
    // the people the reads are made as
    const company = await createCompany(app.database.db);
    const power = await signedInEmployer(app, company.id, 'power_user');
    const adminUser = await createAdminUser(app.database.db);
    await call(app, 'admin', 'PUT', '/api/admins/activate', {
      body: { token: adminUser.token, password: PASSWORD },
    });
    const adminCookie = await signIn(app, 'admin', adminUser.email, PASSWORD);
    const token =
      decodeURIComponent(/session_token=([^;]+)/.exec(power.cookie)?.[1] ?? '').split('.')[0] ?? '';

    floor.get('/floor', async () => loadSession(app.database.db, 'employer', token, new Date()));
    const appAddress = await app.listen({ host: '127.0.0.1', port: 0 });
    const floorAddress = await floor.listen({ host: '127.0.0.1', port: 0 });

    global.gc?.();
    const idleRss = process.memoryUsage().rss;
    let peakRss = idleRss;
    const sample = () => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    };
    const origin = (pool: 'employer' | 'admin') => app.config.areaOrigins[pool];
    const results = {
      floor: await load(`${floorAddress}/floor`, {}, sample),
      employerRead: await load(
        `${appAddress}/api/employers`,
        { cookie: power.cookie, origin: origin('employer') },
        sample,
      ),
      companiesList: await load(
        `${appAddress}/api/admin/companies`,
        { cookie: adminCookie, origin: origin('admin') },
        sample,
      ),
    };
    const ratio = (r: Result) => Math.round((r.requestsPerSecond / results.floor.requestsPerSecond) * 100);
    for (const [name, r] of Object.entries(results)) {
      say(
        `${kind.padEnd(8)} ${name.padEnd(14)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  ${ratio(r)} % of the floor${r.non2xx ? `  (${r.non2xx} non-2xx!)` : ''}`,
      );
    }
    say(`${kind.padEnd(8)} memory: ${mib(idleRss)} MiB at idle, ${mib(peakRss)} MiB at the peak of the load`);
    return {
      [`${kind}FloorRps`]: results.floor.requestsPerSecond,
      [`${kind}EmployerReadRps`]: results.employerRead.requestsPerSecond,
      [`${kind}EmployerReadPercentOfFloor`]: ratio(results.employerRead),
      [`${kind}CompaniesListRps`]: results.companiesList.requestsPerSecond,
      [`${kind}CompaniesListPercentOfFloor`]: ratio(results.companiesList),
      [`${kind}Non2xx`]: results.employerRead.non2xx + results.companiesList.non2xx + results.floor.non2xx,
      [`${kind}IdleRssMiB`]: mib(idleRss),
      [`${kind}PeakRssMiB`]: mib(peakRss),
    };
  } finally {
    await floor.close();
    await app.close();
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await scratchPostgresDatabase(serverUrl, 'veil_bench');
  try {
    const figures = {
      seconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      ...(await benchDatabase('postgres', scratch.url)),
      ...(await benchDatabase('pglite', null)),
    };
    say(JSON.stringify(figures));
  } finally {
    await scratch.drop();
  }
}

await main();
