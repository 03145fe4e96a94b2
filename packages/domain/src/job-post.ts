import { z } from 'zod';
import { LanguageLevelSchema } from './candidate';
import { IndustrySchema } from './company';
import {
  AudioQuestionDurationSchema,
  ContractTypeSchema,
  ExperienceOptionSchema,
  type JobStatus,
  JobTypeSchema,
  SalaryRangeSchema,
  WorkArrangementSchema,
} from './job';
import { LanguageIsoSchema } from './languages';
import { noDuplicates, normalisedKey, SkillTagsSchema } from './list-rules';
import { limitedText, requiredText } from './validation';

/*
 * A job post as employers write it (spec section 3, Job post), in the sections the editor saves one
 * at a time (spec section 4, Job). The form, the API and the CSV/Excel import check the same
 * schemas, so a rule holds wherever a job comes from.
 */

/** At most this many screening questions, audio questions and languages per job. */
export const JOB_QUESTIONS_MAX = 10;
export const JOB_LANGUAGES_MAX = 10;

/**
 * Rich text sections arrive as HTML of the allowed tags and are sanitised on the server; the text a
 * reader sees is limited to the job description limit (3000), checked there after sanitising.
 */
export const JOB_RICH_TEXT_MAX_HTML = 20_000;
export const JobRichTextSchema = z.string().max(JOB_RICH_TEXT_MAX_HTML, { error: 'validation.tooLong' });

const oneOrMore = <T extends z.ZodType>(item: T, field: string) =>
  z
    .array(item)
    .refine((values) => values.length > 0, { error: 'validation.required', params: { field }, abort: true })
    .superRefine(noDuplicates((value) => String(value), field));

/** The "job information" section: what every job must say before it can be saved at all. */
export const JobInformationSchema = z.object({
  jobTitle: requiredText('jobTitle', 'basicText'),
  jobTypeDescription: limitedText('specialText').default(''),
  jobTypes: oneOrMore(JobTypeSchema, 'jobTypes'),
  contractType: ContractTypeSchema,
  experience: ExperienceOptionSchema,
  officeLocation: requiredText('officeLocation', 'basicText'),
  workPlace: oneOrMore(WorkArrangementSchema, 'workPlace'),
  salaryRange: SalaryRangeSchema,
  industry: IndustrySchema,
});
export type JobInformation = z.infer<typeof JobInformationSchema>;

export const ScreeningQuestionSchema = z.object({ question: requiredText('question', 'question') });
export type ScreeningQuestion = z.infer<typeof ScreeningQuestionSchema>;

/** An audio question with the time the candidate has to answer it (5 s to 3 min). */
export const AudioQuestionSchema = z.object({
  question: requiredText('question', 'question'),
  duration: AudioQuestionDurationSchema,
});
export type AudioQuestion = z.infer<typeof AudioQuestionSchema>;

export const JobLanguageSchema = z.object({ iso: LanguageIsoSchema, level: LanguageLevelSchema });
export type JobLanguage = z.infer<typeof JobLanguageSchema>;

export const ScreeningQuestionsSchema = z
  .array(ScreeningQuestionSchema)
  .max(JOB_QUESTIONS_MAX, { error: 'validation.tooMany' })
  .superRefine(noDuplicates((q: ScreeningQuestion) => normalisedKey(q.question), 'question', ['question']));

export const AudioQuestionsSchema = z
  .array(AudioQuestionSchema)
  .max(JOB_QUESTIONS_MAX, { error: 'validation.tooMany' })
  .superRefine(noDuplicates((q: AudioQuestion) => normalisedKey(q.question), 'question', ['question']));

export const JobLanguagesSchema = z
  .array(JobLanguageSchema)
  .max(JOB_LANGUAGES_MAX, { error: 'validation.tooMany' })
  .superRefine(noDuplicates((language: JobLanguage) => language.iso, 'languages', ['iso']));

/**
 * The sections of the job editor, each saved on its own with its own saving state (spec section 4:
 * audio question, benefits, infos, requirements, responsibilities, screening question, skills,
 * languages; plus the job information every job starts with).
 */
export const JobSectionUpdateSchema = z.discriminatedUnion('updateType', [
  JobInformationSchema.extend({ updateType: z.literal('job_information') }),
  z.object({ updateType: z.literal('responsibilities'), responsibilities: JobRichTextSchema }),
  z.object({ updateType: z.literal('requirements'), requirements: JobRichTextSchema }),
  z.object({ updateType: z.literal('benefits'), benefits: JobRichTextSchema }),
  z.object({ updateType: z.literal('infos'), infos: JobRichTextSchema }),
  z.object({ updateType: z.literal('skills'), skillTags: SkillTagsSchema }),
  z.object({ updateType: z.literal('screening_questions'), screeningQuestions: ScreeningQuestionsSchema }),
  z.object({ updateType: z.literal('audio_questions'), audioQuestions: AudioQuestionsSchema }),
  z.object({ updateType: z.literal('languages'), languages: JobLanguagesSchema }),
]);
export type JobSectionUpdate = z.infer<typeof JobSectionUpdateSchema>;
export type JobSection = JobSectionUpdate['updateType'];
export const JOB_SECTIONS = JobSectionUpdateSchema.options.map(
  (option) => option.shape.updateType.value,
) as JobSection[];

/** The rich text sections (sanitised HTML; their visible text counts against the 3000 limit). */
export const JOB_RICH_TEXT_FIELDS = ['responsibilities', 'requirements', 'benefits', 'infos'] as const;
export type JobRichTextField = (typeof JOB_RICH_TEXT_FIELDS)[number];

/**
 * A whole job in one go: what an imported row and a created job carry. Responsibilities and
 * requirements are required here because a job without them cannot be published.
 */
export const JobPostInputSchema = JobInformationSchema.extend({
  responsibilities: JobRichTextSchema.refine((html) => html.trim().length > 0, {
    error: 'validation.required',
    params: { field: 'responsibilities' },
  }),
  requirements: JobRichTextSchema.refine((html) => html.trim().length > 0, {
    error: 'validation.required',
    params: { field: 'requirements' },
  }),
  benefits: JobRichTextSchema.default(''),
  infos: JobRichTextSchema.default(''),
  skillTags: SkillTagsSchema.default([]),
  screeningQuestions: ScreeningQuestionsSchema.default([]),
  audioQuestions: AudioQuestionsSchema.default([]),
  languages: JobLanguagesSchema.default([]),
});
export type JobPostInput = z.infer<typeof JobPostInputSchema>;

/** Fields a job needs before it can be published; the editor lists the missing ones. */
export const JOB_REQUIRED_FOR_PUBLISHING = ['responsibilities', 'requirements'] as const;
export type JobPublishingField = (typeof JOB_REQUIRED_FOR_PUBLISHING)[number];

/** The fields still missing before a job can be published (blank rich text counts as missing). */
export function missingJobFields(
  job: Partial<Record<JobPublishingField, string | null>>,
): JobPublishingField[] {
  return JOB_REQUIRED_FOR_PUBLISHING.filter((field) => {
    const html = job[field];
    return !html || html.replace(/<[^>]*>/g, '').trim() === '';
  });
}

/**
 * The lifecycle of a job (spec section 4, Job): publish a complete draft, close an open job after
 * the warning that no more applications will be received. A closed job stays closed. The API and
 * the web read this one table.
 */
export const JOB_ACTIONS = {
  publish: { from: ['draft'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
} as const satisfies Record<string, { from: readonly JobStatus[]; to: JobStatus }>;
export type JobAction = keyof typeof JOB_ACTIONS;

/** Whether `action` may be taken on a job in `status`. */
export function canTakeJobAction(action: JobAction, status: JobStatus): boolean {
  return (JOB_ACTIONS[action].from as readonly JobStatus[]).includes(status);
}

/** Drafts and open jobs can be edited; a closed job is kept as it was when it closed. */
export function isJobEditable(status: JobStatus): boolean {
  return status !== 'closed';
}

/** Candidates see published jobs only (open ones to apply to, closed ones with "position closed"). */
export function isJobVisibleToCandidates(status: JobStatus): boolean {
  return status !== 'draft';
}
