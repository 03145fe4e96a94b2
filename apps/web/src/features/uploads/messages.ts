import {
  checkFile,
  FILE_LIMITS,
  type FileCheck,
  type FileDescription,
  type FilePurpose,
  fileCheckMessage,
  fileExtension,
} from '@veil/domain';
import type { Locale } from '@veil/domain/i18n';
import { ApiError } from '../../lib/api-errors';
import { errorMessage } from '../../lib/error-message';
import type { Translator as I18n } from '../../lib/translator';

type FileCheckCode = Extract<FileCheck, { ok: false }>['code'];
const FILE_CHECK_CODES: readonly string[] = [
  'file_empty',
  'file_type_not_allowed',
  'file_too_large',
  'too_many_files',
] satisfies FileCheckCode[];

function isFileCheckCode(code: string): code is FileCheckCode {
  return FILE_CHECK_CODES.includes(code);
}

/** Describes a file the way `File` does, for the domain's checks. */
export function describeFile(file: File): FileDescription {
  return { name: file.name, size: file.size, mimeType: file.type };
}

/** The browser-side check before anything is sent: the same rules and texts as the server's. */
export function precheckFile(
  purpose: FilePurpose,
  file: File,
  existingCount: number,
  locale: Locale,
): string | null {
  const check = checkFile(purpose, describeFile(file), existingCount);
  return check.ok ? null : fileCheckMessage(check, locale);
}

/**
 * The text for a failed upload in the user's language. The server's file codes get the same
 * message as the browser's pre-check (naming the allowed types, the size limit or the maximum
 * number of files), a refused content (e.g. a renamed program) saying so first; everything else the
 * app's usual error text.
 */
export function uploadErrorMessage(
  error: unknown,
  purpose: FilePurpose,
  file: FileDescription,
  locale: Locale,
  i18n: I18n,
): string {
  if (!(error instanceof ApiError) || !isFileCheckCode(error.code)) return errorMessage(error, i18n);
  const limit = FILE_LIMITS[purpose];
  const extension = fileExtension(file.name);
  const rule = limit.rules.find((r) => r.extensions.includes(extension)) ?? limit.rules[0];
  const message = fileCheckMessage({ ok: false, code: error.code, limit, rule }, locale);
  // the browser's check passed, so the server looked inside: name and content do not match
  return error.code === 'file_type_not_allowed' ? `${i18n.t('uploads.contentMismatch')} ${message}` : message;
}
