import { type JobStatus, LIST_COUNT_CAP } from '@veil/domain';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/keyset';
import { companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { JobPostRow } from './job-content';
import { jobPosts } from './jobs.schema';

/*
 * The reads of job posts for their company's employers and for admins. Every employer read is
 * scoped to the caller's company: a job of another company is not found, exactly like one that
 * does not exist, so its existence does not leak.
 */

/** A keyset position in a list newest first: (created_at as PostgreSQL prints it, id). */
export type After = { at: string; id: string } | null;

/**
 * How many job posts the company in the enclosing query has, drafts included: an index-only scan of
 * job_posts_company_created_idx. `companyId` is the outer column (qualified by hand: inside a
 * subquery Drizzle would print it as a bare "id").
 */
export function jobPostCountOf(companyId: SQL) {
  return sql<number>`(select count(*)::int from ${jobPosts} jp where jp.company_id = ${companyId})`;
}

/** The job post of this company, or job_not_found (also for another company's job). */
export async function findCompanyJob(db: DbOrTx, companyId: string, jobId: string): Promise<JobPostRow> {
  const [row] = await db
    .select()
    .from(jobPosts)
    .where(and(eq(jobPosts.id, jobId), eq(jobPosts.companyId, companyId)));
  if (!row) throw new AppError('job_not_found');
  return row;
}

/** Of these job ids, those of open jobs (invitations to apply from the talent pool list only them). */
export async function openJobIdsAmong(db: DbOrTx, jobIds: readonly string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(and(inArray(jobPosts.id, [...jobIds]), eq(jobPosts.status, 'open')));
  return new Set(rows.map((row) => row.id));
}

/**
 * An open job of an active company (one candidates find in the jobs list) as a new-job announcement
 * names it, with what a saved search's filters are first checked against; null for any other job.
 */
export async function openVisibleJob(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({
      jobTitle: jobPosts.jobTitle,
      companyName: companies.name,
      jobTypes: jobPosts.jobTypes,
      industry: jobPosts.industry,
      experience: jobPosts.experience,
    })
    .from(jobPosts)
    .innerJoin(companies, eq(companies.id, jobPosts.companyId))
    .where(and(eq(jobPosts.id, jobId), eq(jobPosts.status, 'open'), eq(companies.isActive, true)));
  return row ?? null;
}

const titleFilter = (jobTitle: string | undefined) =>
  jobTitle ? ilike(jobPosts.jobTitle, `%${escapeLike(jobTitle)}%`) : undefined;
const statusFilter = (status: JobStatus | undefined) => (status ? eq(jobPosts.status, status) : undefined);
const afterFilter = (after: After) =>
  after
    ? sql`(${jobPosts.createdAt}, ${jobPosts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;

const listColumns = {
  id: jobPosts.id,
  jobTitle: jobPosts.jobTitle,
  status: jobPosts.status,
  createdAt: jobPosts.createdAt,
  publishedAt: jobPosts.publishedAt,
  // the cursor keeps the database's microseconds
  cursorAt: sql<string>`${jobPosts.createdAt}::text`,
};

export type EmployerJobFilter = { companyId: string; jobTitle?: string; status?: JobStatus };

function employerJobsWhere(filter: EmployerJobFilter) {
  return and(
    eq(jobPosts.companyId, filter.companyId),
    titleFilter(filter.jobTitle),
    statusFilter(filter.status),
  );
}

/**
 * One page of a company's job posts, newest first (plus one row, to tell whether another page
 * follows). The company and the cursor are index conditions on job_posts_company_created_idx, so a
 * deep page reads no more rows than the first; a title search can use the trigram index.
 */
export function employerJobPageQuery(
  db: DbOrTx,
  page: EmployerJobFilter & { after: After; pageSize: number },
) {
  return db
    .select(listColumns)
    .from(jobPosts)
    .where(and(employerJobsWhere(page), afterFilter(page.after)))
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
    .limit(page.pageSize + 1);
}

/** How many of a company's job posts match, read up to LIST_COUNT_CAP + 1. */
export async function countEmployerJobs(db: DbOrTx, filter: EmployerJobFilter): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(jobPosts)
    .where(employerJobsWhere(filter))
    .limit(LIST_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

export type AdminJobPostFilter = { jobTitle?: string; companyName?: string; status?: JobStatus };

function adminJobPostsWhere(db: DbOrTx, filter: AdminJobPostFilter) {
  // the company name is searched among companies first (companies_name_trgm_idx), then their jobs
  const byCompany = filter.companyName
    ? inArray(
        jobPosts.companyId,
        db
          .select({ id: companies.id })
          .from(companies)
          .where(ilike(companies.name, `%${escapeLike(filter.companyName)}%`)),
      )
    : undefined;
  return and(titleFilter(filter.jobTitle), byCompany, statusFilter(filter.status));
}

/**
 * One page of every company's job posts, drafts included, newest first (plus one row). Without a
 * search it walks job_posts_created_idx backwards from the cursor; a title search can use the
 * trigram index, a company search the companies' trigram index and then each company's jobs.
 */
export function adminJobPostPageQuery(
  db: DbOrTx,
  page: AdminJobPostFilter & { after: After; pageSize: number },
) {
  return db
    .select({ ...listColumns, companyId: jobPosts.companyId, companyName: companies.name })
    .from(jobPosts)
    .innerJoin(companies, eq(companies.id, jobPosts.companyId))
    .where(and(adminJobPostsWhere(db, page), afterFilter(page.after)))
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
    .limit(page.pageSize + 1);
}

/** How many job posts match the admin's search, read up to LIST_COUNT_CAP + 1. */
export async function countAdminJobPosts(db: DbOrTx, filter: AdminJobPostFilter): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(jobPosts)
    .where(adminJobPostsWhere(db, filter))
    .limit(LIST_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}
