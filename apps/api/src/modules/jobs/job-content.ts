import { missingJobFields } from '@veil/domain';
import type { EmployerJob, EmployerJobListItem, JobContent } from '@veil/domain/contracts';
import type { jobPosts } from './jobs.schema';

/*
 * A `job_posts` row as its readers see it. `toJobContent` is what every reader shares (employers,
 * candidates, signed-out visitors of a shared link); each reader adds its own fields on top.
 */

export type JobPostRow = typeof jobPosts.$inferSelect;

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** The content fields of `JobContentSchema`: the salary range from its two columns, times as ISO strings. */
export function toJobContent(row: JobPostRow): JobContent {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    jobTypeDescription: row.jobTypeDescription,
    jobTypes: row.jobTypes,
    contractType: row.contractType,
    experience: row.experience,
    officeLocation: row.officeLocation,
    workPlace: row.workPlace,
    salaryRange: { from: row.salaryFrom, to: row.salaryTo },
    industry: row.industry,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    benefits: row.benefits,
    infos: row.infos,
    skillTags: row.skillTags,
    screeningQuestions: row.screeningQuestions,
    audioQuestions: row.audioQuestions,
    languages: row.languages,
    status: row.status,
    publishedAt: iso(row.publishedAt),
    closedAt: iso(row.closedAt),
  };
}

/**
 * What a job's own company sees: the content plus the share code, what publishing still needs and
 * who changed it when. `applicationCount` is the number of applications the job received; there are
 * none until applications exist (their work adds the table and the count), so callers pass 0.
 */
export function toEmployerJob(row: JobPostRow, applicationCount: number): EmployerJob {
  return {
    ...toJobContent(row),
    companyId: row.companyId,
    sharableCode: row.sharableCode,
    applicationCount,
    missingFields: missingJobFields(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** A row of the employer's job list. */
export function toEmployerJobListItem(
  row: Pick<JobPostRow, 'id' | 'jobTitle' | 'status' | 'createdAt' | 'publishedAt'>,
  applicationCount: number,
): EmployerJobListItem {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    status: row.status,
    applicationCount,
    createdAt: row.createdAt.toISOString(),
    publishedAt: iso(row.publishedAt),
  };
}
