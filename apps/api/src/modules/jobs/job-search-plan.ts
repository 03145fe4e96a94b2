import { JOB_SEARCH_COUNT_CAP } from '@veil/domain';
import type { JobSearchQuery } from '@veil/domain/contracts';
import type { PlaceFilter } from './job-places';
import { isRareShare, RARE_WORD_SHARE, sparseTiers, type WordShares } from './job-search-statistics';

/*
 * The plan of one candidate's job search (what it looks for, what the statistics told of it, where
 * its page starts) and the rules that pick the form of its statements from the statistics
 * (docs/decisions/016 and 017): whether it walks the newest-first index with its filters, reads every
 * match in one pass, or needs no count. job-search.queries.ts writes the statements.
 */

export type SearchMode = 'fts' | 'newest';

/** Where the next page starts: the tier (3..1, or null without a keyword) and the last row. */
export type SearchCursor = { tier: number | null; at: string; id: string };

export type SearchFilters = Omit<JobSearchQuery, 'lastIndex' | 'pageSize' | 'keyword'> &
  Omit<PlaceFilter, 'location'>;

/**
 * Whether a keyword's search has filters that the full-text index holds too (migration 0021: job
 * types, industry and experience beside the vector), so that one GIN scan intersects the keyword
 * with them and only the jobs matching all are read from the table. The place and the salary are
 * checked on those rows.
 */
export function ginFilters(filters: SearchFilters): boolean {
  return Boolean(filters.jobTypes?.length || filters.industries?.length || filters.experiences?.length);
}

/** Whether the search has any filter: a place, a salary, or one of the GIN index's. */
export function hasFilters(filters: SearchFilters): boolean {
  return Boolean(
    filters.location ||
      filters.salaryFrom !== undefined ||
      filters.salaryTo !== undefined ||
      ginFilters(filters),
  );
}

export type SearchPlan = {
  mode: SearchMode;
  /**
   * Some word of the keyword is rare (or unknown): each tier then reads its few matches through the
   * GIN index and sorts them, instead of walking the newest-first index past every job.
   */
  rare?: boolean;
  /** lower tiers the statistics find in few jobs (sparseTiers): read through the GIN index and sorted */
  sparseTiers?: number[];
  /** the least common word's share of the jobs' titles, by the statistics (SearchStatistics.wordShares) */
  titleShare?: number | null;
  /** how many jobs there are, by the same statistics (null without a keyword) */
  jobs?: number | null;
  /** the share of jobs the GIN index's filters leave, by the statistics (SearchStatistics.filterShare) */
  filterShare?: number | null;
  /**
   * How many jobs hold the keyword's least common word, by the statistics (its share of all jobs
   * times their number; null when unknown). A one-word keyword matches at least this many jobs.
   */
  estimate?: number | null;
  filters: SearchFilters;
  /** the words searched, each one corrected when it was misspelt */
  words: string[];
  after: SearchCursor | null;
  /** rows to read: the page size plus one, to tell whether another page follows */
  limit: number;
};

/** What the statistics tell of a keyword's words (keywordFacts). */
export type KeywordFacts = Required<
  Pick<SearchPlan, 'rare' | 'sparseTiers' | 'estimate' | 'titleShare' | 'jobs'>
>;

/** The facts of no keyword at all. */
export const NO_KEYWORD_FACTS: KeywordFacts = {
  rare: false,
  sparseTiers: [],
  estimate: null,
  titleShare: null,
  jobs: null,
};

/**
 * What the statistics tell of the words (SearchStatistics.wordShares): whether the least common is
 * rare, in how many jobs it is (`estimate`), which lower tiers are sparse, the least common word's
 * share of the titles, and the number of jobs.
 */
export function keywordFacts({
  shares,
  jobs,
}: {
  shares: readonly WordShares[];
  jobs: number;
}): KeywordFacts {
  const docShares = shares.map((share) => share.doc);
  return {
    rare: isRareShare(docShares),
    estimate: Math.round(jobs * Math.min(...docShares)),
    sparseTiers: sparseTiers(shares),
    titleShare: Math.min(...shares.map((share) => share.title)),
    jobs,
  };
}

/** What the rules that choose a statement's form read of a plan. */
export type FormFacts = Pick<
  SearchPlan,
  'mode' | 'rare' | 'words' | 'filters' | 'estimate' | 'titleShare' | 'filterShare'
>;

/**
 * Up to this many rows by the statistics (the least common word's jobs times the share of them the
 * GIN filters leave), one pass reads every match of a keyword with such filters: at a million jobs
 * about 15 ms for 1 300 rows ("Entwickler" with every filter), 28 ms for 3 300 ("Sachbearbeiter").
 */
const ONE_PASS_ROWS = 4_000;

/**
 * A one-word keyword without filters that the statistics find in at least this many jobs has more
 * matches than the count would count to (JOB_SEARCH_COUNT_CAP), with a wide margin for statistics
 * that lag behind.
 */
const SURELY_CAPPED = 10 * (JOB_SEARCH_COUNT_CAP + 1);

/**
 * Whether the search asks the statistics for the share of jobs its GIN filters leave
 * (SearchStatistics.filterShare): a keyword that is not rare, with job types, industries or
 * experiences. Its form depends on that share (readsEveryMatch, walksWithFilters).
 */
export function needsFilterShare(plan: Pick<SearchPlan, 'mode' | 'rare' | 'filters'>): boolean {
  return plan.mode === 'fts' && !plan.rare && ginFilters(plan.filters);
}

/**
 * Whether the search reads every match of its keyword anyway, so that one pass should give both the
 * page and the count (searchMatchesQuery): a rare word, whose tiers are read through the GIN index
 * and sorted, or a keyword with filters of the GIN index (job types, industries, experiences) that
 * leave at most ONE_PASS_ROWS of its least common word's jobs by the statistics, whose tiers are
 * read through that index as well, unless its titles with those filters are common enough to walk
 * (walksWithFilters). There, the tiers and the count each scanned the same GIN entries again (up to
 * four scans of 10 ms at a million jobs). The bound is on the rows read, not on the word's jobs
 * alone: a bound of 10 000 jobs put "Entwickler" (10 700 by one sample of ANALYZE, 9 800 by
 * another) on either side of it, and the same search took 14 or 27 ms. Other keywords are read as
 * before: their tiers walk the newest-first index and stop after a page, which reading every match
 * would not.
 */
export function readsEveryMatch(plan: SearchPlan): boolean {
  if (plan.mode !== 'fts') return false;
  if (plan.rare) return true;
  if (!ginFilters(plan.filters) || plan.estimate === null || plan.estimate === undefined) return false;
  if (plan.filterShare === null || plan.filterShare === undefined || walksWithFilters(plan)) return false;
  return plan.estimate * plan.filterShare <= ONE_PASS_ROWS;
}

/**
 * Whether a one-word keyword whose only filters are the GIN index's (job types, industries, experiences)
 * walks the newest-first index for its tiers and checks the filters on the rows it passes: when the
 * statistics find the keyword's least common word in the titles of so many jobs, and the filters
 * leave so large a share of them (SearchStatistics.filterShare) that a page of tier 3 is a few thousand rows
 * into the walk (RARE_WORD_SHARE of all jobs or more: "Entwickler" full-time, 1 % of titles times
 * half of all jobs). Reading every match instead intersects the word with the filters' GIN entries,
 * which for a common job type are half the index (7 ms at a million jobs), and reads each of the
 * thousands of matches from the table; its count then reads the word's entries alone and checks the
 * filters on the rows until the cap. However many jobs hold the word: the walk's length depends on
 * the shares alone, and the GIN form for a common word with a common filter read every match
 * ("manager" with two experience levels: 22 000 rows, 300–600 ms). A place or a salary besides
 * would make the walk long: those read every match as before; so do keywords of several words,
 * whose titles together the statistics cannot tell (two words of 1 % of the titles each may meet in
 * a tenth of that, and the walk would be ten times as long).
 */
export function walksWithFilters(plan: FormFacts): boolean {
  const { filters } = plan;
  if (plan.mode !== 'fts' || plan.rare || plan.words.length !== 1 || !ginFilters(filters)) return false;
  if (filters.location || filters.salaryFrom !== undefined || filters.salaryTo !== undefined) return false;
  if (plan.estimate === null || plan.estimate === undefined) return false;
  return (plan.titleShare ?? 0) * (plan.filterShare ?? 0) >= RARE_WORD_SHARE;
}

/**
 * Whether the search's count would surely stop at its cap, so that it need not run: a one-word
 * keyword that the statistics find in SURELY_CAPPED jobs or more, without filters; or, with filters
 * of the GIN index alone under which its titles walk (walksWithFilters), whose titles with those
 * filters they find in SURELY_CAPPED jobs or more (the titles' share times the filters' share, taken
 * as independent, with the margin of ten). A word of letters and digits (keywordWords) is one token to
 * PostgreSQL's parser, so each language makes one stem of it, and a one-word keyword matches every
 * job holding either stem: the statistics' share is a lower bound of its matches. Two words may
 * never meet and a place or a salary may leave few: those are counted. The answer then says
 * `totalCapped`, as a count would have. With filters, the count read the word's entries and checked
 * the filters on the rows: 55–70 ms for "manager" with two experience levels at a million jobs.
 */
export function surelyCapped(plan: SearchPlan): boolean {
  if (plan.mode !== 'fts' || plan.words.length !== 1) return false;
  if (!hasFilters(plan.filters)) return (plan.estimate ?? 0) >= SURELY_CAPPED;
  const titles = (plan.jobs ?? 0) * (plan.titleShare ?? 0) * (plan.filterShare ?? 0);
  return walksWithFilters(plan) && titles >= SURELY_CAPPED;
}
