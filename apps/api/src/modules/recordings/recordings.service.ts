import {
  DEMO_KEEP_MINUTES,
  DEMO_QUESTIONS,
  type DemoQuestionId,
  RE_RECORDS_MAX,
  reRecordWindowOpenOnServer,
} from '@veil/domain';
import type { DemoRecordings, Recording, SignedFileUrl } from '@veil/domain/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import { JOB_HEARTBEAT_SECONDS, type JobQueue } from '../../jobs';
import { FILE_URL_SECONDS } from '../media/file-links';
import { deleteStoredFiles, markUploadRemoved, takeOwnUpload } from '../media/media.service';
import { recordings } from './recordings.schema';

export type RecordingRow = typeof recordings.$inferSelect;

/** A recording as its candidate sees it: never a storage key, never the raw upload. */
export function toRecording(row: RecordingRow): Recording {
  return {
    id: row.id,
    kind: row.kind,
    questionId: row.questionId,
    durationSeconds: row.durationSeconds,
    version: row.version,
    state: row.state,
    errorCode: row.errorCode,
    audioSeconds: row.audioSeconds,
    answerLanguage: row.answerLanguage,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The candidate's own recording, or recording_not_found (another candidate's is, for them, none). */
async function ownRecording(
  db: Db | Tx,
  candidateId: string,
  id: string,
  lock = false,
): Promise<RecordingRow> {
  const query = db
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, id), eq(recordings.candidateId, candidateId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('recording_not_found');
  return row;
}

/**
 * Deletes recordings inside the caller's transaction and returns the keys of their files (the
 * altered file, and the raw one if it was not read yet) to delete once that commits.
 */
export async function deleteRecordingRows(tx: Tx, rows: readonly RecordingRow[]): Promise<(string | null)[]> {
  const keys: (string | null)[] = [];
  for (const row of rows) {
    await tx.delete(recordings).where(eq(recordings.id, row.id));
    keys.push(row.alteredKey);
    if (row.rawUploadId) keys.push(await markUploadRemoved(tx, row.rawUploadId));
  }
  return keys;
}

/**
 * The version a new answer to a question gets, given the answers to it so far (locked by the
 * caller), or the refusal: a version counts once it was recorded (one that failed or never arrived
 * is taken again); one re-record is allowed, within its window counted from when the answer it
 * replaces arrived (spec section 4). Shared by the demo and the audio interview.
 */
export function nextAnswerVersion(previous: readonly RecordingRow[], now: Date): number {
  const used = previous.map((r) =>
    r.state === 'processing' || r.state === 'ready' ? r.version : r.version - 1,
  );
  const highest = Math.max(0, ...used);
  if (highest > RE_RECORDS_MAX) throw new AppError('conflict');
  const recorded = previous.find((r) => r.state === 'processing' || r.state === 'ready');
  if (recorded?.submittedAt && !reRecordWindowOpenOnServer(recorded.submittedAt, now))
    throw new AppError('re_record_window_closed');
  return highest + 1;
}

/**
 * Starts an answer to a demo question. A second answer to a question whose first one was recorded
 * is the one re-record (spec section 4): it replaces the first, which is deleted. An answer that
 * never reached the server or whose alteration failed is replaced without using up the re-record.
 * The recording screen offers the re-record for 60 seconds after finishing; the server keeps the
 * count and the window (counted from the first answer's arrival, with a grace for the way there).
 */
export async function startDemoAnswer(
  deps: ServiceDeps,
  candidate: CandidatePrincipal,
  questionId: DemoQuestionId,
): Promise<Recording> {
  const question = DEMO_QUESTIONS.find((q) => q.id === questionId);
  if (!question) throw new AppError('invalid_request_body', { field: 'questionId' });
  const { row, keys } = await deps.db.transaction(async (tx) => {
    const previous = await tx
      .select()
      .from(recordings)
      .where(
        and(
          eq(recordings.candidateId, candidate.userId),
          eq(recordings.kind, 'demo'),
          eq(recordings.questionId, questionId),
        ),
      )
      .for('update');
    const version = nextAnswerVersion(previous, new Date());
    const deleted = await deleteRecordingRows(tx, previous);
    const [created] = await tx
      .insert(recordings)
      .values({
        candidateId: candidate.userId,
        kind: 'demo',
        questionId,
        durationSeconds: question.durationSeconds,
        version,
      })
      .returning();
    if (!created) throw new Error('recording not created');
    return { row: created, keys: deleted };
  });
  await deleteStoredFiles(deps, keys);
  return toRecording(row);
}

/**
 * Takes the candidate's uploaded raw recording for an answer and queues its alteration in the same
 * transaction. The answer must be waiting for its file (`recording`).
 */
export async function submitRecording(
  deps: ServiceDeps & { jobs: JobQueue },
  candidate: CandidatePrincipal,
  input: { id: string; uploadId: string },
): Promise<Recording> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await ownRecording(tx, candidate.userId, input.id, true);
    if (current.state !== 'recording') throw new AppError('conflict');
    const upload = await takeOwnUpload(tx, {
      uploadId: input.uploadId,
      owner: candidate,
      purpose: 'candidate_audio_answer',
    });
    const [updated] = await tx
      .update(recordings)
      .set({ state: 'processing', rawUploadId: upload.id, submittedAt: new Date() })
      .where(eq(recordings.id, current.id))
      .returning();
    if (!updated) throw new AppError('recording_not_found');
    // the heartbeat hands a dead worker's run on long before the queue's expiry (jobs/queues.ts)
    await deps.jobs.send(
      'recordings.alter',
      { recordingId: updated.id },
      { tx, heartbeatSeconds: JOB_HEARTBEAT_SECONDS },
    );
    return updated;
  });
  return toRecording(row);
}

export async function getRecording(db: Db, candidate: CandidatePrincipal, id: string): Promise<Recording> {
  return toRecording(await ownRecording(db, candidate.userId, id));
}

/** A short-lived URL of the altered answer, for its candidate; the raw recording has none. */
export async function alteredAudioUrl(
  deps: ServiceDeps,
  candidate: CandidatePrincipal,
  id: string,
): Promise<SignedFileUrl> {
  const row = await ownRecording(deps.db, candidate.userId, id);
  if (row.state !== 'ready' || !row.alteredKey) throw new AppError('file_not_found');
  const signed = await deps.storage.signedDownloadUrl(row.alteredKey, { expiresInSeconds: FILE_URL_SECONDS });
  return { url: signed.url, expiresAt: signed.expiresAt.toISOString() };
}

export async function listDemoAnswers(db: Db, candidate: CandidatePrincipal): Promise<DemoRecordings> {
  const rows = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.candidateId, candidate.userId), eq(recordings.kind, 'demo')))
    .orderBy(asc(recordings.createdAt));
  return { recordings: rows.map(toRecording) };
}

/** Ends the demo: every demo answer of the candidate and its files are deleted. */
export async function endDemo(deps: ServiceDeps, candidate: CandidatePrincipal): Promise<DemoRecordings> {
  const keys = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(recordings)
      .where(and(eq(recordings.candidateId, candidate.userId), eq(recordings.kind, 'demo')))
      .for('update');
    return deleteRecordingRows(tx, rows);
  });
  await deleteStoredFiles(deps, keys);
  return { recordings: [] };
}

/** How often the demo cleanup runs. */
export const DEMO_CLEANUP_CRON = '*/10 * * * *';

/**
 * Deletes demo answers started more than DEMO_KEEP_MINUTES before `now`, with their files: a demo
 * left without ending it keeps nothing for long. Returns how many were deleted.
 */
export async function removeStaleDemoAnswers(deps: ServiceDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DEMO_KEEP_MINUTES * 60_000);
  const { count, keys } = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(recordings)
      .where(and(eq(recordings.kind, 'demo'), lt(recordings.createdAt, before)))
      .limit(500)
      .for('update', { skipLocked: true });
    return { count: rows.length, keys: await deleteRecordingRows(tx, rows) };
  });
  await deleteStoredFiles(deps, keys);
  if (count > 0) deps.log.info({ count }, 'stale demo recordings removed');
  return count;
}
