// `npm run bench:web`: Lighthouse on the public pages of each area of the built app, mobile and
// desktop, in Debian's Chromium. Starts the API (which serves apps/web/dist) on a port of its own with
// a throw-away embedded database, prints the scores per page, and ends with one JSON line.
// Settings: BENCH_WEB_PORT (3300), CHROME_PATH (/usr/bin/chromium), BENCH_WEB_PAGES (a comma list of
// paths to run a subset, e.g. "/candidate/login").
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3300);
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
];

const only = process.env.BENCH_WEB_PAGES?.split(',').map((page) => page.trim());
const pages = only ? PAGES.filter((page) => only.includes(page.path)) : PAGES;

function startServer(dataDir) {
  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
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
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @veil/web` first (bench:web does)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-bench-web-'));
  const server = startServer(dataDir);
  let chrome;
  const rows = [];
  try {
    await waitForHealth(server);
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    for (const page of pages) {
      const url = `http://${page.area}.localhost:${PORT}${page.path}`;
      for (const formFactor of ['mobile', 'desktop']) {
        const result = await measure(url, chrome.port, formFactor);
        const row = {
          page: page.path,
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
  const min = (list, key) => (list.length > 0 ? Math.min(...list.map((row) => row[key])) : null);
  const candidateMobile = rows.filter(
    (row) => row.formFactor === 'mobile' && row.page.startsWith('/candidate/'),
  );
  const summary = {
    bench: 'web',
    candidatePublicMobilePerformanceMin: min(candidateMobile, 'performance'),
    accessibilityMin: min(rows, 'accessibility'),
    seoMin: min(rows, 'seo'),
    pages: Object.fromEntries(
      rows.map((row) => [
        `${row.page} ${row.formFactor}`,
        [row.performance, row.accessibility, row.bestPractices, row.seo, row.lcpMs],
      ]),
    ),
    pageFields: ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs'],
  };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
