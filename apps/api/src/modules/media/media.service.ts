import type { UploadPurpose } from '@veil/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { FileUser } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';

/*
 * Stored files as other features use them: finding an upload, taking a completed one for a feature
 * (marked attached), and removing it. Sending a file is in file-uploads.ts, where its bytes go and
 * until when in upload-window.ts, links to read a file in file-links.ts.
 */

export type UploadRow = typeof uploads.$inferSelect;
/** What the media services need: the database, the file storage and a logger. */
export type MediaDeps = ServiceDeps;

/**
 * A completed upload of `purpose` belonging to the company, locked for the caller's transaction and
 * marked attached: the caller refers to it in the same transaction.
 */
export async function takeCompanyUpload(
  tx: Tx,
  input: { uploadId: string; companyId: string; purpose: UploadPurpose },
): Promise<UploadRow> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, input.uploadId), eq(uploads.companyId, input.companyId)))
    .for('update');
  if (row?.status !== 'done') throw new AppError('file_not_found');
  if (row.purpose !== input.purpose) throw new AppError('invalid_request_body', { field: 'uploadId' });
  return markAttached(tx, row);
}

/**
 * A completed upload of `purpose` sent by `owner` (not a company file), locked for the caller's
 * transaction and marked attached: the caller refers to it in the same transaction.
 */
export async function takeOwnUpload(
  tx: Tx,
  input: { uploadId: string; owner: FileUser; purpose: UploadPurpose },
): Promise<UploadRow> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, input.uploadId),
        eq(uploads.ownerPool, input.owner.pool),
        eq(uploads.ownerId, input.owner.userId),
      ),
    )
    .for('update');
  if (row?.status !== 'done' || row.companyId) throw new AppError('file_not_found');
  if (row.purpose !== input.purpose) throw new AppError('invalid_request_body', { field: 'uploadId' });
  return markAttached(tx, row);
}

/**
 * Records that a feature refers to the upload from now on, so the cleanup of abandoned uploads
 * (upload-cleanup.ts) leaves it alone. In the taking transaction: an attach that rolls back leaves
 * the upload unattached, and the row lock keeps the cleanup from removing it meanwhile.
 */
async function markAttached(tx: Tx, row: UploadRow): Promise<UploadRow> {
  if (row.attachedAt) return row;
  const attachedAt = new Date();
  await tx.update(uploads).set({ attachedAt }).where(eq(uploads.id, row.id));
  return { ...row, attachedAt };
}

/** Marks an upload removed inside the caller's transaction; returns the key to delete after commit. */
export async function markUploadRemoved(tx: Tx, uploadId: string): Promise<string | null> {
  const [row] = await tx
    .update(uploads)
    .set({ status: 'removed', removedAt: new Date() })
    .where(eq(uploads.id, uploadId))
    .returning({ storageKey: uploads.storageKey });
  return row?.storageKey ?? null;
}

/** Deletes removed files' objects once their removal is committed; a failure is logged, not thrown. */
export async function deleteStoredFiles(deps: MediaDeps, keys: readonly (string | null)[]) {
  for (const key of keys) {
    if (key) await deps.storage.delete(key).catch((err) => deps.log.error({ err, key }, 'file not deleted'));
  }
}

/** The upload with this id, whatever its status and owner. */
export async function findUpload(db: Db | Tx, uploadId: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  return row;
}
