import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { type Area, areaUrl, screenshot, VIEWPORTS } from '../support';

/**
 * The public pages the build renders ahead of time (apps/web/src/prerender/pages.ts): a visitor sees
 * them before the app's code has arrived, and then the app's own page, with the same words, without
 * a loading placeholder in between.
 */
const PAGES: { area: Area; path: string; heading: string }[] = [
  { area: 'candidate', path: '/candidate/login', heading: 'Willkommen zurück' },
  { area: 'candidate', path: '/candidate/', heading: 'Willkommen zurück' },
  { area: 'candidate', path: '/candidate/signup', heading: 'Konto erstellen' },
  { area: 'candidate', path: '/candidate/terms-conditions/de', heading: 'Nutzungsbedingungen' },
  { area: 'candidate', path: '/candidate/privacy-policy/en', heading: 'Privacy policy' },
  { area: 'employer', path: '/employer/login', heading: 'Anmeldung für Arbeitgeber' },
  { area: 'admin', path: '/admin/login', heading: 'Admin sign-in' },
];

/** The words a visitor reads, one space between them. */
const words = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

/** The page as a browser without JavaScript gets it: what is on screen before the code arrives. */
async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('pages rendered ahead of time', () => {
  for (const { area, path, heading } of PAGES) {
    test(`${path} shows before its code, then the app shows the same words without a placeholder`, async ({
      browser,
      page,
    }) => {
      let before = '';
      await withoutScripts(browser, async (still) => {
        await still.goto(areaUrl(area, path));
        await expect(still.locator('#prerendered h1')).toHaveText(heading);
        await expect(still.locator('#prerendered')).toHaveAttribute('inert', '');
        before = await words(still, '#prerendered');
      });

      // what the visitor sees whenever the page changes: a placeholder in sight would be a flash
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { placeholdersSeen: string[] }).placeholdersSeen = seen;
        new MutationObserver(() => {
          if (document.querySelector('body > #root [data-page-loader]')) seen.push(location.pathname);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(areaUrl(area, path));
      await expect(page.locator('#prerendered')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await words(page, '#root')).toBe(before);
      expect(
        await page.evaluate(() => (window as unknown as { placeholdersSeen: string[] }).placeholdersSeen),
      ).toEqual([]);
    });
  }

  test("the area's root starts the app on its login, without the signed-in area's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(areaUrl('candidate', '/candidate/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeVisible();
    await expect(page).toHaveURL(/\/candidate\/login$/);
    expect(scripts.filter((script) => /dashboard-page|nav-links/.test(script))).toEqual([]);
  });

  test('the login arrives in the language the visitor chose, and works once the app has it', async ({
    page,
  }) => {
    await page.goto(areaUrl('candidate', '/candidate/login'));
    await page.getByText('EN', { exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    const response = await page.reload();
    expect(await response?.text()).toContain(
      '<div id="prerendered" data-locale="en" data-path="/candidate/login" inert aria-hidden="true">',
    );
    // typed into the app's own form (the prerendered one takes no input)
    await page.getByRole('textbox', { name: /Email address/ }).fill('nobody@example.com');
    await page.locator('input[type="password"]').fill('Wrong!Passw0rd');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid' })).toBeVisible();
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await screenshot(page, `prerendered-login-en-${name}`);
    }
  });
});
