/**
 * The kill test (`npm run test:crash`, on PostgreSQL): a burst of mail-producing requests
 * (candidate sign-ups and companies created by the super admin, each mailing its power user's
 * activation link) while the server is killed with SIGKILL several times and started again. Then it
 * checks what the product promises across crashes:
 * - every committed request (an account that exists in the database) got its mail, at least once;
 * - a mail that arrived twice carries the same Message-ID both times, and every Message-ID is one
 *   outbox row's;
 * - after the last restart, the outbox is empty within a minute (jobs of the killed worker recovered).
 *
 * DATABASE_URL names the PostgreSQL server (default: the local one); a database of its own is created
 * and dropped. CRASH_SEED repeats a run's kill timing. Prints a summary and one JSON line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { authCandidateUser, authEmployerUser, mailMessages } from '../db/schema';
import { loadConfig, loadToolSettings } from '../env';
import { inviteAdmin } from '../modules/admins/admins.service';
import { freePort, startTestSmtpServer } from './smtp';
import { scratchPostgresDatabase } from './test-config';

const REQUESTS = 100;
const KILLS = 5;
const CONCURRENCY = 6;
const PASSWORD = 'Absturz!Test1';
/** the promise: a dead worker's mails go out again within a minute of the restart */
const RECOVERY_LIMIT_MS = 60_000;
/** how long the final check waits for every committed request's mail (the reconciler runs each minute) */
const COMPLETE_LIMIT_MS = 150_000;

const apiDir = path.resolve(import.meta.dirname, '../..');
const tool = loadToolSettings();
const seed = tool.crash.seed ?? Date.now() % 100_000;
let state = seed;
/** a small seeded generator, so a run's kill timing can be repeated */
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
}

type Answer = { status: number; body: string } | { error: string };

function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: object,
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('error', (error) => resolve({ error: error.message }));
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.end(payload);
  });
}

async function main() {
  const configured = loadConfig().database;
  const serverUrl =
    configured.kind === 'postgres' ? configured.url : 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await scratchPostgresDatabase(serverUrl, 'veil_crash');

  const smtpPort = await freePort();
  const smtp = await startTestSmtpServer({ port: smtpPort, user: 'veil', password: 'crash-test' });
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'veil-crash-'));
  const env: Record<string, string> = {
    ...tool.inherited,
    NODE_ENV: 'development',
    LOG_LEVEL: tool.crash.logLevel,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
    SMTP_URL: `smtp://veil:crash-test@127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Veil <no-reply@crash.example>',
    // requests come from one machine; the proxy header gives each its own client address, as a
    // proxy would, so the per-address limits do not refuse the burst
    TRUST_PROXY: '127.0.0.1',
  };
  const config = loadConfig(env);
  const origin = (pool: 'candidate' | 'admin') => config.areaOrigins[pool];

  let server: ChildProcess | null = null;
  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    server = child;
    const until = Date.now() + 120_000;
    for (;;) {
      const answer = await send(port, 'GET', '/api/health', {});
      if ('status' in answer && answer.status === 200) return;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
      if (Date.now() > until) throw new Error('the server did not become healthy within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const kill = async () => {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  const results: { kind: 'sign-up' | 'company'; email: string; answer: Answer }[] = [];
  let recoveryMs = 0;
  let completeMs = 0;
  const problems: string[] = [];
  try {
    await start();

    // the super admin who creates the companies
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    const superAdmin = await inviteAdmin(database.db, { email: 'admin@crash.example' });
    await database.close();
    const adminHeaders = { origin: origin('admin'), 'accept-language': 'de' };
    const activated = await send(port, 'PUT', '/api/admins/activate', adminHeaders, {
      token: superAdmin.token,
      password: PASSWORD,
    });
    if (!('status' in activated) || activated.status !== 200)
      throw new Error(`admin activation failed: ${JSON.stringify(activated)}`);
    const signedIn = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/admin/sign-in/email',
          headers: { ...adminHeaders, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          const cookies = res.headers['set-cookie'] ?? [];
          if (res.statusCode !== 200) reject(new Error(`admin sign-in failed: ${res.statusCode}`));
          else resolve(cookies.map((c) => c.split(';')[0]).join('; '));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: 'admin@crash.example', password: PASSWORD }));
    });

    // the burst: requests in flight all the time, the server killed at seeded moments
    const batches = Math.ceil(REQUESTS / CONCURRENCY);
    const killIn = new Set<number>();
    while (killIn.size < KILLS) killIn.add(1 + Math.floor(random() * (batches - 2)));
    let next = 0;
    let batchNumber = 0;
    let clientAddress = 0;
    const one = async (index: number) => {
      clientAddress += 1;
      const forwarded = `10.${(clientAddress >> 16) & 255}.${(clientAddress >> 8) & 255}.${clientAddress & 255}`;
      if (index % 3 === 2) {
        const email = `power.${index}@firma-${index}.example`;
        const answer = await send(
          port,
          'POST',
          '/api/admin/companies',
          { ...adminHeaders, cookie: signedIn, 'x-forwarded-for': forwarded },
          {
            name: `Absturz ${index} GmbH`,
            email: `kontakt@firma-${index}.example`,
            powerUser: { firstName: 'Paula', lastName: `Power ${index}`, email, title: 'Leitung' },
          },
        );
        results.push({ kind: 'company', email, answer });
      } else {
        const email = `kandidat.${index}@crash.example`;
        const answer = await send(
          port,
          'POST',
          '/api/auth/candidate/sign-up/email',
          { origin: origin('candidate'), 'accept-language': 'de', 'x-forwarded-for': forwarded },
          { email, password: PASSWORD, acceptTerms: true },
        );
        results.push({ kind: 'sign-up', email, answer });
      }
    };
    while (next < REQUESTS) {
      const batch: Promise<void>[] = [];
      for (let i = 0; i < CONCURRENCY && next < REQUESTS; i += 1) {
        batch.push(one(next));
        next += 1;
      }
      batchNumber += 1;
      if (killIn.has(batchNumber)) {
        // kill while the batch is in flight, at a seeded moment of it
        await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 40)));
        await kill();
        await Promise.all(batch);
        await start();
      } else {
        await Promise.all(batch);
      }
    }

    // a last kill with mails in flight, then the restart whose recovery is measured
    await kill();
    const restartedAt = Date.now();
    await start();
    const check = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      const emails = results.map((r) => r.email);
      const committed = async () => {
        const candidates = await check.db
          .select({ email: authCandidateUser.email })
          .from(authCandidateUser)
          .where(inArray(authCandidateUser.email, emails));
        const employers = await check.db
          .select({ email: authEmployerUser.email })
          .from(authEmployerUser)
          .where(inArray(authEmployerUser.email, emails));
        return [...candidates, ...employers].map((row) => row.email);
      };
      const received = (email: string) => smtp.to(email).length > 0;
      const queued = async () =>
        Number(
          (
            await check.db
              .select({ n: sql<number>`count(*)` })
              .from(mailMessages)
              .where(sql`${mailMessages.status} = 'queued'`)
          )[0]?.n ?? 0,
        );
      for (;;) {
        const waiting = await queued();
        if (waiting === 0 && recoveryMs === 0) recoveryMs = Date.now() - restartedAt;
        const missing = (await committed()).filter((email) => !received(email));
        if (waiting === 0 && missing.length === 0) {
          completeMs = Date.now() - restartedAt;
          break;
        }
        if (Date.now() - restartedAt > COMPLETE_LIMIT_MS) {
          problems.push(
            `after ${COMPLETE_LIMIT_MS / 1000} s: ${waiting} mails queued, ${missing.length} committed requests without a mail (${missing.slice(0, 5).join(', ')})`,
          );
          completeMs = Date.now() - restartedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      const committedEmails = await committed();
      for (const result of results) {
        const ok = 'status' in result.answer && result.answer.status === 200;
        if (ok && !committedEmails.includes(result.email))
          problems.push(`${result.kind} ${result.email} answered 200 but is not in the database`);
        if ('status' in result.answer && result.answer.status >= 500)
          problems.push(`${result.kind} ${result.email} answered ${result.answer.status}`);
      }
      // duplicates: one Message-ID per outbox row, the same mail every time it arrived
      const rows = await check.db.select({ id: mailMessages.id }).from(mailMessages);
      const rowIds = new Set(rows.map((row) => row.id));
      const byId = new Map<string, { to: string; subject: string; text: string }[]>();
      for (const mail of smtp.received) {
        const id = mail.messageId ?? '';
        const rowId = /^<([0-9a-f-]{36})@/.exec(id)?.[1];
        if (!rowId || !rowIds.has(rowId)) problems.push(`a mail arrived with an unknown Message-ID ${id}`);
        const list = byId.get(id) ?? [];
        list.push({
          to: [mail.to].flat()[0]?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        byId.set(id, list);
      }
      let duplicates = 0;
      for (const [id, copies] of byId) {
        if (copies.length < 2) continue;
        duplicates += copies.length - 1;
        const first = JSON.stringify(copies[0]);
        if (copies.some((copy) => JSON.stringify(copy) !== first))
          problems.push(`mails under Message-ID ${id} differ`);
      }
      if (recoveryMs === 0 || recoveryMs > RECOVERY_LIMIT_MS)
        problems.push(
          `the outbox took ${Math.round(recoveryMs / 1000)} s to empty after the restart (limit 60 s)`,
        );

      const answered = results.filter((r) => 'status' in r.answer).length;
      const summary = {
        seed,
        requests: results.length,
        answered,
        lostToKills: results.length - answered,
        kills: KILLS + 1,
        committed: committedEmails.length,
        mailsReceived: smtp.received.length,
        duplicates,
        committedWithoutMail: committedEmails.filter((email) => !received(email)).length,
        recoverySeconds: Math.round(recoveryMs / 100) / 10,
        completeSeconds: Math.round(completeMs / 100) / 10,
        problems: problems.length,
      };
      const say = (line: string) => process.stdout.write(`${line}\n`);
      say(
        `${summary.requests} requests (${summary.lostToKills} cut off by ${summary.kills} kills), ` +
          `${summary.committed} committed, ${summary.mailsReceived} mails received ` +
          `(${summary.duplicates} duplicates, same Message-ID), ${summary.committedWithoutMail} committed without a mail, ` +
          `outbox empty ${summary.recoverySeconds} s after the restart`,
      );
      for (const problem of problems) say(`PROBLEM: ${problem}`);
      say(JSON.stringify(summary));
    } finally {
      await check.close();
    }
  } finally {
    await kill();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
  process.exitCode = problems.length > 0 ? 1 : 0;
}

await main();
