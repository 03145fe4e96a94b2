import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createCompany } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { createSearchStatistics, STATISTICS_MAX_AGE_MS } from './job-search-statistics';

const ctx = useTestApp();

describe('the search statistics', () => {
  it('are read once per minute and per new word, and tell each word and filter its share of the jobs', async () => {
    const db = ctx.app.database.db;
    const companyId = crypto.randomUUID();
    await createCompany(db, { id: companyId, name: 'Statistikfirma' });
    // 1 000 jobs: "Schreiner" in a fifth of the titles, "Hobelbank" in the skills of a tenth, a
    // third full time, half of them in retail
    await db.execute(sql`
      insert into job_posts (company_id, job_title, job_types, contract_type, experience, office_location,
        work_place, industry, salary_from, salary_to, responsibilities, skill_tags, status, sharable_code, published_at)
      select ${companyId}, case when n % 5 = 0 then 'Schreiner ' || n else 'Stelle ' || n end,
        array[(array['full_time','part_time','freelancer'])[1 + n % 3]], 'permanent', '2_years', 'Celle',
        array['remote'], case when n % 2 = 0 then 'retail' else 'legal' end, 0, 0, '<p>Werkstatt</p>',
        case when n % 10 = 1 then array['Hobelbank'] else array['Leim'] end, 'open', 'stat-' || n,
        now() - n * interval '1 minute'
      from generate_series(1, 1000) as n`);
    await db.execute(sql`analyze job_posts`);

    let clock = 0;
    const statistics = createSearchStatistics({ now: () => clock });
    const sent: string[] = [];
    const run = async <T>(query: SQL) => {
      sent.push(new PgDialect().sqlToQuery(query).sql);
      return rowsOf<T>(db, query);
    };
    const { jobs, shares } = await statistics.wordShares(run, ['Schreiner', 'Hobelbank', 'Werkstatt', 'und']);
    expect(jobs).toBe(1000);
    const [schreiner, hobelbank, werkstatt, stopWord] = shares;
    expect(schreiner?.title).toBeCloseTo(0.2, 2);
    expect(schreiner?.head).toBeCloseTo(0.2, 2);
    expect(schreiner?.doc).toBeCloseTo(0.2, 2);
    expect(hobelbank).toMatchObject({ title: 0 });
    expect(hobelbank?.head).toBeCloseTo(0.1, 2);
    expect(werkstatt?.doc).toBeCloseTo(1, 2);
    expect(werkstatt?.head).toBe(0);
    expect(stopWord).toEqual({ doc: 0, title: 0, head: 0 });
    // the columns' statistics and the words' stems: two statements
    expect(sent).toHaveLength(2);

    expect(await statistics.filterShare(run, { jobTypes: ['full_time'] })).toBeCloseTo(1 / 3, 2);
    expect(await statistics.filterShare(run, { jobTypes: ['full_time', 'part_time'] })).toBeCloseTo(2 / 3, 2);
    expect(
      await statistics.filterShare(run, { jobTypes: ['full_time'], industries: ['retail'] }),
    ).toBeCloseTo(1 / 6, 2);
    expect(await statistics.filterShare(run, { industries: ['energy_mining'] })).toBe(0);
    // known words and the filters: nothing more is read
    await statistics.wordShares(run, ['Schreiner']);
    expect(sent).toHaveLength(2);
    // a new word: its stems only
    await statistics.wordShares(run, ['Schreiner', 'Leim']);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatch(/tsvector_to_array/);

    // a minute later the columns are read again, once for searches that arrive together
    clock += STATISTICS_MAX_AGE_MS;
    await Promise.all([
      statistics.wordShares(run, ['Schreiner']),
      statistics.filterShare(run, { jobTypes: ['full_time'] }),
    ]);
    expect(sent).toHaveLength(4);
    expect(sent[3]).toMatch(/pg_stats/);
    // and after an ANALYZE the caller ran, at once when it says so
    await db.execute(
      sql`delete from job_posts where company_id = ${companyId} and job_title like 'Schreiner%'`,
    );
    await db.execute(sql`analyze job_posts`);
    expect((await statistics.wordShares(run, ['Schreiner'])).shares[0]?.title).toBeCloseTo(0.2, 2);
    statistics.forget();
    const after = await statistics.wordShares(run, ['Schreiner', 'Hobelbank']);
    expect(after.jobs).toBe(800);
    expect(after.shares[0]?.title).toBe(0);
    expect(after.shares[1]?.head).toBeCloseTo(0.125, 2);
  });
});
