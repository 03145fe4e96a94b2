/**
 * npm run bench:notify — live notifications at scale: N signed-in candidates (BENCH_CONNECTIONS,
 * default 5 000) each hold a server-sent-event stream open; one notification per candidate is
 * written and announced the way notify() does (in transactions of BENCH_BATCH candidates, back to
 * back), and the time from each notification's creation to its arrival at its stream is measured
 * (p50, p95, max), with the server's memory (RSS) while the streams are open. The server runs on
 * PostgreSQL when DATABASE_URL is set (a scratch database of its own, dropped after), else on the
 * embedded PGlite; the clients run in a process of their own. Ends with one JSON line.
 */
import { fork } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import type { Tx } from '../src/db/client';
import { authCandidateSession, authCandidateUser, candidates } from '../src/db/schema';
import { loadConfig } from '../src/env';
import { presentNotification, streamKey } from '../src/modules/notifications/notification-view';
import { notifications } from '../src/modules/notifications/notifications.schema';
import { announce } from '../src/modules/notifications/notify';
import { scratchPostgresDatabase } from '../src/testing/test-config';
import { benchSettings, percentile } from './bench-support';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 5000);
const BATCH = Number(process.env.BENCH_BATCH ?? 250);
const say = (line: string) => process.stdout.write(`${line}\n`);
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

type FromClients = { open?: number; done?: number[] };

async function bench(url: string | null) {
  const config = loadConfig({ ...benchSettings(process.env), ...(url ? { DATABASE_URL: url } : {}) });
  const database = url ? config.database : { kind: 'pglite' as const, dataDir: null };
  const app = await buildApp({ ...config, database, webDistDir: '/nonexistent-web-dist' });
  try {
    // the candidates and their sessions, written directly (signing in 5 000 people through the API
    // would measure the password hashing), with cookies signed as better-auth signs them
    const auth = await app.auths.candidate.$context;
    const ids: string[] = [];
    const cookies: string[] = [];
    const started = Date.now();
    for (let i = 0; i < CONNECTIONS; i += 500) {
      const chunk = Array.from({ length: Math.min(500, CONNECTIONS - i) }, (_, j) => {
        const id = `bench-${i + j}-${randomBytes(4).toString('hex')}`;
        const token = randomBytes(24).toString('base64url');
        const signature = createHmac('sha256', auth.secret).update(token).digest('base64');
        ids.push(id);
        cookies.push(`${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`);
        return { id, token };
      });
      const now = new Date();
      await app.database.db.transaction(async (tx) => {
        await tx
          .insert(authCandidateUser)
          .values(
            chunk.map(({ id }) => ({ id, name: '', email: `${id}@bench.example`, emailVerified: true })),
          );
        await tx.insert(candidates).values(chunk.map(({ id }) => ({ id, termsAcceptedAt: now })));
        await tx.insert(authCandidateSession).values(
          chunk.map(({ id, token }) => ({
            id: `s-${id}`,
            token,
            userId: id,
            expiresAt: new Date(now.getTime() + auth.sessionConfig.expiresIn * 1000),
          })),
        );
      });
    }
    say(`${CONNECTIONS} candidates with sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    const clients = fork(fileURLToPath(new URL('./bench-notify-clients.mjs', import.meta.url)));
    const fromClients = (want: keyof FromClients) =>
      new Promise<FromClients>((resolve, reject) => {
        clients.once('error', reject);
        const listener = (message: FromClients) => {
          if (message[want] === undefined) return;
          clients.off('message', listener);
          resolve(message);
        };
        clients.on('message', listener);
      });
    const opening = Date.now();
    const opened = fromClients('open');
    clients.send({ start: { port, path: '/api/notifications/stream', cookies } });
    const { open } = await opened;
    say(`${open} streams open in ${((Date.now() - opening) / 1000).toFixed(1)} s`);
    global.gc?.();
    const rssOpen = process.memoryUsage().rss;

    // one notification per candidate, written and announced in transactions of BATCH, back to back
    const arrived = fromClients('done');
    clients.send({ expect: CONNECTIONS });
    const firing = Date.now();
    let peakRss = rssOpen;
    for (let i = 0; i < CONNECTIONS; i += BATCH) {
      await app.database.db.transaction(async (tx: Tx) => {
        const rows = await tx
          .insert(notifications)
          .values(
            ids.slice(i, i + BATCH).map((candidateId) => ({
              candidateId,
              kind: 'my_application',
              status: 'screening' as const,
              jobTitle: 'Benchmark',
              companyName: 'Bench GmbH',
              createdAt: new Date(),
            })),
          )
          .returning();
        await announce(
          tx,
          rows.map((row) => ({ to: streamKey.of(row), notification: presentNotification(row) })),
        );
      });
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    const firedMs = Date.now() - firing;
    const { done = [] } = await arrived;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    clients.send({ exit: true });
    const figures = {
      connections: open ?? 0,
      p50_ms: Math.round(percentile(done, 50)),
      p95_ms: Math.round(percentile(done, 95)),
      max_ms: Math.round(Math.max(...done)),
      rss_mb: mib(peakRss),
    };
    say(
      `${url ? 'postgres' : 'pglite'}: ${done.length} notifications written in ${firedMs} ms (${BATCH} a transaction); ` +
        `arrival p50 ${figures.p50_ms} ms, p95 ${figures.p95_ms} ms, max ${figures.max_ms} ms; ` +
        `server RSS ${mib(rssOpen)} MiB with the streams open, ${figures.rss_mb} MiB at the peak`,
    );
    return figures;
  } finally {
    await app.close();
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await scratchPostgresDatabase(serverUrl, 'veil_bench_notify') : null;
  try {
    say(JSON.stringify(await bench(scratch?.url ?? null)));
  } finally {
    await scratch?.drop();
  }
}

await main();
