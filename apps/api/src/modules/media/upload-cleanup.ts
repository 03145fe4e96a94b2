import { and, asc, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import type { JobQueue } from '../../jobs';
import type { MediaDeps } from './media.service';
import { checkingKeyOf, uploadKeyOf } from './upload-window';

/**
 * How long an unfinished upload is kept after its upload URL expired. Storage checks the URL when
 * a PUT starts, so a PUT started just before expiry may still be streaming: the largest file (a
 * 1 GB video) takes about 2.5 hours at 1 Mbit/s, and the browser completes the upload right after.
 */
export const UNFINISHED_UPLOAD_MARGIN_MS = 3 * 60 * 60 * 1000;

/**
 * How long a completed upload may wait for a feature to take it. The browser uploads as soon as a
 * file is picked, and the user then finishes the form around it (a document's name, a crop) and
 * may leave it open over a break; a day covers that, and an abandoned file is gone the day after.
 */
export const UNATTACHED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * How long a raw recording may wait for its answer to be submitted: it is sent the moment recording
 * stops and submitted right after, so one still unattached after an hour was given up on, and a raw
 * voice is not kept a day.
 */
export const UNATTACHED_RECORDING_GRACE_MS = 60 * 60 * 1000;

/**
 * Uploads removed per transaction. Their row locks are held while their files are deleted, and on
 * PGlite (one connection) every other query waits for that transaction: keep it short.
 */
export const CLEANUP_BATCH_SIZE = 50;

/**
 * How long after a feature replaced or removed an upload the cleanup deletes whatever is left of it.
 * Its files are deleted right after that change commits; only a failed delete leaves something.
 */
export const REMOVED_UPLOAD_GRACE_MS = 60 * 60 * 1000;

/** How often the cleanup runs; an abandoned file lives at most its grace period plus this. */
export const UPLOAD_CLEANUP_CRON = '*/15 * * * *';

export type CleanupResult = {
  /** uploads whose files were deleted and whose rows are gone */
  removed: number;
  /** uploads kept because deleting a file failed: the next run tries them again */
  failed: number;
};

/**
 * Removes abandoned uploads: those never finished (still `uploading`, a check cut short as
 * `checking`, or failed their check as `error`) whose upload URL expired more than
 * UNFINISHED_UPLOAD_MARGIN_MS before `now`, and those completed more than UNATTACHED_UPLOAD_GRACE_MS
 * before `now` that no feature has taken. It also finishes the removal of uploads a feature replaced
 * or removed (status `removed`) more than REMOVED_UPLOAD_GRACE_MS before `now`: their files are
 * deleted right after the change commits, and whatever that missed is deleted here. All of an
 * upload's objects are deleted (where the browser sent it, where it was checked and the checked
 * file), then its row.
 *
 * The row goes rather than becoming `removed`: nothing refers to an unattached upload, and all it
 * still holds is who sent which file under what name. It goes only once its files are deleted, so
 * a failed delete keeps the row (and with it the keys) for the next run.
 *
 * Safe with several replicas: each batch locks its rows with SKIP LOCKED, so a second run (or a
 * feature taking the upload, which locks the row too) never works on the same upload at once.
 */
export async function removeAbandonedUploads(
  deps: MediaDeps,
  options: { now: Date; batchSize?: number; signal?: AbortSignal },
): Promise<CleanupResult> {
  const batchSize = options.batchSize ?? CLEANUP_BATCH_SIZE;
  const unfinishedBefore = new Date(options.now.getTime() - UNFINISHED_UPLOAD_MARGIN_MS);
  const completedBefore = new Date(options.now.getTime() - UNATTACHED_UPLOAD_GRACE_MS);
  const removedBefore = new Date(options.now.getTime() - REMOVED_UPLOAD_GRACE_MS);
  const recordingBefore = new Date(options.now.getTime() - UNATTACHED_RECORDING_GRACE_MS);
  const abandoned = or(
    and(
      isNull(uploads.attachedAt),
      or(
        and(
          inArray(uploads.status, ['uploading', 'checking', 'error']),
          lt(uploads.expiresAt, unfinishedBefore),
        ),
        and(eq(uploads.status, 'done'), lt(uploads.completedAt, completedBefore)),
        and(
          eq(uploads.status, 'done'),
          eq(uploads.purpose, 'candidate_audio_answer'),
          lt(uploads.completedAt, recordingBefore),
        ),
      ),
    ),
    // replaced or removed by its feature: its files were deleted right after, unless that failed
    and(eq(uploads.status, 'removed'), or(isNull(uploads.removedAt), lt(uploads.removedAt, removedBefore))),
  );
  const result: CleanupResult = { removed: 0, failed: 0 };
  // failed in this run: left out of its later batches, so that they are not tried over and over
  const failedIds: string[] = [];

  while (!options.signal?.aborted) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: uploads.id, storageKey: uploads.storageKey })
        .from(uploads)
        .where(failedIds.length > 0 ? and(abandoned, notInArray(uploads.id, failedIds)) : abandoned)
        .orderBy(asc(uploads.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const deleted: string[] = [];
      await Promise.all(
        rows.map(async (row) => {
          if (await deleteObjects(deps, row)) deleted.push(row.id);
          else failedIds.push(row.id);
        }),
      );
      if (deleted.length > 0) await tx.delete(uploads).where(inArray(uploads.id, deleted));
      return { found: rows.length, deleted: deleted.length };
    });
    result.removed += batch.deleted;
    result.failed = failedIds.length;
    // a short batch was the last one; a batch with no success means storage is failing: stop there
    if (batch.found < batchSize || batch.deleted === 0) break;
  }

  if (result.removed > 0 || result.failed > 0) deps.log.info(result, 'abandoned uploads removed');
  else deps.log.debug(result, 'no abandoned uploads');
  return result;
}

/**
 * Deletes where the browser sent the file, where it was checked (a check cut short by a crash leaves
 * it there) and where the checked file went; true when all are gone.
 */
async function deleteObjects(deps: MediaDeps, row: { id: string; storageKey: string }): Promise<boolean> {
  const keys = new Set([uploadKeyOf(row.id), checkingKeyOf(row.id), row.storageKey]);
  try {
    for (const key of keys) await deps.storage.delete(key);
    return true;
  } catch (err) {
    deps.log.error({ err, uploadId: row.id }, 'abandoned upload not deleted, will retry');
    return false;
  }
}

/**
 * Runs the cleanup in this process whenever its schedule sends a job, and (re)writes the schedule:
 * every replica does both, and the queue's policy lets one run at a time.
 */
export async function startUploadCleanup(deps: MediaDeps & { jobs: JobQueue }): Promise<void> {
  const log = deps.log.child({ module: 'upload-cleanup' });
  await deps.jobs.work(
    'uploads.remove-abandoned',
    async (job) => {
      await removeAbandonedUploads({ ...deps, log }, { now: new Date(), signal: job.signal });
    },
    // jobs arrive by NOTIFY; polling is only the backstop for a missed one
    { pollingIntervalSeconds: 60 },
  );
  await deps.jobs.schedule('uploads.remove-abandoned', UPLOAD_CLEANUP_CRON, {});
}
