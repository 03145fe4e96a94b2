/**
 * npm run bench:board — the employer's application board at 100 000 applications, on PostgreSQL
 * (DATABASE_URL names the server, default the local one; a database of its own is created and
 * dropped).
 *
 * Seeds one company with BENCH_APPLICATIONS (default 100 000) sent applications of 2 000 candidates
 * to 50 jobs, spread over the board's statuses, some rated, one reviewer on every tenth. Then, with
 * the power user signed in (and the reviewer for their own board), measures per case:
 *   db    the database time: EXPLAIN ANALYZE's execution times of the page and the count statement
 *   http  the whole call, GET /api/company-applications?… over a real socket, answer parsed
 * and the same for the status counts (GET /api/company-applications/status-counts?…, one statement)
 * and prints p50/p95 of each. The last line is one JSON object with the headline figures.
 */

import { encodeCursor } from '@veil/domain';
import { BoardCountsQuerySchema, BoardQuerySchema } from '@veil/domain/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { type Db, rowsOf } from '../src/db/client';
import { loadConfig } from '../src/env';
import { boardCountsQuery, boardQueries } from '../src/modules/applications/board.service';
import { createCompany } from '../src/testing/factories';
import { signedInEmployer } from '../src/testing/members';
import { scratchPostgresDatabase } from '../src/testing/test-config';
import { benchSettings, executionMs, percentile } from './bench-support';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CANDIDATES = 2_000;
const JOBS = Math.ceil(APPLICATIONS / CANDIDATES);
const PAGE_SIZE = 20;
const say = (line: string) => process.stdout.write(`${line}\n`);
const round = (n: number) => Math.round(n * 100) / 100;

/** Candidates, jobs and applications in a few INSERT … SELECT statements; returns milliseconds. */
async function seed(db: Db, companyId: string, reviewerId: string): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into auth_candidate_user (id, name, email, email_verified)
    select 'bench-candidate-' || i, 'Bench ' || i, 'bench-' || i || '@example.org', true
    from generate_series(1, ${CANDIDATES}) i`);
  await db.execute(sql`
    insert into candidates (id, terms_accepted_at)
    select 'bench-candidate-' || i, now() from generate_series(1, ${CANDIDATES}) i`);
  await db.execute(sql`
    insert into job_posts (company_id, job_title, job_types, contract_type, experience, office_location,
      work_place, industry, status, sharable_code, published_at)
    select ${companyId}::uuid, (array['Backend', 'Frontend', 'Data', 'Sales', 'Support'])[1 + i % 5] || ' Stelle ' || i,
      array['full_time'], 'permanent', '2_5_years', 'Hamburg', array['hybrid'], 'software_it_services', 'open',
      'bench-job-' || i, now()
    from generate_series(1, ${JOBS}) i`);
  await db.execute(sql`
    with jobs as (select id, row_number() over (order by created_at, id) as n from job_posts where company_id = ${companyId}::uuid)
    insert into applications (company_id, job_id, candidate_id, sequence_number, status, anonymous_cv, search_text,
      overall_rating, applied_at, created_at, shared_answers)
    select ${companyId}::uuid, jobs.id, 'bench-candidate-' || (1 + (i - 1) % ${CANDIDATES}), i,
      (array['applied', 'applied', 'screening', 'screening', 'recording', 'evaluating', 'approved', 'confirmed', 'rejected', 'rejected'])[1 + (i * 7) % 10],
      jsonb_build_object('applicationId', null, 'workInformation', jsonb_build_object('personalHeadline', 'Entwicklerin ' || i, 'openTo', '[]'::jsonb),
        'workExperiences', '[]'::jsonb, 'educations', '[]'::jsonb, 'tags', jsonb_build_array('TypeScript', 'Skill' || (i % 500)),
        'langMatch', jsonb_build_object('languages', '[]'::jsonb, 'nonMatchCount', 0)),
      lower('entwicklerin ' || i || ' typescript skill' || (i % 500)),
      case when random() < 0.4 then 1 + round((random() * 40)::numeric) / 10 else null end,
      now() - make_interval(secs => ${APPLICATIONS} - i), now() - make_interval(secs => ${APPLICATIONS} - i), '[]'::jsonb
    from generate_series(1, ${APPLICATIONS}) i
    join jobs on jobs.n = 1 + (i - 1) / ${CANDIDATES}`);
  await db.execute(sql`
    insert into application_reviewers (application_id, reviewer_id, kind, position)
    select id, ${reviewerId}, 'screening', 0 from applications where company_id = ${companyId}::uuid and sequence_number % 10 = 0`);
  await db.execute(sql`
    insert into company_counters (company_id, last_application_number) values (${companyId}::uuid, ${APPLICATIONS})`);
  // as autovacuum leaves a table in use: statistics and the visibility map up to date
  await db.execute(sql`vacuum analyze`);
  return performance.now() - started;
}

type Case = {
  label: string;
  as: 'power' | 'reviewer';
  query: Record<string, string>;
  depth?: number;
  /** the status counts rather than a page */
  counts?: true;
};

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const settings = benchSettings(process.env);
  loadConfig({ ...settings, DATABASE_URL: serverUrl });
  const scratch = await scratchPostgresDatabase(serverUrl, 'veil_bench_board');
  const config = loadConfig({ ...settings, DATABASE_URL: scratch.url });
  const app = await buildApp({ ...config, webDistDir: '/nonexistent-web-dist' }).catch(async (error) => {
    await scratch.drop();
    throw error;
  });
  const db = app.database.db;
  try {
    const company = await createCompany(db, { name: 'Bench GmbH' });
    const power = await signedInEmployer(app, company.id, 'power_user');
    const reviewer = await signedInEmployer(app, company.id, 'reviewer_user');
    say(`seeding ${APPLICATIONS} applications of ${CANDIDATES} candidates to ${JOBS} jobs …`);
    const seedMs = await seed(db, company.id, reviewer.id);
    say(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const [someJob] = await rowsOf<{ id: string }>(
      db,
      sql`select id from job_posts where company_id = ${company.id}::uuid order by created_at, id offset ${Math.min(7, JOBS - 1)} limit 1`,
    );
    const cases: Case[] = [
      { label: 'first page', as: 'power', query: {} },
      { label: 'one status (screening)', as: 'power', query: { states: 'screening' } },
      {
        label: 'two statuses, one job',
        as: 'power',
        query: { states: 'applied,rejected', jobId: someJob?.id ?? '' },
      },
      { label: 'keyword (skill42)', as: 'power', query: { keyword: 'skill42' } },
      { label: 'oldest first', as: 'power', query: { sort: 'oldest' } },
      { label: 'deep page (row 50 000)', as: 'power', query: {}, depth: Math.floor(APPLICATIONS / 2) },
      { label: 'deep page (row 99 980)', as: 'power', query: {}, depth: APPLICATIONS - 20 },
      { label: "reviewer's board", as: 'reviewer', query: {} },
      { label: 'status counts', as: 'power', query: {}, counts: true },
      { label: 'status counts, one job', as: 'power', query: { jobId: someJob?.id ?? '' }, counts: true },
      { label: 'status counts, keyword', as: 'power', query: { keyword: 'skill42' }, counts: true },
      { label: "reviewer's status counts", as: 'reviewer', query: {}, counts: true },
    ];
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const figures: Record<string, { db: number[]; http: number[] }> = {};
    for (const testCase of cases) {
      const member = testCase.as === 'power' ? power : reviewer;
      const principal = {
        pool: 'employer' as const,
        userId: member.id,
        email: member.email,
        companyId: company.id,
        role: member.role,
      };
      const params: Record<string, string> = testCase.counts
        ? testCase.query
        : { ...testCase.query, pageSize: String(PAGE_SIZE) };
      if (testCase.depth) {
        const [row] = await rowsOf<{ sequence_number: number; id: string }>(
          db,
          sql`select sequence_number, id from applications where company_id = ${company.id}::uuid
              order by sequence_number desc offset ${testCase.depth - 1} limit 1`,
        );
        if (row) params.lastIndex = encodeCursor(String(row.sequence_number), row.id);
      }
      const statements = testCase.counts
        ? [boardCountsQuery(principal, BoardCountsQuerySchema.parse(params))]
        : Object.values(boardQueries(principal, BoardQuerySchema.parse(params)));
      if (process.env.BENCH_EXPLAIN === testCase.label) {
        for (const statement of statements) {
          const plan = await rowsOf<Record<string, string>>(db, sql`explain (analyze, buffers) ${statement}`);
          say(plan.map((line) => Object.values(line)[0]).join('\n'));
        }
      }
      const path = testCase.counts ? '/api/company-applications/status-counts' : '/api/company-applications';
      const url = `${address}${path}?${new URLSearchParams(params)}`;
      const headers = { cookie: member.cookie, origin: app.config.areaOrigins.employer };
      const timings = { db: [] as number[], http: [] as number[] };
      for (let run = -2; run < RUNS; run += 1) {
        let dbMs = 0;
        for (const statement of statements) dbMs += await executionMs(db, statement);
        const started = performance.now();
        const res = await fetch(url, { headers });
        const body = (await res.json()) as unknown;
        const httpMs = performance.now() - started;
        if (res.status !== 200) throw new Error(`${testCase.label}: ${res.status} ${JSON.stringify(body)}`);
        if (run >= 0) {
          timings.db.push(dbMs);
          timings.http.push(httpMs);
        }
      }
      figures[testCase.label] = timings;
      const f = (values: number[]) => `${round(percentile(values, 50))}/${round(percentile(values, 95))}`;
      say(
        `${testCase.label.padEnd(28)} db ${f(timings.db).padStart(13)} ms  http ${f(timings.http).padStart(13)} ms  (p50/p95)`,
      );
    }
    const p95 = (label: string, key: 'db' | 'http') => percentile(figures[label]?.[key] ?? [], 95);
    say(
      JSON.stringify({
        applications: APPLICATIONS,
        first_page_p95_ms: round(p95('first page', 'http')),
        first_page_db_p95_ms: round(p95('first page', 'db')),
        filtered_page_p95_ms: round(p95('one status (screening)', 'http')),
        keyword_page_p95_ms: round(p95('keyword (skill42)', 'http')),
        deep_page_p95_ms: round(p95('deep page (row 99 980)', 'http')),
        deep_over_first_page: round(p95('deep page (row 99 980)', 'http') / p95('first page', 'http')),
        http_p95_ms_max: round(Math.max(...Object.keys(figures).map((label) => p95(label, 'http')))),
        seed_s: round(seedMs / 1000),
      }),
    );
  } finally {
    await app.close();
    await scratch.drop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
