import { z } from 'zod';
import { AUDIO_QUESTION_MAX_SECONDS, AUDIO_QUESTION_MIN_SECONDS } from './limits';
import {
  CONTRACT_TYPES,
  EMPTY_SALARY_RANGE,
  EXPERIENCE_OPTIONS,
  JOB_STATUSES,
  JOB_TYPES,
  SALARY_MAX,
  WORK_ARRANGEMENTS,
} from './values';

export const ContractTypeSchema = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof ContractTypeSchema>;

export const JobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobTypeSchema>;

export const WorkArrangementSchema = z.enum(WORK_ARRANGEMENTS);
export type WorkArrangement = z.infer<typeof WorkArrangementSchema>;

export const ExperienceOptionSchema = z.enum(EXPERIENCE_OPTIONS);
export type ExperienceOption = z.infer<typeof ExperienceOptionSchema>;

export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

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

/** Answer time of an audio question in whole seconds: 5 s to 3 min. */
export const AudioQuestionDurationSchema = z
  .number({ error: 'validation.invalidType' })
  .int({ error: 'validation.invalidType' })
  .refine((seconds) => seconds >= AUDIO_QUESTION_MIN_SECONDS && seconds <= AUDIO_QUESTION_MAX_SECONDS, {
    error: 'validation.audioQuestion.duration',
    params: { min: AUDIO_QUESTION_MIN_SECONDS, max: AUDIO_QUESTION_MAX_SECONDS / 60 },
  });
