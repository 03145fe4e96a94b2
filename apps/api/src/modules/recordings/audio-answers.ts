import type { SignedFileUrl } from '@veil/domain/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { requestVacuum } from '../../db/erasure-vacuum';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import { FILE_URL_SECONDS } from '../media/file-links';
import { recordings } from './recordings.schema';
import { deleteRecordingRows, nextAnswerVersion, type RecordingRow } from './recordings.service';

/*
 * The answers of an application's audio interview (issue 37): recordings of kind `audio_answer`
 * tied to their application. The applications module decides who may do what (its state machine
 * and due date); this file keeps the answers: starting one (with the demo's re-record rules), the
 * current answer per question, the altered file's short-lived link, and their erasure. Nothing here
 * returns a storage key or the raw upload, and the raw upload's original name is never copied.
 */

/** Every audio answer of an application, oldest first. */
export async function audioAnswerRows(db: DbOrTx, applicationId: string): Promise<RecordingRow[]> {
  return db
    .select()
    .from(recordings)
    .where(and(eq(recordings.applicationId, applicationId), eq(recordings.kind, 'audio_answer')))
    .orderBy(asc(recordings.createdAt));
}

/** The current answer of each question: its highest version (the re-record once made). */
export function currentAnswers(rows: readonly RecordingRow[]): Map<string, RecordingRow> {
  const current = new Map<string, RecordingRow>();
  for (const row of rows) {
    const seen = current.get(row.questionId);
    if (!seen || row.version > seen.version) current.set(row.questionId, row);
  }
  return current;
}

/**
 * Starts the candidate's answer to one question of the application, in the caller's transaction
 * (which holds the application's lock): a second answer is the one re-record and replaces the first
 * (spec section 4). Returns the new answer and the files of the replaced one, to delete once that
 * commits.
 */
export async function startAudioAnswerRow(
  tx: Tx,
  answer: {
    candidateId: string;
    applicationId: string;
    questionId: string;
    durationSeconds: number;
    answerLanguage: string;
  },
  now: Date,
): Promise<{ row: RecordingRow; keys: (string | null)[] }> {
  const previous = await tx
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.applicationId, answer.applicationId),
        eq(recordings.kind, 'audio_answer'),
        eq(recordings.questionId, answer.questionId),
      ),
    )
    .for('update');
  const version = nextAnswerVersion(previous, now);
  const keys = await deleteRecordingRows(tx, previous);
  const [row] = await tx
    .insert(recordings)
    .values({ ...answer, kind: 'audio_answer', version })
    .returning();
  if (!row) throw new Error('recording not created');
  return { row, keys };
}

/** A short-lived URL of an answer's altered file; the raw recording has none. */
export async function alteredAnswerUrl(deps: ServiceDeps, row: RecordingRow): Promise<SignedFileUrl> {
  if (row.state !== 'ready' || !row.alteredKey) throw new AppError('file_not_found');
  const signed = await deps.storage.signedDownloadUrl(row.alteredKey, { expiresInSeconds: FILE_URL_SECONDS });
  return { url: signed.url, expiresAt: signed.expiresAt.toISOString() };
}

/**
 * The audio answers' part of an application's erasure (application-erasure.ts), in the caller's
 * transaction: their rows go at once, and their files are handed to the upload cleanup as removed
 * uploads (a raw file not yet read is one already; the altered file gets a row of its own), which
 * deletes them durably within its next run even if this process stops right after the commit.
 * Returns how many answers each application had, for its deletion log.
 */
export async function eraseAudioAnswersOf(
  tx: DbOrTx,
  applicationIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await tx
    .delete(recordings)
    .where(and(inArray(recordings.applicationId, [...applicationIds]), eq(recordings.kind, 'audio_answer')))
    .returning();
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.applicationId) counts.set(row.applicationId, (counts.get(row.applicationId) ?? 0) + 1);
    if (row.rawUploadId)
      await tx
        .update(uploads)
        .set({ status: 'removed', removedAt: sql`now() - interval '1 day'` })
        .where(eq(uploads.id, row.rawUploadId));
    if (row.alteredKey)
      await tx.insert(uploads).values({
        ownerPool: 'candidate',
        ownerId: row.candidateId,
        purpose: 'candidate_audio_answer',
        status: 'removed',
        storageKey: row.alteredKey,
        contentType: 'audio/mpeg',
        size: 0,
        originalName: '',
        expiresAt: now,
        // removed long enough ago that the cleanup's next run takes it
        removedAt: sql`now() - interval '1 day'`,
        attachedAt: now,
      });
  }
  if (rows.length > 0) await requestVacuum(tx, [recordings]);
  return counts;
}
