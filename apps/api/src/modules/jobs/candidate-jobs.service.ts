import {
  decodeCursor,
  encodeCursor,
  isJobVisibleToCandidates,
  JOB_SEARCH_COUNT_CAP,
  LIST_COUNT_CAP,
  type PageQuery,
} from '@veil/domain';
import type { CandidateJob, CandidateJobListItem, JobSearchQuery } from '@veil/domain/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { companies, uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import type { Storage } from '../../storage';
import { FILE_URL_SECONDS } from '../media/file-links';
import { toJobContent } from './job-content';
import { type ListRow, listColumns, runSearch } from './job-search';
import { encodeSearchCursor } from './job-search.queries';
import { searchStatisticsOf } from './job-search-statistics';
import { jobPosts, savedJobs } from './jobs.schema';

/*
 * What candidates (and signed-out visitors of a shared link) read of job posts: published jobs of
 * active companies only. A draft, or a job of a deactivated company, does not exist for them
 * (job_not_found); a closed job is shown with its status, and the web says job_inactive's message.
 */

type Page<T> = {
  data: T[];
  lastIndex: string | null;
  totalPages: number;
  totalRecords: number;
  totalCapped: boolean;
};

/** Signs each logo once per answer (many rows share a company). */
export function logoSigner(storage: Storage) {
  const signed = new Map<string, Promise<string>>();
  return (key: string | null): Promise<string | null> => {
    if (!key) return Promise.resolve(null);
    let url = signed.get(key);
    if (!url) {
      url = storage.signedDownloadUrl(key, { expiresInSeconds: FILE_URL_SECONDS }).then((s) => s.url);
      signed.set(key, url);
    }
    return url;
  };
}

export async function toListItems(
  storage: Storage,
  rows: readonly ListRow[],
): Promise<CandidateJobListItem[]> {
  const logo = logoSigner(storage);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      jobTitle: row.job_title,
      company: { id: row.company_id, name: row.company_name, logoUrl: await logo(row.logo_key) },
      officeLocation: row.office_location,
      workPlace: row.work_place,
      jobTypes: row.job_types,
      contractType: row.contract_type,
      experience: row.experience,
      salaryRange: { from: row.salary_from, to: row.salary_to },
      industry: row.industry,
      skillTags: row.skill_tags,
      status: row.status,
      publishedAt: row.published_iso,
      isSaved: row.is_saved,
    })),
  );
}

/**
 * Explore: published jobs matching the keyword and the filters, by relevance when there is a
 * keyword (see job-search.queries.ts), newest first otherwise; a word no published job holds is
 * corrected to the most similar title word (`correctedKeyword` names what was searched), a place none
 * holds to the most similar places (`correctedLocation`). Counts stop
 * at JOB_SEARCH_COUNT_CAP.
 */
export async function searchJobs(
  deps: ServiceDeps,
  input: { candidateId: string; query: JobSearchQuery },
): Promise<
  Page<CandidateJobListItem> & { correctedKeyword: string | null; correctedLocation: string[] | null }
> {
  const { plan, rows, matches, corrected } = await runSearch(
    (query) => rowsOf(deps.db, query),
    input,
    searchStatisticsOf(deps.db),
  );
  const pageSize = input.query.pageSize;
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const totalRecords = Math.min(matches, JOB_SEARCH_COUNT_CAP);
  return {
    data: await toListItems(deps.storage, page),
    lastIndex:
      rows.length > pageSize && last
        ? encodeSearchCursor({ tier: last.tier, at: last.cursor_at, id: last.id })
        : null,
    totalRecords,
    totalCapped: matches > JOB_SEARCH_COUNT_CAP,
    totalPages: Math.ceil(totalRecords / pageSize),
    correctedKeyword: corrected ? plan.words.join(' ') : null,
    correctedLocation: plan.filters.fuzzyLocation && plan.filters.places?.length ? plan.filters.places : null,
  };
}

const SAVED_AT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Jobs a candidate may still read: published, of an active company. */
const visibleJob = sql`j.status <> 'draft' and c.is_active`;

/**
 * The Saved tab: the candidate's saved jobs, last saved first, keyset paged on
 * (saved_at, job_id). A saved job that closed stays, shown as closed; one whose company was
 * deactivated is left out.
 */
export async function listSavedJobs(
  deps: ServiceDeps,
  input: { candidateId: string; query: PageQuery },
): Promise<Page<CandidateJobListItem>> {
  let after: SQL = sql`true`;
  if (input.query.lastIndex) {
    const cursor = decodeCursor(input.query.lastIndex);
    if (!cursor || !SAVED_AT.test(cursor.sortValue) || !UUID.test(cursor.id))
      throw new AppError('invalid_query_parameters', { field: 'lastIndex' });
    after = sql`(s.saved_at, s.job_id) < (${cursor.sortValue}::timestamptz, ${cursor.id}::uuid)`;
  }
  const pageSize = input.query.pageSize;
  const rows = await rowsOf<ListRow>(
    deps.db,
    sql`select ${listColumns}, s.saved_at::text as cursor_at, null::int as tier
      from saved_jobs s
      join job_posts j on j.id = s.job_id
      join companies c on c.id = j.company_id
      left join uploads u on u.id = c.logo_upload_id and u.status = 'done'
      where s.candidate_id = ${input.candidateId} and ${visibleJob} and ${after}
      order by s.saved_at desc, s.job_id desc
      limit ${pageSize + 1}`,
  );
  const [counted] = await rowsOf<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from (select 1 from saved_jobs s
      join job_posts j on j.id = s.job_id join companies c on c.id = j.company_id
      where s.candidate_id = ${input.candidateId} and ${visibleJob} limit ${LIST_COUNT_CAP + 1}) saved`,
  );
  const n = Number(counted?.n ?? 0);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const totalRecords = Math.min(n, LIST_COUNT_CAP);
  return {
    data: await toListItems(deps.storage, page),
    lastIndex: rows.length > pageSize && last ? encodeCursor(last.cursor_at, last.id) : null,
    totalRecords,
    totalCapped: n > LIST_COUNT_CAP,
    totalPages: Math.ceil(totalRecords / pageSize),
  };
}

/** One job a candidate may read, by id or share code, with its company and whether they saved it. */
async function readJob(
  deps: ServiceDeps,
  input: { where: SQL; candidateId: string | null },
): Promise<CandidateJob> {
  const saved = input.candidateId
    ? sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.jobId} = ${jobPosts.id} and ${savedJobs.candidateId} = ${input.candidateId})`
    : sql<null>`null`;
  const [row] = await deps.db
    .select({
      job: jobPosts,
      companyName: companies.name,
      companyActive: companies.isActive,
      logoKey: uploads.storageKey,
      isSaved: saved,
    })
    .from(jobPosts)
    .innerJoin(companies, eq(companies.id, jobPosts.companyId))
    .leftJoin(uploads, and(eq(uploads.id, companies.logoUploadId), eq(uploads.status, 'done')))
    .where(input.where);
  if (!row || row.job.status === 'draft' || !row.companyActive) throw new AppError('job_not_found');
  return {
    ...toJobContent(row.job),
    company: {
      id: row.job.companyId,
      name: row.companyName,
      logoUrl: await logoSigner(deps.storage)(row.logoKey),
    },
    isSaved: row.isSaved === null ? null : Boolean(row.isSaved),
  };
}

/** A published job for a signed-in candidate. */
export function getCandidateJob(deps: ServiceDeps, input: { jobId: string; candidateId: string }) {
  return readJob(deps, { where: eq(jobPosts.id, input.jobId), candidateId: input.candidateId });
}

/**
 * A job by its shareable link, for anyone; `isSaved` is null for a visitor who is not a signed-in
 * candidate. A regenerated code retires the old one: it finds nothing (job_not_found).
 */
export function getSharedJob(deps: ServiceDeps, input: { shareCode: string; candidateId: string | null }) {
  return readJob(deps, { where: eq(jobPosts.sharableCode, input.shareCode), candidateId: input.candidateId });
}

/**
 * Saves a job for later. Idempotent: saving a saved job keeps its place in the list. A draft (or a
 * job of a deactivated company) does not exist for candidates; a closed job that is not saved yet
 * cannot be saved (job_inactive): it takes no more applications, so there is nothing to come back
 * to. A job saved while open stays saved when it closes and shows as closed.
 */
export async function saveJob(db: Db, input: { candidateId: string; jobId: string }) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: jobPosts.status, companyActive: companies.isActive, savedAt: savedJobs.savedAt })
      .from(jobPosts)
      .innerJoin(companies, eq(companies.id, jobPosts.companyId))
      .leftJoin(
        savedJobs,
        and(eq(savedJobs.jobId, jobPosts.id), eq(savedJobs.candidateId, input.candidateId)),
      )
      .where(eq(jobPosts.id, input.jobId));
    if (!job || job.status === 'draft' || !job.companyActive) throw new AppError('job_not_found');
    if (job.savedAt) return { isSaved: true as const };
    if (job.status === 'closed') throw new AppError('job_inactive');
    await tx.insert(savedJobs).values(input).onConflictDoNothing();
    return { isSaved: true as const };
  });
}

/** Unsaves a job. Idempotent: unsaving a job that is not saved (or no longer exists) is fine. */
export async function unsaveJob(db: Db, input: { candidateId: string; jobId: string }) {
  await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.candidateId, input.candidateId), eq(savedJobs.jobId, input.jobId)));
  return { isSaved: false as const };
}

/** The candidate's saved jobs as their data export lists them: which job, of which company, since when. */
export async function savedJobsOfCandidate(db: Db, candidateId: string) {
  const rows = await db
    .select({
      jobId: savedJobs.jobId,
      jobTitle: jobPosts.jobTitle,
      companyName: companies.name,
      savedAt: savedJobs.savedAt,
    })
    .from(savedJobs)
    .innerJoin(jobPosts, eq(jobPosts.id, savedJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobPosts.companyId))
    .where(eq(savedJobs.candidateId, candidateId))
    .orderBy(desc(savedJobs.savedAt));
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

/** The languages a published job asks for, to match an anonymous CV against; null for no such job. */
export async function publishedJobLanguages(db: Db, jobId: string) {
  const [row] = await db
    .select({ languages: jobPosts.languages, status: jobPosts.status })
    .from(jobPosts)
    .where(eq(jobPosts.id, jobId));
  return row && isJobVisibleToCandidates(row.status) ? row.languages : null;
}
