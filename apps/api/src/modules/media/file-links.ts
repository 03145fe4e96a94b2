import { fileExtension } from '@veil/domain';
import type { SignedFileUrl } from '@veil/domain/contracts';
import type { FileUser } from '../../auth/session';
import { AppError } from '../../errors/app-error';
import type { Storage } from '../../storage';
import { findUpload, type MediaDeps, type UploadRow } from './media.service';

/*
 * Reading a stored file: short-lived signed URLs, for whoever may read it.
 */

/** How long a URL to read a stored file works. */
export const FILE_URL_SECONDS = 15 * 60;

/** Purposes whose files no download link ever reaches (raw recordings, until they are deleted). */
const NEVER_SERVED_PURPOSES: readonly string[] = ['candidate_audio_answer'];

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
