import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { loadConfig } from '../../env';
import { CANARY, CANARY_FREE_TEXT, CANARY_IDENTITY, CANARY_MARKERS } from '../../testing/canary';
import { bytesFound, fileNode, needleOf } from '../../testing/data-files';
import { useTestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { useApplicationsCompany } from './applications.testing';

/*
 * Erasure leaves no bytes (issue 36, docs/decisions/019): after a withdrawal and the vacuum job, no
 * byte of what the candidate wrote or an employer noted is left in any file of the embedded
 * database's data folder: tables, indexes, TOAST, free space, WAL. On PostgreSQL (DATABASE_URL) the
 * server's files cannot be read from here: the test checks that the job ran, rewrote the tables and
 * that the rows are gone.
 */

const onPostgres = loadConfig().database.kind === 'postgres';
const dataDir = onPostgres ? null : await mkdtemp(path.join(tmpdir(), 'veil-erasure-bytes-'));
const ctx = useTestApp(() => (dataDir ? { database: { kind: 'pglite', dataDir } } : {}));
const { jobId, power, candidateWithResume, employerCall, candidateCall } = useApplicationsCompany(ctx);

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Each text stays far below the 2 kB at which PostgreSQL compresses a value, so a byte search finds
// it wherever it is stored as long as it is stored at all.
const DRAFT = `Entwurf: ich bin ${CANARY.first} ${CANARY.last}, ${CANARY.email}`;
const ANSWER = `${CANARY_FREE_TEXT} – Antwortmarke Q7ZX`;
const NOTE = `Notizmarke Q7ZX: Rückruf bei ${CANARY.first}, ${CANARY.phone}`;
/** An audio answer's transcript as stored (redacted, issue 39): on the answer's row. */
const TRANSCRIPT = 'Transkriptmarke Q7ZX: Ich habe bei [Arbeitgeber] das Lager neu geplant.';
/** What must not be found: the canary's markers, the answer and the note, in any case. */
const NEEDLES = [
  ...CANARY_MARKERS,
  ...[ANSWER, NOTE, DRAFT, TRANSCRIPT],
  ...['antwortmarke q7zx', 'notizmarke q7zx', 'transkriptmarke q7zx'],
].map((needle) => needle.toLowerCase());
/**
 * Markers that are words of the company's own texts too (the job "Datenbankentwicklerin"), found
 * before the candidate wrote anything: they prove nothing and are left out.
 */
const common: string[] = [];
/** What identifies the canary: never among the common words, nor are the texts this test writes. */
const IDENTITY = CANARY_IDENTITY;

const count = async (query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: number }>(ctx.app.database.db, query))[0]?.n);

describe('erasure leaves no bytes', () => {
  it('removes every byte of a withdrawn application from the data files once the vacuum job ran', async () => {
    if (dataDir) {
      await ctx.app.database.pglite?.exec('CHECKPOINT');
      common.push(...new Set((await bytesFound(dataDir, NEEDLES)).map(needleOf)));
      const telling = common.filter(
        (needle) =>
          [ANSWER, NOTE, DRAFT, TRANSCRIPT].some((text) => text.toLowerCase() === needle) ||
          IDENTITY.some((value) => value.includes(needle) || needle.includes(value)),
      );
      expect(telling).toEqual([]);
    }
    const candidate = await candidateWithResume('Bytes1');
    const started = await candidateCall(candidate.cookie, 'POST', '/applications', { jobId });
    expect(started.statusCode, started.body).toBe(200);
    const id: string = started.json().id;
    const answer = (text: string) => ({
      answers: ['q1', 'q2'].map((questionId) => ({ questionId, answer: text })),
    });
    // a draft first: its row version is as much the candidate's as the answer sent
    await candidateCall(candidate.cookie, 'PUT', `/applications/${id}/screening-answers`, answer(DRAFT));
    await candidateCall(candidate.cookie, 'PUT', `/applications/${id}/screening-answers`, answer(ANSWER));
    const sent = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/submit`);
    expect(sent.statusCode, sent.body).toBe(200);
    const noted = await employerCall(power, 'POST', `/company-applications/${id}/notes`, { content: NOTE });
    expect(noted.statusCode, noted.body).toBe(200);
    // an audio answer with its transcript, as the alteration job leaves it (the audio interview
    // itself is walked in audio-transcripts.test.ts)
    await ctx.app.database.db.execute(sql`insert into recordings
      (candidate_id, kind, application_id, question_id, answer_language, duration_seconds, state,
       transcript_state, transcript_content)
      values (${candidate.id}, 'audio_answer', ${id}, 'q1', 'deu', 60, 'ready', 'done', ${TRANSCRIPT})`);

    const before = {
      vault: await fileNode(ctx.app.database.db, 'vault_screening_answers'),
      applications: await fileNode(ctx.app.database.db, 'applications'),
      notes: await fileNode(ctx.app.database.db, 'application_notes'),
      recordings: await fileNode(ctx.app.database.db, 'recordings'),
    };
    if (ctx.app.database.pglite) {
      // the control: the texts are in the WAL once committed (looked at before a checkpoint may remove
      // its older segments) and, written out, in the table files
      const logged = await bytesFound(dataDir ?? '', NEEDLES, new Set(common));
      expect(logged.some((hit) => hit.includes(' in pg_wal/'))).toBe(true);
      await ctx.app.database.pglite.exec('CHECKPOINT');
      const written = await bytesFound(dataDir ?? '', NEEDLES, new Set(common));
      expect(written.some((hit) => hit.includes(' in base/'))).toBe(true);
    }

    const withdrawn = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/withdraw`, {
      reason: 'noLongerInterested',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // embedded, the withdrawal sent the job; on PostgreSQL it runs at night, here at once
    if (onPostgres) await ctx.app.jobs.send('db.vacuum-erased', {});
    // it ran once nothing waits and no run is queued or under way
    await waitFor(
      async () =>
        (await count(sql`select count(*) as n from vacuum_requests`)) === 0 &&
        (await count(
          sql`select count(*) as n from pgboss.job where name = 'db.vacuum-erased' and state in ('created', 'retry', 'active')`,
        )) === 0 &&
        (await count(
          sql`select count(*) as n from pgboss.job where name = 'db.vacuum-erased' and state = 'completed'`,
        )) > 0,
      { timeoutMs: 60_000, what: 'the vacuum job' },
    );

    expect(
      await count(sql`select
        (select count(*) from applications where id = ${id})
        + (select count(*) from vault_screening_answers where application_id = ${id})
        + (select count(*) from application_notes where application_id = ${id})
        + (select count(*) from recordings where application_id = ${id}) as n`),
    ).toBe(0);
    if (dataDir) expect(await bytesFound(dataDir, NEEDLES, new Set(common))).toEqual([]);
    // each table was rewritten into a new file (what the byte search above cannot see on PostgreSQL)
    expect(await fileNode(ctx.app.database.db, 'vault_screening_answers')).not.toBe(before.vault);
    expect(await fileNode(ctx.app.database.db, 'applications')).not.toBe(before.applications);
    expect(await fileNode(ctx.app.database.db, 'application_notes')).not.toBe(before.notes);
    expect(await fileNode(ctx.app.database.db, 'recordings')).not.toBe(before.recordings);
  });
});
