// `npm run bench:web-interaction`: interaction to next paint on the two longest lists of the app with
// more than 100 cards (issue 40: under 200 ms): the candidate's jobs list (Explore) and the employer's
// application board. Starts the built API serving the web build with a throw-away database that the
// demo seed and `seed:bench-cards` fill (120 more jobs, 110 applications), signs in a new candidate and
// the demo's recruiter in Debian's Chromium, pages to 100 cards and then filters and pages as a user
// does; every step waits for the state it leads to. The page measures itself: a PerformanceObserver on
// 'event' entries (durationThreshold 16, buffered), grouped by interactionId, each interaction as long
// as its longest event. Per page: the worst and the 98th percentile interaction and how many there
// were, once at full speed and once with the CPU slowed four times (a mid-range phone). Prints a table,
// the slowest steps, and ends with one JSON line.
// Settings: BENCH_WEB_INTERACTION_PORT (3301), BENCH_WEB_DIST (the web build, apps/web/dist); the API
// must be built (`npm run build -w @veil/api`; the npm script builds both).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  createCandidate,
  SEEDED_ACCOUNTS,
  signIn,
  startBuiltServer,
} from '../../../scripts/web-first-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The issue's target for every interaction on these pages. */
export const INP_TARGET_MS = 200;
/** How much slower the CPU runs in the throttled pass (Lighthouse's mobile setting). */
const PHONE_CPU_SLOWDOWN = 4;
const STATE_TIMEOUT_MS = 60_000;

/**
 * Runs in every document before the app: keeps each event entry that belongs to an interaction, and
 * the start of each bench step (`__inp.step(label)`), so the bench can say which step was slow.
 */
function observeInteractions() {
  const inp = { entries: [], steps: [] };
  window.__inp = inp;
  inp.step = (label) => inp.steps.push({ label, at: performance.now() });
  const describe = (node) => {
    if (!(node instanceof Element)) return '';
    const name = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
    return `${node.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      inp.entries.push({
        id: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
        target: describe(entry.target),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // the frames behind a slow interaction: how long scripts ran (and which), and style and layout
  inp.frames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      inp.frames.push({
        start: frame.startTime,
        end: frame.startTime + frame.duration,
        styleAndLayout:
          frame.startTime + frame.duration - (frame.styleAndLayoutStart || frame.startTime + frame.duration),
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          duration: script.duration,
          forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** Waits until `predicate` holds in the page (never a fixed sleep); checked in tasks of its own, not in the frames measured. */
const until = (page, predicate, arg) =>
  page.waitForFunction(predicate, arg, { timeout: STATE_TIMEOUT_MS, polling: 50 });

/** Something still loads: a list kept from before (jobs), a loader (board), a "load more" busy. */
const LOADING = '[aria-busy="true"], .mantine-Loader-root, button[data-loading]';

/** The number of cards a list shows, and the page's loading marks gone. */
function cardsShown(page, selector, count) {
  return until(
    page,
    ([cards, wanted, loading]) =>
      document.querySelectorAll(cards).length === wanted && document.querySelector(loading) === null,
    [selector, count, LOADING],
  );
}

/** The live summary above (jobs) or below (board) the cards, to see a new answer arrive. */
const summaryOf = (page) =>
  page.evaluate(() => document.querySelector('[aria-live="polite"]')?.textContent ?? '');

/** A new answer is on screen: the URL holds `urlHas`, the summary changed and nothing loads. */
function answered(page, before, urlHas) {
  return until(
    page,
    ([previous, wanted, loading]) =>
      location.search.includes(wanted) &&
      (document.querySelector('[aria-live="polite"]')?.textContent ?? '') !== previous &&
      document.querySelector(loading) === null,
    [before, urlHas, LOADING],
  );
}

const JOB_CARD = 'article[aria-labelledby^="job-card-"]';
const BOARD_CARD = 'ul[aria-label="Bewerbungen"] > li';

/** Clicks "load more" and waits for `count` cards. */
async function loadMore(page, name, selector, count) {
  await page.getByRole('button', { name, exact: true }).click();
  await cardsShown(page, selector, count);
}

/** Picks `option` of the Mantine select or multi-select labelled `label`. */
async function pick(page, label, option) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The candidate's Explore tab: 124 open jobs (the demo's 4 and the bench's 120), 20 a page. Each step
 * is one or a few interactions a user makes, named in the report.
 */
const JOBS_LIST = {
  name: 'jobsList',
  area: 'candidate',
  path: '/candidate/jobs/list',
  ready: (page) => cardsShown(page, JOB_CARD, 20),
  steps: [
    ...[40, 60, 80, 100, 120].map((count) => ({
      label: `load more (${count - 20} → ${count} cards)`,
      run: (page) => loadMore(page, 'Weitere Stellen anzeigen', JOB_CARD, count),
    })),
    {
      label: 'save or unsave the first job (bookmark)',
      run: async (page) => {
        // the card's bookmark is named "<title> merken", once saved "<title> nicht mehr merken"
        const bookmark = page.locator(`${JOB_CARD} button[aria-label$=" merken"]`).first();
        const before = await bookmark.getAttribute('aria-label');
        await bookmark.click();
        await until(
          page,
          ([card, previous]) => {
            const button = document.querySelector(`${card} button[aria-label$=" merken"]`);
            return button !== null && button.getAttribute('aria-label') !== previous && !button.disabled;
          },
          [JOB_CARD, before],
        );
      },
    },
    {
      label: 'type a keyword ("Entwickler", 10 keys)',
      run: async (page) => {
        const input = page.getByRole('textbox', { name: 'Suchbegriff', exact: true });
        await input.click();
        await page.keyboard.type('Entwickler');
        await until(page, () => document.activeElement?.value === 'Entwickler');
      },
    },
    {
      label: 'search the keyword',
      run: async (page) => {
        const before = await summaryOf(page);
        await page.getByRole('button', { name: 'Suchen', exact: true }).click();
        await answered(page, before, 'keyword=Entwickler');
      },
    },
    {
      label: 'open "more filters"',
      run: async (page) => {
        await page.getByRole('button', { name: 'Weitere Filter', exact: true }).click();
        await page.getByRole('combobox', { name: 'Anstellungsarten', exact: true }).waitFor();
      },
    },
    {
      label: 'pick job type "Teilzeit"',
      run: async (page) => {
        await pick(page, 'Anstellungsarten', 'Teilzeit');
        await until(page, () =>
          [...document.querySelectorAll('.mantine-Pill-label')].some(
            (pill) => pill.textContent === 'Teilzeit',
          ),
        );
        await page.keyboard.press('Escape');
      },
    },
    {
      label: 'search with the filter',
      run: async (page) => {
        const before = await summaryOf(page);
        await page.getByRole('button', { name: 'Suchen', exact: true }).click();
        await answered(page, before, 'jobTypes=part_time');
      },
    },
    {
      label: 'reset the filters (back to 120 cached cards)',
      run: async (page) => {
        await page.getByRole('button', { name: 'Filter zurücksetzen', exact: true }).click();
        await until(page, () => location.search === '');
        await cardsShown(page, JOB_CARD, 120);
      },
    },
    {
      label: 'load more (120 → 124 cards)',
      run: (page) => loadMore(page, 'Weitere Stellen anzeigen', JOB_CARD, 124),
    },
  ],
};

/**
 * The power user's board: 111 applications (the demo's one and the bench's 110), 20 a page, every
 * sixth rejected.
 */
const BOARD = {
  name: 'board',
  area: 'employer',
  path: '/employer/applications',
  ready: (page) => cardsShown(page, BOARD_CARD, 20),
  steps: [
    ...[40, 60, 80, 100, 111].map((count) => ({
      label: `load more (${count === 111 ? 100 : count - 20} → ${count} cards)`,
      run: (page) => loadMore(page, 'Weitere laden', BOARD_CARD, count),
    })),
    {
      label: 'type a keyword ("Kafka", 5 keys)',
      run: async (page) => {
        const before = await summaryOf(page);
        await page.getByRole('textbox', { name: 'Suche', exact: true }).click();
        await page.keyboard.type('Kafka');
        // the board searches 300 ms after the last key
        await answered(page, before, 'q=Kafka');
      },
    },
    {
      label: 'clear the keyword (back to 111 cached cards)',
      run: async (page) => {
        await page.getByRole('button', { name: 'Suche leeren', exact: true }).click();
        await until(page, () => !location.search.includes('q='));
        await cardsShown(page, BOARD_CARD, 111);
      },
    },
    {
      label: 'status tab "Abgelehnt"',
      run: async (page) => {
        const before = await summaryOf(page);
        await page.getByRole('tab', { name: /^Abgelehnt/ }).click();
        await answered(page, before, 'status=rejected');
      },
    },
    {
      label: 'status tab "Alle" (back to 111 cached cards)',
      run: async (page) => {
        await page.getByRole('tab', { name: /^Alle/ }).click();
        await until(page, () => !location.search.includes('status='));
        await cardsShown(page, BOARD_CARD, 111);
      },
    },
    {
      label: 'sort "Älteste zuerst"',
      run: async (page) => {
        const before = await summaryOf(page);
        await pick(page, 'Sortierung', 'Älteste zuerst');
        await answered(page, before, 'sort=oldest');
        await cardsShown(page, BOARD_CARD, 20);
      },
    },
    {
      label: 'load more (oldest first, 20 → 40 cards)',
      run: (page) => loadMore(page, 'Weitere laden', BOARD_CARD, 40),
    },
    {
      label: 'sort "Neueste zuerst" (back to 111 cached cards)',
      run: async (page) => {
        const before = await summaryOf(page);
        await pick(page, 'Sortierung', 'Neueste zuerst');
        await until(page, () => !location.search.includes('sort='));
        await answered(page, before, '');
        await cardsShown(page, BOARD_CARD, 111);
      },
    },
    {
      label: 'job filter "Backend-Entwickler:in (Java, Kafka)"',
      run: async (page) => {
        const before = await summaryOf(page);
        await page.getByRole('combobox', { name: 'Stelle', exact: true }).click();
        await page.getByRole('option', { name: 'Backend-Entwickler:in (Java, Kafka)' }).first().click();
        await answered(page, before, 'job=');
      },
    },
  ],
};

/** The nearest-rank percentile of `values` (ascending or not). */
function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The page's interactions (its events grouped by interactionId; the longest event is the
 * interaction's duration, its parts those of that event), each with the step it belongs to.
 */
function interactionsOf({ entries, steps, frames }) {
  const byId = new Map();
  for (const entry of entries) {
    const known = byId.get(entry.id);
    if (!known || entry.duration > known.duration)
      byId.set(entry.id, { ...entry, events: known?.events ?? [] });
    byId.get(entry.id).events.push(entry.name);
  }
  return [...byId.values()].map((interaction) => ({
    ...interaction,
    step: steps.findLast((step) => step.at <= interaction.start)?.label ?? 'opening the page',
    work: frameWork(frames, interaction.start, interaction.start + interaction.duration),
  }));
}

/**
 * What the long animation frames between an interaction's input and its paint spent: script time
 * (the longest scripts by what started them: an event listener, a timer, a fetch's answer) and style
 * and layout.
 */
function frameWork(frames, from, to) {
  const overlapping = frames.filter((frame) => frame.end > from && frame.start < to);
  const scripts = overlapping.flatMap((frame) => frame.scripts);
  const byInvoker = new Map();
  for (const script of scripts)
    byInvoker.set(script.invoker, (byInvoker.get(script.invoker) ?? 0) + script.duration);
  const sum = (values) => Math.round(values.reduce((total, value) => total + value, 0));
  return {
    frames: overlapping.length,
    scriptMs: sum(scripts.map((script) => script.duration)),
    styleAndLayoutMs: sum([
      ...overlapping.map((frame) => frame.styleAndLayout),
      ...scripts.map((script) => script.forcedStyleAndLayout),
    ]),
    topScripts: [...byInvoker]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([invoker, ms]) => `${invoker} ${Math.round(ms)} ms`),
  };
}

/** One scenario in a fresh browser context at `slowdown`; returns its interactions. */
async function runScenario(browser, origin, account, scenario, slowdown) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    await signIn(page, origin, scenario.area, account);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`${origin}${scenario.path}`);
    await scenario.ready(page);
    for (const step of scenario.steps) {
      await page.evaluate((label) => window.__inp.step(label), step.label);
      await step.run(page);
    }
    // the last step's events are reported once its frame was painted: one more frame, then read
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const recorded = await page.evaluate(() => ({
      entries: window.__inp.entries,
      steps: window.__inp.steps,
      frames: window.__inp.frames,
      interactionCount: performance.interactionCount ?? null,
    }));
    return { interactions: interactionsOf(recorded), interactionCount: recorded.interactionCount };
  } finally {
    await context.close();
  }
}

/**
 * The figures of one scenario: the worst and the 98th percentile interaction and how many there were
 * (the page's count where Chromium gives it; the interactions under 16 ms are not observed, so they
 * count as 0 ms in the percentile).
 */
function figuresOf({ interactions, interactionCount }) {
  const count = Math.max(interactionCount ?? 0, interactions.length);
  const durations = interactions.map((interaction) => interaction.duration);
  const all = [...durations, ...Array(count - durations.length).fill(0)];
  return { worstMs: Math.max(0, ...durations), p98Ms: percentile(all, 98), interactions: count };
}

/**
 * Measures both pages at full speed and with the CPU slowed down. Returns the figures per page and
 * pass, the slowest interactions, and the summary's headline figures.
 */
export async function measureInteractions({ dist, port, log = (line) => process.stdout.write(`${line}\n`) }) {
  const started = Date.now();
  const server = await startBuiltServer({ dist, port, seeds: ['seed:bench-cards'] });
  const browser = await chromium.launch(CHROMIUM);
  const rows = [];
  const slowest = [];
  /** page and step → the worst interaction per CPU slowdown */
  const byStep = new Map();
  try {
    const candidate = await createCandidate(browser, server.origin('candidate'));
    const accounts = { candidate, employer: SEEDED_ACCOUNTS.employer };
    for (const slowdown of [1, PHONE_CPU_SLOWDOWN]) {
      for (const scenario of [JOBS_LIST, BOARD]) {
        const origin = server.origin(scenario.area);
        const result = await runScenario(browser, origin, accounts[scenario.area], scenario, slowdown);
        const row = { page: scenario.name, path: scenario.path, cpu: slowdown, ...figuresOf(result) };
        rows.push(row);
        log(
          `${scenario.path.padEnd(24)} cpu ×${slowdown}  worst ${String(row.worstMs).padStart(4)} ms  p98 ${String(row.p98Ms).padStart(4)} ms  ${String(row.interactions).padStart(3)} interactions${row.worstMs > INP_TARGET_MS ? `  over ${INP_TARGET_MS} ms` : ''}`,
        );
        for (const interaction of result.interactions) {
          const key = `${scenario.path}\u0000${interaction.step}`;
          const worst = byStep.get(key) ?? {};
          worst[slowdown] = Math.max(worst[slowdown] ?? 0, interaction.duration);
          byStep.set(key, worst);
        }
        slowest.push(
          ...result.interactions
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 3)
            .map((interaction) => ({ page: scenario.name, cpu: slowdown, ...interaction })),
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  log(`\nworst interaction per step (ms; steps under 16 ms do not show), cpu ×1 / ×${PHONE_CPU_SLOWDOWN}:`);
  for (const [key, worst] of byStep) {
    const [page, step] = key.split('\u0000');
    const cell = (slowdown) => String(worst[slowdown] ?? '–').padStart(5);
    log(`  ${page.padEnd(24)} ${step.padEnd(52)} ${cell(1)} ${cell(PHONE_CPU_SLOWDOWN)}`);
  }
  log('\nslowest interactions (input delay + processing + presentation, ms):');
  for (const item of slowest.sort((a, b) => b.duration - a.duration).slice(0, 8)) {
    const parts = [item.inputDelay, item.processing, item.presentation]
      .map((ms) => Math.round(ms))
      .join(' + ');
    log(
      `  ${String(item.duration).padStart(4)} ms  ${item.page} cpu ×${item.cpu}  ${item.step}: ${item.name} on ${item.target} (${parts})`,
    );
    const { work } = item;
    if (work.frames > 0)
      log(
        `           long frames ${work.frames}: script ${work.scriptMs} ms, style and layout ${work.styleAndLayoutMs} ms; ${work.topScripts.join(', ')}`,
      );
  }
  const figure = (page, cpu, key) => rows.find((row) => row.page === page && row.cpu === cpu)?.[key] ?? null;
  const summary = {
    bench: 'web-interaction',
    jobsListInpMs: figure('jobsList', 1, 'worstMs'),
    jobsListInpP98Ms: figure('jobsList', 1, 'p98Ms'),
    jobsListInteractions: figure('jobsList', 1, 'interactions'),
    boardInpMs: figure('board', 1, 'worstMs'),
    boardInpP98Ms: figure('board', 1, 'p98Ms'),
    boardInteractions: figure('board', 1, 'interactions'),
    jobsListInpCpu4Ms: figure('jobsList', PHONE_CPU_SLOWDOWN, 'worstMs'),
    jobsListInpP98Cpu4Ms: figure('jobsList', PHONE_CPU_SLOWDOWN, 'p98Ms'),
    boardInpCpu4Ms: figure('board', PHONE_CPU_SLOWDOWN, 'worstMs'),
    boardInpP98Cpu4Ms: figure('board', PHONE_CPU_SLOWDOWN, 'p98Ms'),
    inpTargetMs: INP_TARGET_MS,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  return { rows, slowest, summary };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
  const port = Number(process.env.BENCH_WEB_INTERACTION_PORT ?? 3301);
  measureInteractions({ dist, port })
    .then(({ summary }) => process.stdout.write(`${JSON.stringify(summary)}\n`))
    .catch((error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
