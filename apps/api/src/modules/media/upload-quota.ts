import { createHash } from 'node:crypto';
import { type MediaPurpose, maxOpenUploads, UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_HOLDER } from '@veil/domain';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type UploadStatus, uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';

/** Who a new upload belongs to: its sender, and the company for company files. */
export type UploadOwner = { ownerPool: 'candidate' | 'employer'; ownerId: string; companyId: string | null };

/**
 * Uploads that take up storage: being sent (at their declared size, from the moment the link is
 * issued) or checked, and kept (waiting to be used, or in use). Failed and removed ones do not:
 * their files are deleted right away.
 */
const HOLDING_STATUSES: UploadStatus[] = ['uploading', 'checking', 'done'];

/** First half of the advisory lock key of upload quotas (the second is the holder's). */
const QUOTA_LOCK_SPACE = 0x75706c64; // "upld"

/**
 * Refuses a new upload before its link is issued when its sender already has as many uploads of
 * the purpose open as `maxOpenUploads` allows (`too_many_uploads`), or when its bytes would take the
 * holder (the company for company files, else the sender) past its `UPLOAD_QUOTA_BYTES`
 * (`upload_quota_exceeded`). Call it in the transaction that inserts the upload: it holds a lock
 * per holder until that commits, so two requests at the same moment are counted one after the other.
 */
export async function assertRoomForUpload(
  tx: Tx,
  owner: UploadOwner,
  input: { purpose: MediaPurpose; size: number },
  now: Date,
) {
  const holder = owner.companyId ? `company:${owner.companyId}` : `${owner.ownerPool}:${owner.ownerId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_SPACE}::int, ${lockKey(holder)}::int)`);

  const [open] = await tx
    .select({ count: count() })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerPool, owner.ownerPool),
        eq(uploads.ownerId, owner.ownerId),
        eq(uploads.purpose, input.purpose),
        eq(uploads.status, 'uploading'),
        gt(uploads.expiresAt, now),
      ),
    );
  const maxOpen = maxOpenUploads(input.purpose);
  if ((open?.count ?? 0) >= maxOpen) throw new AppError('too_many_uploads', { max: maxOpen });

  const [held] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(
      and(
        owner.companyId
          ? eq(uploads.companyId, owner.companyId)
          : and(
              eq(uploads.ownerPool, owner.ownerPool),
              eq(uploads.ownerId, owner.ownerId),
              isNull(uploads.companyId),
            ),
        inArray(uploads.status, HOLDING_STATUSES),
      ),
    );
  const usedBytes = Number(held?.bytes ?? 0);
  const maxBytes = UPLOAD_QUOTA_BYTES[UPLOAD_QUOTA_HOLDER[input.purpose]];
  if (usedBytes + input.size > maxBytes) throw new AppError('upload_quota_exceeded', { maxBytes, usedBytes });
}

/** A 32-bit lock key for a holder (a collision only makes two holders wait for each other). */
function lockKey(holder: string): number {
  return createHash('sha256').update(holder).digest().readInt32BE(0);
}
