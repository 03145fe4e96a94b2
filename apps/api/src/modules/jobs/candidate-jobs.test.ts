import { JOB_SEARCH_COUNT_CAP } from '@veil/domain';
import { JobSearchQuerySchema } from '@veil/domain/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { searchPlan } from './candidate-jobs.service';
import { searchCountQuery, searchPageQuery } from './job-search.queries';
import { insertJob, signedUpCandidate } from './job-search.testing';
import { jobPosts } from './jobs.schema';
import { wordCorrectionsQuery } from './keyword-correction';

const ctx = useTestApp();
let candidate: { cookie: string; id: string };
let companyId: string;

beforeAll(async () => {
  candidate = await signedUpCandidate(ctx.app, ctx.mail);
  companyId = (await createCompany(ctx.app.database.db, { name: 'Suchfirma' })).id;
});

type ListBody = {
  data: { id: string; jobTitle: string; isSaved: boolean; status: string; company: { name: string } }[];
  lastIndex: string | null;
  totalRecords: number;
  totalCapped: boolean;
  correctedKeyword: string | null;
};

async function get(path: string, cookie = candidate.cookie) {
  return call(ctx.app, 'candidate', 'GET', `/api${path}`, { cookie });
}

async function search(query: Record<string, string>) {
  const res = await get(`/jobs?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListBody;
}

async function titles(query: Record<string, string>) {
  return (await search(query)).data.map((job) => job.jobTitle);
}

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

describe('what candidates never see', () => {
  it('drafts: not found, not listed, not saved, not shared', async () => {
    const draft = await insertJob(ctx.app, companyId, { jobTitle: 'Geheimentwurf', status: 'draft' });
    expect(await titles({ keyword: 'Geheimentwurf' })).toEqual([]);
    expect((await titles({ keyword: 'Geheimentwrf' })).length).toBe(0);
    for (const res of [
      await get(`/jobs/${draft.id}`),
      await get(`/jobs/share/${draft.sharableCode}`, ''),
      await call(ctx.app, 'candidate', 'PUT', `/api/jobs/${draft.id}/saved`, { cookie: candidate.cookie }),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([404, 'job_not_found']);
    }
  });

  it('jobs of a deactivated company', async () => {
    const company = await createCompany(ctx.app.database.db);
    const job = await insertJob(ctx.app, company.id, { jobTitle: 'Stilllegungsstelle' });
    await call(ctx.app, 'candidate', 'PUT', `/api/jobs/${job.id}/saved`, { cookie: candidate.cookie });
    expect(await titles({ keyword: 'Stilllegungsstelle' })).toEqual(['Stilllegungsstelle']);
    await ctx.app.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, company.id));
    expect(await titles({ keyword: 'Stilllegungsstelle' })).toEqual([]);
    const res = await get(`/jobs/${job.id}`);
    expect([res.statusCode, res.json().code]).toEqual([404, 'job_not_found']);
    const saved = (await get('/jobs/saved')).json() as ListBody;
    expect(saved.data.map((j) => j.jobTitle)).not.toContain('Stilllegungsstelle');
  });
});

describe('a job, saving and sharing', () => {
  it('reads a published job with its company and whether it is saved', async () => {
    const job = await insertJob(ctx.app, companyId, {
      jobTitle: 'Lesestelle',
      skillTags: ['Lesen'],
      salaryRange: { from: 40_000, to: 50_000 },
    });
    const res = await get(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: job.id,
      jobTitle: 'Lesestelle',
      status: 'open',
      salaryRange: { from: 40_000, to: 50_000 },
      skillTags: ['Lesen'],
      company: { id: companyId, name: 'Suchfirma', logoUrl: null },
      isSaved: false,
    });
    expect(res.json()).not.toHaveProperty('sharableCode');
    expect(res.json()).not.toHaveProperty('createdBy');
    const missing = await get(`/jobs/${crypto.randomUUID()}`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'job_not_found']);
  });

  it('saves and unsaves idempotently, lists the last saved first, keeps a saved job that closes', async () => {
    const other = await signedUpCandidate(ctx.app, ctx.mail);
    const jobs = [];
    for (const n of [1, 2, 3])
      jobs.push(await insertJob(ctx.app, companyId, { jobTitle: `Merkstelle ${n}` }));
    const save = (id: string, cookie = other.cookie) =>
      call(ctx.app, 'candidate', 'PUT', `/api/jobs/${id}/saved`, { cookie });
    const unsave = (id: string) =>
      call(ctx.app, 'candidate', 'DELETE', `/api/jobs/${id}/saved`, { cookie: other.cookie });
    for (const job of jobs) expect((await save(job.id)).json()).toEqual({ isSaved: true });
    // saving again keeps its place
    expect((await save(jobs[0]?.id ?? '')).json()).toEqual({ isSaved: true });
    const saved = async (query = '') => {
      const res = await get(`/jobs/saved${query}`, other.cookie);
      expect(res.statusCode).toBe(200);
      return res.json() as ListBody;
    };
    const first = await saved('?pageSize=2');
    expect(first.data.map((j) => [j.jobTitle, j.isSaved])).toEqual([
      ['Merkstelle 3', true],
      ['Merkstelle 2', true],
    ]);
    expect([first.totalRecords, first.totalCapped]).toEqual([3, false]);
    const second = await saved(`?pageSize=2&lastIndex=${encodeURIComponent(first.lastIndex ?? '')}`);
    expect(second.data.map((j) => j.jobTitle)).toEqual(['Merkstelle 1']);
    expect(second.lastIndex).toBeNull();
    // the search says which are saved, for this candidate only
    const found = await search({ keyword: 'Merkstelle' });
    expect(found.data.every((j) => j.isSaved === false)).toBe(true);

    // closed after saving: still listed, as closed; a closed job not saved yet cannot be saved
    await ctx.app.database.db
      .update(jobPosts)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(jobPosts.id, jobs[1]?.id ?? ''));
    expect((await saved()).data.find((j) => j.jobTitle === 'Merkstelle 2')?.status).toBe('closed');
    expect((await save(jobs[1]?.id ?? '')).json()).toEqual({ isSaved: true });
    const closedForOthers = await save(jobs[1]?.id ?? '', candidate.cookie);
    expect([closedForOthers.statusCode, closedForOthers.json().code]).toEqual([410, 'job_inactive']);
    const closedJob = await get(`/jobs/${jobs[1]?.id}`);
    expect([closedJob.statusCode, closedJob.json().status]).toEqual([200, 'closed']);

    for (const _ of [1, 2]) expect((await unsave(jobs[2]?.id ?? '')).json()).toEqual({ isSaved: false });
    expect((await saved()).data.map((j) => j.jobTitle)).toEqual(['Merkstelle 2', 'Merkstelle 1']);
    const badCursor = await get('/jobs/saved?lastIndex=kaputt', other.cookie);
    expect([badCursor.statusCode, badCursor.json().code]).toEqual([400, 'invalid_query_parameters']);
  });

  it('opens a shared job signed out; a regenerated code retires the old link', async () => {
    const job = await insertJob(ctx.app, companyId, { jobTitle: 'Teilstelle' });
    const signedOut = await get(`/jobs/share/${job.sharableCode}`, '');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toMatchObject({ id: job.id, jobTitle: 'Teilstelle', isSaved: null });
    await call(ctx.app, 'candidate', 'PUT', `/api/jobs/${job.id}/saved`, { cookie: candidate.cookie });
    expect((await get(`/jobs/share/${job.sharableCode}`)).json().isSaved).toBe(true);

    await ctx.app.database.db
      .update(jobPosts)
      .set({ sharableCode: 'ein-neuer-code-0123456789' })
      .where(eq(jobPosts.id, job.id));
    const old = await get(`/jobs/share/${job.sharableCode}`, '');
    expect([old.statusCode, old.json().code]).toEqual([404, 'job_not_found']);
    expect((await get('/jobs/share/ein-neuer-code-0123456789', '')).json().id).toBe(job.id);
  });
});

describe('the search plans', () => {
  it('reads every page, keyword and filter through the indexes of migrations 0012, 0018 and 0021', async () => {
    const db = ctx.app.database.db;
    // enough varied jobs that each index is worth more than reading the table
    await db.execute(sql`
      insert into job_posts (company_id, job_title, job_types, contract_type, experience, office_location,
        work_place, industry, salary_from, salary_to, responsibilities, skill_tags, status, sharable_code, published_at)
      select ${companyId}, 'Planstelle ' || n, array[(array['full_time','part_time','freelancer'])[1 + n % 3]],
        'permanent', (array['1_year','2_years','3_years','4_years','5_years','over_10_years'])[1 + n % 6],
        (array['Aachen','Bamberg','Celle','Dessau','Erfurt','Fulda','Gotha','Hagen','Berlin','Jena'])[1 + n % 10],
        array['remote'], (array['retail','legal','finance','education','energy_mining','arts'])[1 + n % 6],
        case when n % 4 = 0 then 0 else 20000 + (n % 50) * 2000 end,
        case when n % 4 = 0 then 0 else 30000 + (n % 50) * 2000 end,
        '<p>Aufgabe Nummer ' || n || '</p>', array['Fertigkeit' || (n % 40)], 'open', 'plan-' || n,
        now() - n * interval '1 minute'
      from generate_series(1, 3000) as n`);
    // statistics and the visibility map as autovacuum would have left them on a real table
    await db.execute(sql`vacuum analyze job_posts`);
    await db.execute(sql`vacuum analyze job_title_words`);
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
      options: { bitmap?: boolean; ordered?: boolean } = {},
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
        const result = await tx.execute(sql`explain ${searchPageQuery(searchPlan(parsed))}`);
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
    // with job types, industries and experiences, one scan of migration 0021's index intersects the
    // words with all three (in the page, where no tier's own index is cheaper here; and in the
    // count): only full matches are read from the table
    const filtered = JobSearchQuerySchema.parse({
      keyword: 'zebrafisch',
      jobTypes: 'full_time',
      industries: 'legal,retail',
      experiences: '2_years',
    });
    for (const query of [searchPageQuery(searchPlan(filtered)), searchCountQuery(searchPlan(filtered))]) {
      const parts = ['doc_search @@', 'ARRAY[industry] &&', 'ARRAY[experience] &&', 'job_types &&'];
      const lines = await explain(query);
      expect(
        lines.some((line) => line.includes('Index Cond') && parts.every((part) => line.includes(part))),
      ).toBe(true);
    }
    const byIndex: [Record<string, string>, string][] = [
      [{ location: 'Frankfurt' }, 'job_posts_location_trgm_idx'],
      [{ salaryFrom: '50000', salaryTo: '60000' }, 'job_posts_salary_idx'],
      [{ jobTypes: 'freelancer' }, 'job_posts_job_types_idx'],
      [{ industries: 'legal,finance' }, 'job_posts_industry_published_idx'],
      [{ experiences: 'over_10_years' }, 'job_posts_experience_published_idx'],
    ];
    for (const [query, index] of byIndex) expect(await plan(query, { bitmap: true })).toMatch(index);
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
    expect(merged).not.toMatch(/Sort {2}/);
    const twoByTwo = { industries: 'legal,retail', experiences: '2_years,3_years' };
    const pairsPage = await search({ ...twoByTwo, pageSize: '2' });
    expect(pairsPage.lastIndex).not.toBeNull();
    const pairsDeep = await plan({ ...twoByTwo, lastIndex: pairsPage.lastIndex ?? '' }, { ordered: true });
    expect(pairsDeep.match(ranges)).toHaveLength(4);
    expect(pairsDeep.match(/Index Cond: .*ROW\(published_at, id\) < ROW\(/g)).toHaveLength(4);
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
