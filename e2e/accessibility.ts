import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** What fails a journey: WCAG 2.2 AA problems that keep people from using a page, not hints. */
const BLOCKING = new Set(['serious', 'critical']);

/** Only our own pages are judged; the stand-in Google's development pages are not ours to fix. */
const OWN_HOST = /(^|\.)localhost$/;

/** Waits until nothing moves (dialogs faded in, the sidebar slid away); endless spinners aside. */
export async function settled(page: Page) {
  // two frames first: a transition that was just asked for (a menu opening) has started by then
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Serious or critical axe-core violations of what the page shows now, one readable line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!OWN_HOST.test(new URL(page.url()).hostname)) return [];
  // a menu or dialog fading in has lighter colours than it will have: judge the still page
  await settled(page);
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default runs each frame apart and merges the results in a new
    // blank page per check, which made the checks take half of a journey's time (our pages have no
    // cross-origin frames, the one case that needs it)
    .setLegacyMode()
    // off by default in axe-core (experimental), and exactly the "visible text in the name" rule of WCAG 2.5.3
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ')})`)
          .join('; ')}`,
    );
}

/** Per page: the paths checked so far, to name the visited ones that never were. */
const checked = new WeakMap<Page, Set<string>>();

/**
 * Checks the page as it stands with axe-core. Soft, so that one journey reports every page's
 * problems in one run; the test fails all the same.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  checked.get(page)?.add(path);
  expect.soft(await accessibilityViolations(page), `accessibility of ${path}`).toEqual([]);
}

/**
 * The journeys' `test`: every page of the test's browser context is checked with axe-core when the
 * test ends, in addition to the checks at each screenshot (support.ts), so no visited screen goes
 * unchecked for lack of a photograph.
 */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const visited = new Map<Page, Set<string>>();
    const track = (page: Page) => {
      checked.set(page, new Set());
      visited.set(page, new Set());
      page.on('framenavigated', (frame) => {
        const url = new URL(frame.url());
        if (frame === page.mainFrame() && OWN_HOST.test(url.hostname)) visited.get(page)?.add(url.pathname);
      });
    };
    context.on('page', track);
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus) return;
    for (const page of context.pages()) if (!page.isClosed()) await expectAccessible(page);
    const unchecked = [...visited].flatMap(([page, paths]) =>
      [...paths].filter((path) => !checked.get(page)?.has(path)),
    );
    if (unchecked.length > 0)
      testInfo.annotations.push({ type: 'not checked by axe', description: unchecked.join(' ') });
  },
});

export { expect };
