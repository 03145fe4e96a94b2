import type { JobSearchQuery } from '@veil/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { textArray } from '../../db/sql-values';

/*
 * What the column statistics ANALYZE keeps tell the job search (job-search.queries.ts) before it
 * reads a job: how many jobs hold a word, in their titles, in title or skills, anywhere (a rare word,
 * sparse relevance tiers), and how large a share the job-type, industry and experience filters
 * leave. Catalogue reads of a fraction of a millisecond, in place of the planner's guesses where
 * they go wrong (docs/decisions/017-search-tiers-by-their-statistics.md).
 */

/** The filters of the GIN index of migration 0021. */
type GinFilters = Pick<JobSearchQuery, 'jobTypes' | 'industries' | 'experiences'>;

/** Below this share of jobs a word is rare (at a million jobs: fewer than 2 000). */
export const RARE_WORD_SHARE = 0.002;

/**
 * The share of jobs holding each word of the keyword (as its German or its English stem), from the
 * column statistics ANALYZE keeps for doc_search (`share`), and for title_search and head_search
 * (`title_share`, `head_share`: the upper tiers); 0 for a word they do not list (rare or unknown);
 * and `jobs`, the number of jobs by the same statistics (0 before the first ANALYZE).
 * One cheap catalogue read instead of a guess from the planner's default.
 */
export function wordSharesQuery(words: readonly string[]): SQL {
  const shareIn = (column: string) =>
    sql`coalesce(max(s.most_common_elem_freqs[array_position(s.most_common_elems::text::text[], l.lexeme)]) filter (where s.attname = ${column}), 0)::float8`;
  return sql`select w.word, ${shareIn('doc_search')} as share, ${shareIn('title_search')} as title_share,
      ${shareIn('head_search')} as head_share,
      (select greatest(t.reltuples, 0) from pg_class t where t.oid = 'job_posts'::regclass)::float8 as jobs
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as w(word)
    cross join lateral unnest(tsvector_to_array(to_tsvector('german'::regconfig, w.word) || to_tsvector('english'::regconfig, w.word))) as l(lexeme)
    left join pg_stats s on s.schemaname = 'public' and s.tablename = 'job_posts'
      and s.attname in ('doc_search', 'title_search', 'head_search')
    group by w.word`;
}

/** A word's shares of all jobs by the statistics (wordSharesQuery): anywhere, in the title, in title or skills. */
export type WordShares = { doc: number; title: number; head: number };

/** Whether the least common of the words' shares (wordSharesQuery) makes the keyword rare. */
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

/**
 * The share of jobs the filters of the GIN index leave (job types, industries, experiences), by the
 * column statistics: for each filter the sum of its values' frequencies (at most 1; 0 for a value
 * the statistics do not list), the product over the filters. One cheap catalogue read.
 */
export function filterShareQuery(filters: GinFilters): SQL {
  // the sum of the wanted values' frequencies in one column's statistics (most common values, or
  // elements for an array column)
  const share = (column: string, list: 'elements' | 'values', wanted: readonly string[]) => {
    const frequencies =
      list === 'elements'
        ? sql`s.most_common_elems::text::text[], s.most_common_elem_freqs`
        : sql`s.most_common_vals::text::text[], s.most_common_freqs`;
    return sql`(select least(coalesce(sum(f.freq), 0), 1) from pg_stats s
      cross join lateral unnest(${frequencies}) as f(value, freq)
      where s.schemaname = 'public' and s.tablename = 'job_posts' and s.attname = ${column}
        and f.value = any(${textArray(wanted)}))`;
  };
  const factors: SQL[] = [];
  if (filters.jobTypes?.length) factors.push(share('job_types', 'elements', filters.jobTypes));
  if (filters.industries?.length) factors.push(share('industry', 'values', filters.industries));
  if (filters.experiences?.length) factors.push(share('experience', 'values', filters.experiences));
  return sql`select (${factors.length ? sql.join(factors, sql` * `) : sql`1`})::float8 as share`;
}
