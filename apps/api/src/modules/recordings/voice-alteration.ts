import { randomUUID } from 'node:crypto';
import { type ErrorCode, RAW_AUDIO_MAX_BYTES } from '@veil/domain';
import { and, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../http/context';
import type { JobQueue } from '../../jobs';
import { readStoredFile } from '../media/file-inspection';
import { deleteStoredFiles, findUpload, markUploadRemoved } from '../media/media.service';
import { UnusableRecording } from './alter-file';
import { ALTERATIONS_AT_ONCE, alterInWorker } from './alter-in-worker';
import { recordings } from './recordings.schema';
import { DEMO_CLEANUP_CRON, removeStaleDemoAnswers } from './recordings.service';
import { type RedactionFor, transcribeAnswer } from './transcription/answer-transcript';
import type { Transcriber } from './transcription/transcriber';

/**
 * What the alteration needs: the services, and the transcriber of audio answers (none: transcripts
 * off) with the redaction its text passes before it is stored.
 */
export type AlterationDeps = ServiceDeps & { transcriber?: Transcriber | null; redactionFor?: RedactionFor };

/** Where altered answers are kept: a generated name, nothing of the upload's. */
export const alteredKeyOf = () => `recordings/${randomUUID()}.mp3`;

/**
 * Alters one submitted answer (spec section 1): reads the raw WAV, draws fresh voice parameters,
 * alters it, encodes MP3 without tags, stores only that, and deletes the raw file at once. A file
 * that is not a usable WAV (or longer than its question allows) fails for good; anything else
 * (storage unavailable, a crash) is thrown for the queue to retry, and on the last attempt the
 * answer becomes `failed` and its raw file is deleted: the candidate records again. An audio
 * interview answer is transcribed from the raw file meanwhile (transcription/answer-transcript.ts):
 * its transcript is stored with the finished answer, and a failed transcript never fails the answer.
 */
export async function runAlteration(
  deps: AlterationDeps,
  recordingId: string,
  options: { isLastAttempt: boolean },
): Promise<void> {
  const [row] = await deps.db.select().from(recordings).where(eq(recordings.id, recordingId));
  if (row?.state !== 'processing') return;
  const finish = async (changes: Partial<typeof recordings.$inferInsert>, alteredKey: string | null) => {
    // the raw file goes first: nobody ever sees the answer finished while its raw recording exists
    const raw = row.rawUploadId ? await findUpload(deps.db, row.rawUploadId) : undefined;
    if (raw) await deleteStoredFiles(deps, [raw.storageKey]);
    const kept = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(recordings)
        .set({ ...changes, alteredKey, rawUploadId: null, finishedAt: new Date() })
        .where(and(eq(recordings.id, row.id), eq(recordings.state, 'processing')))
        .returning();
      if (updated && row.rawUploadId) await markUploadRemoved(tx, row.rawUploadId);
      return Boolean(updated);
    });
    // deleted (the demo ended) or replaced meanwhile: keep nothing of this run
    if (!kept) await deleteStoredFiles(deps, [alteredKey]);
  };
  const fail = (code: ErrorCode) => finish({ state: 'failed', errorCode: code }, null);

  try {
    const upload = row.rawUploadId ? await findUpload(deps.db, row.rawUploadId) : undefined;
    if (upload?.status !== 'done') throw new UnusableRecording('file_not_found');
    const bytes = await readStoredFile(deps.storage, upload.storageKey, RAW_AUDIO_MAX_BYTES);
    const [altered, transcript] = await Promise.all([
      alterInWorker(bytes, row.durationSeconds),
      row.kind === 'audio_answer' ? transcribeOf(deps, row, bytes) : null,
    ]);
    const alteredKey = alteredKeyOf();
    await deps.storage.put(alteredKey, altered.mp3, { contentType: 'audio/mpeg' });
    await finish(
      { state: 'ready', errorCode: null, audioSeconds: altered.seconds, ...transcript },
      alteredKey,
    );
  } catch (err) {
    if (err instanceof UnusableRecording) {
      deps.log.warn({ recordingId, code: err.code }, 'recording not usable');
      return fail(err.code);
    }
    if (!options.isLastAttempt) throw err;
    deps.log.error({ err, recordingId }, 'voice alteration failed');
    return fail('unhandled_error');
  }
}

/** The answer's transcript; a transcriber without the redaction stores nothing (never raw text). */
function transcribeOf(deps: AlterationDeps, row: Parameters<typeof transcribeAnswer>[1], bytes: Uint8Array) {
  const { transcriber, redactionFor } = deps;
  if (transcriber && !redactionFor) throw new Error('a transcriber needs the redaction of free text');
  return transcribeAnswer(
    { ...deps, transcriber: transcriber ?? null, redactionFor: redactionFor ?? (async () => () => '') },
    row,
    bytes,
  );
}

/** Runs this process's share of the alterations and the demo cleanup, and (re)writes its schedule. */
export async function startRecordingWork(
  deps: ServiceDeps & { jobs: JobQueue; transcriber: Transcriber | null; redactionFor: RedactionFor },
): Promise<void> {
  const log = deps.log.child({ module: 'recordings' });
  await deps.jobs.work(
    'recordings.alter',
    async (job) =>
      runAlteration({ ...deps, log }, job.data.recordingId, { isLastAttempt: job.isLastAttempt }),
    { localConcurrency: ALTERATIONS_AT_ONCE },
  );
  await deps.jobs.work(
    'recordings.remove-stale-demos',
    async () => {
      await removeStaleDemoAnswers({ ...deps, log }, new Date());
    },
    { pollingIntervalSeconds: 60 },
  );
  await deps.jobs.schedule('recordings.remove-stale-demos', DEMO_CLEANUP_CRON, {});
}
