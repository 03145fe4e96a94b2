import { oc } from '@orpc/contract';
import { z } from 'zod';
import { JOB_IMPORT_FORMATS, JOB_IMPORT_XLSX_MAX_BYTES } from '../job-import';

/*
 * The CSV/Excel import of job posts (spec section 5) and its templates. The file travels inside the
 * JSON body as base64: the API reads JSON only (anything else is refused with 415), the body stays
 * under the server's body limit (the largest file, an .xlsx of 500 KB, is about 683 KB as base64),
 * and the house error handling and validation apply as to every other call.
 */

/** base64 of at most JOB_IMPORT_XLSX_MAX_BYTES; the exact limits per format are checked on the bytes. */
export const JOB_IMPORT_BASE64_MAX_LENGTH = Math.ceil(JOB_IMPORT_XLSX_MAX_BYTES / 3) * 4;

export const JobImportFormatSchema = z.enum(JOB_IMPORT_FORMATS);

export const JobImportFileSchema = z.object({
  /** the file's own name; its extension (.csv, .xlsx) tells the format, checked against the content */
  fileName: z.string().trim().min(1).max(255),
  /** the file's bytes as base64 (a longer text is answered with file_too_large) */
  content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'validation.invalidFormat' }),
});
export type JobImportFile = z.infer<typeof JobImportFileSchema>;

export const JobImportResultSchema = z.object({
  /** how many jobs were imported, all as drafts */
  imported: z.number().int().min(1),
  jobIds: z.array(z.uuid()),
});
export type JobImportResult = z.infer<typeof JobImportResultSchema>;

/**
 * One problem of a rejected file, in `import_rows_invalid`'s `details.problems`: the row as the
 * spreadsheet numbers it (the header is row 1), the column as the file's header names it, and the
 * reason in the caller's language.
 */
export const JobImportProblemSchema = z.object({
  row: z.number().int().min(2),
  column: z.string(),
  code: z.enum(['malformed_csv_data', 'wrong_data_types', 'invalid_request_body']),
  message: z.string(),
});
export type JobImportProblem = z.infer<typeof JobImportProblemSchema>;

export const JobImportTemplateQuerySchema = z.object({
  format: JobImportFormatSchema,
  language: z.enum(['de', 'en']),
});

export const JobImportTemplateSchema = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  /** the file's bytes as base64 */
  content: z.string(),
});
export type JobImportTemplate = z.infer<typeof JobImportTemplateSchema>;

const tags = ['job posts'];

export const jobImportContract = {
  importJobs: oc
    .route({
      method: 'POST',
      path: '/company-jobs/import',
      summary:
        'Import job posts from a CSV (≤ 100 KB) or .xlsx (≤ 500 KB) file as drafts: all rows or, if any row is bad, none (import_rows_invalid lists each problem)',
      tags,
    })
    .input(JobImportFileSchema)
    .output(JobImportResultSchema),
  template: oc
    .route({
      method: 'GET',
      path: '/company-jobs/import/template',
      summary: 'The import template (header row and an example row) as CSV or .xlsx, in German or English',
      tags,
    })
    .input(JobImportTemplateQuerySchema)
    .output(JobImportTemplateSchema),
};
