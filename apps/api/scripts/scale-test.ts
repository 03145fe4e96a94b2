/**
 * The scale-out test (`npm run test:scale`, on PostgreSQL; docs/operations.md, "Replicas"): two API
 * processes (ROLE=api) and one worker (ROLE=worker) of the compiled server (dist/server/main.js)
 * on one scratch database, one S3 stand-in (s3rver) and one SMTP stand-in. It checks what running
 * replicas promises:
 * - a candidate signs up through one API process, verifies, signs in and is served by the other;
 * - each action that mails sends exactly one e-mail (sign-up code, password-reset code), from the
 *   worker, which alone runs the queues;
 * - the worker registered every schedule, and each scheduled job (the daily retention run among
 *   them) sent once runs exactly once, with neither API process taking it;
 * - a file uploaded through one API process downloads, the same bytes, through the other;
 * - the worker answers only /api/health and /metrics.
 * With `--load`, a short load run then measures one API process against two side by side.
 * DATABASE_URL names the PostgreSQL server (default: the local one). All waits are bounded and
 * poll for state. Prints one JSON line; exits non-zero on the first broken promise.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { loadConfig, loadToolSettings } from '../src/env';
import { startS3Server } from '../src/testing/s3-server';
import { smallPdf } from '../src/testing/sample-files';
import { startTestSmtpServer } from '../src/testing/smtp';
import { scratchPostgresDatabase } from '../src/testing/test-config';
import { waitFor } from '../src/testing/wait-for';

/** The schedules the app registers (the *_CRON constants) at the least; any other registered runs too. */
const SCHEDULED_QUEUES = [
  'applications.retention',
  'uploads.remove-abandoned',
  'recordings.remove-stale-demos',
  'db.vacuum-erased',
  'auth.reconcile-sign-up-mails',
];
const PORTS = { balancer: 3620, worker: 3621, apiA: 3622, apiB: 3623, smtp: 3624 };
const PASSWORD = 'Skalier!Test1';
const EMAIL = 'skala.kandidatin@scale.example';
const START_LIMIT_MS = 120_000;
const STATE_LIMIT_MS = 60_000;
const LOAD_SECONDS = 8;

const apiDir = path.resolve(import.meta.dirname, '..');
const tool = loadToolSettings();
const withLoad = process.argv.includes('--load');

type Proc = { name: string; port: number; child: ChildProcess; output: Buffer[] };

function fail(message: string): never {
  throw new Error(message);
}

async function main() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  if (build.status !== 0) fail('the API did not compile');

  const configured = loadConfig(tool.inherited).database;
  const serverUrl =
    configured.kind === 'postgres' ? configured.url : 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await scratchPostgresDatabase(serverUrl, 'veil_scale');
  const s3 = await startS3Server();
  const smtp = await startTestSmtpServer({ port: PORTS.smtp, user: 'veil', password: 'scale-test' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'veil-scale-'));
  const processes: Proc[] = [];
  const baseEnv: Record<string, string> = {
    PATH: tool.inherited.PATH ?? '',
    NODE_ENV: 'production',
    // info: the mail worker logs each mail it sends, which tells which process sent it
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // one secret for every replica: a session signed by one is read by the other
    AUTH_SECRET: 'scale-test-secret-scale-test-secret-0123456789',
    // the address of the load balancer the replicas stand behind (areas, links in mails)
    PUBLIC_URL: `http://localhost:${PORTS.balancer}`,
    ALLOW_INSECURE_HTTP: 'true',
    SMTP_URL: `smtp://veil:scale-test@127.0.0.1:${PORTS.smtp}`,
    MAIL_FROM: 'Veil <no-reply@scale.example>',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.config.endpoint ?? '',
    S3_REGION: s3.config.region,
    S3_BUCKET: s3.config.bucket,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    // the load run sends far more than a person would from one address
    RATE_LIMIT_SCALE: '1000',
  };
  const start = (name: string, role: 'api' | 'worker', port: number): Proc => {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: apiDir,
      env: { ...baseEnv, ROLE: role, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc = { name, port, child, output: [] as Buffer[] };
    child.stdout?.on('data', (chunk: Buffer) => proc.output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => proc.output.push(chunk));
    processes.push(proc);
    return proc;
  };
  const healthy = (proc: Proc) =>
    waitFor(
      async () => {
        if (proc.child.exitCode !== null)
          fail(`${proc.name} exited with ${proc.child.exitCode} while starting`);
        const res = await fetch(`http://127.0.0.1:${proc.port}/api/health`).catch(() => null);
        return res?.status === 200;
      },
      { timeoutMs: START_LIMIT_MS, intervalMs: 200, what: `${proc.name} to answer /api/health` },
    );

  const db = new pg.Client({ connectionString: scratch.url });
  let boss: PgBoss | null = null;
  const summary: Record<string, unknown> = {};
  let failure: unknown = null;
  try {
    // the worker first: it migrates; the API processes then find the schema there
    const worker = start('worker', 'worker', PORTS.worker);
    await healthy(worker);
    const apiA = start('api A', 'api', PORTS.apiA);
    const apiB = start('api B', 'api', PORTS.apiB);
    await Promise.all([healthy(apiA), healthy(apiB)]);
    await db.connect();

    const origin = `http://candidate.localhost:${PORTS.balancer}`;
    const call = async (proc: Proc, method: string, url: string, body?: object, cookie?: string) => {
      const res = await fetch(`http://127.0.0.1:${proc.port}${url}`, {
        method,
        headers: {
          origin,
          'accept-language': 'de',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      const cookies = res.headers
        .getSetCookie()
        .map((c) => c.split(';', 1)[0])
        .join('; ');
      return { status: res.status, text, json: () => JSON.parse(text), cookies };
    };
    const expectStatus = (what: string, res: { status: number; text: string }, status = 200) => {
      if (res.status !== status)
        fail(`${what}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`);
    };
    const codeOf = (index: number) =>
      /\b(\d{6})\b/.exec(smtp.to(EMAIL)[index]?.text ?? '')?.[1] ?? fail(`mail ${index + 1} holds no code`);

    // sign up through A: exactly one mail, sent by the worker
    expectStatus(
      'sign-up through api A',
      await call(apiA, 'POST', '/api/auth/candidate/sign-up/email', {
        email: EMAIL,
        password: PASSWORD,
        acceptTerms: true,
      }),
    );
    await waitFor(() => smtp.to(EMAIL).length >= 1, { timeoutMs: STATE_LIMIT_MS, what: 'the sign-up mail' });
    // verify through B, sign in through A, be served by B with A's session
    const verified = await call(apiB, 'POST', '/api/auth/candidate/email-otp/verify-email', {
      email: EMAIL,
      otp: codeOf(0),
    });
    expectStatus('verification through api B', verified);
    const signedIn = await call(apiA, 'POST', '/api/auth/candidate/sign-in/email', {
      email: EMAIL,
      password: PASSWORD,
    });
    expectStatus('sign-in through api A', signedIn);
    const cookie = signedIn.cookies;
    const me = await call(apiB, 'GET', '/api/candidates/me', undefined, cookie);
    expectStatus('the candidate served by api B with the session of api A', me);
    // a second mailing action through B: the password-reset code, again exactly one mail
    expectStatus(
      'password reset through api B',
      await call(apiB, 'POST', '/api/auth/candidate/forget-password/email-otp', { email: EMAIL }),
    );
    await waitFor(() => smtp.to(EMAIL).length >= 2, { timeoutMs: STATE_LIMIT_MS, what: 'the reset mail' });

    // an upload through A downloads through B (and A): the same stored bytes from the one bucket
    const pdf = smallPdf();
    const ticket = await call(
      apiA,
      'POST',
      '/api/media',
      {
        type: 'candidate_pdf_cv',
        filename: 'Lebenslauf.pdf',
        mediaType: 'application/pdf',
        size: pdf.length,
      },
      cookie,
    );
    expectStatus('upload ticket from api A', ticket);
    const { uploadId, url, headers } = ticket.json() as {
      uploadId: string;
      url: string;
      headers: Record<string, string>;
    };
    const put = await fetch(url, { method: 'PUT', headers, body: pdf });
    if (!put.ok) fail(`the PUT to the bucket answered ${put.status}`);
    expectStatus(
      'upload completed through api A',
      await call(apiA, 'POST', `/api/media/${uploadId}/complete`, undefined, cookie),
    );
    const fileVia = async (proc: Proc) => {
      const signed = await call(proc, 'GET', `/api/media/${uploadId}/download`, undefined, cookie);
      expectStatus(`download URL from ${proc.name}`, signed);
      const file = await fetch((signed.json() as { url: string }).url);
      if (!file.ok) fail(`the download through ${proc.name} answered ${file.status}`);
      return Buffer.from(await file.arrayBuffer());
    };
    const viaB = await fileVia(apiB);
    const viaA = await fileVia(apiA);
    if (!viaB.subarray(0, 5).equals(Buffer.from('%PDF-')) || !viaB.equals(viaA))
      fail('the file downloaded through api B is not the one kept through api A');

    // the worker registered every schedule; each scheduled job sent once runs exactly once
    const schedules = (await db.query<{ name: string }>('SELECT name FROM pgboss.schedule ORDER BY name'))
      .rows;
    const registered = schedules.map((row) => row.name);
    const missing = SCHEDULED_QUEUES.filter((name) => !registered.includes(name));
    if (missing.length > 0) fail(`schedules not registered: ${missing.join(', ')}`);
    boss = new PgBoss({ connectionString: scratch.url, supervise: false, schedule: false, migrate: false });
    boss.on('error', () => undefined);
    await boss.start();
    const sent: { name: string; id: string }[] = [];
    // every schedule the worker registered, those added after this test was written too
    for (const name of registered) {
      // the queues are stately: while an occurrence of the cron still waits, a second is dropped
      const queue = boss;
      const id = await waitFor(() => queue.send(name, {}), {
        timeoutMs: STATE_LIMIT_MS,
        intervalMs: 200,
        what: `a free slot in ${name}`,
      });
      sent.push({ name, id });
    }
    for (const { name, id } of sent) {
      const row = await waitFor(
        async () => {
          const { rows } = await db.query<{ state: string; retry_count: number }>(
            'SELECT state::text AS state, retry_count FROM pgboss.job WHERE name = $1 AND id = $2',
            [name, id],
          );
          const job = rows[0];
          return job && (job.state === 'completed' || job.state === 'failed') ? job : null;
        },
        { timeoutMs: STATE_LIMIT_MS, intervalMs: 200, what: `the ${name} job to run` },
      );
      if (row.state !== 'completed' || row.retry_count !== 0)
        fail(`${name} ran ${row.retry_count + 1} times and ended ${row.state}`);
    }

    // every mail is out and none twice: the outbox and the SMTP server agree, one per action
    const outbox = await waitFor(
      async () => {
        const { rows } = await db.query<{ status: string; n: string }>(
          'SELECT status, count(*) AS n FROM mail_messages WHERE to_address = $1 GROUP BY status',
          [EMAIL],
        );
        return rows.every((r) => r.status === 'sent') ? rows : null;
      },
      { timeoutMs: STATE_LIMIT_MS, what: 'the outbox to be sent' },
    );
    const sentMails = Number(outbox[0]?.n ?? 0);
    const received = smtp.to(EMAIL).length;
    if (sentMails !== 2 || received !== 2)
      fail(
        `expected exactly 2 mails (sign-up, reset), the outbox has ${sentMails} and the SMTP server got ${received}`,
      );

    // the worker sent them: the API processes run no queue
    const mailsSentBy = (proc: Proc) =>
      Buffer.concat(proc.output)
        .toString('utf8')
        .split('\n')
        .filter((line) => line.includes('"msg":"mail sent"')).length;
    const senders = { worker: mailsSentBy(worker), apiA: mailsSentBy(apiA), apiB: mailsSentBy(apiB) };
    if (senders.worker !== 2 || senders.apiA + senders.apiB !== 0)
      fail(`mails sent by process: ${JSON.stringify(senders)}; only the worker should send`);

    // the worker serves its health and metrics, nothing else; the API processes their metrics too
    const workerMe = await call(worker, 'GET', '/api/candidates/me', undefined, cookie);
    expectStatus('the candidate API on the worker', workerMe, 404);
    for (const proc of [worker, apiA, apiB]) {
      const metrics = await fetch(`http://127.0.0.1:${proc.port}/metrics`);
      if (!metrics.ok || !(await metrics.text()).includes('veil_queue_jobs'))
        fail(`/metrics of ${proc.name} answered ${metrics.status}`);
    }

    Object.assign(summary, {
      scaled: true,
      api_processes: 2,
      workers: 1,
      mails_per_action: 1,
      schedules: registered.length,
      scheduled_jobs_run_once: sent.length,
      file_across_processes: true,
    });

    if (withLoad) {
      const run = (ports: number[], connections: number) =>
        Promise.all(
          ports.map(
            (port) =>
              new Promise<autocannon.Result>((resolve, reject) =>
                autocannon(
                  {
                    url: `http://127.0.0.1:${port}/api/candidates/me`,
                    headers: { cookie, origin, 'accept-language': 'de' },
                    connections: Math.ceil(connections / ports.length),
                    duration: LOAD_SECONDS,
                  },
                  (error, result) => (error ? reject(error) : resolve(result)),
                ),
              ),
          ),
        );
      const figures = (results: autocannon.Result[]) => ({
        requests_per_second: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
        latency_p50_ms: Math.max(...results.map((r) => r.latency.p50)),
        latency_p99_ms: Math.max(...results.map((r) => r.latency.p99)),
        non_2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
      });
      const one = figures(await run([PORTS.apiA], 20));
      const two = figures(await run([PORTS.apiA, PORTS.apiB], 20));
      summary.load = { endpoint: 'GET /api/candidates/me', seconds: LOAD_SECONDS, connections: 20, one, two };
    }
  } catch (error) {
    failure = error;
  } finally {
    await boss?.stop({ graceful: false }).catch(() => undefined);
    await db.end().catch(() => undefined);
    await Promise.all(
      processes.map(async (proc) => {
        if (proc.child.exitCode !== null) return;
        const exited = new Promise((resolve) => proc.child.once('exit', resolve));
        proc.child.kill('SIGTERM');
        const stopped = await Promise.race([exited, new Promise((r) => setTimeout(() => r('late'), 15_000))]);
        if (stopped === 'late') proc.child.kill('SIGKILL');
      }),
    );
    await smtp.close();
    await s3.stop();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failure) {
    for (const proc of processes) {
      process.stderr.write(`--- ${proc.name} ---\n${Buffer.concat(proc.output).toString('utf8')}\n`);
    }
    throw failure;
  }
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`scale test failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
