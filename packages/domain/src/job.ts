import { z } from 'zod';
import { AUDIO_QUESTION_MAX_SECONDS, AUDIO_QUESTION_MIN_SECONDS } from './limits';

export const CONTRACT_TYPES = [
  'permanent',
  'fixed_term',
  'personnel_leasing',
  'freelance',
  'apprenticeship_study',
  'working_student',
] as const;
export const ContractTypeSchema = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof ContractTypeSchema>;

export const JOB_TYPES = ['full_time', 'part_time', 'freelancer'] as const;
export const JobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobTypeSchema>;

export const WORK_ARRANGEMENTS = ['on_site', 'remote', 'hybrid'] as const;
export const WorkArrangementSchema = z.enum(WORK_ARRANGEMENTS);
export type WorkArrangement = z.infer<typeof WorkArrangementSchema>;

/**
 * Experience options as the spec lists them: single years and one-year spans first, then the wider
 * spans ('2_5_years', '5_10_years', 'over_10_years') that the search filter uses.
 */
export const EXPERIENCE_OPTIONS = [
  'under_1_year',
  '1_year',
  '1_2_years',
  '2_years',
  '2_3_years',
  '3_years',
  '3_4_years',
  '4_years',
  '4_5_years',
  '5_years',
  'over_5_years',
  '2_5_years',
  '5_10_years',
  'over_10_years',
] as const;
export const ExperienceOptionSchema = z.enum(EXPERIENCE_OPTIONS);
export type ExperienceOption = z.infer<typeof ExperienceOptionSchema>;

/**
 * A job is a draft until published, then open (accepting applications) until closed. Candidates see
 * open and closed jobs only; a closed job says "position closed" and takes no applications.
 */
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** The salary range of a job with no salary given. */
export const EMPTY_SALARY_RANGE = { from: 0, to: 0 } as const;

/** Whole euros a year; anything above is a typo (and would not fit the database column). */
export const SALARY_MAX = 10_000_000;

// Form inputs send '' or null for an empty amount; both mean 0, which together with the other
// amount being 0 is the spec's "no salary given".
const salaryAmount = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 0 : value),
  z
    .number({ error: 'validation.salary.notNumber' })
    .int({ error: 'validation.salary.notNumber' })
    .max(SALARY_MAX, { error: 'validation.tooLarge' }),
);

/** Salary range: both 0 (not given), or two positive numbers with from < to. */
export const SalaryRangeSchema = z
  .object({ from: salaryAmount, to: salaryAmount })
  .superRefine((range, ctx) => {
    if (range.from === 0 && range.to === 0) return;
    if (range.from <= 0)
      ctx.addIssue({ code: 'custom', message: 'validation.salary.positive', path: ['from'] });
    if (range.to <= 0) ctx.addIssue({ code: 'custom', message: 'validation.salary.positive', path: ['to'] });
    if (range.from > 0 && range.to > 0 && range.from >= range.to) {
      ctx.addIssue({ code: 'custom', message: 'validation.salary.order', path: ['to'] });
    }
  })
  .default(EMPTY_SALARY_RANGE);
export type SalaryRange = z.infer<typeof SalaryRangeSchema>;

/** Whether a salary range means "no salary given". */
export function isSalaryEmpty(range: SalaryRange): boolean {
  return range.from === 0 && range.to === 0;
}

/** Answer time of an audio question in whole seconds: 5 s to 3 min. */
export const AudioQuestionDurationSchema = z
  .number({ error: 'validation.invalidType' })
  .int({ error: 'validation.invalidType' })
  .refine((seconds) => seconds >= AUDIO_QUESTION_MIN_SECONDS && seconds <= AUDIO_QUESTION_MAX_SECONDS, {
    error: 'validation.audioQuestion.duration',
    params: { min: AUDIO_QUESTION_MIN_SECONDS, max: AUDIO_QUESTION_MAX_SECONDS / 60 },
  });
