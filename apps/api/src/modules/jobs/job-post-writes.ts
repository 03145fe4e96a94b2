import { randomBytes } from 'node:crypto';
import {
  JOB_RICH_TEXT_FIELDS,
  type JobPostInput,
  type JobRichTextField,
  missingCompanyFields,
  TEXT_LIMITS,
} from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/session';
import { sanitizeRichText, visibleText } from '../../content/rich-text';
import type { DbOrTx, Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { jobPosts } from './jobs.schema';

/*
 * The writes every way of making a job shares (the editor and the CSV/Excel import): the company
 * gate, sanitised rich text within its limit, and an unguessable share code.
 */

/** 18 random bytes as base64url: 24 characters that nobody can guess or enumerate. */
export function newSharableCode(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * A rich-text section as stored: sanitised to the allowed tags, its visible text within the job
 * description limit (3000). `path` names the field in the error, so a form or an import report can
 * point at it.
 */
export function cleanJobRichText(
  field: JobRichTextField,
  html: string,
  path: readonly (string | number)[] = [field],
): string {
  const clean = sanitizeRichText(html);
  const visible = visibleText(clean);
  if (visible.length > TEXT_LIMITS.jobDescription) {
    throw new AppError('invalid_request_body', {
      issues: [{ path, message: 'validation.tooLong', params: { max: TEXT_LIMITS.jobDescription } }],
    });
  }
  return visible.length === 0 ? '' : clean;
}

/**
 * Jobs can be created or imported only when the company's required information is complete
 * (spec section 6); the error lists what is missing so the web can say it or send a power user there.
 */
export async function assertCompanyReadyForJobs(db: DbOrTx, companyId: string): Promise<void> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('company_not_found');
  const missing = missingCompanyFields(company);
  if (missing.length > 0) throw new AppError('company_incomplete', { missingFields: missing });
}

/**
 * Inserts whole jobs as drafts in one statement (the import's all-or-nothing needs the caller's
 * transaction). Rich text is sanitised here; `rowPath` lets the import name the row of an error.
 */
export async function insertJobPosts(
  tx: Tx,
  input: {
    companyId: string;
    actor: Actor;
    jobs: readonly JobPostInput[];
    rowPath?: (index: number) => readonly (string | number)[];
  },
): Promise<{ id: string }[]> {
  if (input.jobs.length === 0) return [];
  const now = new Date();
  const values = input.jobs.map((job, index) => {
    const prefix = input.rowPath?.(index) ?? [];
    const rich = Object.fromEntries(
      JOB_RICH_TEXT_FIELDS.map((field) => [field, cleanJobRichText(field, job[field], [...prefix, field])]),
    ) as Record<JobRichTextField, string>;
    return {
      companyId: input.companyId,
      jobTitle: job.jobTitle,
      jobTypeDescription: job.jobTypeDescription,
      jobTypes: job.jobTypes,
      contractType: job.contractType,
      experience: job.experience,
      officeLocation: job.officeLocation,
      workPlace: job.workPlace,
      salaryFrom: job.salaryRange.from,
      salaryTo: job.salaryRange.to,
      industry: job.industry,
      ...rich,
      skillTags: job.skillTags,
      screeningQuestions: job.screeningQuestions,
      audioQuestions: job.audioQuestions,
      languages: job.languages,
      status: 'draft' as const,
      sharableCode: newSharableCode(),
      createdAt: now,
      createdBy: input.actor.email,
      updatedAt: now,
      updatedBy: input.actor.email,
    };
  });
  return tx.insert(jobPosts).values(values).returning({ id: jobPosts.id });
}
