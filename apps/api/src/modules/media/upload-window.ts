import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { UploadRow } from './media.service';

/*
 * Where an upload's bytes travel and until when: its key while the browser sends it, its key while
 * it is checked, the deadline for completing it, and whether its link still takes a file.
 */

/** The slowest line an upload is given time for after its link expired: 1 Mbit/s. */
const SLOWEST_LINE_BYTES_PER_SECOND = 125_000;
/** Time for the browser to ask for completion once its file is sent. */
const COMPLETION_SLACK_MS = 5 * 60 * 1000;

/**
 * Where the browser sends an upload's bytes. Its signed URL stays valid for its time, but once the
 * upload is being checked the disk driver refuses what is sent to it (`uploadAcceptsFile`), and on
 * S3 a lifecycle rule on `uploads/` deletes what comes late.
 */
export function uploadKeyOf(uploadId: string): string {
  return `uploads/${uploadId}`;
}

/**
 * Where a sent file is checked: moved out of reach of its upload URL first, so that what is checked
 * is what is kept, however often the URL is used meanwhile.
 */
export function checkingKeyOf(uploadId: string): string {
  return `checking/${uploadId}`;
}

/**
 * Until when an upload may be completed. Storage checks its link when a PUT starts, so a PUT that
 * started just before the link expired may still be streaming: it gets the time its declared size
 * takes at 1 Mbit/s (2.4 hours for the largest video, inside the cleanup's margin) and five minutes.
 */
export function completionDeadline(row: Pick<UploadRow, 'expiresAt' | 'size'>): Date {
  const sending = Math.ceil(row.size / SLOWEST_LINE_BYTES_PER_SECOND) * 1000;
  return new Date(row.expiresAt.getTime() + sending + COMPLETION_SLACK_MS);
}

/**
 * Whether the upload link for `key` may still take a file: its upload exists and waits for its file
 * (not checked, kept, failed or removed). Asked by the disk driver's upload route.
 */
export async function uploadAcceptsFile(db: Db, key: string): Promise<boolean> {
  const uploadId = /^uploads\/([0-9a-f-]{36})$/.exec(key)?.[1];
  if (!uploadId) return false;
  const [row] = await db.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, uploadId));
  return row?.status === 'uploading';
}
