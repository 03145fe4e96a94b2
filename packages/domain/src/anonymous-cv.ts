import { z } from 'zod';
import { type CandidateLanguage, LanguageLevelSchema, meetsLanguageLevel } from './candidate';
import { CompanySizeSchema, IndustrySchema } from './company';
import { personalValuesOf } from './identifying-values';
import { JobTypeSchema } from './job';
import type { JobLanguage } from './job-post';
import { type RedactionKind, redactor } from './redaction';
import { monthOf, monthsBetween, type ResumeInput } from './resume';

/*
 * The anonymous CV (spec section 3; ARCHITECTURE "The one promise"): the only view of a candidate an
 * employer reads before a reveal, built by this one pure function. It keeps what a candidate can do
 * and drops who they are: no names, contacts, links, photo, birth date, gender, organisation or
 * school names, certificates, and no dates. Durations replace dates, and the entries are ordered by
 * duration (longest first) so that their order does not date the candidate either. Every free text
 * passes through the redaction.
 */

export const DurationSchema = z.object({
  years: z.number().int().min(0),
  months: z.number().int().min(0).max(11),
});
export type Duration = z.infer<typeof DurationSchema>;

export const AnonymousCvSchema = z.object({
  workInformation: z.object({ personalHeadline: z.string(), openTo: z.array(JobTypeSchema) }),
  workExperiences: z.array(
    z.object({
      industry: IndustrySchema,
      companySize: CompanySizeSchema,
      jobTitle: z.string(),
      duration: DurationSchema,
      jobDescription: z.string(),
    }),
  ),
  educations: z.array(z.object({ degreeOfStudy: z.string() })),
  tags: z.array(z.string()),
  langMatch: z.object({
    /** the candidate's languages; `matches` says whether it meets the job's level (null without a job) */
    languages: z.array(
      z.object({ iso: z.string(), level: LanguageLevelSchema, matches: z.boolean().nullable() }),
    ),
    /** how many of the job's languages the candidate does not speak at the asked level */
    nonMatchCount: z.number().int().min(0),
  }),
  /** what the redaction masked, by kind; the candidate's review page points at these */
  masked: z.array(z.string()),
});
export type AnonymousCv = z.infer<typeof AnonymousCvSchema>;

function durationOf(months: number): Duration {
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** A job's languages, to match the candidate's against (`langMatch`). */
export type AnonymousCvJob = { languages: readonly JobLanguage[] };

/**
 * Builds the anonymous CV of a resume, matched against a job's languages when one is given. `now`
 * ends the entries that are still running.
 */
export function toAnonymousCv(
  resume: ResumeInput,
  options: { job?: AnonymousCvJob; now: Date },
): AnonymousCv {
  const masked = new Set<RedactionKind>();
  const redact = redactor(personalValuesOf(resume));
  const clean = (text: string) => {
    const result = redact(text);
    for (const kind of result.masked) masked.add(kind);
    return result.text;
  };
  const currentMonth = monthOf(options.now);

  const workExperiences = resume.workExperiences
    .map((experience) => ({
      months: monthsBetween(
        experience.workFrom,
        experience.currentlyWorking || !experience.workTo ? currentMonth : experience.workTo,
      ),
      entry: experience,
    }))
    .sort((a, b) => b.months - a.months || a.entry.jobTitle.localeCompare(b.entry.jobTitle))
    .map(({ months, entry }) => ({
      industry: entry.industry,
      companySize: entry.companySize,
      jobTitle: clean(entry.jobTitle),
      duration: durationOf(months),
      jobDescription: clean(entry.jobDescription),
    }));

  const educations = resume.educations
    .map((education) => ({ degreeOfStudy: clean(education.degree) }))
    .sort((a, b) => a.degreeOfStudy.localeCompare(b.degreeOfStudy));

  const jobLanguages = options.job?.languages ?? [];
  const speaks = (wanted: JobLanguage, own: readonly CandidateLanguage[]) =>
    own.some((language) => language.iso === wanted.iso && meetsLanguageLevel(language.level, wanted.level));
  const languages = [...resume.languages]
    .sort((a, b) => a.iso.localeCompare(b.iso))
    .map((language) => {
      const wanted = jobLanguages.find((job) => job.iso === language.iso);
      return {
        iso: language.iso,
        level: language.level,
        matches: options.job ? (wanted ? meetsLanguageLevel(language.level, wanted.level) : false) : null,
      };
    });

  return {
    workInformation: {
      personalHeadline: clean(resume.workInformation.personalHeadline),
      openTo: [...resume.workInformation.openTo].sort(),
    },
    workExperiences,
    educations,
    tags: resume.tags.map(clean).sort((a, b) => a.localeCompare(b)),
    langMatch: {
      languages,
      nonMatchCount: jobLanguages.filter((wanted) => !speaks(wanted, resume.languages)).length,
    },
    masked: [...masked].sort(),
  };
}
