/**
 * The restore drill (docs/operations.md, "Backups"): seeds a database the way the product fills one,
 * backs it up as an operator would (pg_dump of the database, a copy of the files' folder), restores
 * both into a fresh database and folder, and checks that nothing was lost: every table's row count
 * and an MD5 of its rows, and a stored file's bytes read back through the restored app.
 *   npm run drill:restore      (DATABASE_URL names the PostgreSQL server; default the local one)
 * Needs pg_dump and pg_restore of the server's major version or newer on the PATH. Ends with one
 * JSON line: {"restored": …, "tables": …, "rows_checked": …, "mismatches": …, …}; exit 1 on any
 * mismatch.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { type App, buildApp } from '../src/app';
import { uploads } from '../src/db/schema';
import { call } from '../src/testing/http';
import { completeCompany, seedJob } from '../src/testing/jobs';
import { mailbox } from '../src/testing/mailbox';
import { createWorld } from '../src/testing/principals';
import { ensureResume } from '../src/testing/resumes';
import { photoWithGps } from '../src/testing/sample-files';
import { scratchPostgresDatabase, testConfig } from '../src/testing/test-config';
import { uploadDone } from '../src/testing/uploads';

const run = promisify(execFile);
const say = (line: string) => process.stdout.write(`${line}\n`);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type TableFigures = { rows: number; digest: string };

/** Row count and an MD5 of every row (as text, in a fixed order) of each table outside the system schemas. */
async function tableFigures(url: string): Promise<Map<string, TableFigures>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    const figures = new Map<string, TableFigures>();
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ rows: string; digest: string | null }>(
        `SELECT count(*) AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM ${name} t`,
      );
      figures.set(name, { rows: Number(rows[0]?.rows ?? 0), digest: rows[0]?.digest ?? '' });
    }
    return figures;
  } finally {
    await client.end();
  }
}

/** What a working installation holds: companies, accounts, candidates with a resume and a photo, jobs, an application. */
async function seed(app: App): Promise<{ storageKey: string; cookie: string }> {
  const world = await createWorld(
    app,
    mailbox(() => app),
  );
  const cookie = world.cookies.candidateA;
  const photo = await uploadDone(app, 'candidate', cookie, {
    type: 'candidate_profile',
    filename: 'foto.jpg',
    mediaType: 'image/jpeg',
    body: await photoWithGps(800, 600),
  });
  await ensureResume(app, cookie);
  await completeCompany(app.database.db, world.companyX.id);
  const job = await seedJob(app.database.db, world.companyX.id, { status: 'open' });
  const started = await call(app, 'candidate', 'POST', '/api/applications', {
    cookie,
    body: { jobId: job.id },
  });
  if (started.statusCode !== 200) throw new Error(`application not started: ${started.body}`);
  const [row] = await app.database.db.select().from(uploads).where(eq(uploads.id, photo));
  if (!row) throw new Error('the photo upload has no row');
  return { storageKey: row.storageKey, cookie };
}

/** The stored object's bytes, as the app reads them. */
async function storedBytes(app: App, key: string): Promise<Buffer> {
  const stream = await app.storage.get(key);
  if (!stream) throw new Error(`no stored object ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const started = performance.now();
const work = await mkdtemp(path.join(tmpdir(), 'veil-drill-'));
const source = await scratchPostgresDatabase(serverUrl, 'veil_drill_source');
const target = await scratchPostgresDatabase(serverUrl, 'veil_drill_restored');
let failed = false;
try {
  // the same settings for both apps (session key included), each with its own database and files
  const base = { ...testConfig(), authSecret: randomBytes(32).toString('hex') };
  const filesDir = path.join(work, 'files');
  const restoredFilesDir = path.join(work, 'restored-files');
  const sourceApp = await buildApp({
    ...base,
    database: { kind: 'postgres', url: source.url },
    storage: { driver: 'disk', dir: filesDir },
  });
  let seeded: { storageKey: string; cookie: string };
  let originalBytes: Buffer;
  try {
    seeded = await seed(sourceApp);
    originalBytes = await storedBytes(sourceApp, seeded.storageKey);
  } finally {
    await sourceApp.close();
  }
  say(`seeded ${source.url.replace(/^.*\//, '')}; stored file ${originalBytes.length} bytes`);

  // the backup: a dump of the database in pg_dump's custom format and a copy of the files' folder
  const dumpFile = path.join(work, 'veil.dump');
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', dumpFile, source.url]);
  await cp(filesDir, path.join(work, 'files-backup'), { recursive: true });
  const dumpBytes = (await stat(dumpFile)).size;
  say(`backed up: dump ${dumpBytes} bytes and the files' folder`);

  // the restore: into an empty database and an empty folder
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.url, dumpFile]);
  await cp(path.join(work, 'files-backup'), restoredFilesDir, { recursive: true });

  const before = await tableFigures(source.url);
  const after = await tableFigures(target.url);
  const mismatches: string[] = [];
  let rowsChecked = 0;
  for (const [table, figures] of before) {
    const restored = after.get(table);
    rowsChecked += figures.rows;
    if (!restored) mismatches.push(`${table}: missing after the restore`);
    else if (restored.rows !== figures.rows || restored.digest !== figures.digest)
      mismatches.push(`${table}: ${figures.rows} rows before, ${restored.rows} after; rows differ`);
  }
  for (const table of after.keys())
    if (!before.has(table)) mismatches.push(`${table}: only after the restore`);

  // the restored installation starts (migrations find nothing to do), knows the candidate's
  // session, and serves the same file
  const restoredApp = await buildApp({
    ...base,
    database: { kind: 'postgres', url: target.url },
    storage: { driver: 'disk', dir: restoredFilesDir },
  });
  try {
    const me = await call(restoredApp, 'candidate', 'GET', '/api/candidates/me', { cookie: seeded.cookie });
    if (me.statusCode !== 200) mismatches.push(`the candidate's session: ${me.statusCode} after the restore`);
    const restoredBytes = await storedBytes(restoredApp, seeded.storageKey);
    if (sha256(restoredBytes) !== sha256(originalBytes))
      mismatches.push(`the stored file ${seeded.storageKey}: bytes differ after the restore`);
  } finally {
    await restoredApp.close();
  }

  for (const line of mismatches) say(`MISMATCH ${line}`);
  say(`${before.size} tables, ${rowsChecked} rows compared, ${mismatches.length} mismatches`);
  failed = mismatches.length > 0;
  say(
    JSON.stringify({
      restored: !failed,
      tables: before.size,
      rows_checked: rowsChecked,
      mismatches: mismatches.length,
      files_checked: 1,
      dump_bytes: dumpBytes,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    }),
  );
} catch (error) {
  failed = true;
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  say(JSON.stringify({ restored: false, tables: 0, rows_checked: 0, mismatches: 1 }));
} finally {
  await source.drop();
  await target.drop();
  await rm(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
