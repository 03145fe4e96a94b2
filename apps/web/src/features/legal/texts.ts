import type { Locale } from '@veil/domain/i18n/locales';
import type { LegalDocument, LegalDocumentKind } from './legal-document';

/** Each legal text in each language as its own chunk: a page downloads the one text it shows. */
const LEGAL_TEXTS: Record<LegalDocumentKind, Record<Locale, () => Promise<LegalDocument>>> = {
  terms: {
    de: () => import('./terms.de').then((module) => module.termsDe),
    en: () => import('./terms.en').then((module) => module.termsEn),
  },
  privacy: {
    de: () => import('./privacy.de').then((module) => module.privacyDe),
    en: () => import('./privacy.en').then((module) => module.privacyEn),
  },
};

/** The titles, for the links between the texts without downloading the other text. */
export const LEGAL_TITLES: Record<LegalDocumentKind, Record<Locale, string>> = {
  terms: { de: 'Nutzungsbedingungen', en: 'Terms and conditions' },
  privacy: { de: 'Datenschutzerklärung', en: 'Privacy policy' },
};

const loading = new Map<string, Promise<LegalDocument>>();

/** One legal text; the same promise for the same text, as React's `use` needs. */
export function loadLegalText(kind: LegalDocumentKind, locale: Locale): Promise<LegalDocument> {
  const key = `${kind}.${locale}`;
  let text = loading.get(key);
  if (!text) {
    text = LEGAL_TEXTS[kind][locale]();
    loading.set(key, text);
  }
  return text;
}
