import { LIST_COUNT_CAP } from '@veil/domain';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../../testing/factories';
import { call, signIn } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { companyCursor, companyPageQuery } from './companies.service';

const ctx = useTestApp();
const PASSWORD = 'Admin!Passwort1';
let cookie = '';

beforeAll(async () => {
  const admin = await createAdminUser(ctx.app.database.db);
  await call(ctx.app, 'admin', 'PUT', '/api/admins/activate', {
    body: { token: admin.token, password: PASSWORD },
  });
  cookie = await signIn(ctx.app, 'admin', admin.email, PASSWORD);
});

/** Companies written straight into the table: `count` of them, named `prefix n`, created at `at(n)`. */
async function insertCompanies(prefix: string, count: number, at: SQL) {
  await ctx.app.database.db.execute(sql`
    insert into companies (name, name_key, email, created_at)
    select ${prefix} || ' ' || n, lower(${prefix} || ' ' || n), lower(replace(${prefix}, ' ', '-')) || n || '@list.example', ${at}
    from generate_series(1, ${count}) as n`);
}

async function listPage(query: Record<string, string>) {
  const res = await call(ctx.app, 'admin', 'GET', `/api/admin/companies?${new URLSearchParams(query)}`, {
    cookie,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: { name: string }[];
    lastIndex: string | null;
    totalRecords: number;
    totalCapped: boolean;
  };
}

describe('the companies list', () => {
  it('pages exactly through companies created within one millisecond', async () => {
    // five companies a microsecond apart: the same millisecond, different database timestamps
    await insertCompanies(
      'Gleichzeitig',
      5,
      sql`timestamptz '2026-03-01 10:00:00.000100+00' + n * interval '1 microsecond'`,
    );
    const names: string[][] = [];
    let lastIndex: string | null = null;
    do {
      const page = await listPage({
        name: 'Gleichzeitig',
        pageSize: '2',
        ...(lastIndex ? { lastIndex } : {}),
      });
      names.push(page.data.map((c) => c.name));
      lastIndex = page.lastIndex;
    } while (lastIndex && names.length < 10);
    expect(names).toEqual([
      ['Gleichzeitig 5', 'Gleichzeitig 4'],
      ['Gleichzeitig 3', 'Gleichzeitig 2'],
      ['Gleichzeitig 1'],
    ]);
  });

  it('refuses a cursor that is not one of its own', async () => {
    for (const lastIndex of [
      'kaputt',
      btoa(JSON.stringify(['gestern', 'x'])),
      btoa(JSON.stringify(['2026-03-01T10:00:00.000Z', 'not-a-uuid'])),
    ]) {
      const res = await call(
        ctx.app,
        'admin',
        'GET',
        `/api/admin/companies?lastIndex=${encodeURIComponent(lastIndex)}`,
        { cookie },
      );
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_query_parameters']);
    }
  });

  it(`counts up to ${LIST_COUNT_CAP} and says so beyond`, async () => {
    await insertCompanies(
      'Menge',
      LIST_COUNT_CAP + 1,
      sql`timestamptz '2026-02-01 00:00:00+00' + n * interval '1 second'`,
    );
    const all = await listPage({ name: 'Menge' });
    expect([all.totalRecords, all.totalCapped]).toEqual([LIST_COUNT_CAP, true]);
    const few = await listPage({ name: 'Gleichzeitig' });
    expect([few.totalRecords, few.totalCapped]).toEqual([5, false]);
  });

  it('reads the first page, a deep page and a name search through their indexes', async () => {
    const db = ctx.app.database.db;
    // statistics as autovacuum would have gathered them on a real table
    await db.execute(sql`analyze companies`);
    const plan = async (query: ReturnType<typeof companyPageQuery>, options: { bitmap?: boolean } = {}) =>
      db.transaction(async (tx) => {
        // the table is small here; forbidding sequential scans shows whether the index can serve the query
        await tx.execute(sql`set local enable_seqscan = off`);
        if (options.bitmap) await tx.execute(sql`set local enable_indexscan = off`);
        const result = await tx.execute(sql`explain ${query.getSQL()}`);
        return (result as unknown as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
      });
    const first = await plan(companyPageQuery(db, { after: null, pageSize: 20 }));
    expect(first).toMatch(/Index Scan Backward using companies_created_at_idx/);
    expect(first).not.toMatch(/Sort/);

    const page = await listPage({ pageSize: '100' });
    const deep = await plan(
      companyPageQuery(db, { after: companyCursor(page.lastIndex ?? ''), pageSize: 20 }),
    );
    expect(deep).toMatch(/Index Scan Backward using companies_created_at_idx/);
    // the cursor is an index condition, not a filter that reads and drops every earlier row
    expect(deep).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW\(/);
    const companiesScan = deep.split('SubPlan')[0] ?? '';
    expect(companiesScan).not.toMatch(/Filter:/);

    // a search for any part of the name can be answered from the trigram index (at this size the
    // planner may still prefer walking the date index; bench:lists measures the real choice)
    const search = await plan(companyPageQuery(db, { name: 'gleichz', after: null, pageSize: 20 }), {
      bitmap: true,
    });
    expect(search).toMatch(/Bitmap Index Scan on companies_name_trgm_idx/);
  });
});
