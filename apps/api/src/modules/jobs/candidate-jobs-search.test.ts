import { JOB_SEARCH_COUNT_CAP } from '@veil/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { useJobSearch } from './candidate-jobs.testing';
import { insertJob } from './job-search.testing';
import { jobPosts } from './jobs.schema';

const ctx = useTestApp();
const { companyId, get, search, titles } = useJobSearch(ctx);

/** Every page of a search, followed by its cursor. */
async function allPages(query: Record<string, string>) {
  const pages: string[][] = [];
  let lastIndex: string | null = null;
  do {
    const page = await search({ ...query, ...(lastIndex ? { lastIndex } : {}) });
    pages.push(page.data.map((job) => job.jobTitle));
    lastIndex = page.lastIndex;
  } while (lastIndex && pages.length < 20);
  return pages;
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));

describe('job search', () => {
  it('ranks a title match above a skill match above a body match, newest first within each', async () => {
    await insertJob(ctx.app, companyId, {
      jobTitle: 'Zebrafisch Körper alt',
      responsibilities: '<p>Nichts.</p>',
      publishedAt: at(1),
    });
    await insertJob(ctx.app, companyId, {
      jobTitle: 'Laborhilfe Körper',
      responsibilities: '<p>Pflege der Zebrafische im Labor.</p>',
      publishedAt: at(9),
    });
    await insertJob(ctx.app, companyId, {
      jobTitle: 'Tierpflege Fähigkeit',
      skillTags: ['Zebrafisch'],
      publishedAt: at(5),
    });
    await insertJob(ctx.app, companyId, { jobTitle: 'Zebrafisch Körper neu', publishedAt: at(3) });
    expect(await titles({ keyword: 'zebrafisch' })).toEqual([
      'Zebrafisch Körper neu',
      'Zebrafisch Körper alt',
      'Tierpflege Fähigkeit',
      'Laborhilfe Körper',
    ]);
    // the same order page by page: the cursor carries the tier
    expect(await allPages({ keyword: 'zebrafisch', pageSize: '1' })).toEqual([
      ['Zebrafisch Körper neu'],
      ['Zebrafisch Körper alt'],
      ['Tierpflege Fähigkeit'],
      ['Laborhilfe Körper'],
    ]);
  });

  it('finds German and English words by their stems', async () => {
    await insertJob(ctx.app, companyId, { jobTitle: 'Stammentwickler (m/w/d)' });
    await insertJob(ctx.app, companyId, { jobTitle: 'Senior Stemdeveloper' });
    await insertJob(ctx.app, companyId, { jobTitle: 'Kalibrierer für Messgeräte' });
    await insertJob(ctx.app, companyId, { jobTitle: 'Lead Wavefinder' });
    expect(await titles({ keyword: 'Stammentwicklerin' })).toEqual(['Stammentwickler (m/w/d)']);
    expect(await titles({ keyword: 'stemdevelopers' })).toEqual(['Senior Stemdeveloper']);
    expect(await titles({ keyword: 'Kalibrierern' })).toEqual(['Kalibrierer für Messgeräte']);
    expect(await titles({ keyword: 'wavefinders' })).toEqual(['Lead Wavefinder']);
    // several words: each one must occur
    expect(await titles({ keyword: 'Kalibrierer Messgerät' })).toEqual(['Kalibrierer für Messgeräte']);
    expect(await titles({ keyword: 'Kalibrierer Wavefinder' })).toEqual([]);
  });

  it('corrects a misspelt word to the most similar word of the published titles, and says so', async () => {
    await insertJob(ctx.app, companyId, { jobTitle: 'Zahntechnikermeister (m/w/d)', publishedAt: at(2) });
    await insertJob(ctx.app, companyId, {
      jobTitle: 'Laborleitung Dental',
      skillTags: ['Zahntechnikermeister'],
      publishedAt: at(4),
    });
    const page = await search({ keyword: 'Zahntechnikermeistr' });
    // the corrected word is searched as any word is: by relevance, the title first
    expect(page.data.map((job) => job.jobTitle)).toEqual([
      'Zahntechnikermeister (m/w/d)',
      'Laborleitung Dental',
    ]);
    expect([page.totalRecords, page.totalCapped, page.correctedKeyword]).toEqual([
      2,
      false,
      'zahntechnikermeister',
    ]);
    // only the misspelt word is corrected; every page corrects alike
    expect(await allPages({ keyword: 'Zahntechnikermeistr Dental', pageSize: '1' })).toEqual([
      ['Laborleitung Dental'],
    ]);
    expect(await allPages({ keyword: 'Zahntechnikermeistr', pageSize: '1' })).toEqual([
      ['Zahntechnikermeister (m/w/d)'],
      ['Laborleitung Dental'],
    ]);
    // a word found as written is not corrected, nor one like no title word, nor a stop word (of both languages) that
    // titles hold; a word given twice is corrected alike
    expect((await search({ keyword: 'Zahntechnikermeister' })).correctedKeyword).toBeNull();
    await insertJob(ctx.app, companyId, { jobTitle: 'Was wir bieten' });
    expect((await search({ keyword: 'was' })).correctedKeyword).toBeNull();
    expect(
      (await search({ keyword: 'dental Zahntechnikermeistr zahntechnikermeistr' })).correctedKeyword,
    ).toBe('dental zahntechnikermeister zahntechnikermeister');
    const unknown = await search({ keyword: 'Qwxzyvutsr' });
    expect([unknown.data, unknown.correctedKeyword]).toEqual([[], null]);
  });

  it('never corrects to a word of a draft', async () => {
    await insertJob(ctx.app, companyId, { jobTitle: 'Geheimprojektleitung', status: 'draft' });
    const page = await search({ keyword: 'Geheimprojektleitun' });
    expect([page.data, page.correctedKeyword]).toEqual([[], null]);
    // published, its title's words join the vocabulary
    await ctx.app.database.db
      .update(jobPosts)
      .set({ status: 'open', publishedAt: at(30) })
      .where(eq(jobPosts.jobTitle, 'Geheimprojektleitung'));
    const published = await search({ keyword: 'Geheimprojektleitun' });
    expect([published.data.map((job) => job.jobTitle), published.correctedKeyword]).toEqual([
      ['Geheimprojektleitung'],
      'geheimprojektleitung',
    ]);
  });

  it('filters by place (typos too), salary, job types, experience and industry', async () => {
    const filtered = (title: string, overrides: Parameters<typeof insertJob>[2]) =>
      insertJob(ctx.app, companyId, { jobTitle: `Filterstelle ${title}`, ...overrides });
    await filtered('Berlin', {
      officeLocation: 'Berlin',
      salaryRange: { from: 50_000, to: 60_000 },
      jobTypes: ['part_time'],
      experience: '5_10_years',
      industry: 'legal',
    });
    await filtered('Frankfurt', {
      officeLocation: 'Frankfurt am Main',
      salaryRange: { from: 70_000, to: 90_000 },
      jobTypes: ['full_time', 'freelancer'],
      experience: 'over_10_years',
      industry: 'finance',
    });
    await filtered('ohne Gehalt', { officeLocation: 'Köln', jobTypes: ['full_time'] });
    const only = async (query: Record<string, string>) =>
      (await titles({ keyword: 'Filterstelle', ...query })).sort();
    expect(await only({ location: 'Berlin' })).toEqual(['Filterstelle Berlin']);
    expect(await only({ location: 'Berln' })).toEqual(['Filterstelle Berlin']);
    expect(await only({ location: 'Frankfurt' })).toEqual(['Filterstelle Frankfurt']);
    // salary ranges that reach into the wanted one; a job without a salary says nothing to match
    expect(await only({ salaryFrom: '55000', salaryTo: '75000' })).toEqual([
      'Filterstelle Berlin',
      'Filterstelle Frankfurt',
    ]);
    expect(await only({ salaryFrom: '61000' })).toEqual(['Filterstelle Frankfurt']);
    expect(await only({ salaryTo: '49000' })).toEqual([]);
    expect(await only({ jobTypes: 'freelancer,part_time' })).toEqual([
      'Filterstelle Berlin',
      'Filterstelle Frankfurt',
    ]);
    expect(await only({ jobTypes: 'full_time' })).toEqual([
      'Filterstelle Frankfurt',
      'Filterstelle ohne Gehalt',
    ]);
    expect(await only({ experiences: 'over_10_years' })).toEqual(['Filterstelle Frankfurt']);
    expect(await only({ industries: 'legal,finance' })).toEqual([
      'Filterstelle Berlin',
      'Filterstelle Frankfurt',
    ]);
    expect(await only({ industries: 'legal', location: 'Frankfurt' })).toEqual([]);
    // the filters without a keyword
    const newest = await titles({
      location: 'Frankfurt',
      industries: 'finance',
      experiences: 'over_10_years',
    });
    expect(newest).toEqual(['Filterstelle Frankfurt']);
  });

  it('merges the ranges of industries and experiences into exactly the pages of one filter', async () => {
    const jobs: { id: string; title: string; at: Date }[] = [];
    const pairs = [
      ['finance', '2_years', 3],
      ['retail', '3_years', 1],
      ['finance', '3_years', 5],
      ['retail', '2_years', 3], // the same instant as the first: the id decides
      ['legal', '2_years', 4], // another industry
      ['retail', 'over_10_years', 2], // another experience
      ['finance', '2_years', 6],
      ['retail', '3_years', 0],
    ] as const;
    for (const [n, [industry, experience, minute]] of pairs.entries()) {
      const title = `Bereichsstelle ${n}`;
      const job = await insertJob(ctx.app, companyId, {
        jobTitle: title,
        officeLocation: 'Bereichsstadt',
        industry,
        experience,
        publishedAt: at(minute),
      });
      if (industry !== 'legal' && experience !== 'over_10_years')
        jobs.push({ id: job.id, title, at: at(minute) });
    }
    const expected = jobs
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
      .map((job) => job.title);
    const query = { location: 'Bereichsstadt', industries: 'finance,retail', experiences: '2_years,3_years' };
    const pages = await allPages({ ...query, pageSize: '2' });
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
    expect(pages.flat()).toEqual(expected);
    expect((await search(query)).totalRecords).toBe(6);
  });

  it('lists open jobs only, the closed ones when asked for, in every form of the search', async () => {
    // the closed job is the newest: Explore listed it first (issue 36)
    const place = 'Schließstadt';
    const job = { officeLocation: place, industry: 'energy_mining', experience: '3_years' } as const;
    await insertJob(ctx.app, companyId, {
      ...job,
      jobTitle: 'Schleusenwärter offen alt',
      publishedAt: at(1),
    });
    await insertJob(ctx.app, companyId, {
      ...job,
      jobTitle: 'Schleusenwärter offen neu',
      skillTags: ['Schleusentechnik'],
      publishedAt: at(2),
    });
    await insertJob(ctx.app, companyId, {
      ...job,
      jobTitle: 'Schleusenwärter geschlossen',
      skillTags: ['Schleusentechnik'],
      status: 'closed',
      publishedAt: at(3),
    });
    const open = ['Schleusenwärter offen neu', 'Schleusenwärter offen alt'];
    const searches: Record<string, string>[] = [
      { location: place }, // newest first
      { keyword: 'Schleusenwärter' }, // the tiers
      { keyword: 'Schleusenwärter', industries: 'energy_mining' }, // one pass over a rare word's matches
      { location: place, industries: 'energy_mining', experiences: '3_years' }, // merged ranges
    ];
    for (const query of searches) {
      const page = await search(query);
      expect(page.data.map((found) => found.jobTitle)).toEqual(open);
      expect(page.totalRecords).toBe(2);
      // page by page too: the cursor never leads to the closed one
      expect((await allPages({ ...query, pageSize: '1' })).flat()).toEqual(open);
      const all = await search({ ...query, includeClosed: 'true' });
      expect(all.data.map((found) => [found.jobTitle, found.status])).toEqual([
        ['Schleusenwärter geschlossen', 'closed'],
        ...open.map((title) => [title, 'open']),
      ]);
      expect(all.totalRecords).toBe(3);
    }
    // the skill's tier: only the closed job and one open job hold it
    expect(await titles({ keyword: 'Schleusentechnik' })).toEqual(['Schleusenwärter offen neu']);
    expect(await titles({ keyword: 'Schleusentechnik', includeClosed: 'false' })).toEqual([
      'Schleusenwärter offen neu',
    ]);
    const unclear = await get('/jobs?includeClosed=vielleicht');
    expect([unclear.statusCode, unclear.json().code]).toEqual([400, 'invalid_query_parameters']);
  });

  it('refuses a salary range upside down and a cursor not of its own', async () => {
    const upsideDown = await get('/jobs?salaryFrom=80000&salaryTo=20000');
    expect([upsideDown.statusCode, upsideDown.json().code]).toEqual([400, 'invalid_query_parameters']);
    for (const lastIndex of ['kaputt', btoa(JSON.stringify(['7|gestern', crypto.randomUUID()]))]) {
      const res = await get(`/jobs?lastIndex=${encodeURIComponent(lastIndex)}`);
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_query_parameters']);
    }
  });

  it('pages exactly through jobs published within one millisecond, by keyword and newest first', async () => {
    for (let n = 1; n <= 5; n += 1) {
      const job = await insertJob(ctx.app, companyId, { jobTitle: `Gleichzeitig ${n}` });
      // the same millisecond, microseconds apart; jobs 4 and 5 share even the microsecond
      const micro = Math.min(n, 4);
      await ctx.app.database.db.execute(
        sql`update job_posts set published_at = timestamptz '2030-03-01 10:00:00.000100+00' + ${micro} * interval '1 microsecond' where id = ${job.id}`,
      );
    }
    const pages = await allPages({ keyword: 'gleichzeitig', pageSize: '2' });
    expect(pages.flat().length).toBe(5);
    expect(new Set(pages.flat()).size).toBe(5);
    expect(pages.flat().slice(2)).toEqual(['Gleichzeitig 3', 'Gleichzeitig 2', 'Gleichzeitig 1']);
    // newest first without a keyword: these five are the newest jobs of all
    const newest = await allPages({ pageSize: '2' });
    expect(newest.flat().slice(0, 5)).toEqual(pages.flat());
  });

  it(`counts up to ${JOB_SEARCH_COUNT_CAP} matches and says so beyond`, async () => {
    await ctx.app.database.db.execute(sql`
      insert into job_posts (company_id, job_title, job_types, contract_type, experience, office_location,
        work_place, industry, status, sharable_code, published_at)
      select ${companyId}, 'Massenstelle ' || n, array['full_time'], 'permanent', '2_years', 'Essen',
        array['remote'], 'retail', 'open', 'massen-' || n, now() - n * interval '1 second'
      from generate_series(1, ${JOB_SEARCH_COUNT_CAP + 1}) as n`);
    const many = await search({ keyword: 'Massenstelle' });
    expect([many.totalRecords, many.totalCapped]).toEqual([JOB_SEARCH_COUNT_CAP, true]);
    const few = await search({ keyword: 'zebrafisch' });
    expect([few.totalRecords, few.totalCapped]).toEqual([4, false]);
    const second = await search({ keyword: 'Massenstelle', lastIndex: many.lastIndex ?? '' });
    expect([second.totalRecords, second.totalCapped]).toEqual([JOB_SEARCH_COUNT_CAP, true]);
  });
});
