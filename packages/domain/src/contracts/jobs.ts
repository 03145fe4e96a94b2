import { oc } from '@orpc/contract';
import { z } from 'zod';
import { IndustrySchema } from '../company';
import {
  ContractTypeSchema,
  ExperienceOptionSchema,
  JobStatusSchema,
  JobTypeSchema,
  WorkArrangementSchema,
} from '../job';
import {
  AudioQuestionSchema,
  JobInformationSchema,
  JobLanguageSchema,
  JobSectionUpdateSchema,
  ScreeningQuestionSchema,
} from '../job-post';
import { PageQuerySchema, pageOf } from '../paging';

/*
 * Job posts (spec sections 3, 4 and 7): employers write and run them, candidates find, read and
 * save published ones, admins list every company's. Drafts never leave the employer's company.
 */

const salaryRange = z.object({ from: z.number(), to: z.number() });

/** What every reader of a job sees: its information and sections, without anything internal. */
export const JobContentSchema = z.object({
  id: z.uuid(),
  jobTitle: z.string(),
  jobTypeDescription: z.string(),
  jobTypes: z.array(JobTypeSchema),
  contractType: ContractTypeSchema,
  experience: ExperienceOptionSchema,
  officeLocation: z.string(),
  workPlace: z.array(WorkArrangementSchema),
  salaryRange,
  industry: IndustrySchema,
  responsibilities: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  infos: z.string(),
  skillTags: z.array(z.string()),
  screeningQuestions: z.array(ScreeningQuestionSchema),
  audioQuestions: z.array(AudioQuestionSchema),
  languages: z.array(JobLanguageSchema),
  status: JobStatusSchema,
  publishedAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
});
export type JobContent = z.infer<typeof JobContentSchema>;

/** A job as its company's employers see and edit it. */
export const EmployerJobSchema = JobContentSchema.extend({
  companyId: z.uuid(),
  /** the code of the shareable link `/candidate/jobs/share/{sharableCode}`; regenerating it retires the old link */
  sharableCode: z.string(),
  applicationCount: z.number().int().min(0),
  /** fields still empty that publishing needs */
  missingFields: z.array(z.string()),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().nullable(),
});
export type EmployerJob = z.infer<typeof EmployerJobSchema>;

/** A row of the employer's job list (spec: id, jobTitle, createdAt, applicationCount, status). */
export const EmployerJobListItemSchema = z.object({
  id: z.uuid(),
  jobTitle: z.string(),
  status: JobStatusSchema,
  applicationCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
});
export type EmployerJobListItem = z.infer<typeof EmployerJobListItemSchema>;

/** The company a candidate sees next to a job. */
export const JobCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** a short-lived address of the company's logo, if it has one */
  logoUrl: z.string().nullable(),
});

/** A published job as candidates (and signed-out visitors of a shared link) see it. */
export const CandidateJobSchema = JobContentSchema.extend({
  company: JobCompanySchema,
  /** whether the signed-in candidate saved it; null for a signed-out visitor */
  isSaved: z.boolean().nullable(),
});
export type CandidateJob = z.infer<typeof CandidateJobSchema>;

/** A result of the candidate's job search and of the Saved tab. */
export const CandidateJobListItemSchema = z.object({
  id: z.uuid(),
  jobTitle: z.string(),
  company: JobCompanySchema,
  officeLocation: z.string(),
  workPlace: z.array(WorkArrangementSchema),
  jobTypes: z.array(JobTypeSchema),
  contractType: ContractTypeSchema,
  experience: ExperienceOptionSchema,
  salaryRange,
  industry: IndustrySchema,
  skillTags: z.array(z.string()),
  status: JobStatusSchema,
  publishedAt: z.iso.datetime().nullable(),
  isSaved: z.boolean(),
});
export type CandidateJobListItem = z.infer<typeof CandidateJobListItemSchema>;

/** A row of the admin's table of every job post. */
export const AdminJobPostSchema = z.object({
  id: z.uuid(),
  jobTitle: z.string(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  status: JobStatusSchema,
  applicationCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
});
export type AdminJobPost = z.infer<typeof AdminJobPostSchema>;

const listText = z.string().trim().max(100).optional();
const csvList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(item).max(20).optional(),
  );

/** Employer job list query (spec section 7: jobTitle, status, lastIndex, pageSize). */
export const EmployerJobQuerySchema = PageQuerySchema.extend({
  jobTitle: listText,
  status: JobStatusSchema.optional(),
});

/** A yes/no of a query string: `true` or `false` as written in the address. */
const queryFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean().optional(),
);

/**
 * Candidate job search (spec section 7: keyword, location, salaryRange, jobTypes, experiences,
 * industries). With a keyword, results are ranked by relevance; without, newest first. A salary
 * filter keeps jobs whose range reaches into the wanted one. Open jobs only, unless `includeClosed`
 * asks for the closed ones too (shown as closed, among the open ones in the same order): a candidate
 * exploring wants jobs they can apply to.
 */
export const JobSearchQuerySchema = PageQuerySchema.extend({
  keyword: listText,
  location: listText,
  salaryFrom: z.coerce.number().int().min(0).max(10_000_000).optional(),
  salaryTo: z.coerce.number().int().min(0).max(10_000_000).optional(),
  jobTypes: csvList(JobTypeSchema),
  experiences: csvList(ExperienceOptionSchema),
  industries: csvList(IndustrySchema),
  includeClosed: queryFlag,
});
export type JobSearchQuery = z.infer<typeof JobSearchQuerySchema>;

/**
 * A page of the search. `correctedKeyword`: the words searched when some word of the keyword was
 * found in no job and was replaced by the most similar title word ("Projektmanagr" →
 * "projektmanager"); null when the keyword was searched as written. `correctedLocation`: the places
 * searched when no job's place holds the location as written and it was taken as misspelt ("Nürnbrg"
 * → ["Nürnberg"]), most similar first; null when it was found as written (or there is none, or it
 * stands for more places than a search names).
 */
export const JobSearchPageSchema = pageOf(CandidateJobListItemSchema).extend({
  correctedKeyword: z.string().nullable(),
  correctedLocation: z.array(z.string()).nullable(),
});
export type JobSearchPage = z.infer<typeof JobSearchPageSchema>;

/** Admin job post list: every company's, searchable by title and company, filtered by status. */
export const AdminJobPostQuerySchema = PageQuerySchema.extend({
  jobTitle: listText,
  companyName: listText,
  status: JobStatusSchema.optional(),
});

const jobId = z.object({ jobId: z.uuid() });

type WithJobId<T extends readonly z.ZodObject[]> = {
  [K in keyof T]: T[K] extends z.ZodObject<infer Shape> ? z.ZodObject<Shape & typeof jobId.shape> : never;
};
const withJobId = <T extends readonly z.ZodObject[]>(options: T) =>
  options.map((option) => option.extend(jobId.shape)) as unknown as WithJobId<T>;
/**
 * One section of one job: each option of JobSectionUpdateSchema with the job's id from the path. A
 * discriminated union of whole objects (rather than the path object intersected with the union), so
 * the OpenAPI document describes each section with its own required fields.
 */
export const JobSectionUpdateRequestSchema = z.discriminatedUnion(
  'updateType',
  withJobId(JobSectionUpdateSchema.options),
);

const removed = z.object({ deleted: z.literal(true) });
const employerTags = ['job posts'];
const candidateTags = ['jobs'];

export const employerJobsContract = {
  list: oc
    .route({ method: 'GET', path: '/company-jobs', summary: "The company's job posts", tags: employerTags })
    .input(EmployerJobQuerySchema)
    .output(pageOf(EmployerJobListItemSchema)),
  create: oc
    .route({
      method: 'POST',
      path: '/company-jobs',
      summary: 'Create a draft from its job information (company information must be complete)',
      tags: employerTags,
    })
    .input(JobInformationSchema)
    .output(EmployerJobSchema),
  get: oc
    .route({ method: 'GET', path: '/company-jobs/{jobId}', summary: 'One job post', tags: employerTags })
    .input(jobId)
    .output(EmployerJobSchema),
  update: oc
    .route({
      method: 'PATCH',
      path: '/company-jobs/{jobId}',
      summary: 'Save one section of a draft or open job, named by updateType',
      tags: employerTags,
    })
    .input(JobSectionUpdateRequestSchema)
    .output(EmployerJobSchema),
  publish: oc
    .route({
      method: 'POST',
      path: '/company-jobs/{jobId}/publish',
      summary: 'Publish a complete draft',
      tags: employerTags,
    })
    .input(jobId)
    .output(EmployerJobSchema),
  close: oc
    .route({
      method: 'POST',
      path: '/company-jobs/{jobId}/close',
      summary: 'Close an open job: no more applications are received',
      tags: employerTags,
    })
    .input(jobId)
    .output(EmployerJobSchema),
  regenerateShareCode: oc
    .route({
      method: 'POST',
      path: '/company-jobs/{jobId}/share-code',
      summary: 'A new shareable link; the old one stops working',
      tags: employerTags,
    })
    .input(jobId)
    .output(EmployerJobSchema),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/company-jobs/{jobId}',
      summary: 'Delete a job and erase its applications (each leaves a deletion log)',
      tags: employerTags,
    })
    .input(jobId)
    .output(removed),
};

export const candidateJobsContract = {
  search: oc
    .route({
      method: 'GET',
      path: '/jobs',
      summary: 'Explore: published jobs, by relevance for a keyword, else newest first',
      tags: candidateTags,
    })
    .input(JobSearchQuerySchema)
    .output(JobSearchPageSchema),
  listSaved: oc
    .route({
      method: 'GET',
      path: '/jobs/saved',
      summary: "The candidate's saved jobs, last saved first",
      tags: candidateTags,
    })
    .input(PageQuerySchema)
    .output(pageOf(CandidateJobListItemSchema)),
  get: oc
    .route({ method: 'GET', path: '/jobs/{jobId}', summary: 'A published job', tags: candidateTags })
    .input(jobId)
    .output(CandidateJobSchema),
  save: oc
    .route({ method: 'PUT', path: '/jobs/{jobId}/saved', summary: 'Save a job', tags: candidateTags })
    .input(jobId)
    .output(z.object({ isSaved: z.literal(true) })),
  unsave: oc
    .route({ method: 'DELETE', path: '/jobs/{jobId}/saved', summary: 'Unsave a job', tags: candidateTags })
    .input(jobId)
    .output(z.object({ isSaved: z.literal(false) })),
  getShared: oc
    .route({
      method: 'GET',
      path: '/jobs/share/{shareCode}',
      summary: 'A job by its shareable link; open to signed-out visitors',
      tags: candidateTags,
    })
    .input(z.object({ shareCode: z.string().min(1).max(64) }))
    .output(CandidateJobSchema),
};

export const adminJobPostsContract = {
  list: oc
    .route({
      method: 'GET',
      path: '/admin/job-posts',
      summary: "Every company's job posts, newest first",
      tags: ['admin'],
    })
    .input(AdminJobPostQuerySchema)
    .output(pageOf(AdminJobPostSchema)),
};
