import { randomUUID } from 'node:crypto';
import { createSeededRandom, encodeWav } from '@veil/voice';
import { synthesizeSpeech } from '@veil/voice/test-signals';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { fetchSigned, uploadDone, uploadFile, uploadRow } from '../../testing/uploads';
import { waitFor } from '../../testing/wait-for';
import { signedUpCandidate } from '../jobs/job-search.testing';
import { removeAbandonedUploads } from '../media/upload-cleanup';
import { recordings } from './recordings.schema';
import { removeStaleDemoAnswers } from './recordings.service';
import { runAlteration } from './voice-alteration';

const ctx = useTestApp();
let signUps = 0;
const newCandidate = () => signedUpCandidate(ctx.app, ctx.mail, undefined, `203.0.113.${++signUps}`);
type Candidate = Awaited<ReturnType<typeof newCandidate>>;

const api = (
  candidate: Candidate,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: object,
  locale?: 'de' | 'en',
) =>
  call(ctx.app, 'candidate', method, `/api${path}`, {
    cookie: candidate.cookie,
    ...(locale ? { locale } : {}),
    ...(body ? { body: body as Record<string, unknown> } : {}),
  });

/** Speech-like audio as the browser sends it: 16 kHz mono 16-bit WAV. */
const speechWav = (seconds: number, seed = 7) =>
  Buffer.from(encodeWav(synthesizeSpeech(16_000, seconds, createSeededRandom(seed)), 16_000));

const sendRaw = (candidate: Candidate, body: Buffer) =>
  uploadDone(ctx.app, 'candidate', candidate.cookie, {
    type: 'candidate_audio_answer',
    filename: 'answer.wav',
    mediaType: 'audio/wav',
    body,
  });

async function startDemo(candidate: Candidate, questionId = 'demo-short') {
  const res = await api(candidate, 'POST', '/recordings/demo', { questionId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; version: number; state: string };
}

/** Starts an answer, sends and submits its raw file, and waits until its alteration ended. */
async function recordAnswer(candidate: Candidate, body: Buffer, questionId = 'demo-short') {
  const recording = await startDemo(candidate, questionId);
  const uploadId = await sendRaw(candidate, body);
  const submitted = await api(candidate, 'POST', `/recordings/${recording.id}/submit`, { uploadId });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const done = await waitFor(
    async () => {
      const res = await api(candidate, 'GET', `/recordings/${recording.id}`);
      const body = res.json() as { id: string; state: string; errorCode: string | null };
      return body.state !== 'processing' && body;
    },
    { what: 'the voice alteration' },
  );
  return { ...done, uploadId };
}

/** What storage holds under a key prefix, read straight from the disk driver's folder. */
async function storedKeys(prefix: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const storage = ctx.app.config.storage;
  if (storage.driver !== 'disk') throw new Error('the tests use the disk driver');
  try {
    return (await readdir(`${storage.dir}/objects/${prefix}`)).map((name) => `${prefix}/${name}`);
  } catch {
    return [];
  }
}

describe('a recorded demo answer', () => {
  it('is altered, stored as tag-free MP3, and its raw recording is deleted at once', async () => {
    const candidate = await newCandidate();
    const raw = speechWav(3);
    const answer = await recordAnswer(candidate, raw);
    expect(answer.state).toBe('ready');

    // the raw upload is gone: removed in the database and deleted from storage
    const upload = await uploadRow(ctx.app, answer.uploadId);
    expect(upload?.status).toBe('removed');
    expect(await ctx.app.storage.head(upload?.storageKey ?? '')).toBeNull();
    expect(await storedKeys('raw-recordings')).not.toContain(upload?.storageKey);
    const [row] = await ctx.app.database.db.select().from(recordings).where(eq(recordings.id, answer.id));
    expect(await storedKeys('recordings')).toContain(row?.alteredKey);

    const url = await api(candidate, 'GET', `/recordings/${answer.id}/audio`);
    expect(url.statusCode, url.body).toBe(200);
    const file = await fetchSigned(ctx.app, 'GET', url.json().url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    const mp3 = file.body;
    // an MPEG audio frame from the first byte: no ID3v2 tag in front, no ID3v1 or APE tag at the end,
    // no Xing/Info frame, and nothing of the upload (its name) inside
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
    expect(mp3.includes('ID3')).toBe(false);
    expect(mp3.subarray(-128).subarray(0, 3).toString('latin1')).not.toBe('TAG');
    for (const marker of ['APETAGEX', 'Xing', 'Info', 'answer.wav']) expect(mp3.includes(marker)).toBe(false);
    // not the raw recording: far smaller than the WAV, and not its bytes
    expect(mp3.length).toBeLessThan(raw.length / 4);
  });

  it('never serves the raw recording, not even to its candidate', async () => {
    const candidate = await newCandidate();
    const uploadId = await sendRaw(candidate, speechWav(1));
    const download = await api(candidate, 'GET', `/media/${uploadId}/download`);
    expect([download.statusCode, download.json().code]).toEqual([404, 'file_not_found']);
    // before it is altered there is no audio to fetch either
    const recording = await startDemo(candidate);
    const audio = await api(candidate, 'GET', `/recordings/${recording.id}/audio`);
    expect([audio.statusCode, audio.json().code]).toEqual([404, 'file_not_found']);
  });

  it("is its candidate's alone: another candidate finds no such recording", async () => {
    const owner = await newCandidate();
    const other = await newCandidate();
    const answer = await recordAnswer(owner, speechWav(1));
    for (const path of [`/recordings/${answer.id}`, `/recordings/${answer.id}/audio`]) {
      const res = await api(other, 'GET', path);
      expect([res.statusCode, res.json().code]).toEqual([404, 'recording_not_found']);
    }
    // nor can another candidate submit someone else's raw file
    const mine = await startDemo(other);
    const uploadId = await sendRaw(owner, speechWav(1));
    const res = await api(other, 'POST', `/recordings/${mine.id}/submit`, { uploadId });
    expect([res.statusCode, res.json().code]).toEqual([404, 'file_not_found']);
  });

  it('allows one re-record, which replaces the first version, and no second one', async () => {
    const candidate = await newCandidate();
    const first = await recordAnswer(candidate, speechWav(1));
    const firstKey = (
      await ctx.app.database.db.select().from(recordings).where(eq(recordings.id, first.id))
    )[0]?.alteredKey;
    const second = await startDemo(candidate);
    expect(second.version).toBe(2);
    // the first version and its altered file are gone
    expect((await api(candidate, 'GET', `/recordings/${first.id}`)).statusCode).toBe(404);
    expect(await ctx.app.storage.head(firstKey ?? '')).toBeNull();
    const uploadId = await sendRaw(candidate, speechWav(1, 9));
    expect((await api(candidate, 'POST', `/recordings/${second.id}/submit`, { uploadId })).statusCode).toBe(
      200,
    );
    const third = await api(candidate, 'POST', '/recordings/demo', { questionId: 'demo-short' });
    expect([third.statusCode, third.json().code]).toEqual([409, 'conflict']);
    // the other question has its own
    expect((await startDemo(candidate, 'demo-long')).version).toBe(1);
  });

  it('refuses the re-record once its window has closed, and keeps the first version', async () => {
    const candidate = await newCandidate();
    const first = await recordAnswer(candidate, speechWav(1));
    // the answer arrived long enough ago that the screen's 60 seconds and the grace are over
    await ctx.app.database.db
      .update(recordings)
      .set({ submittedAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(recordings.id, first.id));
    for (const locale of ['de', 'en'] as const) {
      const late = await api(candidate, 'POST', '/recordings/demo', { questionId: 'demo-short' }, locale);
      expect([late.statusCode, late.json().code]).toEqual([409, 're_record_window_closed']);
      expect(late.json().message).toBe(
        locale === 'de'
          ? 'Die Zeit für eine neue Aufnahme dieser Antwort ist abgelaufen.'
          : 'The time to record this answer again has run out.',
      );
    }
    const kept = await api(candidate, 'GET', `/recordings/${first.id}`);
    expect([kept.statusCode, kept.json().state]).toEqual([200, 'ready']);
  });

  it('fails an unusable recording without retrying, deletes it, and lets the candidate record again', async () => {
    const candidate = await newCandidate();
    // a RIFF/WAVE header (so the upload check takes it) whose format chunk is missing
    const broken = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WAVEdata'),
      Buffer.alloc(64),
    ]);
    broken.writeUInt32LE(broken.length - 8, 4);
    broken.writeUInt32LE(64, 16);
    const failed = await recordAnswer(candidate, broken);
    expect([failed.state, failed.errorCode]).toEqual(['failed', 'file_damaged']);
    const raw = await uploadRow(ctx.app, failed.uploadId);
    expect(raw?.status).toBe('removed');
    expect(raw?.storageKey).toMatch(/^raw-recordings\//);
    expect(await storedKeys('raw-recordings')).not.toContain(raw?.storageKey);
    // a failed answer does not use up the re-record
    expect((await startDemo(candidate)).version).toBe(1);
  });

  it('retries a failure it cannot explain, and on the last attempt shows the error state', async () => {
    const candidate = await newCandidate();
    const uploadId = await sendRaw(candidate, speechWav(1));
    const upload = await uploadRow(ctx.app, uploadId);
    // the raw file vanishes from storage: reading it fails however often it is tried
    await ctx.app.storage.delete(upload?.storageKey ?? '');
    const [row] = await ctx.app.database.db
      .insert(recordings)
      .values({
        candidateId: candidate.id,
        kind: 'demo',
        questionId: 'demo-short',
        durationSeconds: 30,
        state: 'processing',
        rawUploadId: uploadId,
      })
      .returning();
    const deps = { db: ctx.app.database.db, storage: ctx.app.storage, log: ctx.app.log };
    await expect(runAlteration(deps, row?.id ?? '', { isLastAttempt: false })).rejects.toThrow();
    expect((await api(candidate, 'GET', `/recordings/${row?.id}`)).json().state).toBe('processing');
    await runAlteration(deps, row?.id ?? '', { isLastAttempt: true });
    const res = (await api(candidate, 'GET', `/recordings/${row?.id}`)).json();
    expect([res.state, res.errorCode]).toEqual(['failed', 'unhandled_error']);
  });

  it('refuses a recording longer than its question allows', async () => {
    const candidate = await newCandidate();
    const long = await recordAnswer(candidate, speechWav(33));
    expect([long.state, long.errorCode]).toEqual(['failed', 'file_too_large']);
  });

  it('takes WAV only, by its bytes', async () => {
    const candidate = await newCandidate();
    const { complete } = await uploadFile(ctx.app, 'candidate', candidate.cookie, {
      type: 'candidate_audio_answer',
      filename: 'answer.wav',
      mediaType: 'audio/wav',
      body: Buffer.from('%PDF-1.4 not a recording at all'),
    });
    expect([complete.statusCode, complete.json().code]).toEqual([415, 'file_type_not_allowed']);
  });
});

describe('ending the demo', () => {
  it('deletes every demo answer and its files', async () => {
    const candidate = await newCandidate();
    const answer = await recordAnswer(candidate, speechWav(1));
    const [row] = await ctx.app.database.db.select().from(recordings).where(eq(recordings.id, answer.id));
    const pending = await startDemo(candidate, 'demo-long');
    const pendingUpload = await sendRaw(candidate, speechWav(1));
    await ctx.app.database.db
      .update(recordings)
      .set({ rawUploadId: pendingUpload })
      .where(eq(recordings.id, pending.id));
    const ended = await api(candidate, 'DELETE', '/recordings/demo');
    expect(ended.json()).toEqual({ recordings: [] });
    expect((await api(candidate, 'GET', '/recordings/demo')).json()).toEqual({ recordings: [] });
    expect(await ctx.app.storage.head(row?.alteredKey ?? '')).toBeNull();
    const raw = await uploadRow(ctx.app, pendingUpload);
    expect(raw?.status).toBe('removed');
    expect(await ctx.app.storage.head(raw?.storageKey ?? '')).toBeNull();
  });

  it('is done by the cleanup for demos left open for an hour', async () => {
    const candidate = await newCandidate();
    const answer = await recordAnswer(candidate, speechWav(1));
    const [row] = await ctx.app.database.db.select().from(recordings).where(eq(recordings.id, answer.id));
    const deps = { db: ctx.app.database.db, storage: ctx.app.storage, log: ctx.app.log };
    // not yet after 59 minutes
    await removeStaleDemoAnswers(deps, new Date(Date.now() + 59 * 60_000));
    expect((await api(candidate, 'GET', `/recordings/${answer.id}`)).statusCode).toBe(200);
    await removeStaleDemoAnswers(deps, new Date(Date.now() + 61 * 60_000));
    expect((await api(candidate, 'GET', `/recordings/${answer.id}`)).statusCode).toBe(404);
    expect(await ctx.app.storage.head(row?.alteredKey ?? '')).toBeNull();
  });
});

describe('the raw upload', () => {
  it('is deleted by the upload cleanup an hour after it was sent when no answer took it', async () => {
    const candidate = await newCandidate();
    const uploadId = await sendRaw(candidate, speechWav(1));
    const key = (await uploadRow(ctx.app, uploadId))?.storageKey ?? '';
    const deps = { db: ctx.app.database.db, storage: ctx.app.storage, log: ctx.app.log };
    await removeAbandonedUploads(deps, { now: new Date(Date.now() + 59 * 60_000) });
    expect(await ctx.app.storage.head(key)).not.toBeNull();
    await removeAbandonedUploads(deps, { now: new Date(Date.now() + 61 * 60_000) });
    expect(await uploadRow(ctx.app, uploadId)).toBeUndefined();
    expect(await ctx.app.storage.head(key)).toBeNull();
  });

  it('is refused for a recording that is not waiting for one', async () => {
    const candidate = await newCandidate();
    const res = await api(candidate, 'POST', `/recordings/${randomUUID()}/submit`, {
      uploadId: randomUUID(),
    });
    expect([res.statusCode, res.json().code]).toEqual([404, 'recording_not_found']);
    expect(await ctx.app.database.db.select().from(uploads).where(eq(uploads.ownerId, candidate.id))).toEqual(
      [],
    );
  });
});
