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

/**
 * The page's own words around a text, in the text's language (not the interface's, which may be the
 * other one: the page reads as one text). Kept beside the texts because only the copy of the
 * interface's language is loaded.
 */
export const LEGAL_PAGE_WORDS: Record<
  Locale,
  {
    contents: string;
    asOf: (date: string) => string;
    /** leads to the text in the other language, so it is written in that language */
    otherLanguage: string;
    print: string;
    seeAlso: string;
    backToContents: string;
  }
> = {
  de: {
    contents: 'Inhalt',
    asOf: (date) => `Stand: ${date}`,
    otherLanguage: 'In English',
    print: 'Drucken',
    seeAlso: 'Siehe auch:',
    backToContents: 'Zurück zum Inhalt',
  },
  en: {
    contents: 'Contents',
    asOf: (date) => `As of ${date}`,
    otherLanguage: 'Auf Deutsch',
    print: 'Print',
    seeAlso: 'See also:',
    backToContents: 'Back to contents',
  },
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
