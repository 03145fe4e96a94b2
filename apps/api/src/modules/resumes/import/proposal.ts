import type { ResumeImportSource, ResumeProposal } from '@veil/domain';
import { languageIsoOf, languageLevelOf } from './language-names';

type Proposal = ResumeProposal;
export type ProposedLanguage = Proposal['languages'][number];
export type ProposedLink = Proposal['socialLinks'][number];

/** A proposal with every section empty, for the parsers to fill. */
export function emptyProposal(source: ResumeImportSource): Proposal {
  return {
    source,
    language: null,
    userDetails: { firstName: '', lastName: '', email: '', phoneNumber: '', headline: '', location: '' },
    workExperiences: [],
    educations: [],
    languages: [],
    tags: [],
    certifications: [],
    rewards: [],
    socialLinks: [],
  };
}

/** First and last name of a full name: the last word is the last name ("Kanishka Manna, PhD" drops the title). */
export function splitName(full: string): { firstName: string; lastName: string } {
  const name = full
    .replace(/,\s*(phd|dr\.?|md|mba|msc|m\.sc\.|b\.sc\.|ph\.d\.)$/i, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim();
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

/** A language entry from its name and an optional level wording. */
export function proposeLanguage(name: string, levelText: string): ProposedLanguage {
  return {
    name: name.trim(),
    iso: languageIsoOf(name),
    level: levelText ? languageLevelOf(levelText) : null,
  };
}

const EMAIL = /[\p{L}0-9._%+-]+@[\p{L}0-9.-]+\.[a-z]{2,}/iu;
const PHONE = /(?:\+|\(\+?)?\d[\d ()./-]{6,}\d/;

/** The first e-mail address in a text, or ''. */
export function emailIn(text: string): string {
  return text.match(EMAIL)?.[0] ?? '';
}

/** The first phone number in a text (at least eight digits), or ''. */
export function phoneIn(text: string): string {
  for (const found of text.matchAll(new RegExp(PHONE, 'g'))) {
    // a birth date or a range of dates is no phone number ("01.01.1980", "01/06/2007–28/03/2007")
    if (
      /\d{1,2}\s*[./]\s*\d{1,2}\s*[./]\s*(?:19|20)\d{2}|(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)\d{2}|(?<!\d)\d{1,2}\s*[./]\s*(?:19|20)\d{2}(?!\d)/.test(
        found[0],
      )
    )
      continue;
    const digits = found[0].replace(/\D/g, '');
    if (digits.length >= 8 && digits.length <= 15 && !/^(19|20)\d{2}(19|20)\d{2}$/.test(digits))
      return found[0].trim();
  }
  return '';
}

/** The link kind of a URL: LinkedIn, GitHub, or a website. */
export function linkOf(url: string): ProposedLink {
  const link = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  if (/linkedin\.com\//i.test(link)) return { linkType: 'linkedIn', link };
  if (/github\.com\//i.test(link)) return { linkType: 'github', link };
  return { linkType: 'website', link };
}

/** The web addresses in a text (with or without scheme, not e-mail domains). */
export function urlsIn(text: string): string[] {
  const found = text.match(
    /(?<![@\w.])(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|de|dev|me|info|eu|ch|at|co|app)(?:\/[^\s|,;]*)?/gi,
  );
  return found ?? [];
}

/** Adds links, one per kind at most for LinkedIn and GitHub, without duplicates. */
export function addLinks(proposal: Proposal, urls: string[]): void {
  for (const url of urls) {
    const link = linkOf(url);
    if (proposal.socialLinks.some((known) => known.link === link.link)) continue;
    if (link.linkType !== 'website' && proposal.socialLinks.some((known) => known.linkType === link.linkType))
      continue;
    proposal.socialLinks.push(link);
  }
}

const GERMAN_WORDS = new Set(
  'und der die das des den dem ein eine einer eines mit für bei von vom im zu zur zum auf als auch nicht sich ich wir sowie über durch nach aus am oder seit bis heute ist sind war wurde werden unter mehr sehr ausbildung kenntnisse sprachen berufserfahrung lebenslauf tätigkeiten studium schule abschluss muttersprache grundkenntnisse verhandlungssicher fließend'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'and the a an with for at of to on as by from is was are were my our i have has which including present experience education skills languages resume university developed managed led built responsible'.split(
    ' ',
  ),
);

/**
 * Whether the words of a text read German rather than English: common function words of each
 * language ("in" and "an" are both, so only English "an" counts when German "in" would), and
 * words with umlauts or ß as a little German evidence of their own.
 */
export function languageOfText(text: string): 'de' | 'en' | null {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  let de = 0;
  let en = 0;
  for (const word of words) {
    if (GERMAN_WORDS.has(word)) de += 1;
    else if (ENGLISH_WORDS.has(word)) en += 1;
    else if (/[äöüß]/.test(word)) de += 0.5;
  }
  if (de === 0 && en === 0) return null;
  return de > en ? 'de' : 'en';
}
