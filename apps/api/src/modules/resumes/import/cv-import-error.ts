/** Why a file could not be imported; the review screen names each case in its own words. */
export const CV_IMPORT_ERROR_CODES = [
  /** neither a PDF, a ZIP nor a CSV of LinkedIn's export */
  'unsupported_file',
  /** looks like a supported kind but cannot be parsed (damaged PDF, broken ZIP) */
  'unreadable_file',
  /** no bytes, or a LinkedIn file or export without any rows */
  'empty_file',
  /** a password-protected PDF: its text cannot be read without the password */
  'encrypted_file',
  /** a PDF without a text layer (a scan); reading it needs OCR, which the import does not do */
  'no_text',
] as const;
export type CvImportErrorCode = (typeof CV_IMPORT_ERROR_CODES)[number];

/** The one error the CV import throws; `code` tells the caller which message to show. */
export class CvImportError extends Error {
  readonly code: CvImportErrorCode;

  constructor(code: CvImportErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'CvImportError';
    this.code = code;
  }
}
