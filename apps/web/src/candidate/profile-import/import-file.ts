import { checkFile, FILE_LIMITS, fileCheckMessage, fileExtension, formatFileSize } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n';
import { describeFile } from '../../features/uploads/messages';
import type { TFunction } from '../../lib/translator';

/**
 * The longest LinkedIn export the API takes in its request body (700 KB; its body limit is 1 MiB of
 * base64). LinkedIn's ZIP of a profile without messages is far smaller.
 */
export const LINKEDIN_EXPORT_MAX_BYTES = 700 * 1024;

/** A file the import can read: a PDF (a CV or LinkedIn's "Save to PDF") or LinkedIn's data export. */
export type ImportFile = { kind: 'pdf' | 'linkedin_export'; file: File };

/** What the file picker offers: PDFs, ZIPs and CSVs under the names browsers give them. */
export const IMPORT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
};

/**
 * Sorts a chosen file by its name and checks it before anything is sent: a PDF against the upload
 * rules of candidate_pdf_cv (the server's own texts), an export against the request's limit. A
 * refusal comes with its text in the reader's language.
 */
export function classifyImportFile(
  file: File,
  locale: Locale,
  t: TFunction,
): { ok: true; file: ImportFile } | { ok: false; message: string } {
  const extension = fileExtension(file.name);
  if (extension === 'pdf') {
    const check = checkFile('candidate_pdf_cv', describeFile(file), 0);
    return check.ok
      ? { ok: true, file: { kind: 'pdf', file } }
      : { ok: false, message: fileCheckMessage(check, locale) };
  }
  if (extension !== 'zip' && extension !== 'csv')
    return { ok: false, message: t('errors.cv_import_unsupported_file') };
  if (file.size === 0) return { ok: false, message: t('errors.file_empty') };
  if (file.size > LINKEDIN_EXPORT_MAX_BYTES)
    return {
      ok: false,
      message: t('candidateImport.choose.exportTooLarge', {
        max: formatFileSize(LINKEDIN_EXPORT_MAX_BYTES, locale),
      }),
    };
  return { ok: true, file: { kind: 'linkedin_export', file } };
}

/** The PDF rule's size limit, for the explanation next to the picker. */
export const PDF_MAX_BYTES = Math.max(...FILE_LIMITS.candidate_pdf_cv.rules.map((rule) => rule.maxBytes));

/** The file's bytes as base64, in slices (a spread of a large array overflows the stack). */
export async function readBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
