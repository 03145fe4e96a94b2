/**
 * npm run bench:search — the candidate's job search at a million jobs, on PostgreSQL (DATABASE_URL
 * names the server, default the local one; a database of its own is created and dropped).
 *
 * Seeds BENCH_JOBS (default 1 000 000) jobs of 2 000 companies with a reproducible generator
 * (setseed, then one INSERT … SELECT over generate_series per chunk): German and English titles,
 * skill tags and body texts from the vocabulary of bench-search-seed.ts, and, when the file is there, English
 * job titles of the NYC Jobs data set in ../shared/fixtures (read at bench time, never stored in
 * the repository). 5 % are drafts, 10 % closed; ten companies are deactivated.
 *
 * Then, for a fixed set of searches (rare and common keywords ranked by relevance, a misspelt one,
 * every filter alone and combined, pages 1, 100 and 10 000 by keyset, and the page where a common
 * word's title matches run out), measures with the candidate signed in:
 *   db    the database time: the sum of EXPLAIN ANALYZE's execution times of the statements the
 *         route runs for that search (the page, and the capped count when it needs one)
 *   sql   the same statements sent from Node as the route sends them: the floor an HTTP call
 *         cannot beat (the signed-in candidate's principal comes from the server's memory, see
 *         auth/principal-cache.ts, so the route sends nothing else; so do the column statistics
 *         the search keeps for a minute, job-search-statistics.ts, which both share)
 *   http  the whole call, GET /api/jobs?… over a real socket to the app, until the answer's last byte
 *         has arrived (the body is parsed and checked after the clock stops). The client is
 *         undici's `Client` (the library under Node's fetch) on one kept-alive connection, as a
 *         browser keeps its connection: fetch's WHATWG streams add 0.3–0.4 ms per call in this
 *         process, which is the client's cost, not the server's
 * For you (the candidate's profile ranks the jobs) is measured as one more case. First every case
 * runs BENCH_SERVER_WARMUP times (default 80), then BENCH_WARMUP laps (default 20) and BENCH_RUNS
 * measured laps (default 400) each measure every case once, so that a case's rounds are spread
 * over the whole run: measured from a cold start, the first cases of a run measured V8 compiling
 * the server's code, and measured one case after another, a burst of a slow machine decided the
 * p95 of whichever case it fell in. A round times the bare statements and the HTTP call, in turn
 * first and second, then the EXPLAINs.
 * It prints p50/p95 of each per case. The last line is one JSON object with the headline figures.
 */
import type { JobSearchQuery } from '@veil/domain/contracts';
import { JobSearchQuerySchema } from '@veil/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { Client } from 'undici';
import { buildApp } from '../src/app';
import { type Db, type RunQuery, rowsOf } from '../src/db/client';
import { loadConfig } from '../src/env';
import { forYouRows, type MatchFacts } from '../src/modules/jobs/for-you';
import { runSearch } from '../src/modules/jobs/job-search';
import { encodeSearchCursor, keywordQuery, keywordWords } from '../src/modules/jobs/job-search.queries';
import { signedUpCandidate } from '../src/modules/jobs/job-search.testing';
import { searchStatisticsOf } from '../src/modules/jobs/job-search-statistics';
import { mailbox } from '../src/testing/mailbox';
import { sampleResume } from '../src/testing/resumes';
import { scratchPostgresDatabase } from '../src/testing/test-config';
import { COMPANIES, seedJobs } from './bench-search-seed';
import { benchSettings, executionMs, percentile } from './bench-support';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
/**
 * measured laps, a round of every case each: the p95 of 100 calls of 2 ms is the fifth-slowest, and
 * the ratio of two such p95s moved from 1.43 to 1.99 between runs of the same code on the same
 * database; of 400 it is the twentieth-slowest
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
/** laps measured like the others but not recorded, before the measured ones */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
/**
 * rounds over every case before the first is measured: a server that has served for a while. After
 * 20 rounds (500 calls) V8 still compiled the HTTP path's functions (header parsing, zod, oRPC, the
 * session) while the first case was measured: 138 optimised compilations and 25 deoptimisations
 * during its rounds against 3–93 and 0–8 during any other search case's (`node --trace-opt --trace-deopt`),
 * and its HTTP p95 was the run's highest ratio to its bare SQL; after 80 rounds, 36 and 1
 */
const SERVER_WARMUP = Number(process.env.BENCH_SERVER_WARMUP ?? 80);
/**
 * `interleaved` (the default): each lap measures every case once, as a server meets a mix of
 * searches; `sequential`: every round of one case, then the next, as the bench measured before
 * 28 November 2026 (a hot loop of one search, which flattered the HTTP call: docs/performance.md's
 * "Interleaved cases")
 */
const ORDER = process.env.BENCH_ORDER ?? 'interleaved';
if (ORDER !== 'interleaved' && ORDER !== 'sequential') {
  throw new Error(`BENCH_ORDER is interleaved or sequential, not ${ORDER}`);
}
const PAGE_SIZE = 20;
const FOR_YOU = 'for you (profile match)';
const say = (line: string) => process.stdout.write(`${line}\n`);
const round = (n: number) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------- measuring

/**
 * `page`: the page measured, by keyset from the last row of the page before; `titlesEnd`: the page
 * where the jobs holding the keyword in their titles (tier 3) run out and the lower tiers begin. That
 * case came after the headline figures were defined: it is reported on its own
 * (`titles_end_db_p95_ms`), not in the maxima, so that they compare with the runs before it.
 */
type Case = { label: string; query: Record<string, string>; page?: number; titlesEnd?: boolean };

const CASES: Case[] = [
  { label: 'newest, page 1', query: {} },
  { label: 'newest, page 100', query: {}, page: 100 },
  { label: 'newest, page 10 000', query: {}, page: 10_000 },
  { label: 'rare keyword (Orgelbauer)', query: { keyword: 'Orgelbauer' } },
  { label: 'rare skill (Kryotechnik)', query: { keyword: 'Kryotechnik' } },
  { label: 'common keyword (Entwickler)', query: { keyword: 'Entwickler' } },
  { label: 'common keyword (manager)', query: { keyword: 'manager' } },
  { label: 'body-only word (Weiterbildung)', query: { keyword: 'Weiterbildung' } },
  { label: 'common body word (team)', query: { keyword: 'team' } },
  { label: 'two words (senior developer)', query: { keyword: 'senior developer' } },
  { label: 'common keyword, page 100', query: { keyword: 'Entwickler' }, page: 100 },
  { label: 'common keyword, page 10 000', query: { keyword: 'team' }, page: 10_000 },
  { label: 'where the titles end (Entwickler)', query: { keyword: 'Entwickler' }, titlesEnd: true },
  { label: 'typo (Projektmanagr)', query: { keyword: 'Projektmanagr' } },
  { label: 'location (Berlin)', query: { location: 'Berlin' } },
  { label: 'location typo (Nürnbrg)', query: { location: 'Nürnbrg' } },
  { label: 'salary 60 000–70 000', query: { salaryFrom: '60000', salaryTo: '70000' } },
  { label: 'job type (freelancer)', query: { jobTypes: 'freelancer' } },
  { label: 'experience (2 experiences)', query: { experiences: '5_10_years,over_10_years' } },
  { label: 'industry (2 industries)', query: { industries: 'health_care,legal' } },
  {
    label: 'all filters',
    query: {
      location: 'Hamburg',
      salaryFrom: '50000',
      jobTypes: 'full_time',
      experiences: '2_years,3_years,4_years',
      industries: 'software_it_services,finance,retail',
    },
  },
  { label: 'keyword + job type', query: { keyword: 'Entwickler', jobTypes: 'full_time' } },
  { label: 'keyword + place', query: { keyword: 'manager', location: 'Berlin' } },
  {
    label: 'keyword + all filters',
    query: {
      keyword: 'Entwickler',
      location: 'Hamburg',
      salaryFrom: '50000',
      jobTypes: 'full_time',
      industries: 'software_it_services,finance,retail,legal,energy_mining',
    },
  },
  { label: 'all filters, page 100', query: { jobTypes: 'full_time', salaryFrom: '40000' }, page: 100 },
];

/**
 * The cursor of the last row of page `page - 1`, found the slow way (OFFSET over the same order)
 * once, so that the measured call starts there as a client that paged through would.
 */
async function cursorBefore(db: Db, query: JobSearchQuery, page: number) {
  const offset = (page - 1) * PAGE_SIZE - 1;
  const words = keywordWords(query.keyword);
  const tier =
    words.length === 0
      ? sql`null::int`
      : sql`case when j.title_search @@ q.q then 3 when j.head_search @@ q.q then 2 else 1 end`;
  const tsquery = words.length ? keywordQuery(words) : sql`''::tsquery`;
  const [row] = await rowsOf<{ tier: number | null; at: string; id: string }>(
    db,
    sql`select ${tier} as tier, j.published_at::text as at, j.id::text as id
      from job_posts j, (select ${tsquery} as q) q
      where j.status <> 'draft' and j.company_id not in (select c.id from companies c where not c.is_active)
        ${words.length ? sql`and j.doc_search @@ q.q` : sql``}
        ${
          query.jobTypes?.length
            ? sql`and j.job_types && ${sql`array[${sql.join(
                query.jobTypes.map((t) => sql`${t}`),
                sql`, `,
              )}]::text[]`}`
            : sql``
        }
        ${query.salaryFrom !== undefined ? sql`and j.salary_to > 0 and int4range(j.salary_from, j.salary_to, '[]') && int4range(${query.salaryFrom}::int, null, '[]')` : sql``}
      order by 1 desc nulls last, j.published_at desc, j.id desc offset ${offset} limit 1`,
  );
  if (!row) return null;
  return encodeSearchCursor({ tier: row.tier, at: row.at, id: row.id });
}

/**
 * The cursor of the tenth-last job holding every word of the keyword in its title: its page holds
 * the last ten of tier 3, then reads tiers 2 and 1.
 */
async function cursorAtTitlesEnd(db: Db, query: JobSearchQuery) {
  const q = keywordQuery(keywordWords(query.keyword));
  const [row] = await rowsOf<{ at: string; id: string }>(
    db,
    sql`select j.published_at::text as at, j.id::text as id from job_posts j
      where j.status <> 'draft' and j.company_id not in (select c.id from companies c where not c.is_active)
        and j.title_search @@ (${q})
      order by j.published_at, j.id offset 10 limit 1`,
  );
  return row ? encodeSearchCursor({ tier: 3, at: row.at, id: row.id }) : null;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const settings = benchSettings(process.env);
  loadConfig({ ...settings, DATABASE_URL: serverUrl }); // a bad setting fails before anything is created
  // BENCH_REUSE_URL: measure a database an earlier run seeded and kept (BENCH_KEEP=1)
  const reuse = process.env.BENCH_REUSE_URL;
  const scratch = reuse
    ? { url: reuse, drop: async () => undefined }
    : await scratchPostgresDatabase(serverUrl, 'veil_bench');
  const keep = Boolean(reuse) || process.env.BENCH_KEEP === '1';
  const config = loadConfig({ ...settings, DATABASE_URL: scratch.url });
  const app = await buildApp({ ...config, webDistDir: '/nonexistent-web-dist' }).catch(async (error) => {
    if (!keep) await scratch.drop();
    throw error;
  });
  const db = app.database.db;
  try {
    let seedMs = 0;
    if (reuse) {
      say(`measuring the jobs seeded before in ${reuse}`);
    } else {
      say(`seeding ${JOBS} jobs of ${COMPANIES} companies …`);
      seedMs = await seedJobs(db, JOBS, say);
      say(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
    }
    if (keep) say(`the database stays: ${scratch.url}`);
    const candidate = await signedUpCandidate(
      app,
      mailbox(() => app),
    );
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const headers = { cookie: candidate.cookie, origin: app.config.areaOrigins.candidate };
    // the statistics the route's searches keep in memory: the bare statements use the same
    const statistics = searchStatisticsOf(db);
    const client = new Client(address, { pipelining: 1 });
    /**
     * One GET, timed until the last byte of the answer has arrived (`ms`); the body is parsed after
     * the clock stops: the server's answer is complete then, and what a browser does with it is not
     * the server's time (0.08 ms of JSON.parse per page of 20 in this process).
     */
    const get = async (pathAndQuery: string) => {
      const started = performance.now();
      const res = await client.request({ method: 'GET', path: pathAndQuery, headers });
      const text = await res.body.text();
      const ms = performance.now() - started;
      return { ms, status: res.statusCode, body: JSON.parse(text) as { data: unknown[] } };
    };

    // For you ranks by the candidate's profile (modules/jobs/for-you.ts): the profile first
    const resume = sampleResume('bench');
    const profile = await fetch(`${address}/api/resumes`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...resume,
        tags: ['TypeScript', 'SQL', 'Python'],
        workExperiences: resume.workExperiences.map((w) => ({ ...w, industry: 'software_it_services' })),
      }),
    });
    if (profile.status !== 200) throw new Error(`resume not created: ${await profile.text()}`);
    const facts = {
      skills: ['TypeScript', 'SQL', 'Python'],
      industries: ['software_it_services' as const],
      openTo: ['full_time' as const],
      languages: resume.languages as MatchFacts['languages'],
      location: resume.userDetails.location,
    };

    /** a case as measured: its bare statements (sent through `run`) and its call */
    type Prepared = { label: string; bare: (run: RunQuery) => Promise<unknown>; pathAndQuery: string };
    // BENCH_FROM=label: start at that case (to measure the rest of a run again)
    const from = CASES.findIndex((c) => c.label === process.env.BENCH_FROM);
    const prepared: Prepared[] = [];
    for (const testCase of CASES.slice(Math.max(0, from))) {
      let query = JobSearchQuerySchema.parse({ ...testCase.query, pageSize: PAGE_SIZE });
      if (testCase.page || testCase.titlesEnd) {
        const lastIndex = testCase.titlesEnd
          ? await cursorAtTitlesEnd(db, query)
          : await cursorBefore(db, query, testCase.page ?? 1);
        if (!lastIndex) {
          say(`${testCase.label.padEnd(34)} skipped: the seed has fewer matches than this page needs`);
          continue;
        }
        query = { ...query, lastIndex };
      }
      const pathAndQuery = `/api/jobs?${new URLSearchParams({
        ...testCase.query,
        pageSize: String(PAGE_SIZE),
        ...(query.lastIndex ? { lastIndex: query.lastIndex } : {}),
      })}`;
      const searched = query;
      prepared.push({
        label: testCase.label,
        bare: (run) => runSearch(run, { candidateId: candidate.id, query: searched }, statistics),
        pathAndQuery,
      });
    }
    prepared.push({
      label: FOR_YOU,
      bare: (run) => forYouRows(run, { candidateId: candidate.id, facts, after: null, limit: PAGE_SIZE + 1 }),
      pathAndQuery: `/api/jobs/for-you?pageSize=${PAGE_SIZE}`,
    });

    // The server as it runs after its first minutes of traffic: every case's call and bare statements
    // SERVER_WARMUP times before anything is measured, so that the first cases do not measure V8
    // compiling the code every case shares (docs/job-search-bench-log.md, "How the HTTP call is timed").
    for (let lap = 0; lap < SERVER_WARMUP; lap += 1) {
      for (const { bare, pathAndQuery } of prepared) {
        await bare((q) => rowsOf(db, q));
        await get(pathAndQuery);
      }
    }

    type Timings = { db: number[]; sql: number[]; http: number[] };
    const figures: Record<string, Timings> = Object.fromEntries(
      prepared.map(({ label }) => [label, { db: [], sql: [], http: [] }]),
    );
    /**
     * One round of a case: the bare statements and the HTTP call, in turn first and second (what
     * ran just before a call, another call or the EXPLAINs, changes its tail: always the same order
     * put the EXPLAINs' work before every HTTP call and never before the bare statements), then the
     * EXPLAIN ANALYZE of the statements the bare run sent. Recorded unless it is a warm-up round.
     */
    const measureRound = async ({ label, bare, pathAndQuery }: Prepared, run: number) => {
      const statements: SQL[] = [];
      const timeBare = async () => {
        const started = performance.now();
        await bare((q) => {
          statements.push(q);
          return rowsOf(db, q);
        });
        return performance.now() - started;
      };
      const timeHttp = async () => {
        const { ms, status, body } = await get(pathAndQuery);
        if (status !== 200) throw new Error(`${label}: ${status} ${JSON.stringify(body)}`);
        return ms;
      };
      let sqlMs: number;
      let httpMs: number;
      if (run % 2 === 0) {
        sqlMs = await timeBare();
        httpMs = await timeHttp();
      } else {
        httpMs = await timeHttp();
        sqlMs = await timeBare();
      }
      let dbMs = 0;
      for (const statement of statements) dbMs += await executionMs(db, statement);
      const timings = figures[label];
      if (run >= 0 && timings) {
        timings.db.push(dbMs);
        timings.sql.push(sqlMs);
        timings.http.push(httpMs);
      }
    };
    // WARMUP laps, then RUNS measured ones, in the ORDER above
    const measuredStarted = performance.now();
    if (ORDER === 'interleaved') {
      for (let run = -WARMUP; run < RUNS; run += 1) {
        for (const testCase of prepared) await measureRound(testCase, run);
      }
    } else {
      for (const testCase of prepared) {
        for (let run = -WARMUP; run < RUNS; run += 1) await measureRound(testCase, run);
      }
    }
    const measuredSeconds = (performance.now() - measuredStarted) / 1000;
    const f = (values: number[]) => `${round(percentile(values, 50))}/${round(percentile(values, 95))}`;
    for (const [label, timings] of Object.entries(figures)) {
      say(
        `${label.padEnd(34)} db ${f(timings.db).padStart(13)} ms  sql ${f(timings.sql).padStart(13)} ms  http ${f(timings.http).padStart(13)} ms  (p50/p95)`,
      );
    }
    say(`${RUNS} measured rounds of every case (${ORDER}) in ${measuredSeconds.toFixed(1)} s`);
    const at = (p: number) => (label: string, key: 'db' | 'sql' | 'http') =>
      figures[label] ? percentile(figures[label][key], p) : Number.NaN;
    const p95 = at(95);
    const TITLES_END = CASES.find((c) => c.titlesEnd)?.label ?? '';
    const labels = Object.keys(figures).filter((label) => label !== TITLES_END);
    const dbMax = Math.max(...labels.map((l) => p95(l, 'db')));
    const httpOverSql = (p: (label: string, key: 'db' | 'sql' | 'http') => number) =>
      Math.max(...labels.map((l) => p(l, 'http') / p(l, 'sql')));
    const deep = (p: (label: string, key: 'db' | 'sql' | 'http') => number) =>
      Math.max(
        p('newest, page 10 000', 'db') / p('newest, page 1', 'db'),
        p('common keyword, page 10 000', 'db') / p('common body word (team)', 'db'),
      );
    say(
      JSON.stringify({
        jobs: JOBS,
        db_p95_ms_max: round(dbMax),
        http_over_sql_p95_max: round(httpOverSql(p95)),
        deep_over_first_page: round(deep(p95)),
        // the same at p50: a p95 is the twentieth-slowest of the 400 calls
        http_over_sql_p50_max: round(httpOverSql(at(50))),
        deep_over_first_page_p50: round(deep(at(50))),
        runs: RUNS,
        order: ORDER,
        seed_seconds: round(seedMs / 1000),
        http_p95_ms_max: round(Math.max(...labels.map((l) => p95(l, 'http')))),
        titles_end_db_p95_ms: round(p95(TITLES_END, 'db')),
        titles_end_http_p95_ms: round(p95(TITLES_END, 'http')),
        for_you_db_p95_ms: round(p95(FOR_YOU, 'db')),
        for_you_http_p95_ms: round(p95(FOR_YOU, 'http')),
      }),
    );
    await client.close();
  } finally {
    await app.close();
    if (!keep) await scratch.drop();
  }
}

await main();
