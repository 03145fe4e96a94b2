/**
 * npm run bench:recordings — 20 three-minute audio answers queued at once (issue 37), on the embedded
 * PGlite (in memory, files in a temporary folder), one app process (ROLE all: it serves the board and
 * its own job workers alter), run from the TypeScript source.
 *
 * Seeds a company with a power user, a job with a three-minute audio question and BENCH_ANSWERS
 * (default 20) candidates whose applications wait in `recording`, each with an answer submitted: a
 * raw 16 kHz WAV of BENCH_SECONDS (default 180) of speech-like sound (@veil/voice's test signal, as
 * the voice tests and bench:voice make it) stored as the upload flow stores it. Measures the p95 of
 * the power user's board read (GET /api/company-applications over a real socket, one every
 * BENCH_READ_EVERY_MS, default 100, as a few people working the board) at idle, then
 * queues every answer's `recordings.alter` job in one transaction and goes on reading it until
 * the app's own workers have altered them all: the seconds until the queue drained, and
 * the board's p95 meanwhile. Target: at least one answer altered per 2 s of each core, and the
 * board's p95 at most twice its idle value. `--smoke`: three answers of 5 s, figures meaningless.
 * Ends with one JSON line.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createSeededRandom, encodeWav } from '@veil/voice';
import { synthesizeSpeech } from '@veil/voice/test-signals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type App, buildApp } from '../src/app';
import { rowsOf } from '../src/db/client';
import { uploads } from '../src/db/schema';
import { loadConfig } from '../src/env';
import { insertJob } from '../src/modules/jobs/job-search.testing';
import { recordings } from '../src/modules/recordings/recordings.schema';
import { createCompany } from '../src/testing/factories';
import { signedInEmployer } from '../src/testing/members';
import { benchSettings, percentile } from './bench-support';

const { values } = parseArgs({ options: { smoke: { type: 'boolean', default: false } } });
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? (values.smoke ? 3 : 20));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (values.smoke ? 5 : 180));
const IDLE_RUNS = Number(process.env.BENCH_RUNS ?? (values.smoke ? 5 : 60));
/** a read every so often, as a few people working the board do, both at idle and while altering */
const READ_EVERY_MS = Number(process.env.BENCH_READ_EVERY_MS ?? 100);
const SAMPLE_RATE = 16_000;
const CORES = availableParallelism();
const say = (line: string) => process.stdout.write(`${line}\n`);
const round = (n: number) => Math.round(n * 100) / 100;

/** A few different voices' worth of raw answers, as the browser sends them (16 kHz mono WAV). */
function rawAnswers(): Uint8Array[] {
  return [1, 2, 3].map((seed) =>
    encodeWav(synthesizeSpeech(SAMPLE_RATE, SECONDS, createSeededRandom(seed)), SAMPLE_RATE),
  );
}

/** The candidates, their applications in `recording` and one submitted answer each; returns the answers' ids. */
async function seed(app: App, companyId: string, jobId: string): Promise<string[]> {
  const db = app.database.db;
  await db.execute(sql`
    insert into auth_candidate_user (id, name, email, email_verified)
    select 'bench-candidate-' || i, 'Bench ' || i, 'bench-' || i || '@example.org', true
    from generate_series(1, ${ANSWERS}) i`);
  await db.execute(sql`
    insert into candidates (id, terms_accepted_at)
    select 'bench-candidate-' || i, now() from generate_series(1, ${ANSWERS}) i`);
  await db.execute(sql`
    insert into applications (company_id, job_id, candidate_id, sequence_number, status, anonymous_cv,
      search_text, applied_at, screening_started_at, audio_invited_at, due_date)
    select ${companyId}::uuid, ${jobId}::uuid, 'bench-candidate-' || i, i, 'recording',
      jsonb_build_object('applicationId', null, 'workInformation', jsonb_build_object('personalHeadline', 'Entwicklerin ' || i, 'openTo', '[]'::jsonb),
        'workExperiences', '[]'::jsonb, 'educations', '[]'::jsonb, 'tags', '[]'::jsonb,
        'langMatch', jsonb_build_object('languages', '[]'::jsonb, 'nonMatchCount', 0)),
      'entwicklerin ' || i, now(), now(), now(), now() + interval '7 days'
    from generate_series(1, ${ANSWERS}) i`);
  await db.execute(sql`
    insert into company_counters (company_id, last_application_number) values (${companyId}::uuid, ${ANSWERS})`);
  const applications = await rowsOf<{ id: string; candidate_id: string }>(
    db,
    sql`select id, candidate_id from applications where company_id = ${companyId}::uuid order by sequence_number`,
  );
  const files = rawAnswers();
  const ids: string[] = [];
  for (const [index, application] of applications.entries()) {
    const bytes = files[index % files.length] ?? new Uint8Array();
    // where the upload flow keeps a checked raw recording until the alteration deletes it
    const storageKey = `raw-recordings/${randomUUID()}.wav`;
    await app.storage.put(storageKey, bytes, { contentType: 'audio/wav' });
    const [upload] = await db
      .insert(uploads)
      .values({
        ownerPool: 'candidate',
        ownerId: application.candidate_id,
        purpose: 'candidate_audio_answer',
        status: 'done',
        storageKey,
        contentType: 'audio/wav',
        size: bytes.length,
        originalName: '',
        expiresAt: new Date(Date.now() + 3_600_000),
        completedAt: new Date(),
        attachedAt: new Date(),
      })
      .returning({ id: uploads.id });
    const [answer] = await db
      .insert(recordings)
      .values({
        candidateId: application.candidate_id,
        kind: 'audio_answer',
        applicationId: application.id,
        questionId: 'q1',
        answerLanguage: 'de',
        durationSeconds: Math.max(SECONDS, 5),
        state: 'processing',
        rawUploadId: upload?.id,
        submittedAt: new Date(),
      })
      .returning({ id: recordings.id });
    if (answer) ids.push(answer.id);
  }
  return ids;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One board read over the socket (the newest page, as the board opens) after a pause; milliseconds. */
async function readBoard(url: string, headers: Record<string, string>): Promise<number> {
  await pause(READ_EVERY_MS);
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { data?: unknown[] };
  const ms = performance.now() - started;
  if (res.status !== 200 || !Array.isArray(body.data)) throw new Error(`board: ${res.status}`);
  return ms;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'veil-bench-recordings-'));
  const config = loadConfig({ ...benchSettings(process.env), DATA_DIR: dataDir });
  const app = await buildApp({
    ...config,
    database: { kind: 'pglite', dataDir: null },
    webDistDir: '/nonexistent-web-dist',
  });
  try {
    const db = app.database.db;
    const company = await createCompany(db, { name: 'Bench GmbH' });
    const power = await signedInEmployer(app, company.id, 'power_user');
    const job = await insertJob(app, company.id, {
      jobTitle: 'Kundenberaterin',
      audioQuestions: [{ question: 'Erzählen Sie von einem schwierigen Gespräch.', duration: 180 }],
    });
    say(
      `seeding ${ANSWERS} answers of ${SECONDS} s (${CORES} cores, load average ${loadavg()[0]?.toFixed(1)}) …`,
    );
    const answerIds = await seed(app, company.id, job.id);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${address}/api/company-applications?pageSize=20`;
    const headers = { cookie: power.cookie, origin: app.config.areaOrigins.employer };

    for (let i = 0; i < 5; i += 1) await readBoard(url, headers);
    // how long the event loop waited to run what was due: whether the main thread itself was held up
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const idle: number[] = [];
    for (let i = 0; i < IDLE_RUNS; i += 1) idle.push(await readBoard(url, headers));
    const idleLoopP99 = loopDelay.percentile(99) / 1e6;
    loopDelay.reset();
    say(`board at idle: p50 ${round(percentile(idle, 50))} ms, p95 ${round(percentile(idle, 95))} ms`);

    // every answer's job in one transaction: the queue sees them all at once
    const queuedAt = performance.now();
    const cpuBefore = process.cpuUsage();
    await db.transaction(async (tx) => {
      for (const recordingId of answerIds) await app.jobs.send('recordings.alter', { recordingId }, { tx });
    });
    const busy: number[] = [];
    let drainedAt = 0;
    let lastCheck = 0;
    while (drainedAt === 0) {
      busy.push(await readBoard(url, headers));
      if (performance.now() - lastCheck < 200) continue;
      lastCheck = performance.now();
      const waiting = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recordings)
        .where(and(inArray(recordings.id, answerIds), eq(recordings.state, 'processing')));
      if ((waiting[0]?.n ?? 1) === 0) drainedAt = performance.now();
      if (performance.now() - queuedAt > 15 * 60_000)
        throw new Error('the alterations did not drain in 15 minutes');
    }
    const seconds = (drainedAt - queuedAt) / 1000;
    const busyLoopP99 = loopDelay.percentile(99) / 1e6;
    loopDelay.disable();
    // user + system time of every thread of this process: what the drain cost, however busy the machine
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerAnswer = (cpu.user + cpu.system) / 1e6 / ANSWERS;
    const states = await db
      .select({ state: recordings.state, n: sql<number>`count(*)::int` })
      .from(recordings)
      .where(inArray(recordings.id, answerIds))
      .groupBy(recordings.state);
    const ready = states.find((row) => row.state === 'ready')?.n ?? 0;
    if (ready !== answerIds.length)
      throw new Error(`not every answer was altered: ${JSON.stringify(states)}`);
    const perCoreSeconds = (seconds * CORES) / ANSWERS;
    say(
      `altered ${ANSWERS} answers in ${round(seconds)} s: ${round(perCoreSeconds)} s of each core per answer (target ≤ 2); ` +
        `CPU ${round(cpuPerAnswer)} s per answer (the board reads included)`,
    );
    say(`load average after: ${loadavg()[0]?.toFixed(1)} (other work on the machine slows both figures)`);
    say(`event loop delay p99: ${round(idleLoopP99)} ms at idle, ${round(busyLoopP99)} ms while altering`);
    say(
      `board while altering: ${busy.length} reads, p50 ${round(percentile(busy, 50))} ms, p95 ${round(percentile(busy, 95))} ms (target ≤ 2 × idle p95)`,
    );
    say(
      JSON.stringify({
        answers: ANSWERS,
        cores: CORES,
        seconds_to_drain: round(seconds),
        board_p95_ms: round(percentile(busy, 95)),
        board_idle_p95_ms: round(percentile(idle, 95)),
      }),
    );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
