import { oc } from '@orpc/contract';
import { z } from 'zod';
import { requiredText } from '../validation';

export const COMPANY_DOCUMENT_TYPES = ['data_protection', 'other'] as const;
export const CompanyDocumentTypeSchema = z.enum(COMPANY_DOCUMENT_TYPES);
export type CompanyDocumentType = z.infer<typeof CompanyDocumentTypeSchema>;

const signedUrl = { url: z.string(), urlExpiresAt: z.iso.datetime() };

/** The company's logo with a short-lived address to show it. */
export const CompanyLogoSchema = z.object({ uploadId: z.uuid(), ...signedUrl });
export type CompanyLogo = z.infer<typeof CompanyLogoSchema>;

/** One picture or video of the company (spec: companyMediaAssets); selected ones show on the public page. */
export const CompanyMediaItemSchema = z.object({
  id: z.uuid(),
  uploadId: z.uuid(),
  mediaType: z.enum(['image', 'video']),
  isSelected: z.boolean(),
  sortOrder: z.number().int(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
  ...signedUrl,
});
export type CompanyMediaItem = z.infer<typeof CompanyMediaItemSchema>;

/** One PDF of the company (spec: companyAdditionalFiles); data-protection documents show on the public page. */
export const CompanyDocumentSchema = z.object({
  id: z.uuid(),
  uploadId: z.uuid(),
  fileType: CompanyDocumentTypeSchema,
  displayName: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
  ...signedUrl,
});
export type CompanyDocument = z.infer<typeof CompanyDocumentSchema>;

export const CompanyFilesSchema = z.object({
  logo: CompanyLogoSchema.nullable(),
  media: z.array(CompanyMediaItemSchema),
  documents: z.array(CompanyDocumentSchema),
});
export type CompanyFiles = z.infer<typeof CompanyFilesSchema>;

/** What candidates see of a company's files: its logo, the selected media, the data-protection documents. */
export const PublicCompanyFilesSchema = z.object({
  logo: CompanyLogoSchema.nullable(),
  media: z.array(z.object({ id: z.uuid(), mediaType: z.enum(['image', 'video']), ...signedUrl })),
  documents: z.array(
    z.object({ id: z.uuid(), fileType: CompanyDocumentTypeSchema, displayName: z.string(), ...signedUrl }),
  ),
});
export type PublicCompanyFiles = z.infer<typeof PublicCompanyFilesSchema>;

export const NewCompanyDocumentSchema = z.object({
  uploadId: z.uuid(),
  fileType: CompanyDocumentTypeSchema,
  /** the name candidates and colleagues see; the uploader's file name is never shown to them */
  displayName: requiredText('title'),
});

const removed = z.object({ deleted: z.literal(true) });
const tags = ['company files'];

/** A company's logo, media and documents: power users change them, every employer of the company reads them. */
export const companyFilesContract = {
  list: oc
    .route({
      method: 'GET',
      path: '/companies/files',
      summary: "The company's logo, media and documents",
      tags,
    })
    .output(CompanyFilesSchema),
  setLogo: oc
    .route({ method: 'PUT', path: '/companies/logo', summary: 'Use a completed upload as the logo', tags })
    .input(z.object({ uploadId: z.uuid() }))
    .output(CompanyLogoSchema),
  removeLogo: oc
    .route({ method: 'DELETE', path: '/companies/logo', summary: 'Remove the logo', tags })
    .output(removed),
  addMedia: oc
    .route({
      method: 'POST',
      path: '/companies/media',
      summary: 'Add a completed upload as a media item',
      tags,
    })
    .input(z.object({ uploadId: z.uuid(), isSelected: z.boolean().default(true) }))
    .output(CompanyMediaItemSchema),
  selectMedia: oc
    .route({
      method: 'PUT',
      path: '/companies/media/{mediaId}',
      summary: 'Show or hide a media item on the public company page',
      tags,
    })
    .input(z.object({ mediaId: z.uuid(), isSelected: z.boolean() }))
    .output(CompanyMediaItemSchema),
  removeMedia: oc
    .route({ method: 'DELETE', path: '/companies/media/{mediaId}', summary: 'Remove a media item', tags })
    .input(z.object({ mediaId: z.uuid() }))
    .output(removed),
  addDocument: oc
    .route({
      method: 'POST',
      path: '/companies/documents',
      summary: 'Add a completed upload as a document',
      tags,
    })
    .input(NewCompanyDocumentSchema)
    .output(CompanyDocumentSchema),
  removeDocument: oc
    .route({
      method: 'DELETE',
      path: '/companies/documents/{documentId}',
      summary: 'Remove a document',
      tags,
    })
    .input(z.object({ documentId: z.uuid() }))
    .output(removed),
  listPublic: oc
    .route({
      method: 'GET',
      path: '/companies/{companyId}/public-files',
      summary: "What candidates see of a company's files",
      tags,
    })
    .input(z.object({ companyId: z.uuid() }))
    .output(PublicCompanyFilesSchema),
};
