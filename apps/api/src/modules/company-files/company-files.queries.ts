import type {
  CompanyDocument,
  CompanyFiles,
  CompanyLogo,
  CompanyMediaItem,
  PublicCompanyFiles,
} from '@veil/domain/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { EmployerPrincipal, FileUser } from '../../auth/session';
import type { Db, DbOrTx } from '../../db/client';
import { companies, uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import { fileUrlFor } from '../media/file-links';
import { findUpload, type UploadRow } from '../media/media.service';
import { companyDocuments, companyMediaItems } from './company-files.schema';

type MediaRow = { item: typeof companyMediaItems.$inferSelect; upload: UploadRow };
type DocumentRow = { document: typeof companyDocuments.$inferSelect; upload: UploadRow };

/** How many files of a counted purpose the company holds (media items or documents). */
export async function countCompanyFiles(
  db: DbOrTx,
  companyId: string,
  purpose: 'company_media' | 'company_additional_file',
): Promise<number> {
  const table = purpose === 'company_media' ? companyMediaItems : companyDocuments;
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.companyId, companyId));
  return row?.n ?? 0;
}

export async function toMediaItem(
  deps: ServiceDeps,
  row: MediaRow,
  viewer: FileUser,
): Promise<CompanyMediaItem> {
  return {
    id: row.item.id,
    uploadId: row.upload.id,
    mediaType: row.item.mediaType,
    isSelected: row.item.isSelected,
    sortOrder: row.item.sortOrder,
    contentType: row.upload.contentType,
    size: row.upload.size,
    createdAt: row.item.createdAt.toISOString(),
    ...(await fileUrlFor(deps.storage, row.upload, { viewer, attachment: false })),
  };
}

export async function asDocument(
  deps: ServiceDeps,
  row: DocumentRow,
  viewer: FileUser,
): Promise<CompanyDocument> {
  return {
    id: row.document.id,
    uploadId: row.upload.id,
    fileType: row.document.fileType,
    displayName: row.document.displayName,
    size: row.upload.size,
    createdAt: row.document.createdAt.toISOString(),
    ...(await fileUrlFor(deps.storage, row.upload, { viewer, attachment: true })),
  };
}

export async function toLogo(deps: ServiceDeps, upload: UploadRow, viewer: FileUser): Promise<CompanyLogo> {
  return { uploadId: upload.id, ...(await fileUrlFor(deps.storage, upload, { viewer, attachment: false })) };
}

async function mediaRows(db: Db, companyId: string, selectedOnly: boolean): Promise<MediaRow[]> {
  return db
    .select({ item: companyMediaItems, upload: uploads })
    .from(companyMediaItems)
    .innerJoin(uploads, eq(uploads.id, companyMediaItems.uploadId))
    .where(
      and(
        eq(companyMediaItems.companyId, companyId),
        selectedOnly ? eq(companyMediaItems.isSelected, true) : undefined,
      ),
    )
    .orderBy(asc(companyMediaItems.sortOrder), asc(companyMediaItems.id));
}

async function documentRows(db: Db, companyId: string, publicOnly: boolean): Promise<DocumentRow[]> {
  return db
    .select({ document: companyDocuments, upload: uploads })
    .from(companyDocuments)
    .innerJoin(uploads, eq(uploads.id, companyDocuments.uploadId))
    .where(
      and(
        eq(companyDocuments.companyId, companyId),
        publicOnly ? eq(companyDocuments.fileType, 'data_protection') : undefined,
      ),
    )
    .orderBy(asc(companyDocuments.createdAt), asc(companyDocuments.id));
}

async function logoUpload(db: Db, companyId: string): Promise<UploadRow | null> {
  const [company] = await db
    .select({ logoUploadId: companies.logoUploadId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.logoUploadId) return null;
  const upload = await findUpload(db, company.logoUploadId);
  return upload?.status === 'done' ? upload : null;
}

/** The company's logo, media and documents, for any of its employers. */
export async function listCompanyFiles(deps: ServiceDeps, viewer: EmployerPrincipal): Promise<CompanyFiles> {
  const logo = await logoUpload(deps.db, viewer.companyId);
  const media = await mediaRows(deps.db, viewer.companyId, false);
  const documents = await documentRows(deps.db, viewer.companyId, false);
  return {
    logo: logo ? await toLogo(deps, logo, viewer) : null,
    media: await Promise.all(media.map((row) => toMediaItem(deps, row, viewer))),
    documents: await Promise.all(documents.map((row) => asDocument(deps, row, viewer))),
  };
}

/**
 * What a company's public page shows: the logo, the selected media and the data-protection
 * documents. Open to candidates (for an active company) and to the company's own employers.
 */
export async function listPublicCompanyFiles(
  deps: ServiceDeps,
  viewer: FileUser,
  companyId: string,
): Promise<PublicCompanyFiles> {
  if (viewer.pool === 'employer' && viewer.companyId !== companyId) throw new AppError('company_not_found');
  const [company] = await deps.db
    .select({ isActive: companies.isActive })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || (viewer.pool === 'candidate' && !company.isActive)) throw new AppError('company_not_found');
  const logo = await logoUpload(deps.db, companyId);
  const media = await mediaRows(deps.db, companyId, true);
  const documents = await documentRows(deps.db, companyId, true);
  return {
    logo: logo ? await toLogo(deps, logo, viewer) : null,
    media: await Promise.all(
      media.map(async (row) => {
        const { id, mediaType, url, urlExpiresAt } = await toMediaItem(deps, row, viewer);
        return { id, mediaType, url, urlExpiresAt };
      }),
    ),
    documents: await Promise.all(
      documents.map(async (row) => {
        const { id, fileType, displayName, url, urlExpiresAt } = await asDocument(deps, row, viewer);
        return { id, fileType, displayName, url, urlExpiresAt };
      }),
    ),
  };
}

/** Whether a company file shows on the company's public page (so any signed-in candidate may read it). */
export async function isPublicCompanyUpload(db: Db, upload: UploadRow): Promise<boolean> {
  if (!upload.companyId) return false;
  const [company] = await db
    .select({ logoUploadId: companies.logoUploadId, isActive: companies.isActive })
    .from(companies)
    .where(eq(companies.id, upload.companyId));
  if (!company?.isActive) return false;
  if (company.logoUploadId === upload.id) return true;
  const [media] = await db
    .select({ id: companyMediaItems.id })
    .from(companyMediaItems)
    .where(and(eq(companyMediaItems.uploadId, upload.id), eq(companyMediaItems.isSelected, true)));
  if (media) return true;
  const [document] = await db
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.uploadId, upload.id), eq(companyDocuments.fileType, 'data_protection')));
  return Boolean(document);
}

/** The upload rules of the company purposes, for the media routes (see `UploadPolicy`). */
export const companyUploadPolicy = {
  async countExisting(db: Db, user: FileUser, purpose: string): Promise<number> {
    if (user.pool !== 'employer') return 0;
    if (purpose !== 'company_media' && purpose !== 'company_additional_file') return 0;
    return countCompanyFiles(db, user.companyId, purpose);
  },
  isPublic: isPublicCompanyUpload,
};
