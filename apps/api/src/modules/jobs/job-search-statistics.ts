import type { JobSearchQuery } from '@veil/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { RunQuery } from '../../db/client';
import { textArray } from '../../db/sql-values';

/*
 * What the column statistics ANALYZE keeps tell the job search (job-search-plan.ts) before it reads
 * a job: how many jobs hold a word, in their titles, in title or skills, anywhere (a rare word,
 * sparse relevance tiers), and how large a share the job-type, industry and experience filters
 * leave. In place of the planner's guesses where they go wrong
 * (docs/decisions/017-search-tiers-by-their-statistics.md).
 *
 * The statistics of those six columns are read at once and kept in memory for STATISTICS_MAX_AGE_MS
 * per database (searchStatisticsOf), and each word's stems for as long as the process runs (they
 * depend on the word and PostgreSQL's dictionaries alone): reading them through pg_stats for every
 * search took 4–8 ms of planning and execution at a million jobs, more than many searches' own
 * statements. ANALYZE changes them every few minutes at most; statistics that lag behind choose a
 * slower form, never a wrong page.
 */

/** The filters of the GIN index of migration 0021. */
type GinFilters = Pick<JobSearchQuery, 'jobTypes' | 'industries' | 'experiences'>;

/** Below this share of jobs a word is rare (at a million jobs: fewer than 2 000). */
export const RARE_WORD_SHARE = 0.002;

/** How long the statistics read once serve every search of the process. */
export const STATISTICS_MAX_AGE_MS = 60_000;

/** Words whose stems are kept; the oldest go first. */
const STEMS_KEPT = 10_000;

/** The columns asked about: the three vectors (their elements), the job types (elements), two values. */
const COLUMNS = ['doc_search', 'title_search', 'head_search', 'job_types', 'industry', 'experience'] as const;
type Column = (typeof COLUMNS)[number];

/** A word's shares of all jobs by the statistics: anywhere, in the title, in title or skills. */
export type WordShares = { doc: number; title: number; head: number };

/** What ANALYZE last found: the number of jobs, and per column each listed element's or value's share. */
type Snapshot = { jobs: number; shares: Record<Column, Map<string, number>>; readAt: number };

/**
 * The six columns' most common elements (the vectors' lexemes, the job types) or values (industry,
 * experience) with their shares of the rows, and the number of jobs (0 before the first ANALYZE).
 * pg_stats lists an element's share of the rows holding it; its frequency array has three more
 * entries (minimum, maximum, nulls), which pair with no element.
 */
function columnStatisticsQuery(): SQL {
  return sql`select (select greatest(t.reltuples, 0) from pg_class t where t.oid = 'job_posts'::regclass)::float8 as jobs,
      coalesce((select json_agg(json_build_object('column', s.attname,
          'values', case when s.attname in ('industry', 'experience') then s.most_common_vals::text::text[] else s.most_common_elems::text::text[] end,
          'freqs', case when s.attname in ('industry', 'experience') then s.most_common_freqs else s.most_common_elem_freqs end))
        from pg_stats s where s.schemaname = 'public' and s.tablename = 'job_posts'
          and s.attname in (${sql.join(
            COLUMNS.map((column) => sql`${column}`),
            sql`, `,
          )})), '[]'::json) as columns`;
}

/** Each word's lexemes: its German and its English stem (none for a stop word). */
function stemsQuery(words: readonly string[]): SQL {
  return sql`select w.word, tsvector_to_array(to_tsvector('german'::regconfig, w.word) || to_tsvector('english'::regconfig, w.word)) as lexemes
    from unnest(${textArray(words)}) as w(word)`;
}

type ColumnRow = { column: Column; values: string[] | null; freqs: number[] | null };

function snapshotOf(
  row: { jobs: number; columns: ColumnRow[] | string } | undefined,
  readAt: number,
): Snapshot {
  const shares = Object.fromEntries(
    COLUMNS.map((column) => [column, new Map<string, number>()]),
  ) as Snapshot['shares'];
  const columns =
    typeof row?.columns === 'string' ? (JSON.parse(row.columns) as ColumnRow[]) : (row?.columns ?? []);
  for (const { column, values, freqs } of columns) {
    const listed = shares[column];
    if (!listed || !values || !freqs) continue;
    values.forEach((value, i) => {
      const freq = freqs[i];
      if (freq !== undefined) listed.set(value, Number(freq));
    });
  }
  return { jobs: Number(row?.jobs ?? 0), shares, readAt };
}

/** The search's statistics of one database: read once, kept for STATISTICS_MAX_AGE_MS. */
export type SearchStatistics = {
  /** each word's shares of all jobs, its titles, its titles with skills; and the number of jobs */
  wordShares(run: RunQuery, words: readonly string[]): Promise<{ shares: WordShares[]; jobs: number }>;
  /**
   * The share of jobs the filters of the GIN index leave (job types, industries, experiences): for
   * each filter the sum of its values' shares (at most 1; 0 for a value the statistics do not list),
   * the product over the filters.
   */
  filterShare(run: RunQuery, filters: GinFilters): Promise<number>;
  /** reads the statistics again at the next search (after an ANALYZE the caller ran) */
  forget(): void;
};

export function createSearchStatistics(options: { now?: () => number } = {}): SearchStatistics {
  const now = options.now ?? Date.now;
  let snapshot: Snapshot | null = null;
  let reading: Promise<Snapshot> | null = null;
  const stems = new Map<string, string[]>();

  const current = async (run: RunQuery): Promise<Snapshot> => {
    if (snapshot && now() - snapshot.readAt < STATISTICS_MAX_AGE_MS) return snapshot;
    // one read for the searches that arrive while it runs
    reading ??= run<{ jobs: number; columns: ColumnRow[] | string }>(columnStatisticsQuery())
      .then(([row]) => {
        snapshot = snapshotOf(row, now());
        return snapshot;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  const lexemesOf = async (run: RunQuery, words: readonly string[]) => {
    const unknown = [...new Set(words.filter((word) => !stems.has(word)))];
    if (unknown.length > 0) {
      const rows = await run<{ word: string; lexemes: string[] | null }>(stemsQuery(unknown));
      for (const row of rows) {
        if (stems.size >= STEMS_KEPT) stems.delete(stems.keys().next().value as string);
        stems.set(row.word, row.lexemes ?? []);
      }
    }
    return words.map((word) => stems.get(word) ?? []);
  };

  return {
    async wordShares(run, words) {
      const [stats, lexemes] = await Promise.all([current(run), lexemesOf(run, words)]);
      // a word's share in a column: the larger of its stems' (0 for a stem the statistics do not list)
      const shareIn = (column: Column, stemsOfWord: string[]) =>
        Math.max(0, ...stemsOfWord.map((lexeme) => stats.shares[column].get(lexeme) ?? 0));
      return {
        jobs: stats.jobs,
        shares: lexemes.map((stemsOfWord) => ({
          doc: shareIn('doc_search', stemsOfWord),
          title: shareIn('title_search', stemsOfWord),
          head: shareIn('head_search', stemsOfWord),
        })),
      };
    },
    async filterShare(run, filters) {
      const stats = await current(run);
      const share = (column: Column, wanted: readonly string[]) =>
        Math.min(
          wanted.reduce((sum, value) => sum + (stats.shares[column].get(value) ?? 0), 0),
          1,
        );
      let product = 1;
      if (filters.jobTypes?.length) product *= share('job_types', filters.jobTypes);
      if (filters.industries?.length) product *= share('industry', filters.industries);
      if (filters.experiences?.length) product *= share('experience', filters.experiences);
      return product;
    },
    forget() {
      snapshot = null;
    },
  };
}

const byDatabase = new WeakMap<object, SearchStatistics>();

/** The statistics every search of one database (its Drizzle handle) shares. */
export function searchStatisticsOf(db: object): SearchStatistics {
  let statistics = byDatabase.get(db);
  if (!statistics) {
    statistics = createSearchStatistics();
    byDatabase.set(db, statistics);
  }
  return statistics;
}

/** Whether the least common of the words' shares makes the keyword rare. */
export function isRareShare(shares: readonly number[]): boolean {
  return Math.min(...shares) < RARE_WORD_SHARE;
}

/**
 * The lower tiers (2, 1) that the statistics find in fewer than RARE_WORD_SHARE of the jobs: each is
 * read through its GIN index and sorted, as a rare word's tiers are. The planner cannot tell: it
 * takes "head but not title" as independent events and expects about as many jobs as hold the word
 * in title or skills, so it walks the newest-first index, which for a tier that is in truth empty
 * (a word found only in titles, as most job names are) passes every published job before the page
 * gives up (1.4 s at a million jobs, on the page where the titles' matches run out). A tier's share
 * is the difference of its column's and the tier above's, of the least common word in each: exact
 * for one word, an estimate for several.
 */
export function sparseTiers(shares: readonly WordShares[]): number[] {
  if (shares.length === 0) return [];
  const least = (key: keyof WordShares) => Math.min(...shares.map((share) => share[key]));
  const tierShares: [number, number][] = [
    [2, least('head') - least('title')],
    [1, least('doc') - least('head')],
  ];
  return tierShares.filter(([, share]) => share < RARE_WORD_SHARE).map(([tier]) => tier);
}
