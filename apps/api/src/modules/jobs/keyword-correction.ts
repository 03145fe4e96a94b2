import { type SQL, sql } from 'drizzle-orm';
import type { RunQuery } from '../../db/client';
import { keywordQuery, keywordWords } from './job-search.queries';
import { type KeywordFacts, keywordFacts, NO_KEYWORD_FACTS } from './job-search-plan';
import type { SearchStatistics } from './job-search-statistics';

/*
 * Misspelt keywords (decision record 012): a word of the keyword that no published job holds is
 * replaced by the most similar word of the published titles (job_title_words, migration 0020), and
 * the search says so (`correctedKeyword`). The correction depends on the words alone, so every page
 * of a search corrects alike.
 */

/** A correction must be at least this similar (pg_trgm similarity, 0..1) to the word it replaces. */
export const CORRECTION_SIMILARITY_MIN = 0.5;

/**
 * For each word (one the statistics do not list): whether some published job holds it, and the most
 * similar word of the published titles. Each word is a constant, so PostgreSQL estimates it from
 * the statistics; counting (not `exists`, which the planner may answer by walking the newest-first
 * index in the hope of an early match: every job for an unknown word) reads its few GIN entries.
 * The vocabulary is read through its trigram index.
 */
export function wordCorrectionsQuery(words: readonly string[]): SQL {
  return sql.join(
    words.map(
      (word) => sql`(select ${word}::text as word,
        (select count(*) from job_posts j where j.status <> 'draft' and j.doc_search @@ (${keywordQuery([word])})) > 0 as found,
        (select v.word from job_title_words v
          where v.word % ${word} and similarity(v.word, ${word}) >= ${CORRECTION_SIMILARITY_MIN}::float4
          order by similarity(v.word, ${word}) desc, v.word limit 1) as correction)`,
    ),
    sql` union all `,
  );
}

/**
 * The words to search for a keyword: each word that no published job holds is replaced by the most
 * similar word of the published titles, when one is similar enough; `corrected` says whether any
 * was. `estimate` is how many jobs hold the least common word by the statistics (0 when they do not
 * list it, null without a word), `rare` whether its share makes it rare (job-search.queries.ts,
 * RARE_WORD_SHARE), `sparseTiers` the lower tiers the statistics find in few jobs, `titleShare` the
 * least common word's share of the titles, `jobs` the number of jobs by the same statistics
 * (job-search-statistics.ts: from memory, or one catalogue read for the words never searched
 * before). One more statement for a word the statistics do not list (rare, or misspelt).
 */
export async function correctKeyword(
  run: RunQuery,
  keyword: string | undefined,
  statistics: SearchStatistics,
): Promise<{ words: string[]; corrected: boolean } & KeywordFacts> {
  const words = keywordWords(keyword);
  if (words.length === 0) return { words, corrected: false, ...NO_KEYWORD_FACTS };
  // each word's shares, and what they tell of the keyword
  const sharesOf = async (list: string[]) => {
    const told = await statistics.wordShares(run, list);
    return { shares: told.shares.map((share) => share.doc), ...keywordFacts(told) };
  };
  const { shares, ...told } = await sharesOf(words);
  const unlisted = words.filter((_word, i) => !shares[i]);
  if (unlisted.length === 0) return { words, corrected: false, ...told };
  const found = await run<{ word: string; found: boolean; correction: string | null }>(
    wordCorrectionsQuery([...new Set(unlisted)]),
  );
  // a word that is its own closest title word holds no job only as a stop word ("was"): nothing to correct
  const corrections = new Map(
    found.flatMap((row) =>
      !row.found && row.correction && row.correction !== row.word
        ? [[row.word, row.correction] as const]
        : [],
    ),
  );
  if (corrections.size === 0) return { words, corrected: false, ...told };
  const correctedWords = words.map((word) => corrections.get(word) ?? word);
  const { shares: _shares, ...correctedTold } = await sharesOf(correctedWords);
  return { words: correctedWords, corrected: true, ...correctedTold };
}
