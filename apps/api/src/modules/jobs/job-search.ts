import {
  type ContractType,
  type ExperienceOption,
  type Industry,
  JOB_SEARCH_COUNT_CAP,
  type JobStatus,
  type JobType,
  type WorkArrangement,
} from '@veil/domain';
import type { JobSearchQuery } from '@veil/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { RunQuery } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { PLACES_MAX, placesQuery } from './job-places';
import {
  decodeSearchCursor,
  jobMatchQuery,
  keywordWords,
  searchCountQuery,
  searchMatchesQuery,
  searchPageQuery,
} from './job-search.queries';
import {
  type KeywordFacts,
  needsFilterShare,
  readsEveryMatch,
  type SearchPlan,
  surelyCapped,
} from './job-search-plan';
import type { SearchStatistics } from './job-search-statistics';
import { correctKeyword } from './keyword-correction';

/*
 * A candidate's job search from its query to the rows of one page (job-search.queries.ts writes the
 * statements, job-search-plan.ts picks their form, job-search-statistics.ts tells what the column
 * statistics say): the plan, the statements in order, and the list rows that Explore, Saved and
 * For you share. candidate-jobs.service.ts turns the rows into the answer.
 */

/** The columns of a list row, selected from `j` (job_posts), `c` (companies), `u` (logo) and `s` (saved). */
export const listColumns = sql`j.id, j.job_title, j.office_location, j.work_place, j.job_types, j.contract_type,
  j.experience, j.salary_from, j.salary_to, j.industry, j.skill_tags, j.status,
  to_char(j.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_iso,
  c.id as company_id, c.name as company_name, u.storage_key as logo_key, s.job_id is not null as is_saved`;

export type ListRow = {
  id: string;
  job_title: string;
  office_location: string;
  work_place: WorkArrangement[];
  job_types: JobType[];
  contract_type: ContractType;
  experience: ExperienceOption;
  salary_from: number;
  salary_to: number;
  industry: Industry;
  skill_tags: string[];
  status: JobStatus;
  published_iso: string | null;
  company_id: string;
  company_name: string;
  logo_key: string | null;
  is_saved: boolean;
  cursor_at: string;
  tier: number | null;
};

/**
 * The list rows of the jobs `ids` selects (with `cursor_at` and `tier`), in its order. With
 * `withTotal`, `ids` also selects `total` (how many jobs the whole list holds), and each row carries it.
 */
export function listRowsQuery(ids: SQL, candidateId: string, options: { withTotal?: boolean } = {}): SQL {
  const total = options.withTotal ? sql`, p.total` : sql``;
  return sql`with p as materialized (${ids})
    select ${listColumns}, p.published_at::text as cursor_at, p.tier${total}
    from p
    join job_posts j on j.id = p.id
    join companies c on c.id = j.company_id
    left join uploads u on u.id = c.logo_upload_id and u.status = 'done'
    left join saved_jobs s on s.job_id = j.id and s.candidate_id = ${candidateId}
    order by p.tier desc nulls last, p.published_at desc, p.id desc`;
}

/** Checks what a query's schema cannot: a salary "from" above its "to" is the client's error. */
export function checkSearchQuery(query: Pick<JobSearchQuery, 'salaryFrom' | 'salaryTo'>): void {
  if (query.salaryFrom !== undefined && query.salaryTo !== undefined && query.salaryFrom > query.salaryTo)
    throw new AppError('invalid_query_parameters', { field: 'salaryTo' });
}

/**
 * How the search runs: which mode, from where (the cursor), with which words (the keyword's own, or
 * as corrected by `correctKeyword`).
 */
export function searchPlan(
  query: JobSearchQuery,
  options: {
    words?: string[];
    places?: string[] | null;
    fuzzyLocation?: boolean;
  } & Partial<KeywordFacts & Pick<SearchPlan, 'filterShare'>> = {},
): SearchPlan {
  checkSearchQuery(query);
  const after = query.lastIndex ? decodeSearchCursor(query.lastIndex) : null;
  const words = options.words ?? keywordWords(query.keyword);
  const { keyword: _keyword, lastIndex: _lastIndex, pageSize, ...filters } = query;
  // a keyword's cursor carries its tier, a cursor without one is not of this keyword's pages
  if (after && (after.tier === null) !== (words.length === 0))
    throw new AppError('invalid_query_parameters', { field: 'lastIndex' });
  return {
    mode: words.length === 0 ? 'newest' : 'fts',
    rare: options.rare ?? false,
    sparseTiers: options.sparseTiers ?? [],
    estimate: options.estimate ?? null,
    titleShare: options.titleShare ?? null,
    jobs: options.jobs ?? null,
    filterShare: options.filterShare ?? null,
    filters: { ...filters, places: options.places ?? null, fuzzyLocation: options.fuzzyLocation ?? false },
    words,
    after,
    limit: pageSize + 1,
  };
}

/** A place the location stands for (placesQuery), and whether it holds the location as written. */
type PlaceRow = { place: string; written: boolean };

/**
 * The plan of a search: the places the location stands for (with a location) and the keyword's
 * words (corrected when misspelt), as every page of the jobs list plans it.
 */
async function planSearch(
  run: RunQuery,
  query: JobSearchQuery,
  statistics: SearchStatistics,
): Promise<{ plan: SearchPlan; corrected: boolean }> {
  const places = query.location ? await run<PlaceRow>(placesQuery(query.location)) : [];
  const { words, corrected, ...told } = await correctKeyword(run, query.keyword, statistics);
  const plan = searchPlan(query, {
    words,
    places: places.length > PLACES_MAX ? null : places.map((row) => row.place),
    fuzzyLocation: places[0]?.written === false,
    ...told,
  });
  return { plan, corrected };
}

/**
 * Whether the jobs list would show job `jobId` for `query` (any page): the same plan (places, corrected
 * words) and the same conditions as its pages and its count, restricted to that one job. Saved searches
 * ask it of each newly published job (saved-searches/new-job-matches.ts).
 */
export async function searchFindsJob(
  run: RunQuery,
  query: JobSearchQuery,
  jobId: string,
  statistics: SearchStatistics,
): Promise<boolean> {
  const { plan } = await planSearch(run, query, statistics);
  return (await run<{ id: string }>(jobMatchQuery(plan, jobId))).length > 0;
}

/**
 * The statements of one search, in order: the places the location stands for (with a location),
 * the keyword's words (corrected when misspelt), the page, then the capped count unless the first
 * page already holds every match.
 */
export async function runSearch(
  run: RunQuery,
  input: { candidateId: string; query: JobSearchQuery },
  statistics: SearchStatistics,
): Promise<{ plan: SearchPlan; rows: ListRow[]; matches: number; corrected: boolean }> {
  const planned = await planSearch(run, input.query, statistics);
  const corrected = planned.corrected;
  let plan = planned.plan;
  // how large a share the GIN filters leave: whether the keyword's titles walk the newest-first
  // index, or its matches are few enough to read in one pass
  if (needsFilterShare(plan)) {
    plan = { ...plan, filterShare: await statistics.filterShare(run, plan.filters) };
  }
  if (readsEveryMatch(plan)) {
    // one pass over the matches gives the page and their number (see searchMatchesQuery)
    const rows = await run<ListRow & { total: number }>(
      listRowsQuery(searchMatchesQuery(plan), input.candidateId, { withTotal: true }),
    );
    if (rows[0]) return { plan, rows, matches: Number(rows[0].total), corrected };
    if (plan.after === null) return { plan, rows, matches: 0, corrected };
    const [counted] = await run<{ n: number }>(searchCountQuery(plan));
    return { plan, rows, matches: Number(counted?.n ?? 0), corrected };
  }
  const rows = await run<ListRow>(listRowsQuery(searchPageQuery(plan), input.candidateId));
  if (plan.after === null && rows.length <= input.query.pageSize)
    return { plan, rows, matches: rows.length, corrected };
  if (surelyCapped(plan)) return { plan, rows, matches: JOB_SEARCH_COUNT_CAP + 1, corrected };
  const [counted] = await run<{ n: number }>(searchCountQuery(plan));
  return { plan, rows, matches: Number(counted?.n ?? 0), corrected };
}
