import { FILE_LIMITS } from '@veil/domain';
import type {
  CompanyDocument,
  CompanyDocumentType,
  CompanyLogo,
  CompanyMediaItem,
} from '@veil/domain/contracts';
import { and, eq, max } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import { deleteStoredFiles, markUploadRemoved, takeCompanyUpload } from '../media/media.service';
import { asDocument, countCompanyFiles, toLogo, toMediaItem } from './company-files.queries';
import { companyDocuments, companyMediaItems } from './company-files.schema';

/** A power user acting on their own company's files (the routes check the role). */
type PowerUser = EmployerPrincipal;

/** Locks the company row: attaching files one at a time keeps the count limits exact under parallel calls. */
async function lockCompany(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({ id: companies.id, logoUploadId: companies.logoUploadId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) throw new AppError('company_not_found');
  return company;
}

async function assertRoomFor(
  tx: Tx,
  companyId: string,
  purpose: 'company_media' | 'company_additional_file',
) {
  const maxFiles = FILE_LIMITS[purpose].maxFiles;
  if ((await countCompanyFiles(tx, companyId, purpose)) >= maxFiles)
    throw new AppError('too_many_files', { max: maxFiles });
}

/** Adds a completed company_media upload as the company's last media item. */
export async function addCompanyMedia(
  deps: ServiceDeps,
  actor: PowerUser,
  input: { uploadId: string; isSelected: boolean },
): Promise<CompanyMediaItem> {
  const { companyId } = actor;
  const row = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const upload = await takeCompanyUpload(tx, {
      uploadId: input.uploadId,
      companyId,
      purpose: 'company_media',
    });
    const [existing] = await tx
      .select({ id: companyMediaItems.id })
      .from(companyMediaItems)
      .where(eq(companyMediaItems.uploadId, upload.id));
    if (existing) throw new AppError('invalid_request_body', { field: 'uploadId' });
    await assertRoomFor(tx, companyId, 'company_media');
    const [last] = await tx
      .select({ sortOrder: max(companyMediaItems.sortOrder) })
      .from(companyMediaItems)
      .where(eq(companyMediaItems.companyId, companyId));
    const [item] = await tx
      .insert(companyMediaItems)
      .values({
        companyId,
        uploadId: upload.id,
        mediaType: upload.mediaKind === 'video' ? 'video' : 'image',
        isSelected: input.isSelected,
        sortOrder: (last?.sortOrder ?? -1) + 1,
        createdBy: actor.email,
      })
      .returning();
    if (!item) throw new AppError('unhandled_error');
    return { item, upload };
  });
  return toMediaItem(deps, row, actor);
}

/** Shows or hides a media item on the company's public page. */
export async function selectCompanyMedia(
  deps: ServiceDeps,
  actor: PowerUser,
  input: { mediaId: string; isSelected: boolean },
): Promise<CompanyMediaItem> {
  const row = await deps.db.transaction(async (tx) => {
    const [item] = await tx
      .update(companyMediaItems)
      .set({ isSelected: input.isSelected })
      .where(and(eq(companyMediaItems.id, input.mediaId), eq(companyMediaItems.companyId, actor.companyId)))
      .returning();
    if (!item) throw new AppError('file_not_found');
    const upload = await takeCompanyUpload(tx, {
      uploadId: item.uploadId,
      companyId: actor.companyId,
      purpose: 'company_media',
    });
    return { item, upload };
  });
  return toMediaItem(deps, row, actor);
}

/** Removes a media item: its upload is marked removed and the stored file deleted. */
export async function removeCompanyMedia(deps: ServiceDeps, actor: PowerUser, mediaId: string) {
  const key = await deps.db.transaction(async (tx) => {
    const [item] = await tx
      .delete(companyMediaItems)
      .where(and(eq(companyMediaItems.id, mediaId), eq(companyMediaItems.companyId, actor.companyId)))
      .returning({ uploadId: companyMediaItems.uploadId });
    if (!item) throw new AppError('file_not_found');
    return markUploadRemoved(tx, item.uploadId);
  });
  await deleteStoredFiles(deps, [key]);
  return { deleted: true as const };
}

/** Adds a completed company_additional_file upload (a PDF) as a document with the given name. */
export async function addCompanyDocument(
  deps: ServiceDeps,
  actor: PowerUser,
  input: { uploadId: string; fileType: CompanyDocumentType; displayName: string },
): Promise<CompanyDocument> {
  const { companyId } = actor;
  const row = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const upload = await takeCompanyUpload(tx, {
      uploadId: input.uploadId,
      companyId,
      purpose: 'company_additional_file',
    });
    const [existing] = await tx
      .select({ id: companyDocuments.id })
      .from(companyDocuments)
      .where(eq(companyDocuments.uploadId, upload.id));
    if (existing) throw new AppError('invalid_request_body', { field: 'uploadId' });
    await assertRoomFor(tx, companyId, 'company_additional_file');
    const [document] = await tx
      .insert(companyDocuments)
      .values({
        companyId,
        uploadId: upload.id,
        fileType: input.fileType,
        displayName: input.displayName,
        createdBy: actor.email,
      })
      .returning();
    if (!document) throw new AppError('unhandled_error');
    return { document, upload };
  });
  return asDocument(deps, row, actor);
}

/** Removes a document: its upload is marked removed and the stored file deleted. */
export async function removeCompanyDocument(deps: ServiceDeps, actor: PowerUser, documentId: string) {
  const key = await deps.db.transaction(async (tx) => {
    const [document] = await tx
      .delete(companyDocuments)
      .where(and(eq(companyDocuments.id, documentId), eq(companyDocuments.companyId, actor.companyId)))
      .returning({ uploadId: companyDocuments.uploadId });
    if (!document) throw new AppError('file_not_found');
    return markUploadRemoved(tx, document.uploadId);
  });
  await deleteStoredFiles(deps, [key]);
  return { deleted: true as const };
}

/** Makes a completed company_logo upload the logo; the previous logo is removed with its file. */
export async function setCompanyLogo(
  deps: ServiceDeps,
  actor: PowerUser,
  uploadId: string,
): Promise<CompanyLogo> {
  const { upload, replacedKey } = await deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, actor.companyId);
    const upload = await takeCompanyUpload(tx, {
      uploadId,
      companyId: actor.companyId,
      purpose: 'company_logo',
    });
    if (company.logoUploadId === upload.id) return { upload, replacedKey: null };
    await tx
      .update(companies)
      .set({ logoUploadId: upload.id, updatedAt: new Date(), updatedBy: actor.email })
      .where(eq(companies.id, actor.companyId));
    const replacedKey = company.logoUploadId ? await markUploadRemoved(tx, company.logoUploadId) : null;
    return { upload, replacedKey };
  });
  await deleteStoredFiles(deps, [replacedKey]);
  return toLogo(deps, upload, actor);
}

/** Removes the company's logo and its file. */
export async function removeCompanyLogo(deps: ServiceDeps, actor: PowerUser) {
  const key = await deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, actor.companyId);
    if (!company.logoUploadId) throw new AppError('file_not_found');
    await tx
      .update(companies)
      .set({ logoUploadId: null, updatedAt: new Date(), updatedBy: actor.email })
      .where(eq(companies.id, actor.companyId));
    return markUploadRemoved(tx, company.logoUploadId);
  });
  await deleteStoredFiles(deps, [key]);
  return { deleted: true as const };
}
