import type { Locale } from '@veil/domain/i18n';

/** The two public legal documents of the candidate area. */
export const LEGAL_DOCUMENT_KINDS = ['terms', 'privacy'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** An entry of a bulleted list: plain text, or a term set in bold followed by its explanation. */
export type LegalListItem = string | { readonly term: string; readonly text: string };

/**
 * A block of text: a string is a paragraph, an array is a bulleted list. E-mail addresses and
 * `https://` addresses in the text become links when the page renders it.
 */
export type LegalBlock = string | readonly LegalListItem[];

export type LegalSubsection = {
  readonly heading: string;
  readonly body: readonly LegalBlock[];
};

export type LegalSection = {
  /** Anchor of the section; the same in every language, so a switch of language keeps the place. */
  readonly id: string;
  readonly heading: string;
  readonly body: readonly LegalBlock[];
  readonly subsections?: readonly LegalSubsection[];
};

/** One legal text in one language, as plain data: the page renders it, tests compare languages. */
export type LegalDocument = {
  readonly kind: LegalDocumentKind;
  readonly locale: Locale;
  readonly title: string;
  /** The version's date (ISO `YYYY-MM-DD`), shown as "Stand" / "As of". */
  readonly versionDate: string;
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
};
