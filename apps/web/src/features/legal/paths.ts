import type { Locale } from '@veil/domain/i18n';
import type { LegalDocumentKind } from './legal-document';

/** Route segment of each document below `/candidate/` (spec section 2). */
export const LEGAL_SEGMENTS: Record<LegalDocumentKind, string> = {
  terms: 'terms-conditions',
  privacy: 'privacy-policy',
};

/** The page of a legal document in a language, e.g. `/candidate/privacy-policy/en`. */
export function legalPath(kind: LegalDocumentKind, locale: Locale): string {
  return `/candidate/${LEGAL_SEGMENTS[kind]}/${locale}`;
}
