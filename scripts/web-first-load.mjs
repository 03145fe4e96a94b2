// The first load of each area's app on a protected page, measured in Chromium (issue 40): the built
// API serves the web build on a port of its own with a fresh embedded database (the demo seed's
// employer and admin accounts, and a candidate who signs up), and a fresh browser opens each page
// signed out (the app sends the visitor to the login) and signed in, until the network is idle. It
// counts every JavaScript response, gzip level 9 as the server's precompressed files, and keeps the
// start of each request (the waterfall: when the session, the page's data and the chunks are asked).
// Used by scripts/web-budget.mjs for the budgets that name a page (`opens`); the API must be built
// (`npm run build -w @veil/api`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Debian's Chromium as the browser journeys start it (e2e/chromium.ts). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The demo seed's password (apps/api/src/cli/seed-demo.ts) and a candidate's of our own. */
const DEMO_PASSWORD = 'Veil!Demo2026';
const CANDIDATE_PASSWORD = 'Erster!Aufruf40';

/** Who signs in to each area: the demo seed's super admin and the power user of the company whose jobs the demo publishes. */
export const SEEDED_ACCOUNTS = {
  admin: { email: 'admin@veil.example', password: DEMO_PASSWORD },
  employer: { email: 'nina.vogel@hafenkante.example', password: DEMO_PASSWORD },
};

/**
 * Starts the built API on `port` serving `dist`, with a fresh data folder the demo seed has filled
 * (and the further seeds of `seeds`, scripts of @veil/api run in order after it, e.g. 'seed:bench-cards').
 * Returns the server, its origin per area and a stop that also removes the data.
 */
export async function startBuiltServer({ dist, port, seeds = [] }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-first-load-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dist,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  for (const seed of ['seed:demo', ...seeds]) {
    const seeded = spawnSync('npm', ['run', seed, '-w', '@veil/api'], { cwd: ROOT, env, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`${seed} failed: ${seeded.stderr || seeded.stdout}`);
  }
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: path.join(ROOT, 'apps/api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // a run stopped from outside (Ctrl-C, a timeout) still ends its server and removes its data
  const interrupted = (signal) => {
    void stop().finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await waitForHealth(server, port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: (area) => `http://${area}.localhost:${port}`, stop };
}

async function waitForHealth(server, port) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the API ended with code ${server.exitCode} (is it built? npm run build -w @veil/api)`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not answer /api/health within two minutes');
}

/** A POST from a page of the area's origin (the browser sends its Origin and keeps the cookies). */
async function postFromPage(page, url, body) {
  return page.evaluate(
    async ([target, data]) => {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(data),
        credentials: 'same-origin',
      });
      return { status: response.status, text: await response.text() };
    },
    [url, body],
  );
}

/** Creates a confirmed candidate account (sign-up, the code from the development mailbox). */
export async function createCandidate(browser, origin) {
  const email = `first-load-${Date.now()}@example.org`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    const signUp = await postFromPage(page, '/api/auth/candidate/sign-up/email', {
      email,
      password: CANDIDATE_PASSWORD,
      acceptTerms: true,
    });
    if (signUp.status !== 200) throw new Error(`candidate sign-up answered ${signUp.status}: ${signUp.text}`);
    let otp = '';
    for (let tries = 0; !otp && tries < 100; tries += 1) {
      const mails = await page.evaluate(
        async (to) => (await fetch(`/dev/mail.json?to=${encodeURIComponent(to)}`)).json(),
        email,
      );
      otp = mails[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      if (!otp) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const verified = await postFromPage(page, '/api/auth/candidate/email-otp/verify-email', { email, otp });
    if (verified.status !== 200) throw new Error(`candidate verification answered ${verified.status}`);
    return { email, password: CANDIDATE_PASSWORD };
  } finally {
    await context.close();
  }
}

/** Signs `account` in to `area` in the browser context of `page` (its session cookie stays there). */
export async function signIn(page, origin, area, account) {
  await page.goto(`${origin}/api/health`);
  const answer = await postFromPage(page, `/api/auth/${area}/sign-in/email`, account);
  if (answer.status !== 200) throw new Error(`${area} sign-in answered ${answer.status}: ${answer.text}`);
}

/**
 * Opens `url` in a fresh context (signed in to `area` as `account` first, when given) and waits for
 * the network to be idle. Returns the JS it received (files, gzip bytes), where it ended and when
 * each script and API request started, in ms after the navigation began.
 */
export async function openFirstLoad(browser, { url, area, origin, account }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (account) await signIn(page, origin, area, account);
    const scripts = [];
    const requests = [];
    let unread;
    let started = 0;
    page.on('request', (request) => {
      if (!started) return;
      const type = request.resourceType();
      if (type === 'script' || type === 'fetch' || type === 'xhr' || type === 'document')
        requests.push({ ms: Date.now() - started, type, path: new URL(request.url()).pathname });
    });
    page.on('response', (response) => {
      if (!started) return;
      const isScript =
        response.request().resourceType() === 'script' ||
        /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
      if (isScript && response.ok())
        scripts.push(
          response
            .body()
            .then((body) => gzipSync(body, { level: 9 }).length)
            // the browser went away (the run was stopped): no figure, and no unhandled rejection
            .catch((error) => {
              unread = error;
              return 0;
            }),
        );
    });
    let pending = 0;
    let lastActivity = Date.now();
    // a live stream (the notifications' server-sent events) stays open as long as the page: not a load
    const active = (change) => (request) => {
      if (request.resourceType() === 'eventsource') return;
      pending += change;
      lastActivity = Date.now();
    };
    page.on('request', active(1));
    page.on('requestfinished', active(-1));
    page.on('requestfailed', active(-1));
    started = Date.now();
    // 'load', not 'networkidle': a signed-in page keeps its notification stream open; the loop below waits for quiet
    await page.goto(url, { waitUntil: 'load' });
    // idle is not done on a busy machine: the app may still be running the framework before its next
    // request. Done is a page the app has shown (no loading placeholder), or the login rendered ahead
    // of time that a visitor without a session gets, made usable by the page's first script (it
    // fetches the app on first use, src/prerender/first-use.ts); then half a second quiet.
    await page.waitForFunction(
      () =>
        (document.querySelector('#root > *') !== null &&
          document.querySelector('[data-page-loader]') === null) ||
        document.querySelector('#prerendered:not([inert])') !== null,
      undefined,
      { timeout: 60_000 },
    );
    while (pending > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(100);
    const sizes = await Promise.all(scripts);
    if (unread) throw unread;
    return {
      jsBytes: sizes.reduce((sum, size) => sum + size, 0),
      files: sizes.length,
      ended: new URL(page.url()).pathname,
      requests,
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures each budget that names a page (`{ area, opens, maxJsKb, maxSignedOutJsKb?, targetJsKb? }`),
 * signed out and signed in: over `maxJsKb` (signed out: `maxSignedOutJsKb` where given) fails; the
 * target (the issue's) is reported, reached or not.
 * Returns figures per budget and state and the failures (over budget, or not the page expected).
 */
export async function measureProtectedFirstLoads({ dist, port, budgets }) {
  const server = await startBuiltServer({ dist, port });
  const browser = await chromium.launch(CHROMIUM);
  const pages = {};
  const failures = [];
  try {
    const accounts = {
      ...SEEDED_ACCOUNTS,
      candidate: await createCandidate(browser, server.origin('candidate')),
    };
    for (const [name, budget] of Object.entries(budgets)) {
      const origin = server.origin(budget.area);
      const url = `${origin}${budget.opens}`;
      for (const state of ['signedOut', 'signedIn']) {
        const account = state === 'signedIn' ? accounts[budget.area] : undefined;
        const load = await openFirstLoad(browser, { url, area: budget.area, origin, account });
        const jsKb = Math.round(load.jsBytes / 100) / 10;
        pages[`${name} ${state}`] = {
          page: budget.opens,
          state,
          jsKb,
          files: load.files,
          ended: load.ended,
          requests: load.requests,
        };
        const expected = state === 'signedIn' ? budget.opens : `/${budget.area}/login`;
        if (load.ended !== expected)
          failures.push(`${budget.opens} ${state}: ended on ${load.ended}, not ${expected}`);
        const maxKb = state === 'signedOut' ? (budget.maxSignedOutJsKb ?? budget.maxJsKb) : budget.maxJsKb;
        if (load.jsBytes > maxKb * 1000)
          failures.push(`${budget.opens} ${state}: ${jsKb} kB of JS is over its budget of ${maxKb} kB`);
        pages[`${name} ${state}`].targetReached =
          budget.targetJsKb === undefined ? null : load.jsBytes <= budget.targetJsKb * 1000;
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { pages, failures };
}
