import { randomUUID } from 'node:crypto';
import {
  checkFile,
  EMPLOYER_ACCESS,
  FILE_LIMITS,
  fileExtension,
  type Role,
  sanitizeFileName,
} from '@veil/domain';
import type { NewUpload, SignedFileUrl, Upload, UploadPurpose, UploadTicket } from '@veil/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { FileUser } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import type { Storage } from '../../storage';
import { inspectStoredFile, readStoredFile, reencodeImage } from './file-inspection';
import { sanitizePdf } from './pdf-sanitizer';
import { assertRoomForUpload } from './upload-quota';
import { sanitizeStoredVideo } from './video-sanitizer';

export type UploadRow = typeof uploads.$inferSelect;
/** What the media services need: the database, the file storage and a logger. */
export type MediaDeps = ServiceDeps;

/** How long the browser has to start sending the file (a large video on a slow line included). */
const UPLOAD_GRANT_SECONDS = 30 * 60;
/** How long a URL to read a stored file works. */
export const FILE_URL_SECONDS = 15 * 60;
/** The slowest line an upload is given time for after its link expired: 1 Mbit/s. */
const SLOWEST_LINE_BYTES_PER_SECOND = 125_000;
/** Time for the browser to ask for completion once its file is sent. */
const COMPLETION_SLACK_MS = 5 * 60 * 1000;

const COMPANY_PURPOSES: readonly UploadPurpose[] = [
  'company_logo',
  'company_media',
  'company_additional_file',
];

/** Purposes whose files no download link ever reaches (raw recordings, until they are deleted). */
const NEVER_SERVED_PURPOSES: readonly string[] = ['candidate_audio_answer'];

const mayEditCompany = (role: Role) => (EMPLOYER_ACCESS.companyEdit as readonly Role[]).includes(role);

/** Whether a purpose's files belong to a company (rather than to the person who sent them). */
export function isCompanyPurpose(purpose: string): boolean {
  return (COMPANY_PURPOSES as readonly string[]).includes(purpose);
}

/**
 * Who owns a new upload, or 403: company files are a power user's to send for their own company,
 * a profile picture is its owner's, a candidate's files are the candidate's.
 */
function ownerOf(user: FileUser, purpose: UploadPurpose) {
  const owner = { ownerPool: user.pool, ownerId: user.userId, companyId: null as string | null };
  if (isCompanyPurpose(purpose)) {
    if (user.pool !== 'employer' || !mayEditCompany(user.role))
      throw new AppError('forbidden_to_access_data');
    return { ...owner, companyId: user.companyId };
  }
  const pool = purpose === 'employer_profile' ? 'employer' : 'candidate';
  if (user.pool !== pool) throw new AppError('forbidden_to_access_data');
  return owner;
}

/**
 * Whether `user` may finish an upload: for company files any power user of the company (its other
 * employers get 403, everyone else 404, as if it did not exist); for the rest its owner only.
 */
function assertMayChange(user: FileUser, row: UploadRow) {
  if (!row.companyId) {
    if (row.ownerPool !== user.pool || row.ownerId !== user.userId) throw new AppError('file_not_found');
    return;
  }
  if (user.pool !== 'employer' || user.companyId !== row.companyId) throw new AppError('file_not_found');
  if (!mayEditCompany(user.role)) throw new AppError('forbidden_to_access_data');
}

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

/**
 * Starts an upload after checking the file's name, type and size against its purpose (and how many
 * files the purpose already holds), and the sender's open uploads and the holder's storage against
 * their quotas (upload-quota.ts): the browser then PUTs it to the returned URL.
 */
export async function createUpload(
  deps: MediaDeps,
  user: FileUser,
  input: NewUpload,
  existingCount: number,
): Promise<UploadTicket> {
  const owner = ownerOf(user, input.type);
  const check = checkFile(
    input.type,
    { name: input.filename, size: input.size, mimeType: input.mediaType },
    existingCount,
  );
  if (!check.ok) {
    const max = check.code === 'too_many_files' ? check.limit.maxFiles : check.rule?.maxBytes;
    throw new AppError(check.code, max === undefined ? undefined : { max });
  }
  const id = randomUUID();
  const storageKey = uploadKeyOf(id);
  const contentType = input.mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  const ticket = await deps.db.transaction(async (tx) => {
    await assertRoomForUpload(tx, owner, { purpose: input.type, size: input.size }, new Date());
    const signed = await deps.storage.signedUploadUrl(storageKey, {
      maxBytes: input.size,
      contentType,
      expiresInSeconds: UPLOAD_GRANT_SECONDS,
    });
    await tx.insert(uploads).values({
      id,
      ...owner,
      purpose: input.type,
      storageKey,
      contentType,
      size: input.size,
      originalName: sanitizeFileName(input.filename),
      expiresAt: signed.expiresAt,
    });
    return signed;
  });
  return {
    uploadId: id,
    url: ticket.url,
    method: ticket.method,
    headers: ticket.headers,
    maxBytes: input.size,
    expiresAt: ticket.expiresAt.toISOString(),
  };
}

/**
 * Checks the sent file by its content and keeps it under a new generated key. Images are re-encoded
 * without their metadata, PDFs rewritten without theirs (pdf-sanitizer.ts), videos copied without
 * theirs (video-sanitizer.ts). The sent file is first moved out of reach of its upload URL, and
 * the upload is `checking` meanwhile: its URL takes no more files. Whatever fails, the sent file is
 * deleted and the upload marked `error`. An upload completed already is answered as it was; one
 * whose time ran out (`completionDeadline`) is closed with `upload_expired`.
 */
export async function completeUpload(deps: MediaDeps, user: FileUser, uploadId: string): Promise<Upload> {
  const row = await findUpload(deps.db, uploadId);
  if (!row) throw new AppError('file_not_found');
  assertMayChange(user, row);
  if (row.status === 'done') {
    // a retry whose first answer was lost: the same answer, and a file sent since is nobody's
    await deleteStoredFiles(deps, [uploadKeyOf(row.id)]);
    return toUpload(row);
  }
  if (row.status === 'checking') throw new AppError('conflict');
  if (row.status !== 'uploading') throw new AppError('file_not_found');
  if (Date.now() > completionDeadline(row).getTime()) {
    await closeUpload(deps, row.id, 'uploading', [row.storageKey]);
    throw new AppError('upload_expired');
  }
  const stored = await deps.storage.head(row.storageKey);
  // not sent (yet): the upload stays open, so the browser may still send it before the URL expires
  if (!stored) throw new AppError('file_not_found');
  const [claimed] = await deps.db
    .update(uploads)
    .set({ status: 'checking' })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, 'uploading')))
    .returning();
  if (!claimed) return answerParallelCompletion(deps, uploadId);

  const checkingKey = checkingKeyOf(row.id);
  let kept: { storageKey: string; contentType: string; size: number; mediaKind: UploadRow['mediaKind'] };
  try {
    await deps.storage.move(row.storageKey, checkingKey);
    // the size of what was moved: a PUT still streaming may have replaced what was there a moment ago
    const moved = await deps.storage.head(checkingKey);
    if (!moved) throw new AppError('file_not_found');
    kept = await keepCheckedFile(deps.storage, row, checkingKey, moved.size);
  } catch (error) {
    await closeUpload(deps, row.id, 'checking', [checkingKey, row.storageKey]);
    throw error;
  }
  const [done] = await deps.db
    .update(uploads)
    .set({ ...kept, status: 'done', completedAt: new Date() })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, 'checking')))
    .returning();
  // what was sent to the URL while the file was being checked is nobody's file
  await deleteStoredFiles(deps, [checkingKey, row.storageKey]);
  if (done) return toUpload(done);
  // removed meanwhile (the cleanup gave up on it): keep nothing
  await deleteStoredFiles(deps, [kept.storageKey]);
  throw new AppError('file_not_found');
}

/** A second completion that lost the race to the first: the first one's result, once there is one. */
async function answerParallelCompletion(deps: MediaDeps, uploadId: string): Promise<Upload> {
  const current = await findUpload(deps.db, uploadId);
  if (current?.status === 'done') return toUpload(current);
  throw new AppError(current?.status === 'checking' ? 'conflict' : 'file_not_found');
}

/**
 * Marks an upload that was `from` as failed, then deletes its files: from the first step on its link
 * takes no file, so nothing arrives after the second.
 */
async function closeUpload(deps: MediaDeps, uploadId: string, from: UploadRow['status'], keys: string[]) {
  await deps.db
    .update(uploads)
    .set({ status: 'error' })
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, from)));
  await deleteStoredFiles(deps, keys);
}

/**
 * Checks the file at `key` (out of reach of its upload URL) against the upload's purpose and keeps
 * a clean copy under a generated key: images re-encoded, PDFs rewritten, videos copied without
 * metadata. The file at `key` is gone afterwards.
 */
async function keepCheckedFile(storage: Storage, row: UploadRow, key: string, size: number) {
  if (size === 0) throw new AppError('file_empty');
  // S3 pins the length in the signature; stores that do not check it are caught here
  if (size > row.size) throw new AppError('file_too_large', { max: row.size });
  const found = await inspectStoredFile(storage, key, FILE_LIMITS[row.purpose]);
  if (size > found.rule.maxBytes) throw new AppError('file_too_large', { max: found.rule.maxBytes });
  // a raw recording is kept apart from served files until the voice alteration deletes it
  const folder = found.rule.kind === 'audio' ? 'raw-recordings' : 'files';
  const storageKey = `${folder}/${randomUUID()}.${found.ext}`;
  const contentType = found.mime;
  const mediaKind = found.rule.kind === 'csv' || found.rule.kind === 'audio' ? null : found.rule.kind;
  if (found.rule.reencode) {
    const original = await readStoredFile(storage, key, found.rule.maxBytes);
    const image = await reencodeImage(original, found.mime, found.rule.reencode);
    await storage.put(storageKey, image, { contentType });
    await storage.delete(key);
    return { storageKey, contentType, size: image.length, mediaKind };
  }
  if (found.rule.kind === 'pdf') {
    const pdf = await sanitizePdf(await readStoredFile(storage, key, found.rule.maxBytes));
    await storage.put(storageKey, pdf, { contentType });
    await storage.delete(key);
    return { storageKey, contentType, size: pdf.length, mediaKind };
  }
  if (found.rule.kind === 'video') {
    await sanitizeStoredVideo(storage, { from: key, to: storageKey, mime: found.mime, size });
    await storage.delete(key);
    return { storageKey, contentType, size, mediaKind };
  }
  await storage.move(key, storageKey, { contentType });
  return { storageKey, contentType, size, mediaKind };
}

/**
 * A short-lived URL to a completed upload. Company files: that company's employers, and candidates
 * when `isPublic` says the file shows on the company's public page. Everything else: its owner.
 */
export async function getDownloadUrl(
  deps: MediaDeps,
  user: FileUser,
  uploadId: string,
  isPublic: (row: UploadRow) => Promise<boolean>,
): Promise<SignedFileUrl> {
  const row = await findUpload(deps.db, uploadId);
  if (row?.status !== 'done') throw new AppError('file_not_found');
  // nobody, its candidate included, ever fetches a raw recording: only its altered version is served
  if (NEVER_SERVED_PURPOSES.includes(row.purpose)) throw new AppError('file_not_found');
  const allowed = row.companyId
    ? user.pool === 'employer'
      ? user.companyId === row.companyId
      : await isPublic(row)
    : row.ownerPool === user.pool && row.ownerId === user.userId;
  // a file the caller may not read is, for them, a file that does not exist
  if (!allowed) throw new AppError('file_not_found');
  const signed = await fileUrlFor(deps.storage, row, { viewer: user, attachment: true });
  return { url: signed.url, expiresAt: signed.urlExpiresAt };
}

/**
 * A signed URL to a stored file. Its download name is the uploader's own (sanitised) name for the
 * uploader, and a generated one for everybody else: file names travel no further than their owner.
 */
export async function fileUrlFor(
  storage: Storage,
  row: UploadRow,
  options: { viewer: FileUser | null; attachment: boolean },
): Promise<{ url: string; urlExpiresAt: string }> {
  const isOwner = options.viewer?.pool === row.ownerPool && options.viewer.userId === row.ownerId;
  const generated = `${row.mediaKind ?? 'file'}-${row.id.slice(0, 8)}.${fileExtension(row.storageKey)}`;
  const fileName = options.attachment ? (isOwner ? row.originalName : generated) : undefined;
  const signed = await storage.signedDownloadUrl(row.storageKey, {
    expiresInSeconds: FILE_URL_SECONDS,
    fileName,
  });
  return { url: signed.url, urlExpiresAt: signed.expiresAt.toISOString() };
}

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

export async function findUpload(db: Db | Tx, uploadId: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  return row;
}

function toUpload(row: UploadRow): Upload {
  return {
    uploadId: row.id,
    purpose: row.purpose as UploadPurpose,
    // being checked is still uploading, as far as the browser is concerned
    status: row.status === 'checking' ? 'uploading' : row.status,
    mediaKind: row.mediaKind,
    contentType: row.contentType,
    size: row.size,
    fileName: row.originalName,
  };
}
