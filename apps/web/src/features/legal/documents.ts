import type { Locale } from '@veil/domain/i18n';
import type { LegalDocument, LegalDocumentKind } from './legal-document';
import { privacyDe } from './privacy.de';
import { privacyEn } from './privacy.en';
import { termsDe } from './terms.de';
import { termsEn } from './terms.en';

/**
 * Every legal text by document and language, for the checks that compare them; the app loads one
 * text at a time (`texts.ts`).
 */
export const LEGAL_DOCUMENTS: Record<LegalDocumentKind, Record<Locale, LegalDocument>> = {
  terms: { de: termsDe, en: termsEn },
  privacy: { de: privacyDe, en: privacyEn },
};
