import { oc } from '@orpc/contract';
import { z } from 'zod';
import { MediaKindSchema } from '../upload';

/** The purposes `POST /media` accepts (the spec's `type`); the rest of FILE_PURPOSES have their own calls. */
export const UPLOAD_PURPOSES = [
  'company_logo',
  'company_media',
  'company_additional_file',
  'employer_profile',
  'candidate_profile',
  'candidate_pdf_cv',
  'candidate_audio_answer',
  'template_video',
] as const;
export const UploadPurposeSchema = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof UploadPurposeSchema>;

/** What the browser knows about the file it is about to send. */
export const NewUploadSchema = z.object({
  type: UploadPurposeSchema,
  filename: z.string().trim().min(1).max(255),
  /** the browser's MIME type of the file (`File.type`) */
  mediaType: z.string().trim().max(255),
  /** bytes, as `File.size` */
  size: z.number().int().min(0),
});
export type NewUpload = z.infer<typeof NewUploadSchema>;

/** Where and how the browser sends the file: one `PUT` of the raw bytes with exactly these headers. */
export const UploadTicketSchema = z.object({
  uploadId: z.uuid(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type UploadTicket = z.infer<typeof UploadTicketSchema>;

/** A checked, stored upload. `fileName` is the uploader's own (sanitised) name, shown to them only. */
export const UploadSchema = z.object({
  uploadId: z.uuid(),
  purpose: UploadPurposeSchema,
  status: z.enum(['uploading', 'done', 'error', 'removed']),
  mediaKind: MediaKindSchema.nullable(),
  contentType: z.string(),
  size: z.number().int(),
  fileName: z.string(),
});
export type Upload = z.infer<typeof UploadSchema>;

/** A short-lived address to fetch a stored file from. */
export const SignedFileUrlSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type SignedFileUrl = z.infer<typeof SignedFileUrlSchema>;

const uploadPath = z.object({ uploadId: z.uuid() });
const tags = ['media'];

/**
 * Browser uploads in three steps (spec section 7, POST /media): ask for a ticket, `PUT` the file
 * straight to storage, then ask the server to check and keep it.
 */
export const mediaContract = {
  create: oc
    .route({ method: 'POST', path: '/media', summary: 'Start an upload: where to PUT the file', tags })
    .input(NewUploadSchema)
    .output(UploadTicketSchema),
  complete: oc
    .route({
      method: 'POST',
      path: '/media/{uploadId}/complete',
      summary:
        'Check the uploaded file by its content and keep it without metadata (images re-encoded, PDFs rewritten, videos cleaned)',
      tags,
    })
    .input(uploadPath)
    .output(UploadSchema),
  download: oc
    .route({
      method: 'GET',
      path: '/media/{uploadId}/download',
      summary: 'A short-lived URL to fetch a stored file',
      tags,
    })
    .input(uploadPath)
    .output(SignedFileUrlSchema),
};
