import { decodeCursor, encodeCursor, JOB_SEARCH_COUNT_CAP } from '@veil/domain';
import { type SQL, sql } from 'drizzle-orm';
import { textArray } from '../../db/sql-values';
import { AppError } from '../../errors/app-error';
import { placeCondition } from './job-places';
import {
  type FormFacts,
  ginFilters,
  type SearchCursor,
  type SearchFilters,
  type SearchPlan,
  walksWithFilters,
} from './job-search-plan';

/*
 * The candidate's job search (issue 14, "Search that stays fast"). Every query here reads published
 * jobs only (`status <> 'draft'`, the predicate of every partial index of migration 0012) of active
 * companies, one keyset page at a time; of those the open ones, unless the search asks for the
 * closed ones too (`includeClosed`, issue 36: Explore listed a closed job first). The open ones are
 * a condition on the rows, not an index of their own: a walk passes the closed jobs as it passes the
 * other filters' misses and a GIN match reads its row anyway; a merged range (below) checks it on
 * its index entries, which hold the status since migration 0028 (without, each entry a range passed
 * was read from the table: five times as long for "all filters").
 *
 * Relevance without a rank per row: a naive `ts_rank` must read and score every match (about
 * 250 ms for a common word at a million jobs). Instead, relevance is the best-weighted field the
 * keyword is found in, which an index can serve:
 *   tier 3  the title has every word                          (title_search, weight A)
 *   tier 2  title and skill tags together have every word     (head_search, weights A and B)
 *   tier 1  anywhere in the job, body text included           (doc_search, weights A, B and C)
 * and within a tier newest published first. Each tier is a query of its own ordered by
 * (published_at, id) with LIMIT: PostgreSQL either walks the published-jobs index and tests the
 * vector (a common word: a page needs a few dozen rows) or reads the word's GIN entries and sorts
 * them (a rare word: few rows). The tiers are appended in order and the page stops as soon as it is
 * full, so a lower tier is read only when the higher ones run out. The cursor carries the tier and
 * the (published_at, id) of the last row, so every page, the 10 000th too, starts with an index
 * condition instead of skipping rows. A tier the statistics find in few jobs (sparseTiers: "title
 * and skills, not the title alone" is nearly empty for a word of job titles) is read through a GIN
 * index and sorted instead of walked, since a walk for an empty tier passes every published job; tier
 * 2 then through the skills' own index (migration 0026), tiers 2 and 1 together in one pass
 * (docs/decisions/017-search-tiers-by-their-statistics.md).
 *
 * Without a keyword, industries and experiences together are read as merged ranges: every
 * (industry, experience) pair is one range of a covering index (migration 0018), newest first, and
 * the page merges the wanted pairs' ranges (Merge Append) and stops when full; the other filters
 * are checked on the index entries. When the filters together are rare (a place, a job type, a
 * salary on top: a few hundred of a million jobs), this reads a few hundred index entries where
 * walking the newest-first index read tens of thousands of jobs; the capped count reads the same
 * ranges (`industry = any(…) and experience = any(…)` on that index).
 *
 * Counts stop at JOB_SEARCH_COUNT_CAP + 1 and are skipped where they cannot tell more: a first page
 * that holds every match is its own count; a one-word keyword without filters that the statistics
 * find in far more jobs than the cap is capped without counting (surelyCapped); and a search that
 * reads every match anyway (a rare word, or a word of few jobs with filters of the GIN index) reads
 * them once for page and count together (readsEveryMatch, searchMatchesQuery). Why the statistics
 * may stand in for a count: docs/decisions/016-search-counts-once-or-not-at-all.md. The rules that
 * pick a statement's form from the statistics are in job-search-plan.ts.
 *
 * A word of the keyword that no published job holds is taken as misspelt and corrected to the most
 * similar word of the published titles (pg_trgm similarity over job_title_words, a few thousand
 * words: "Projektmanagr" → "projektmanager"); the search then runs with the corrected words and says
 * so (`correctedKeyword`). The correction depends on the words alone, not on the filters or the
 * page, so every page of a search corrects alike. A location stands for the places of the
 * vocabulary of places (job_places, migration 0025) that hold it as written (any part of them,
 * "Frankfurt" finds "Frankfurt am Main"), or, when none does, that are similar to it by word
 * similarity ("Berln" finds Berlin); the search matches those places exactly, each one range of the
 * place index, newest first (job-places.ts).
 */

/** A timestamp as PostgreSQL prints it (microseconds, offset): what cursors carry. */
const CURSOR_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** At most this many words of a keyword are searched (each one must match). */
const KEYWORD_WORDS_MAX = 8;

export function encodeSearchCursor(cursor: SearchCursor): string {
  return encodeCursor(cursor.tier === null ? cursor.at : `${cursor.tier}|${cursor.at}`, cursor.id);
}

/** The position a search cursor stands for; a cursor not of ours is the client's error. */
export function decodeSearchCursor(lastIndex: string): SearchCursor {
  const cursor = decodeCursor(lastIndex);
  const match = cursor ? /^(?:([1-3])\|)?(.+)$/.exec(cursor.sortValue) : null;
  if (!cursor || !match?.[2] || !CURSOR_TIMESTAMP.test(match[2]) || !UUID.test(cursor.id))
    throw new AppError('invalid_query_parameters', { field: 'lastIndex' });
  return { tier: match[1] === undefined ? null : Number(match[1]), at: match[2], id: cursor.id };
}

/** The words of a keyword: letters and digits, lower case, as many as are searched. */
export function keywordWords(keyword: string | undefined): string[] {
  return (keyword?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, KEYWORD_WORDS_MAX);
}

/**
 * The tsquery of a keyword: every word must occur, each as its German or its English stem (so
 * "Entwicklerin" finds "Entwickler" and "developers" finds "developer"). Immutable functions of
 * constants: PostgreSQL folds them before planning and estimates each word's frequency.
 */
export function keywordQuery(words: readonly string[]): SQL {
  return sql.join(words.map(wordQuery), sql` && `);
}

/** One word as a tsquery: its German or its English stem. */
function wordQuery(word: string): SQL {
  return sql`(plainto_tsquery('german'::regconfig, ${word}) || plainto_tsquery('english'::regconfig, ${word}))`;
}

/**
 * How the filters of the GIN index (job types, industries, experiences) are written: `columns` for
 * their own indexes (migration 0012), `gin` as migration 0021's index holds them beside the keyword's
 * vector (a one-element array each), so that they join the keyword's GIN scan, and `rows` checked on
 * the rows the keyword's entries lead to (`… is true`, which no index answers).
 */
type FilterForm = 'columns' | 'gin' | 'rows';

/**
 * The form of a statement's filters: `columns` without a keyword; with one, `rows` where the search
 * walks with its filters (walksWithFilters) and the statement walks too (a count, or a tier that is
 * not sorted), else `gin`.
 */
function filterForm(plan: FormFacts, options: { sortedBranch?: boolean } = {}): FilterForm {
  if (plan.mode !== 'fts') return 'columns';
  return walksWithFilters(plan) && !options.sortedBranch ? 'rows' : 'gin';
}

/**
 * The filters as conditions on `j`, each one answerable from an index of migration 0012 (or 0018),
 * the GIN index's written in `form`. `pair` puts one industry and one experience in place of the
 * lists: one range of merged ranges.
 */
function filterConditions(filters: SearchFilters, pair?: RangePair, form: FilterForm = 'columns'): SQL[] {
  const conditions: SQL[] = [
    sql`j.status <> 'draft'`,
    // a handful of deactivated companies at most: a hashed list each row is looked up in
    sql`j.company_id not in (select c.id from companies c where not c.is_active)`,
  ];
  // open jobs unless the closed are asked for: checked beside the partial indexes' `status <> 'draft'`,
  // so every plan keeps its index and passes the closed ones on the way (a tenth of the jobs at the
  // bench's million); merged ranges on their index entries (migration 0028)
  if (!filters.includeClosed) conditions.push(sql`j.status = 'open'`);
  if (filters.location) conditions.push(placeCondition({ ...filters, location: filters.location }));
  if (filters.salaryFrom !== undefined || filters.salaryTo !== undefined) {
    // ranges that reach into the wanted one; a job without a salary (0–0) says nothing to match
    conditions.push(sql`j.salary_to > 0`);
    if (filters.salaryFrom !== undefined) conditions.push(sql`j.salary_to >= ${filters.salaryFrom}::int`);
    if (filters.salaryTo !== undefined) conditions.push(sql`j.salary_from <= ${filters.salaryTo}::int`);
  }
  if (pair) {
    if (filters.jobTypes?.length) conditions.push(sql`j.job_types && ${textArray(filters.jobTypes)}`);
    conditions.push(sql`j.industry = ${pair.industry}`, sql`j.experience = ${pair.experience}`);
    return conditions;
  }
  const indexed: SQL[] = [];
  if (filters.jobTypes?.length) indexed.push(sql`j.job_types && ${textArray(filters.jobTypes)}`);
  const [experience, industry] =
    form === 'columns'
      ? [sql`j.experience = any`, sql`j.industry = any`]
      : [sql`array[j.experience] &&`, sql`array[j.industry] &&`];
  if (filters.experiences?.length) indexed.push(sql`${experience}(${textArray(filters.experiences)})`);
  if (filters.industries?.length) indexed.push(sql`${industry}(${textArray(filters.industries)})`);
  return [
    ...conditions,
    ...(form === 'rows' ? indexed.map((condition) => sql`(${condition}) is true`) : indexed),
  ];
}

type RangePair = { industry: string; experience: string };

/** At most this many (industry, experience) pairs are merged; more are read as one filter and sorted. */
const MERGED_RANGES_MAX = 16;

/**
 * The (industry, experience) pairs of a search with both filters, each one range of
 * job_posts_industry_experience_published_idx (migration 0018), or null for any other search.
 * Every job has one industry and one experience, so the ranges are disjoint and together hold
 * exactly the jobs of `industry = any(…) and experience = any(…)`.
 */
function rangePairs(filters: SearchFilters): RangePair[] | null {
  const industries = filters.industries ?? [];
  const experiences = filters.experiences ?? [];
  if (industries.length === 0 || experiences.length === 0) return null;
  if (industries.length * experiences.length > MERGED_RANGES_MAX) return null;
  return industries.flatMap((industry) => experiences.map((experience) => ({ industry, experience })));
}

function and(conditions: readonly SQL[]): SQL {
  return sql.join(
    conditions.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

const newestFirst = sql`order by j.published_at desc, j.id desc`;
// the same order as an expression no index provides: the planner fetches the matches and sorts them
const newestFirstSorted = sql`order by j.published_at + interval '0 seconds' desc, j.id desc`;

function after(cursor: { at: string; id: string } | null): SQL[] {
  return cursor ? [sql`(j.published_at, j.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`] : [];
}

/** The skill tags' own vector, as migration 0026's index holds it (job_posts_skill_search_idx). */
const skillsVector = sql`(to_tsvector('german'::regconfig, job_search_text(j.skill_tags)) || to_tsvector('english'::regconfig, job_search_text(j.skill_tags)))`;

/** Any of the words, each as its German or its English stem (keywordQuery wants every one). */
function anyWordQuery(words: readonly string[]): SQL {
  return sql.join(words.map(wordQuery), sql` || `);
}

/**
 * The conditions of each relevance tier (see the top of this file). `viaDoc` adds to the upper
 * tiers what their match implies (the whole job holds what its title holds), so that with filters
 * every tier can be read through the GIN index of the vector and the filters (migration 0021).
 * `viaSkills` adds to tier 2 what it implies: the skills hold at least one of the words (else the
 * title would hold them all), so that a sparse tier 2 is read through the skills' own index
 * (migration 0026).
 */
function tierCondition(
  tier: number,
  words: readonly string[],
  options: { viaDoc?: boolean; viaSkills?: boolean } = {},
): SQL {
  const q = keywordQuery(words);
  const doc = options.viaDoc ? sql` and j.doc_search @@ (${q})` : sql``;
  switch (tier) {
    case 3:
      return sql`j.title_search @@ (${q})${doc}`;
    case 2: {
      const skills = options.viaSkills ? sql` and ${skillsVector} @@ (${anyWordQuery(words)})` : sql``;
      return sql`j.head_search @@ (${q}) and not (j.title_search @@ (${q}))${doc}${skills}`;
    }
    default:
      return sql`j.doc_search @@ (${q}) and not (j.head_search @@ (${q}))`;
  }
}

/**
 * The ids of one page (and one row more), in the order shown, with what the cursor needs. The
 * query whose plans the index tests check and whose time bench:search measures.
 */
export function searchPageQuery(plan: SearchPlan): SQL {
  const sorted = (tier: number | null) =>
    plan.mode === 'fts' && Boolean(plan.rare || (tier !== null && plan.sparseTiers?.includes(tier)));
  // a branch read through a GIN index takes the filters into its scan (`gin`, and the vector's
  // condition beside them: viaDoc); a branch that walks the newest-first index checks them on the
  // rows it passes (walksWithFilters)
  const formOf = (sortedBranch: boolean) => filterForm(plan, { sortedBranch });
  const select = (
    tier: number | null,
    extra: SQL[],
    conditions = filterConditions(plan.filters, undefined, formOf(sorted(tier))),
  ) =>
    sql`(select j.id, j.published_at, ${tier === null ? sql`null::int` : sql`${tier}::int`} as tier
      from job_posts j where ${and([...conditions, ...extra])} ${sorted(tier) ? newestFirstSorted : newestFirst} limit ${plan.limit})`;
  if (plan.mode === 'newest') {
    // Industries and experiences together: each pair is one range of the index of migration 0018,
    // newest first; the page merges them (Merge Append), reading each only as far as it needs. Walking
    // the newest-first index instead reads thousands of jobs per match once the other filters join
    // in; reading every matching pair and sorting reads them all.
    const pairs = rangePairs(plan.filters);
    if (!pairs) return select(null, after(plan.after));
    const ranges = pairs.map((pair) => select(null, after(plan.after), filterConditions(plan.filters, pair)));
    return sql`select * from (${sql.join(ranges, sql` union all `)}) ranges order by published_at desc, id desc limit ${plan.limit}`;
  }
  const gin = ginFilters(plan.filters);
  const fromTier = plan.after?.tier ?? 3;
  const branches: SQL[] = [];
  for (let tier = fromTier; tier >= 1; tier -= 1) {
    if (tier === 2 && lowerTiersTogether(plan)) {
      const base = filterConditions(plan.filters, undefined, formOf(true));
      branches.push(lowerTiersQuery(plan, base, fromTier === 2 ? plan.after : null));
      break;
    }
    const cursor = tier === fromTier ? after(plan.after) : [];
    const viaDoc = gin && formOf(sorted(tier)) === 'gin';
    const viaSkills = tier === 2 && !plan.rare && Boolean(plan.sparseTiers?.includes(2));
    branches.push(select(tier, [tierCondition(tier, plan.words, { viaDoc, viaSkills }), ...cursor]));
  }
  return sql`select * from (${sql.join(branches, sql` union all `)}) tiers limit ${plan.limit}`;
}

/**
 * Whether tiers 2 and 1 are both sparse (a word of job titles, found elsewhere only in titles), so
 * that one pass over the keyword's GIN matches reads them both (lowerTiersQuery) instead of one pass
 * each: the page where the titles' matches run out costs half.
 */
function lowerTiersTogether(plan: SearchPlan): boolean {
  return !plan.rare && Boolean(plan.sparseTiers?.includes(2) && plan.sparseTiers.includes(1));
}

/**
 * Tiers 2 and 1 in one pass: the jobs holding the keyword but not in their titles, each with its
 * tier, through the GIN index, sorted by tier and newest first; `cursor` (of tier 2) compares the
 * three as a whole, as searchMatchesQuery does.
 */
function lowerTiersQuery(plan: SearchPlan, base: SQL[], cursor: SearchCursor | null): SQL {
  const q = keywordQuery(plan.words);
  const tier = sql`case when j.head_search @@ (${q}) then 2 else 1 end`;
  const conditions = [...base, sql`j.doc_search @@ (${q}) and not (j.title_search @@ (${q}))`];
  if (cursor)
    conditions.push(
      sql`(${tier}, j.published_at, j.id) < (${cursor.tier ?? 2}::int, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    );
  return sql`(select j.id, j.published_at, ${tier} as tier
      from job_posts j where ${and(conditions)}
      order by 3 desc, j.published_at + interval '0 seconds' desc, j.id desc limit ${plan.limit})`;
}

/**
 * The page of a search that reads every match (readsEveryMatch), with `total`, the number of all
 * matches: the matches are read once through the GIN index (each with its tier, as tierCondition
 * defines them), then sorted by tier and newest first and cut after the page. The same rows in the
 * same order as searchPageQuery; the cursor compares (tier, published_at, id) as a whole.
 */
export function searchMatchesQuery(plan: SearchPlan): SQL {
  const q = keywordQuery(plan.words);
  const conditions = [...filterConditions(plan.filters, undefined, 'gin'), sql`j.doc_search @@ (${q})`];
  const cursor = plan.after
    ? sql`where (m.tier, m.published_at, m.id) < (${plan.after.tier ?? 3}::int, ${plan.after.at}::timestamptz, ${plan.after.id}::uuid)`
    : sql``;
  return sql`select * from (with m as materialized (
      select j.id, j.published_at,
        case when ${tierCondition(3, plan.words)} then 3 when ${tierCondition(2, plan.words)} then 2 else 1 end as tier
      from job_posts j where ${and(conditions)}
    )
    select m.id, m.published_at, m.tier, (select count(*) from m)::int as total
    from m ${cursor}
    order by m.tier desc, m.published_at desc, m.id desc
    limit ${plan.limit}) matches`;
}

/**
 * The order a count reads its matches in, which decides how it reads them (it counts them all the
 * same). A rare keyword: its few GIN matches, sorted. A keyword with named places: the places' ranges
 * of migration 0025's index, in index order, each job's vector checked on the way, so that only the
 * jobs of the places are read (about 1 300 for 201 matches of "manager" in Berlin at a million
 * jobs). Unordered, the planner reads the table in its physical order, where a job of a common word
 * at a common place is one row of 40 (about 8 000 rows, three times as long), or builds bitmaps of
 * the word and of the place that hold a sixth of all jobs each.
 */
function countOrder(plan: Pick<SearchPlan, 'mode' | 'filters' | 'rare'>): SQL {
  if (plan.mode !== 'fts') return sql``;
  if (plan.rare) return newestFirstSorted;
  return plan.filters.location && plan.filters.places
    ? sql`order by j.office_location, j.published_at, j.id`
    : sql``;
}

/**
 * How many jobs the search finds, counting no further than JOB_SEARCH_COUNT_CAP + 1 (beyond that
 * the answer says `totalCapped`): a million matches are never counted on every page.
 */
export function searchCountQuery(plan: FormFacts): SQL {
  const conditions = filterConditions(plan.filters, undefined, filterForm(plan));
  if (plan.mode === 'fts') conditions.push(sql`j.doc_search @@ (${keywordQuery(plan.words)})`);
  return sql`select count(*)::int as n from (select 1 from job_posts j where ${and(conditions)} ${countOrder(plan)} limit ${JOB_SEARCH_COUNT_CAP + 1}) matching`;
}

/**
 * The job `jobId` if the search finds it: the conditions of its count (every page's matches are of
 * them: tiers 3 to 1 together are the jobs whose whole text holds the keyword), on that one row.
 */
export function jobMatchQuery(plan: Pick<SearchPlan, 'mode' | 'filters' | 'words'>, jobId: string): SQL {
  const conditions = [sql`j.id = ${jobId}::uuid`, ...filterConditions(plan.filters)];
  if (plan.mode === 'fts') conditions.push(sql`j.doc_search @@ (${keywordQuery(plan.words)})`);
  return sql`select j.id from job_posts j where ${and(conditions)}`;
}
