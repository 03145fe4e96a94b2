import { FILE_LIMITS, type FilePurpose, formatFileSize } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n';
import type { TFunction } from '../../lib/translator';

/** The accepted types of a purpose for the file picker, e.g. `{ 'image/png': ['.png'] }`. */
export function acceptedTypes(purpose: FilePurpose): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const rule of FILE_LIMITS[purpose].rules) {
    for (const mime of rule.mimeTypes) {
      accept[mime] = [...new Set([...(accept[mime] ?? []), ...rule.extensions.map((ext) => `.${ext}`)])];
    }
  }
  return accept;
}

/** What a purpose accepts, in words: "PNG, JPG, JPEG up to 5 MB · MP4, WEBM up to 1 GB · at most 12 files". */
export function rulesHint(purpose: FilePurpose, locale: Locale, t: TFunction): string {
  const limit = FILE_LIMITS[purpose];
  const parts = limit.rules.map((rule) =>
    t('uploads.rule', {
      types: rule.extensions.map((ext) => ext.toUpperCase()).join(', '),
      max: formatFileSize(rule.maxBytes, locale),
    }),
  );
  if (limit.maxFiles > 1) parts.push(t('uploads.maxFiles', { max: limit.maxFiles }));
  return parts.join(' · ');
}
