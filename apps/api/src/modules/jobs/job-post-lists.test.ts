import { LIST_COUNT_CAP } from '@veil/domain';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { timestampCursor } from '../../db/keyset';
import { createCompany } from '../../testing/factories';
import { call, signInNewAdmin } from '../../testing/http';
import { insertJobRows, seedJob } from '../../testing/jobs';
import { signedInEmployer } from '../../testing/members';
import { useTestApp } from '../../testing/test-app';
import { adminJobPostPageQuery, employerJobPageQuery } from './job-posts.queries';

const ctx = useTestApp();
let admin = '';
let companyId: string;
let otherCompanyId: string;
let power: { cookie: string };
let otherPower: { cookie: string };

beforeAll(async () => {
  const db = ctx.app.database.db;
  admin = await signInNewAdmin(ctx.app);
  companyId = (await createCompany(db, { name: 'Listenwerk Hafen GmbH' })).id;
  otherCompanyId = (await createCompany(db, { name: 'Bergblick 100% Bau_AG' })).id;
  power = await signedInEmployer(ctx.app, companyId, 'power_user');
  otherPower = await signedInEmployer(ctx.app, otherCompanyId, 'power_user');
});

type Page = {
  data: { id: string; jobTitle: string; status: string; company?: { id: string; name: string } }[];
  lastIndex: string | null;
  totalRecords: number;
  totalPages: number;
  totalCapped: boolean;
};

async function employerPage(query: Record<string, string>, who = power): Promise<Page> {
  const res = await call(ctx.app, 'employer', 'GET', `/api/company-jobs?${new URLSearchParams(query)}`, {
    cookie: who.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function adminPage(query: Record<string, string>): Promise<Page> {
  const res = await call(ctx.app, 'admin', 'GET', `/api/admin/job-posts?${new URLSearchParams(query)}`, {
    cookie: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a list, as the titles of each page. */
async function allPages(
  read: (query: Record<string, string>) => Promise<Page>,
  query: Record<string, string>,
) {
  const titles: string[][] = [];
  let lastIndex: string | null = null;
  do {
    const page: Page = await read({ ...query, ...(lastIndex ? { lastIndex } : {}) });
    titles.push(page.data.map((row) => row.jobTitle));
    lastIndex = page.lastIndex;
  } while (lastIndex && titles.length < 20);
  return titles;
}

/** Five jobs of a company a microsecond apart: one millisecond, five database timestamps. */
const sameMillisecond = (base: string): SQL => sql`${base}::timestamptz + n * interval '1 microsecond'`;

describe("the employer's job list", () => {
  it('pages exactly through jobs created within one millisecond, newest first', async () => {
    await insertJobRows(ctx.app.database.db, {
      companyId,
      prefix: 'Gleichzeitig',
      count: 5,
      at: sameMillisecond('2026-03-01 10:00:00.000100+00'),
    });
    expect(await allPages(employerPage, { jobTitle: 'Gleichzeitig', pageSize: '2' })).toEqual([
      ['Gleichzeitig 5', 'Gleichzeitig 4'],
      ['Gleichzeitig 3', 'Gleichzeitig 2'],
      ['Gleichzeitig 1'],
    ]);
    const first = await employerPage({ jobTitle: 'Gleichzeitig', pageSize: '2' });
    expect([first.totalRecords, first.totalPages, first.totalCapped]).toEqual([5, 3, false]);
  });

  it('searches any part of the title, case-insensitively, with % and _ taken literally', async () => {
    const db = ctx.app.database.db;
    await seedJob(db, companyId, { jobTitle: 'Fachinformatikerin Systemintegration' });
    await seedJob(db, companyId, { jobTitle: 'Vertrieb 100% remote' });
    await seedJob(db, companyId, { jobTitle: 'Vertrieb 1000 Kunden' });
    await seedJob(db, companyId, { jobTitle: 'Data_Engineer' });
    await seedJob(db, companyId, { jobTitle: 'DataXEngineer' });
    const titles = async (jobTitle: string) =>
      (await employerPage({ jobTitle })).data.map((row) => row.jobTitle).sort();
    expect(await titles('INFORMATIKERIN')).toEqual(['Fachinformatikerin Systemintegration']);
    expect(await titles('100%')).toEqual(['Vertrieb 100% remote']);
    expect(await titles('Data_')).toEqual(['Data_Engineer']);
    expect(await titles('gibt es nicht')).toEqual([]);
  });

  it('filters by status', async () => {
    const db = ctx.app.database.db;
    await seedJob(db, companyId, { jobTitle: 'Statusprobe Entwurf' });
    await seedJob(db, companyId, { jobTitle: 'Statusprobe offen', status: 'open' });
    await seedJob(db, companyId, { jobTitle: 'Statusprobe geschlossen', status: 'closed' });
    for (const [status, title] of [
      ['draft', 'Statusprobe Entwurf'],
      ['open', 'Statusprobe offen'],
      ['closed', 'Statusprobe geschlossen'],
    ]) {
      const page = await employerPage({ jobTitle: 'Statusprobe', status: status as string });
      expect(page.data.map((row) => [row.jobTitle, row.status])).toEqual([[title, status]]);
    }
    const wrong = await call(ctx.app, 'employer', 'GET', '/api/company-jobs?status=archived', {
      cookie: power.cookie,
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'invalid_query_parameters']);
  });

  it('shows each row with its application count (none before applications exist) and dates', async () => {
    const job = await seedJob(ctx.app.database.db, companyId, { jobTitle: 'Zeilenprobe', status: 'open' });
    const page = await employerPage({ jobTitle: 'Zeilenprobe' });
    expect(page.data).toEqual([
      {
        id: job.id,
        jobTitle: 'Zeilenprobe',
        status: 'open',
        applicationCount: 0,
        createdAt: job.createdAt.toISOString(),
        publishedAt: job.publishedAt?.toISOString(),
      },
    ]);
  });

  it('refuses a cursor that is not one of its own and a page size out of range', async () => {
    for (const query of [
      `lastIndex=${encodeURIComponent('kaputt')}`,
      `lastIndex=${encodeURIComponent(btoa(JSON.stringify(['gestern', crypto.randomUUID()])))}`,
      `lastIndex=${encodeURIComponent(btoa(JSON.stringify(['2026-03-01 10:00:00+00', 'x'])))}`,
      'pageSize=0',
      'pageSize=1000',
    ]) {
      for (const path of ['/api/company-jobs', '/api/admin/job-posts']) {
        const pool = path.includes('admin') ? 'admin' : 'employer';
        const res = await call(ctx.app, pool, 'GET', `${path}?${query}`, {
          cookie: pool === 'admin' ? admin : power.cookie,
        });
        expect([res.statusCode, res.json().code], `${path}?${query}`).toEqual([
          400,
          'invalid_query_parameters',
        ]);
      }
    }
  });

  it(`counts up to ${LIST_COUNT_CAP} and says so beyond, per company`, async () => {
    await insertJobRows(ctx.app.database.db, {
      companyId: otherCompanyId,
      prefix: 'Menge',
      count: LIST_COUNT_CAP + 1,
      at: sql`timestamptz '2026-02-01 00:00:00+00' + n * interval '1 second'`,
    });
    const many = await employerPage({ pageSize: '100' }, otherPower);
    expect([many.totalRecords, many.totalCapped, many.totalPages]).toEqual([
      LIST_COUNT_CAP,
      true,
      LIST_COUNT_CAP / 100,
    ]);
    // the other company's thousands are not counted for this one
    const mine = await employerPage({ jobTitle: 'Menge' });
    expect([mine.totalRecords, mine.totalCapped]).toEqual([0, false]);
  });
});

describe("the admin's list of job posts", () => {
  it("lists every company's job posts, drafts included, newest first with their company", async () => {
    const db = ctx.app.database.db;
    const draft = await seedJob(db, companyId, { jobTitle: 'Adminsicht Entwurf' });
    const open = await seedJob(db, otherCompanyId, { jobTitle: 'Adminsicht offen', status: 'open' });
    const page = await adminPage({ jobTitle: 'Adminsicht' });
    expect(page.data).toEqual([
      {
        id: open.id,
        jobTitle: 'Adminsicht offen',
        company: { id: otherCompanyId, name: 'Bergblick 100% Bau_AG' },
        status: 'open',
        applicationCount: 0,
        createdAt: open.createdAt.toISOString(),
        publishedAt: open.publishedAt?.toISOString(),
      },
      {
        id: draft.id,
        jobTitle: 'Adminsicht Entwurf',
        company: { id: companyId, name: 'Listenwerk Hafen GmbH' },
        status: 'draft',
        applicationCount: 0,
        createdAt: draft.createdAt.toISOString(),
        publishedAt: null,
      },
    ]);
  });

  it('searches by title and by company name, filters by status, and combines them', async () => {
    const db = ctx.app.database.db;
    await seedJob(db, companyId, { jobTitle: 'Kombi Lagerist', status: 'open' });
    await seedJob(db, companyId, { jobTitle: 'Kombi Lagerist Nacht' });
    await seedJob(db, otherCompanyId, { jobTitle: 'Kombi Lagerist', status: 'open' });
    const rows = async (query: Record<string, string>) =>
      (await adminPage({ jobTitle: 'Kombi', ...query })).data.map(
        (row) => `${row.company?.name}: ${row.jobTitle} (${row.status})`,
      );
    expect((await rows({})).length).toBe(3);
    expect(await rows({ companyName: 'listenwerk' })).toEqual([
      'Listenwerk Hafen GmbH: Kombi Lagerist Nacht (draft)',
      'Listenwerk Hafen GmbH: Kombi Lagerist (open)',
    ]);
    expect(await rows({ companyName: '100%' })).toEqual(['Bergblick 100% Bau_AG: Kombi Lagerist (open)']);
    expect(await rows({ companyName: 'Bau_' })).toEqual(['Bergblick 100% Bau_AG: Kombi Lagerist (open)']);
    expect(await rows({ status: 'open' })).toEqual([
      'Bergblick 100% Bau_AG: Kombi Lagerist (open)',
      'Listenwerk Hafen GmbH: Kombi Lagerist (open)',
    ]);
    expect(await rows({ status: 'draft', companyName: 'Hafen' })).toEqual([
      'Listenwerk Hafen GmbH: Kombi Lagerist Nacht (draft)',
    ]);
    expect(await rows({ companyName: 'Niemand' })).toEqual([]);
    const counted = await adminPage({ jobTitle: 'Kombi', companyName: 'listenwerk' });
    expect([counted.totalRecords, counted.totalCapped]).toEqual([2, false]);
  });

  it('pages exactly through job posts of several companies created within one millisecond', async () => {
    const db = ctx.app.database.db;
    await insertJobRows(db, {
      companyId,
      prefix: 'Takt A',
      count: 3,
      at: sql`timestamptz '2026-04-01 08:00:00.000500+00' + 2 * n * interval '1 microsecond'`,
    });
    await insertJobRows(db, {
      companyId: otherCompanyId,
      prefix: 'Takt B',
      count: 3,
      at: sql`timestamptz '2026-04-01 08:00:00.000500+00' + (2 * n + 1) * interval '1 microsecond'`,
    });
    const pages = await allPages(adminPage, { jobTitle: 'Takt', pageSize: '4' });
    expect(pages).toEqual([
      ['Takt B 3', 'Takt A 3', 'Takt B 2', 'Takt A 2'],
      ['Takt B 1', 'Takt A 1'],
    ]);
  });

  it(`counts every job post up to ${LIST_COUNT_CAP} and says so beyond`, async () => {
    const all = await adminPage({});
    expect([all.totalRecords, all.totalCapped]).toEqual([LIST_COUNT_CAP, true]);
  });

  it("the admin's company list counts each company's job posts, drafts included", async () => {
    const db = ctx.app.database.db;
    const counted = (await createCompany(db, { name: 'Zählwerk Jobs GmbH' })).id;
    await seedJob(db, counted);
    await seedJob(db, counted, { status: 'open' });
    await seedJob(db, counted, { status: 'closed' });
    const one = await call(ctx.app, 'admin', 'GET', `/api/admin/companies/${counted}`, { cookie: admin });
    expect(one.json().jobPostCount).toBe(3);
    const list = await call(
      ctx.app,
      'admin',
      'GET',
      `/api/admin/companies?name=${encodeURIComponent('Zählwerk')}`,
      {
        cookie: admin,
      },
    );
    expect(list.json().data.map((row: { jobPostCount: number }) => row.jobPostCount)).toEqual([3]);
    const empty = (await createCompany(db, { name: 'Leerlauf Jobs GmbH' })).id;
    const none = await call(ctx.app, 'admin', 'GET', `/api/admin/companies/${empty}`, { cookie: admin });
    expect(none.json().jobPostCount).toBe(0);
  });
});

describe('the list plans', () => {
  /** The plan of a list query with sequential scans forbidden: whether an index can serve it. */
  async function plan(query: { getSQL: () => SQL }, options: { bitmap?: boolean } = {}) {
    const db = ctx.app.database.db;
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      if (options.bitmap) await tx.execute(sql`set local enable_indexscan = off`);
      const result = await tx.execute(sql`explain ${query.getSQL()}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
  }

  // a company with a few jobs and one with thousands, so the tests do not depend on each other
  let smallCompany: string;
  let largeCompany: string;
  beforeAll(async () => {
    const db = ctx.app.database.db;
    smallCompany = (await createCompany(db, { name: 'Planprobe Klein GmbH' })).id;
    largeCompany = (await createCompany(db, { name: 'Planprobe Groß GmbH' })).id;
    const at = sql`timestamptz '2026-05-01 00:00:00+00' + n * interval '1 second'`;
    await insertJobRows(db, { companyId: smallCompany, prefix: 'Klein', count: 20, at });
    await insertJobRows(db, { companyId: largeCompany, prefix: 'Groß', count: 5000, at });
    await seedJob(db, largeCompany, { jobTitle: 'Fachinformatiker Systemintegration' });
    // statistics as autovacuum would have gathered them on a real table
    await ctx.app.database.db.execute(sql`analyze job_posts`);
    await ctx.app.database.db.execute(sql`analyze companies`);
  });

  it("reads an employer's first and deep pages from the company's (created_at, id) index", async () => {
    const db = ctx.app.database.db;
    const first = await plan(employerJobPageQuery(db, { companyId: smallCompany, after: null, pageSize: 5 }));
    expect(first).toMatch(/Index Scan Backward using job_posts_company_created_idx/);
    expect(first).not.toMatch(/Sort/);
    const [fifth] = await employerJobPageQuery(db, {
      companyId: smallCompany,
      after: null,
      pageSize: 5,
    }).offset(4);
    const deep = await plan(
      employerJobPageQuery(db, {
        companyId: smallCompany,
        after: { at: fifth?.cursorAt ?? '', id: fifth?.id ?? '' },
        pageSize: 5,
      }),
    );
    expect(deep).toMatch(/Index Scan Backward using job_posts_company_created_idx/);
    // the company and the cursor are index conditions, not filters that read and drop earlier rows
    expect(deep).toMatch(/Index Cond: \(\(company_id = .*\) AND \(ROW\(created_at, id\) < ROW\(/);
    expect(deep).not.toMatch(/Filter:/);
    // in a small company its own index narrows a title search best
    const small = await plan(
      employerJobPageQuery(db, { companyId: smallCompany, jobTitle: 'klein 1', after: null, pageSize: 20 }),
      { bitmap: true },
    );
    expect(small).toMatch(/Bitmap Index Scan on job_posts_company_created_idx/);
    const large = await plan(
      employerJobPageQuery(db, {
        companyId: largeCompany,
        jobTitle: 'systemintegration',
        after: null,
        pageSize: 20,
      }),
      { bitmap: true },
    );
    // at 5000 jobs the planner weighs reading the company's rows against the trigram index about
    // equally (the trigram route costs more the longer the search word); either way no table scan
    expect(large).toMatch(/Bitmap Index Scan on job_posts_(title_trgm|company_created)_idx/);
    expect(large).not.toMatch(/Seq Scan/);
  });

  it("reads the admin's first and deep pages from the (created_at, id) index, searches from the trigram indexes", async () => {
    const db = ctx.app.database.db;
    const first = await plan(adminJobPostPageQuery(db, { after: null, pageSize: 20 }));
    expect(first).toMatch(/Index Scan Backward using job_posts_created_idx/);
    expect(first).not.toMatch(/Sort/);
    const page = await adminPage({ pageSize: '100' });
    const deep = await plan(
      adminJobPostPageQuery(db, { after: timestampCursor(page.lastIndex ?? ''), pageSize: 20 }),
    );
    expect(deep).toMatch(/Index Scan Backward using job_posts_created_idx/);
    expect(deep).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW\(/);

    const byTitle = await plan(
      adminJobPostPageQuery(db, { jobTitle: 'systemintegration', after: null, pageSize: 20 }),
      {
        bitmap: true,
      },
    );
    expect(byTitle).toMatch(/Bitmap Index Scan on job_posts_title_trgm_idx/);
    const byCompany = await plan(
      adminJobPostPageQuery(db, { companyName: 'planprobe klein', after: null, pageSize: 20 }),
      { bitmap: true },
    );
    expect(byCompany).toMatch(/Bitmap Index Scan on companies_name_trgm_idx/);
    // then each matching company's jobs through its own index, not every job post
    expect(byCompany).toMatch(/job_posts_company_created_idx/);
  });
});
