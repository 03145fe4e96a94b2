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
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../auth/session';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../storage';
import type { Tx } from '../accounts/accounts.service';
import { inspectStoredFile, readStoredFile, reencodeImage } from './file-inspection';

export type UploadRow = typeof uploads.$inferSelect;
/** Who uploads and reads files: a signed-in candidate or employer. */
export type FileUser = Extract<Principal, { pool: 'candidate' | 'employer' }>;
export type MediaDeps = { db: Db; storage: Storage; log: FastifyBaseLogger };

/** How long the browser has to start sending the file (a large video on a slow line included). */
const UPLOAD_GRANT_SECONDS = 30 * 60;
/** How long a URL to read a stored file works. */
export const FILE_URL_SECONDS = 15 * 60;

const COMPANY_PURPOSES: readonly UploadPurpose[] = [
  'company_logo',
  'company_media',
  'company_additional_file',
];

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
 * Where the browser sends an upload's bytes. Its signed URL stays valid after the upload completes
 * (and the checked file moved away), so a file may appear here again until the URL expires.
 */
export function uploadKeyOf(uploadId: string): string {
  return `uploads/${uploadId}`;
}

/**
 * Starts an upload after checking the file's name, type and size against its purpose (and how many
 * files the purpose already holds): the browser then PUTs it to the returned URL.
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
  const ticket = await deps.storage.signedUploadUrl(storageKey, {
    maxBytes: input.size,
    contentType,
    expiresInSeconds: UPLOAD_GRANT_SECONDS,
  });
  await deps.db.insert(uploads).values({
    id,
    ...owner,
    purpose: input.type,
    storageKey,
    contentType,
    size: input.size,
    originalName: sanitizeFileName(input.filename),
    expiresAt: ticket.expiresAt,
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
 * Checks the sent file by its content and keeps it under a new generated key (so the upload URL,
 * still valid for a while, cannot overwrite what was checked). Images are re-encoded without their
 * metadata. Whatever fails, the sent object is deleted and the upload marked `error`.
 */
export async function completeUpload(deps: MediaDeps, user: FileUser, uploadId: string): Promise<Upload> {
  const row = await findUpload(deps.db, uploadId);
  if (!row) throw new AppError('file_not_found');
  assertMayChange(user, row);
  if (row.status === 'done') return toUpload(row);
  if (row.status !== 'uploading') throw new AppError('file_not_found');
  const stored = await deps.storage.head(row.storageKey);
  // not sent (yet): the upload stays open, so the browser may still send it before the URL expires
  if (!stored) throw new AppError('file_not_found');

  let kept: { storageKey: string; contentType: string; size: number; mediaKind: UploadRow['mediaKind'] };
  try {
    kept = await keepCheckedFile(deps.storage, row, stored.size);
  } catch (error) {
    await deps.storage.delete(row.storageKey).catch((err) => deps.log.error({ err }, 'upload not deleted'));
    await deps.db
      .update(uploads)
      .set({ status: 'error' })
      .where(and(eq(uploads.id, row.id), eq(uploads.status, 'uploading')));
    throw error;
  }
  const [done] = await deps.db
    .update(uploads)
    .set({ ...kept, status: 'done', completedAt: new Date() })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, 'uploading')))
    .returning();
  if (done) return toUpload(done);
  // a parallel call finished it first: keep theirs
  await deps.storage.delete(kept.storageKey);
  const current = await findUpload(deps.db, uploadId);
  if (current?.status !== 'done') throw new AppError('file_not_found');
  return toUpload(current);
}

async function keepCheckedFile(storage: Storage, row: UploadRow, size: number) {
  if (size === 0) throw new AppError('file_empty');
  // S3 pins the length in the signature; stores that do not check it are caught here
  if (size > row.size) throw new AppError('file_too_large', { max: row.size });
  const found = await inspectStoredFile(storage, row.storageKey, FILE_LIMITS[row.purpose]);
  if (size > found.rule.maxBytes) throw new AppError('file_too_large', { max: found.rule.maxBytes });
  const storageKey = `files/${randomUUID()}.${found.ext}`;
  const mediaKind = found.rule.kind === 'csv' ? null : found.rule.kind;
  if (!found.rule.reencode) {
    await storage.move(row.storageKey, storageKey, { contentType: found.mime });
    return { storageKey, contentType: found.mime, size, mediaKind };
  }
  const original = await readStoredFile(storage, row.storageKey, found.rule.maxBytes);
  const image = await reencodeImage(original, found.mime, found.rule.reencode);
  await storage.put(storageKey, image, { contentType: found.mime });
  await storage.delete(row.storageKey);
  return { storageKey, contentType: found.mime, size: image.length, mediaKind };
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
    status: row.status,
    mediaKind: row.mediaKind,
    contentType: row.contentType,
    size: row.size,
    fileName: row.originalName,
  };
}
