import { JobSearchQuerySchema } from '@veil/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { useJobSearch } from './candidate-jobs.testing';
import { placesQuery } from './job-places';
import { type ListRow, listRowsQuery, runSearch, searchPlan } from './job-search';
import { searchCountQuery, searchMatchesQuery, searchPageQuery } from './job-search.queries';
import type { SearchPlan } from './job-search-plan';
import { searchStatisticsOf } from './job-search-statistics';
import { wordCorrectionsQuery } from './keyword-correction';

const ctx = useTestApp();
const { candidate, companyId, search } = useJobSearch(ctx);

describe('the search plans', () => {
  it('reads every page, keyword and filter through the indexes of migrations 0012, 0018, 0021, 0025, 0026 and 0028', async () => {
    const db = ctx.app.database.db;
    // enough varied jobs that each index is worth more than reading the table
    await db.execute(sql`
      insert into job_posts (company_id, job_title, job_types, contract_type, experience, office_location,
        work_place, industry, salary_from, salary_to, responsibilities, skill_tags, status, sharable_code, published_at)
      select ${companyId}, case when n % 10 = 3 then 'Seltenposten ' || n else 'Planstelle ' || n end, array[(array['full_time','part_time','freelancer'])[1 + n % 3]],
        'permanent', (array['1_year','2_years','3_years','4_years','5_years','over_10_years'])[1 + n % 6],
        case when n % 150 = 7 then 'Quedlinburg'
          else (array['Aachen','Bamberg','Celle','Dessau','Erfurt','Fulda','Gotha','Hagen','Berlin','Jena'])[1 + n % 10] end,
        array['remote'], (array['retail','legal','finance','education','energy_mining','arts'])[1 + n % 6],
        case when n % 4 = 0 then 0 else 20000 + (n % 50) * 2000 end,
        case when n % 4 = 0 then 0 else 30000 + (n % 50) * 2000 end,
        '<p>Aufgabe Nummer ' || n || '</p>', array['Fertigkeit' || (n % 40)], 'open', 'plan-' || n,
        now() - n * interval '1 minute'
      from generate_series(1, 3000) as n`);
    // statistics and the visibility map as autovacuum would have left them on a real table
    await db.execute(sql`vacuum analyze job_posts`);
    await db.execute(sql`vacuum analyze job_title_words`);
    // the search keeps the statistics it read for a minute: these are new
    searchStatisticsOf(db).forget();
    // a word in 3 000 of 3 000 jobs by the statistics: more than the count would count to, so it does
    // not run; with a filter or a second word it does (they may leave few)
    const statementsOf = async (query: Record<string, string>) => {
      const sent: string[] = [];
      const found = await runSearch(
        async (statement) => {
          sent.push(new PgDialect().sqlToQuery(statement).sql);
          return ((await db.execute(statement)) as unknown as { rows: never[] }).rows;
        },
        { candidateId: candidate.id, query: JobSearchQuerySchema.parse(query) },
        searchStatisticsOf(db),
      );
      return {
        counted: sent.some((text) => text.startsWith('select count(*)')),
        matches: found.matches,
        sparseTiers: found.plan.sparseTiers,
        sent,
        rows: found.rows,
      };
    };
    // a word of the texts only: no job holds it in title or skills, so tier 2 is read through its
    // index and sorted, never walked (sparseTiers); a word of a tenth of the titles and nowhere else
    // leaves tiers 2 and 1 empty
    expect(await statementsOf({ keyword: 'Aufgabe' })).toMatchObject({
      counted: false,
      matches: 201,
      sparseTiers: [2],
    });
    expect(await statementsOf({ keyword: 'Seltenposten' })).toMatchObject({ sparseTiers: [2, 1] });
    // that word in full-time jobs: a tenth of the titles times a third of the jobs, so the tiers walk
    // the newest-first index and check the job type on the rows (walksWithFilters), and the count
    // reads the word's entries and checks it on the rows too; every 30th job is one of them
    const fullTime = await statementsOf({ keyword: 'Seltenposten', jobTypes: 'full_time' });
    expect(fullTime).toMatchObject({ counted: true, matches: 100 });
    expect(fullTime.rows.every((row) => row.job_types.includes('full_time'))).toBe(true);
    expect(fullTime.sent.filter((text) => text.includes('is true'))).toHaveLength(2);
    // with a place besides, or with a second word (whose titles together the statistics cannot
    // tell), every match is read through the GIN index as before
    const inJena = await statementsOf({ keyword: 'Seltenposten', jobTypes: 'full_time', location: 'Jena' });
    expect(inJena.sent.some((text) => text.includes('is true'))).toBe(false);
    const twoWords = await statementsOf({ keyword: 'Seltenposten Aufgabe', jobTypes: 'full_time' });
    expect(twoWords).toMatchObject({ matches: 100 });
    expect(twoWords.sent.some((text) => text.includes('is true'))).toBe(false);
    expect(await search({ keyword: 'Aufgabe' })).toMatchObject({ totalRecords: 200, totalCapped: true });
    expect(await statementsOf({ keyword: 'Aufgabe', location: 'Jena' })).toMatchObject({
      counted: true,
      matches: 201,
    });
    expect(await statementsOf({ keyword: 'Aufgabe Nummer' })).toMatchObject({ counted: true });

    const explain = async (query: SQL) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const result = await tx.execute(sql`explain ${query}`);
        return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) =>
          String(Object.values(row)[0]),
        );
      });
    const plan = async (
      query: Record<string, string>,
      options: { bitmap?: boolean; ordered?: boolean; places?: string[] } = {},
    ) =>
      db.transaction(async (tx) => {
        // the table is small here; forbidding sequential scans shows whether an index can serve the query
        await tx.execute(sql`set local enable_seqscan = off`);
        if (options.bitmap) await tx.execute(sql`set local enable_indexscan = off`);
        // and forbidding bitmaps and sorts, whether indexes can deliver the order itself
        if (options.ordered) {
          await tx.execute(sql`set local enable_bitmapscan = off`);
          await tx.execute(sql`set local enable_sort = off`);
        }
        const parsed = JobSearchQuerySchema.parse(query);
        const planned = searchPlan(parsed, { places: options.places });
        const result = await tx.execute(sql`explain ${searchPageQuery(planned)}`);
        return (result as unknown as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
      });
    const newest = await plan({});
    expect(newest).toMatch(/Index Scan Backward using job_posts_published_idx/);
    expect(newest).not.toMatch(/Sort/);
    const page = await search({ pageSize: '3' });
    const deep = await plan({ lastIndex: page.lastIndex ?? '' });
    expect(deep).toMatch(/Index Scan Backward using job_posts_published_idx/);
    // the cursor is an index condition, not a filter that reads and drops every earlier row
    expect(deep).toMatch(/Index Cond: \(ROW\(published_at, id\) < ROW\(/);

    const keyword = await plan({ keyword: 'zebrafisch' }, { bitmap: true });
    for (const index of ['title_search', 'head_search', 'doc_filters'])
      expect(keyword).toMatch(`job_posts_${index}_idx`);
    // a sparse tier: its matches from a GIN index, sorted; the walk of the newest-first index that
    // would pass every job when the tier is empty is not in the plan
    const tierPlan = async (sparseTiers: number[]) => {
      const planned = { ...searchPlan(JobSearchQuerySchema.parse({ keyword: 'Seltenposten' })), sparseTiers };
      const lines = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${searchPageQuery(planned)}`);
        return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) =>
          String(Object.values(row)[0]),
        );
      });
      return {
        walks: lines.filter((line) => /Index Scan Backward using job_posts_published_idx/.test(line)).length,
        bitmaps: lines.flatMap((line) => /Bitmap Index Scan on (job_posts_\w+)/.exec(line)?.[1] ?? []),
      };
    };
    // a word in a tenth of the titles and nowhere else: the planner expects tier 2 in nine in a
    // hundred jobs and would walk the index for it, and for tier 1
    expect(await tierPlan([])).toEqual({ walks: 3, bitmaps: [] });
    // the page's ids come first and alone (a materialized CTE): a sorted tier's high estimated cost,
    // never paid when the tiers above fill the page, once made the planner join every company with
    // the page instead of the page's 21 rows with their companies (1 ms became 12 at a million jobs)
    const pagePlan = await explain(
      listRowsQuery(
        searchPageQuery({
          ...searchPlan(JobSearchQuerySchema.parse({ keyword: 'Seltenposten' })),
          sparseTiers: [1],
        }),
        candidate.id,
      ),
    );
    expect(pagePlan.join('\n')).toMatch(/CTE Scan on p/);
    // tier 2 alone sparse: the jobs with the word in their skills (migration 0026)
    expect(await tierPlan([2])).toEqual({ walks: 2, bitmaps: ['job_posts_skill_search_idx'] });
    // both: one pass over the word's full-text matches
    expect(await tierPlan([2, 1])).toEqual({ walks: 1, bitmaps: ['job_posts_doc_filters_idx'] });
    // with job types, industries and experiences, one scan of migration 0021's index intersects the
    // words with all three (in the page, where no tier's own index is cheaper here; and in the
    // count): only full matches are read from the table
    const filtered = JobSearchQuerySchema.parse({
      keyword: 'zebrafisch',
      jobTypes: 'full_time',
      industries: 'legal,retail',
      experiences: '2_years',
    });
    // and in the one pass that gives page and count together (job-search.queries.ts, readsEveryMatch)
    const scans = [searchPageQuery, searchCountQuery, searchMatchesQuery];
    for (const query of scans.map((scan) => scan(searchPlan(filtered)))) {
      const parts = ['doc_search @@', 'ARRAY[industry] &&', 'ARRAY[experience] &&', 'job_types &&'];
      const lines = await explain(query);
      expect(
        lines.some((line) => line.includes('Index Cond') && parts.every((part) => line.includes(part))),
      ).toBe(true);
    }
    const byIndex: [Record<string, string>, string][] = [
      // a location not looked up before: its places from the vocabulary within the statement
      [{ location: 'Frankfurt' }, 'job_places_trgm_idx'],
      [{ salaryFrom: '50000', salaryTo: '60000' }, 'job_posts_salary_idx'],
      [{ jobTypes: 'freelancer' }, 'job_posts_job_types_idx'],
      [{ industries: 'legal,finance' }, 'job_posts_industry_published_idx'],
      [{ experiences: 'over_10_years' }, 'job_posts_experience_published_idx'],
    ];
    for (const [query, index] of byIndex) expect(await plan(query, { bitmap: true })).toMatch(index);
    // a place of few jobs named: its range of migration 0025's index, newest first; with a keyword,
    // each tier too, and the count reads the place's range in index order
    const place = await plan({ location: 'Quedlinburg' }, { ordered: true, places: ['Quedlinburg'] });
    expect(place).toMatch(/Index Scan Backward using job_posts_place_published_idx/);
    expect(place).not.toMatch(/Sort/);
    const keywordAndPlace = JobSearchQuerySchema.parse({ keyword: 'Aufgabe', location: 'Quedlinburg' });
    const inQuedlinburg = searchPlan(keywordAndPlace, { places: ['Quedlinburg'] });
    for (const query of [searchPageQuery(inQuedlinburg), searchCountQuery(inQuedlinburg)]) {
      const lines = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const result = await tx.execute(sql`explain ${query}`);
        return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) =>
          String(Object.values(row)[0]),
        );
      });
      expect(lines.join('\n')).toMatch(/Index Scan (Backward )?using job_posts_place_published_idx/);
      expect(lines.join('\n')).not.toMatch(/Sort/);
    }
    // the places a location stands for, as written and misspelt: from the vocabulary's trigrams
    for (const location of ['Quedlin', 'Quedlinbrg']) {
      const lines = await explain(placesQuery(location));
      expect(lines.join('\n')).toMatch(/job_places_trgm_idx/);
    }
    // industries with experiences: one range of migration 0018's index per pair, merged newest first,
    // the other filters checked on the index entries; a later page starts inside every range
    const pairs = {
      location: 'Berlin',
      jobTypes: 'full_time',
      industries: 'legal,retail',
      experiences: '2_years,3_years',
    };
    const merged = await plan(pairs, { ordered: true });
    expect(merged).toMatch(/Merge Append/);
    const ranges = /Scan Backward using job_posts_industry_experience_published_idx/g;
    expect(merged.match(ranges)).toHaveLength(4);
    // index-only: open jobs only is checked on the entries too (migration 0028), not on the rows
    expect(
      merged.match(/Index Only Scan Backward using job_posts_industry_experience_published_idx/g),
    ).toHaveLength(4);
    expect(merged).not.toMatch(/Sort {2}/);
    const twoByTwo = { industries: 'legal,retail', experiences: '2_years,3_years' };
    const pairsPage = await search({ ...twoByTwo, pageSize: '2' });
    expect(pairsPage.lastIndex).not.toBeNull();
    const pairsDeep = await plan({ ...twoByTwo, lastIndex: pairsPage.lastIndex ?? '' }, { ordered: true });
    expect(pairsDeep.match(ranges)).toHaveLength(4);
    expect(pairsDeep.match(/Index Cond: .*ROW\(published_at, id\) < ROW\(/g)).toHaveLength(4);
    // the one pass pages through the same jobs in the same order as the tiers: a word in some titles,
    // some skill tags and some texts only, jobs published at the same instant, pages across the tiers
    await db.execute(sql`
      insert into job_posts (company_id, job_title, job_types, contract_type, experience, office_location,
        work_place, industry, salary_from, salary_to, responsibilities, skill_tags, status, sharable_code, published_at)
      select ${companyId}, case when n % 3 = 0 then 'Mischwort ' || n else 'Stelle ' || n end, array['full_time'],
        'permanent', '2_years', 'Jena', array['remote'], 'legal', 0, 0,
        case when n % 3 = 2 then '<p>Mischwort im Text</p>' else '<p>Text</p>' end,
        case when n % 3 = 1 then array['Mischwort'] else array['Anderes'] end, 'open', 'mix-' || n,
        now() - (n / 2) * interval '1 second'
      from generate_series(1, 30) as n`);
    const listed = async (query: SQL) =>
      ((await db.execute(listRowsQuery(query, candidate.id))) as unknown as { rows: ListRow[] }).rows;
    for (const [keyword, pageSize] of [
      ['Mischwort', 4],
      ['Aufgabe', 100],
    ] as const) {
      const first = searchPlan(JobSearchQuerySchema.parse({ keyword, jobTypes: 'full_time', pageSize }));
      const pages = async (query: (plan: SearchPlan) => SQL) => {
        const ids: string[] = [];
        for (let plan = first; ; ) {
          const rows = await listed(query(plan));
          ids.push(...rows.slice(0, pageSize).map((row) => row.id));
          const last = rows[pageSize - 1];
          if (rows.length <= pageSize || !last) return ids;
          plan = { ...plan, after: { tier: last.tier, at: last.cursor_at, id: last.id } };
        }
      };
      const byTiers = await pages(searchPageQuery);
      expect(byTiers.length).toBeGreaterThan(5 * pageSize);
      expect(await pages(searchMatchesQuery)).toEqual(byTiers);
      // sorted lower tiers (sparseTiers) page through the same jobs in the same order
      for (const sparseTiers of [[2], [1], [2, 1]])
        expect(await pages((plan) => searchPageQuery({ ...plan, sparseTiers }))).toEqual(byTiers);
      // and so do tiers that walk with the filters checked on the rows (walksWithFilters)
      const walking = { titleShare: 1, filterShare: 1, estimate: 1 };
      expect(await pages((plan) => searchPageQuery({ ...plan, ...walking }))).toEqual(byTiers);
      expect(await pages((plan) => searchPageQuery({ ...plan, ...walking, sparseTiers: [2, 1] }))).toEqual(
        byTiers,
      );
    }

    const correction = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // a vocabulary this small is read in full by any plan; bitmaps only: which index can answer
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      const result = await tx.execute(sql`explain ${wordCorrectionsQuery(['zahntechnikermeistr'])}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    // a misspelt word: its (missing) full-text entries, never a walk through every job, and the
    // title vocabulary's trigrams
    expect(correction).toMatch(/job_posts_doc_filters_idx/);
    expect(correction).not.toMatch(/job_posts_published_idx|Seq Scan on job_posts/);
    expect(correction).toMatch(/job_title_words_trgm_idx/);
  });
});
