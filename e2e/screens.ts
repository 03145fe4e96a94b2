import { expect, type Locator, type Page } from '@playwright/test';
import { settled } from './accessibility';
import { screenshot, VIEWPORTS } from './support';

/** A tablet: sidebar and content side by side. */
const TABLET = { width: 820, height: 1000 };
/** The narrowest desktop (UI.md: ≥ 1200 px), where tables have sticky headers and no frame to scroll in. */
const SMALL_DESKTOP = { width: 1200, height: 800 };

/**
 * The page must not scroll sideways. Polls, because the layout animates its sidebar away for a
 * moment after the window narrows; on failure, names the elements that stick out.
 */
export async function noHorizontalScroll(page: Page) {
  let culprits: string[] = [];
  try {
    await expect
      .poll(async () => {
        const measured = await page.evaluate(() => {
          const width = window.innerWidth;
          const clipped = (element: Element) => {
            for (let up = element.parentElement; up; up = up.parentElement) {
              if (getComputedStyle(up).overflowX !== 'visible') return true;
            }
            return false;
          };
          const sticking = [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
            .slice(-5)
            .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 40)}`);
          return { overflow: document.documentElement.scrollWidth - width, sticking };
        });
        culprits = measured.sticking;
        return measured.overflow;
      })
      .toBeLessThanOrEqual(0);
  } catch (error) {
    throw new Error(`The page scrolls sideways because of: ${culprits.join(', ')}`, { cause: error });
  }
}

/** Closes the success notifications, so they do not cover the screen being photographed. */
export async function dismissNotifications(page: Page) {
  const notices = page.locator('.mantine-Notification-root');
  // A notice may close by itself (or finish closing) while this runs: never wait for one in
  // particular; close whichever is first until none is left.
  await expect(async () => {
    if ((await notices.count()) > 0) {
      await notices
        .first()
        .getByRole('button')
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    }
    await expect(notices).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Starts keeping the text of every notification that shows on this page from now on, and returns
 * a reader of what was kept. A notice closes by itself after a few seconds, and a slow step in
 * between (a screenshot with its accessibility check on a busy machine) may outlast it: poll the
 * reader instead of looking for the notice on screen.
 */
export async function keepNotices(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const kept: string[] = [];
    Object.assign(window, { veilNotices: kept });
    const keep = (root: Element) => kept.push(root.textContent ?? '');
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.mantine-Notification-root')) keep(node);
          for (const inner of node.querySelectorAll('.mantine-Notification-root')) keep(inner);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => ((window as unknown as { veilNotices?: string[] }).veilNotices ?? []).join('\n'));
}

/** A screenshot once the screen is still. */
export async function capture(page: Page, name: string) {
  // from the top: a scrolled page photographs its fixed header over the content
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await screenshot(page, name);
}

/**
 * Desktop and phone screenshots of the current screen; at no width may the page scroll sideways.
 * In the areas with a sidebar (employer, admin) it must give way to the burger menu on a phone.
 */
export async function screenshotBothSizes(page: Page, name: string, ready: () => Promise<void>) {
  const sidebar = page.locator('#area-navigation');
  await dismissNotifications(page);
  await ready();
  const hasSidebar = (await sidebar.count()) > 0;
  await capture(page, `${name}-desktop`);
  await noHorizontalScroll(page);
  await page.setViewportSize(SMALL_DESKTOP);
  await settled(page);
  await noHorizontalScroll(page);
  await page.setViewportSize(VIEWPORTS.phone);
  if (hasSidebar) await expect(sidebar).not.toBeInViewport();
  await ready();
  await capture(page, `${name}-phone`);
  await noHorizontalScroll(page);
  // a tablet: sidebar and table side by side, the table scrolling inside its frame
  await page.setViewportSize(TABLET);
  await ready();
  await settled(page);
  await noHorizontalScroll(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  if (hasSidebar) await expect(sidebar).toBeInViewport();
}

/** Notifications appear below the header: they never cover its navigation or account menu. */
export async function notificationsBelowHeader(page: Page) {
  const notice = page.locator('.mantine-Notification-root').first();
  await expect(notice).toBeVisible();
  await settled(page);
  const header = await page.locator('header').first().boundingBox();
  const box = await notice.boundingBox();
  expect(header && box ? box.y - (header.y + header.height) : -1).toBeGreaterThanOrEqual(0);
}

/**
 * Nothing of the element is cut off: it lies inside the window, and no part of it (a button's
 * label that does not wrap, say) hides text behind an overflow. A clipped label makes the page no
 * wider, so `noHorizontalScroll` cannot see it.
 */
export async function notCutOff(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((root) => {
        const box = root.getBoundingClientRect();
        const outside = box.left < -0.5 || box.right > window.innerWidth + 0.5;
        const clipped = [root, ...root.querySelectorAll('*')]
          .filter((inner) => {
            const style = getComputedStyle(inner);
            const hides = style.overflowX !== 'visible' || style.overflowY !== 'visible';
            return (
              hides &&
              (inner.scrollWidth > inner.clientWidth + 1 || inner.scrollHeight > inner.clientHeight + 1)
            );
          })
          .map((inner) => `<${inner.tagName.toLowerCase()}> ${inner.textContent?.slice(0, 40)}`);
        return outside ? ['outside the window'] : clipped;
      }),
    )
    .toEqual([]);
}

/** The elements stand side by side in one row, each on one line (a tab bar that does not wrap). */
export async function inOneRow(elements: Locator) {
  await expect
    .poll(() =>
      elements.evaluateAll((all) => {
        const boxes = all.map((element) => element.getBoundingClientRect());
        const tops = new Set(boxes.map((box) => Math.round(box.top)));
        const heights = new Set(boxes.map((box) => Math.round(box.height)));
        const inside = boxes.every((box) => box.left >= -0.5 && box.right <= window.innerWidth + 0.5);
        return { rows: tops.size, heights: heights.size, inside };
      }),
    )
    .toEqual({ rows: 1, heights: 1, inside: true });
}
