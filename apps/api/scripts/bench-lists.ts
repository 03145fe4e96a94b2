/**
 * npm run bench:lists — the admin's companies list at scale, on PostgreSQL (DATABASE_URL names the
 * server, default the local one; a database of its own is created and dropped).
 *
 * Seeds 100 000 companies with 1 000 000 employer accounts (ten each), then measures the database
 * time (EXPLAIN ANALYZE's execution time) of the list's own query for the first page, page 5 000
 * (the cursor of its last row comes from the seed) and a name search, each with its capped count;
 * and, for comparison, page 5 000 and the count in the shapes the list had before (an OR condition
 * applied as a filter, an exact count).
 * Prints p50/p95 per case and ends with one JSON line.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client';
import { companyCursor, companyPageQuery, countCompanies } from '../src/modules/companies/companies.service';
import { scratchPostgresDatabase } from '../src/testing/test-config';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const ACCOUNTS_PER_COMPANY = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PAGE_SIZE = 20;
/** the deep page measured (`BENCH_DEEP_PAGE`, for a small smoke run); its figures keep the name page5000 */
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 5_000);

const say = (line: string) => process.stdout.write(`${line}\n`);

async function executionMs(database: Database, query: SQL): Promise<number> {
  const result = await database.db.execute(sql`explain (analyze, format json) ${query}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const plan = Object.values(row ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { 'Execution Time': number }[];
  return parsed[0]?.['Execution Time'] ?? Number.NaN;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function seed(database: Database) {
  const started = Date.now();
  await database.db.execute(sql`
    insert into companies (name, name_key, email, created_at)
    select 'Firma ' || n || ' ' || md5(n::text), 'firma ' || n || ' ' || md5(n::text), 'kontakt' || n || '@firma.example',
           timestamptz '2020-01-01' + n * interval '17 minutes' + (n % 1000) * interval '1 microsecond'
    from generate_series(1, ${COMPANIES}) as n`);
  await database.db.execute(sql`
    insert into auth_employer_user (id, name, email, email_verified)
    select 'bench-' || n, 'Person ' || n, 'person' || n || '@firma.example', true
    from generate_series(1, ${COMPANIES * ACCOUNTS_PER_COMPANY}) as n`);
  await database.db.execute(sql`
    insert into employer_users (id, company_id, first_name, last_name, role, status)
    select u.id, c.id, 'Vor', 'Nach', case when n % ${ACCOUNTS_PER_COMPANY} = 0 then 'power_user' else 'regular_user' end, 'accepted'
    from (select id, row_number() over () as n from auth_employer_user where id like 'bench-%') u
    join (select id, row_number() over (order by created_at) as k from companies) c
      on c.k = (u.n - 1) / ${ACCOUNTS_PER_COMPANY} + 1`);
  await database.db.execute(sql`analyze`);
  return Date.now() - started;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await scratchPostgresDatabase(serverUrl, 'veil_bench');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    say(`seeding ${COMPANIES} companies and ${COMPANIES * ACCOUNTS_PER_COMPANY} accounts …`);
    const seedMs = await seed(database);
    say(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

    // the cursor of page DEEP_PAGE's predecessor: the row at position (DEEP_PAGE - 1) * PAGE_SIZE
    const result = await database.db.execute(sql`
      select created_at::text as at, id::text as id from companies
      order by created_at desc, id desc offset ${(DEEP_PAGE - 1) * PAGE_SIZE - 1} limit 1`);
    const [deepRow] = (result as unknown as { rows: { at: string; id: string }[] }).rows;
    if (!deepRow) throw new Error('the seed has fewer rows than page 5 000 needs');
    const deepCursor = companyCursor(btoa(JSON.stringify([deepRow.at, deepRow.id])).replace(/=+$/, ''));

    const cases: Record<string, { page: SQL; count: SQL }> = {
      firstPage: {
        page: companyPageQuery(database.db, { after: null, pageSize: PAGE_SIZE }).getSQL(),
        count: countCompanies(database.db, undefined).getSQL(),
      },
      page5000: {
        page: companyPageQuery(database.db, { after: deepCursor, pageSize: PAGE_SIZE }).getSQL(),
        count: countCompanies(database.db, undefined).getSQL(),
      },
      nameSearch: {
        page: companyPageQuery(database.db, { name: '4242', after: null, pageSize: PAGE_SIZE }).getSQL(),
        count: countCompanies(database.db, '4242').getSQL(),
      },
    };
    // the shapes the list had before: the cursor as an OR (applied as a filter) and an exact count
    const before: Record<string, { page: SQL; count: SQL }> = {
      beforePage5000: {
        page: sql`select id, name from companies
          where created_at < ${deepRow.at}::timestamptz or (created_at = ${deepRow.at}::timestamptz and id < ${deepRow.id}::uuid)
          order by created_at desc, id desc limit ${PAGE_SIZE + 1}`,
        count: sql`select count(*) from companies`,
      },
    };
    Object.assign(cases, before);
    const figures: Record<string, { p50: number; p95: number; countP95: number }> = {};
    for (const [label, queries] of Object.entries(cases)) {
      const pages: number[] = [];
      const counts: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        pages.push(await executionMs(database, queries.page));
        counts.push(await executionMs(database, queries.count));
      }
      const round = (n: number) => Math.round(n * 100) / 100;
      figures[label] = {
        p50: round(percentile(pages, 50)),
        p95: round(percentile(pages, 95)),
        countP95: round(percentile(counts, 95)),
      };
      say(
        `${label.padEnd(11)} page p50 ${figures[label].p50} ms, p95 ${figures[label].p95} ms; capped count p95 ${figures[label].countP95} ms (database time, ${RUNS} runs)`,
      );
    }
    say(
      JSON.stringify({
        companies: COMPANIES,
        accounts: COMPANIES * ACCOUNTS_PER_COMPANY,
        runs: RUNS,
        ...Object.fromEntries(
          Object.entries(figures).flatMap(([k, v]) => [
            [`${k}P50Ms`, v.p50],
            [`${k}P95Ms`, v.p95],
            [`${k}CountP95Ms`, v.countP95],
          ]),
        ),
      }),
    );
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
