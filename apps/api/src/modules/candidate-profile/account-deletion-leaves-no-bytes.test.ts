import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { loadConfig } from '../../env';
import { CANARY, CANARY_ANSWERS, CANARY_IDENTITY, CANARY_MARKERS, canaryResume } from '../../testing/canary';
import { bytesFound, fileNode, needleOf } from '../../testing/data-files';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { photoWithGps } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { uploadDone } from '../../testing/uploads';
import { waitFor } from '../../testing/wait-for';
import { CANDIDATE_PASSWORD, insertJob, signedUpCandidate } from '../jobs/job-search.testing';

/*
 * An account deletion leaves no bytes (issue 36, docs/decisions/019 and 020), the sibling of
 * applications/erasure-leaves-no-bytes.test.ts: the canary signs up, fills every field of the
 * profile, uploads a photo, saves a job, applies, gets an employer's note, and deletes the account.
 * Once the vacuum job ran, no file of the embedded database's data folder (tables, indexes, TOAST,
 * WAL) holds a byte of it. On PostgreSQL the rows are gone and the tables got new files.
 */

const onPostgres = loadConfig().database.kind === 'postgres';
const dataDir = onPostgres ? null : await mkdtemp(path.join(tmpdir(), 'veil-account-bytes-'));
const ctx = useTestApp(() => (dataDir ? { database: { kind: 'pglite', dataDir } } : {}));

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const NOTE = `Kontonotiz Q8ZX: Rückruf bei ${CANARY.first}, ${CANARY.phone}`;
const NEEDLES = [...CANARY_MARKERS, ...CANARY_ANSWERS, NOTE, 'kontonotiz q8zx'].map((needle) =>
  needle.toLowerCase(),
);
/** What identifies the canary: never among the words found before it signed up. */
const IDENTITY = CANARY_IDENTITY;

const count = async (query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: number }>(ctx.app.database.db, query))[0]?.n);

describe('account deletion leaves no bytes', () => {
  it('removes every byte of the canary account from the data files once the vacuum job ran', async () => {
    const common = new Set<string>();
    if (dataDir) {
      await ctx.app.database.pglite?.exec('CHECKPOINT');
      for (const hit of await bytesFound(dataDir, NEEDLES, common)) common.add(needleOf(hit));
      expect(
        [...common].filter((needle) =>
          IDENTITY.some((value) => value.includes(needle) || needle.includes(value)),
        ),
      ).toEqual([]);
    }

    const candidate = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email, '10.21.0.1');
    const cookie = candidate.cookie;
    const photo = await uploadDone(ctx.app, 'candidate', cookie, {
      type: 'candidate_profile',
      filename: `${CANARY.first}-${CANARY.last}.jpg`,
      mediaType: 'image/jpeg',
      body: await photoWithGps(320, 240),
    });
    const candidateCall = (method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) =>
      call(ctx.app, 'candidate', method, `/api${url}`, { cookie, ...(body ? { body } : {}) });
    expect((await candidateCall('POST', '/resumes', canaryResume(photo))).statusCode).toBe(200);
    const company = await createCompany(ctx.app.database.db, { name: 'Bytefirma' });
    const power = await signedInEmployer(ctx.app, company.id, 'power_user');
    const job = await insertJob(ctx.app, company.id, {
      jobTitle: 'Bytestelle',
      screeningQuestions: [{ question: 'Wer sind Sie?' }, { question: 'Wie erreicht man Sie?' }],
    });
    await candidateCall('PUT', `/jobs/${job.id}/saved`);
    // a saved search whose name and keyword the candidate typed (issue 39)
    const search = await candidateCall('POST', '/saved-searches', {
      name: `${CANARY.last} sucht`,
      filters: { keyword: CANARY.last, location: CANARY.location },
    });
    expect(search.statusCode, search.body).toBe(200);
    const started = await candidateCall('POST', '/applications', { jobId: job.id });
    const id = String(started.json().id);
    const answers = ['q1', 'q2'].map((questionId, index) => ({
      questionId,
      answer: CANARY_ANSWERS[index] ?? '',
    }));
    await candidateCall('PUT', `/applications/${id}/screening-answers`, { answers });
    expect((await candidateCall('POST', `/applications/${id}/submit`)).statusCode).toBe(200);
    const noted = await call(ctx.app, 'employer', 'POST', `/api/company-applications/${id}/notes`, {
      cookie: power.cookie,
      body: { content: NOTE },
    });
    expect(noted.statusCode, noted.body).toBe(200);

    const tables = ['candidate_profiles', 'auth_candidate_user', 'uploads', 'vault_screening_answers'];
    const before = await Promise.all(tables.map((table) => fileNode(ctx.app.database.db, table)));
    if (dataDir) {
      // the control: the canary is in the WAL as soon as it is committed, and in the table files once
      // written out. The WAL is looked at first: a checkpoint may remove the segments before it, and
      // on a busy machine the job queue's own writes can have moved the canary into such a segment.
      const logged = await bytesFound(dataDir, NEEDLES, common);
      expect(logged.some((hit) => hit.includes(' in pg_wal/'))).toBe(true);
      await ctx.app.database.pglite?.exec('CHECKPOINT');
      const written = await bytesFound(dataDir, NEEDLES, common);
      expect(written.some((hit) => hit.includes(' in base/'))).toBe(true);
    }

    const deleted = await call(ctx.app, 'candidate', 'DELETE', '/api/candidates/me', {
      cookie,
      body: { password: CANDIDATE_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // embedded, the deletion sent the job; on PostgreSQL it runs at night, here at once
    if (onPostgres) await ctx.app.jobs.send('db.vacuum-erased', {});
    await waitFor(
      async () =>
        (await count(sql`select count(*) as n from vacuum_requests`)) === 0 &&
        (await count(
          sql`select count(*) as n from pgboss.job where name in ('db.vacuum-erased', 'candidates.delete-files') and state in ('created', 'retry', 'active')`,
        )) === 0 &&
        (await count(
          sql`select count(*) as n from pgboss.job where name = 'db.vacuum-erased' and state = 'completed'`,
        )) > 0,
      { timeoutMs: 60_000, what: 'the vacuum job' },
    );
    expect(
      await count(sql`select
        (select count(*) from auth_candidate_user where id = ${candidate.id})
        + (select count(*) from candidate_profiles where candidate_id = ${candidate.id})
        + (select count(*) from uploads where owner_id = ${candidate.id})
        + (select count(*) from applications where id = ${id}) as n`),
    ).toBe(0);
    if (dataDir) expect(await bytesFound(dataDir, NEEDLES, common)).toEqual([]);
    const after = await Promise.all(tables.map((table) => fileNode(ctx.app.database.db, table)));
    tables.forEach((table, index) => {
      expect(after[index], table).not.toBe(before[index]);
    });
  });
});
