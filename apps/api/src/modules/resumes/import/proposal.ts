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

/** Whether the words of a text read German rather than English. */
export function languageOfText(text: string): 'de' | 'en' | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let de = 0;
  let en = 0;
  for (const word of words) {
    if (
      /^(und|der|die|das|mit|für|bei|von|im|seit|bis|heute|ausbildung|kenntnisse|sprachen|berufserfahrung)$/.test(
        word,
      )
    )
      de += 1;
    if (/^(and|the|with|for|at|of|in|present|experience|education|skills|languages)$/.test(word)) en += 1;
  }
  if (de === 0 && en === 0) return null;
  return de > en ? 'de' : 'en';
}
