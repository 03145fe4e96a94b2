import { z } from 'zod';
import { LanguageIsoSchema } from './languages';
import { noDuplicates } from './list-rules';
import { CANDIDATE_LINK_KINDS, GENDERS, LANGUAGE_LEVELS } from './values';

export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const CandidateLinkKindSchema = z.enum(CANDIDATE_LINK_KINDS);
export type CandidateLinkKind = z.infer<typeof CandidateLinkKindSchema>;

export const LanguageLevelSchema = z.enum(LANGUAGE_LEVELS);
export type LanguageLevel = z.infer<typeof LanguageLevelSchema>;

/** The rank of a language level, 1 (basic knowledge) to 4 (business fluent). */
export function languageLevelRank(level: LanguageLevel): number {
  return LANGUAGE_LEVELS.indexOf(level) + 1;
}

/** Whether a candidate's level reaches the level a job asks for. */
export function meetsLanguageLevel(candidate: LanguageLevel, required: LanguageLevel): boolean {
  return languageLevelRank(candidate) >= languageLevelRank(required);
}

/** One language of a candidate profile. */
export const CandidateLanguageSchema = z.object({ iso: LanguageIsoSchema, level: LanguageLevelSchema });
export type CandidateLanguage = z.infer<typeof CandidateLanguageSchema>;

/** The candidate's languages; the same language twice is reported on the languages field. */
export const CandidateLanguagesSchema = z
  .array(CandidateLanguageSchema)
  .superRefine(noDuplicates((language) => language.iso, 'languages', ['iso']));
