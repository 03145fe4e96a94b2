import { randomUUID } from 'node:crypto';
import { checkFile, EMPLOYER_ACCESS, FILE_LIMITS, type Role, sanitizeFileName } from '@veil/domain';
import type { NewUpload, Upload, UploadPurpose, UploadTicket } from '@veil/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { FileUser } from '../../auth/session';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Storage } from '../../storage';
import { inspectStoredFile, readStoredFile, reencodeImage } from './file-inspection';
import { deleteStoredFiles, findUpload, type MediaDeps, type UploadRow } from './media.service';
import { sanitizePdf } from './pdf-sanitizer';
import { assertRoomForUpload } from './upload-quota';
import { checkingKeyOf, completionDeadline, uploadKeyOf } from './upload-window';
import { sanitizeStoredVideo } from './video-sanitizer';

/*
 * Sending a file: starting an upload for its owner, then completing it, which checks the sent file by
 * its content and keeps a clean copy of it.
 */

/** How long the browser has to start sending the file (a large video on a slow line included). */
const UPLOAD_GRANT_SECONDS = 30 * 60;

const COMPANY_PURPOSES: readonly UploadPurpose[] = [
  'company_logo',
  'company_media',
  'company_additional_file',
  // the welcome video of an e-mail template (modules/email-templates)
  'template_video',
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
