// `npm run bench:web`: Lighthouse on the public pages of each area of the built app and on the
// signed-in screens used most (issue 40), mobile and desktop, in Debian's Chromium. Starts the API
// (which serves apps/web/dist) on a port of its own with a throw-away embedded database the demo seed
// fills; for the signed-in screens a candidate signs up (with a resume and an application to a demo
// job), and the demo's recruiter and admin sign in, in the browser Lighthouse then uses. Prints the
// scores per page, then measures interaction to next paint on the jobs list and the board with more
// than 100 cards (interaction.mjs, on the built API: `bench:web` builds it), and ends with one JSON line.
// Settings: BENCH_WEB_PORT (3300), CHROME_PATH (/usr/bin/chromium), BENCH_WEB_PAGES (a comma list of
// paths to run a subset, e.g. "/candidate/login"), BENCH_WEB_DIST (the web build, apps/web/dist),
// BENCH_WEB_INTERACTION_PORT (3301).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { createCandidate, SEEDED_ACCOUNTS, signIn } from '../../../scripts/web-first-load.mjs';
import { measureInteractions } from './interaction.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3300);
const INTERACTION_PORT = Number(process.env.BENCH_WEB_INTERACTION_PORT ?? 3301);
const DIST = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The public pages: what a visitor without an account can open, per area (host picks the area). */
const PAGES = [
  // the landing page: a visitor without a session is taken to the login
  { area: 'candidate', path: '/candidate/' },
  { area: 'candidate', path: '/candidate/login' },
  { area: 'candidate', path: '/candidate/signup' },
  { area: 'candidate', path: '/candidate/terms-conditions/de' },
  { area: 'candidate', path: '/candidate/privacy-policy/en' },
  { area: 'employer', path: '/employer/login' },
  { area: 'admin', path: '/admin/login' },
  // signed in (issue 40); `:application` is the application the bench's candidate sends
  { area: 'candidate', path: '/candidate/', signedIn: true },
  { area: 'candidate', path: '/candidate/jobs/list', signedIn: true },
  { area: 'candidate', path: '/candidate/profile', signedIn: true },
  { area: 'employer', path: '/employer/applications', signedIn: true },
  { area: 'employer', path: '/employer/applications/:application', signedIn: true },
  { area: 'admin', path: '/admin/', signedIn: true },
];

const only = process.env.BENCH_WEB_PAGES?.split(',').map((page) => page.trim());
const pages = only ? PAGES.filter((page) => only.includes(page.path)) : PAGES;

function serverEnv(dataDir) {
  return {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: DIST,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
}

function startServer(dataDir) {
  const seeded = spawnSync('npm', ['run', 'seed:demo', '-w', '@veil/api'], {
    cwd: ROOT,
    env: serverEnv(dataDir),
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`the demo seed failed: ${seeded.stderr || seeded.stdout}`);
  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: serverEnv(dataDir),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return server;
}

/** Waits until the API answers its health check (or gives up after two minutes). */
async function waitForHealth(server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server ended with code ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within two minutes');
}

/**
 * One Lighthouse run; a run whose trace broke (Chromium now and then loses the navigation start on a
 * busy machine) is repeated, up to three tries, so a broken trace is not reported as a score of 0.
 */
async function measure(url, port, formFactor) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const problem =
      result.lhr.runtimeError?.message ?? result.lhr.audits['first-contentful-paint']?.errorMessage;
    if (!problem || attempt === 3) return result;
    process.stderr.write(`${url} ${formFactor}: ${problem} (trying again)\n`);
  }
}

const score = (result, category) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
const audit = (result, id) => Math.round(result.lhr.audits[id]?.numericValue ?? 0);

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`${DIST} is missing: run \`npm run build -w @veil/web\` first (bench:web does)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-bench-web-'));
  const server = startServer(dataDir);
  let chrome;
  const rows = [];
  try {
    await waitForHealth(server);
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    // the public pages first, as a visitor without a session sees them; then the accounts sign in
    let application = null;
    for (const page of [...pages].sort((a, b) => Number(a.signedIn === true) - Number(b.signedIn === true))) {
      if (page.signedIn && application === null) application = await signInEveryArea(chrome.port);
      const url = `http://${page.area}.localhost:${PORT}${page.path.replace(':application', application ?? '')}`;
      for (const formFactor of ['mobile', 'desktop']) {
        const result = await measure(url, chrome.port, formFactor);
        const ended = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (page.signedIn && ended !== new URL(url).pathname)
          throw new Error(`${url} ended on ${ended}: the bench's account is not signed in there`);
        const row = {
          page: page.path,
          signedIn: page.signedIn === true,
          formFactor,
          performance: score(result, 'performance'),
          accessibility: score(result, 'accessibility'),
          bestPractices: score(result, 'best-practices'),
          seo: score(result, 'seo'),
          fcpMs: audit(result, 'first-contentful-paint'),
          lcpMs: audit(result, 'largest-contentful-paint'),
          tbtMs: audit(result, 'total-blocking-time'),
          transferKb: Math.round(audit(result, 'total-byte-weight') / 100) / 10,
        };
        const failing = Object.values(result.lhr.audits)
          .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
          .map((entry) => entry.id);
        rows.push(row);
        process.stdout.write(
          `${row.page.padEnd(32)} ${formFactor.padEnd(8)} perf ${row.performance} a11y ${row.accessibility} best ${row.bestPractices} seo ${row.seo}  FCP ${row.fcpMs} ms LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms ${row.transferKb} kB${failing.length > 0 ? `  failing: ${failing.join(', ')}` : ''}\n`,
        );
      }
    }
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  // after Lighthouse, its server stopped: the two servers do not share the CPU while measuring
  process.stdout.write('\ninteraction to next paint with more than 100 cards:\n');
  const { summary: interaction } = await measureInteractions({ dist: DIST, port: INTERACTION_PORT });
  const min = (list, key) => (list.length > 0 ? Math.min(...list.map((row) => row[key])) : null);
  const candidateMobile = rows.filter(
    (row) => row.formFactor === 'mobile' && row.page.startsWith('/candidate/'),
  );
  const signedInMobile = rows.filter((row) => row.formFactor === 'mobile' && row.signedIn);
  const summary = {
    bench: 'web',
    candidatePublicMobilePerformanceMin: min(
      candidateMobile.filter((row) => !row.signedIn),
      'performance',
    ),
    signedInMobilePerformanceMin: min(signedInMobile, 'performance'),
    accessibilityMin: min(rows, 'accessibility'),
    seoMin: min(rows, 'seo'),
    pages: Object.fromEntries(
      rows.map((row) => [
        `${row.page}${row.signedIn ? ' (signed in)' : ''} ${row.formFactor}`,
        [row.performance, row.accessibility, row.bestPractices, row.seo, row.lcpMs],
      ]),
    ),
    pageFields: ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs'],
    jobsListInpMs: interaction.jobsListInpMs,
    jobsListInpP98Ms: interaction.jobsListInpP98Ms,
    boardInpMs: interaction.boardInpMs,
    boardInpP98Ms: interaction.boardInpP98Ms,
    jobsListInpCpu4Ms: interaction.jobsListInpCpu4Ms,
    boardInpCpu4Ms: interaction.boardInpCpu4Ms,
    inpTargetMs: interaction.inpTargetMs,
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

/**
 * Signs in to each area in the browser Lighthouse uses (its cookies stay: Lighthouse's storage reset
 * keeps them): a new candidate with a resume, who applies to one of the demo's open jobs, the power
 * user of the company that posted it and the demo's admin. Returns the application's id, for the employer's application page.
 */
async function signInEveryArea(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const origin = (area) => `http://${area}.localhost:${PORT}`;
    const candidate = await createCandidate(browser, origin('candidate'));
    const page = await context.newPage();
    await signIn(page, origin('candidate'), 'candidate', candidate);
    const application = await page.evaluate(async (resume) => {
      const call = async (method, url, body) => {
        const response = await fetch(url, {
          method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      await call('POST', '/api/resumes', resume);
      const jobs = await call('GET', '/api/jobs?pageSize=20');
      // the demo's open jobs are Hafenkante's, whose power user signs in to the employer area
      const job = jobs.data[0];
      const draft = await call('POST', '/api/applications', { jobId: job.id });
      await call('PUT', `/api/applications/${draft.id}/screening-answers`, {
        answers: draft.screeningAnswers.map(({ questionId }) => ({
          questionId,
          answer: 'Fünf Jahre Erfahrung mit genau solchen Systemen.',
        })),
      });
      await call('POST', `/api/applications/${draft.id}/submit`);
      return draft.id;
    }, BENCH_RESUME);
    for (const area of ['employer', 'admin']) await signIn(page, origin(area), area, SEEDED_ACCOUNTS[area]);
    await page.close();
    return application;
  } finally {
    // only the connection: the browser stays for Lighthouse
    await browser.close();
  }
}

/** The bench candidate's resume, as POST /resumes takes it. */
const BENCH_RESUME = {
  userDetails: {
    firstName: 'Kim',
    lastName: 'Messbar',
    email: 'kim.messbar@example.org',
    phoneNumber: '+49 170 5550188',
    gender: 'non_binary',
    dob: '1993-02-11',
    headline: 'Softwareentwicklerin',
    location: 'Hamburg',
  },
  workInformation: { personalHeadline: 'Softwareentwicklerin', openTo: ['full_time'] },
  workExperiences: [
    {
      company: 'Reederei Messbar GmbH',
      industry: 'software_it_services',
      companySize: '250-999',
      jobTitle: 'Softwareentwicklerin',
      workFrom: '2019-04',
      currentlyWorking: true,
      jobDescription: 'Schnittstellen für Containerterminals mit TypeScript.',
    },
  ],
  educations: [
    { school: 'Uni Hamburg', degree: 'Master of Science', studyFrom: '2013-10', studyTo: '2018-09' },
  ],
  languages: [{ iso: 'deu', level: 'business_fluent' }],
  tags: ['TypeScript', 'Node.js'],
  certifications: [],
  rewards: [],
  socialLinks: [],
};

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
