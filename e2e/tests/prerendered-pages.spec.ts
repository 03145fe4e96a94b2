import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_PASSWORD, DEMO_POWER_USER } from '../demo';
import { type Area, areaUrl, screenshot, VIEWPORTS } from '../support';

/**
 * The public pages the build renders ahead of time (apps/web/src/prerender/pages.ts): a visitor sees
 * them before any of the app's code has arrived and can use them with the page's first script alone;
 * the app comes on the first use and shows its own page, with the same words, without a loading
 * placeholder in between.
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

/** The paths of the scripts the page requests from now on. */
function requestedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

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
      const scripts = requestedScripts(page);
      // until its first use the page works without the app: no request of it at all
      await page.goto(areaUrl(area, path), { waitUntil: 'networkidle' });
      await expect(page.locator('#prerendered h1')).toHaveText(heading);
      await expect(page.locator('#prerendered')).not.toHaveAttribute('inert');
      expect(scripts.filter((script) => /framework|area-|start-app/.test(script))).toEqual([]);

      await page.locator('#prerendered h1').click();
      await expect(page.locator('#prerendered')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await words(page, '#root')).toBe(before);
      expect(
        await page.evaluate(() => (window as unknown as { placeholdersSeen: string[] }).placeholdersSeen),
      ).toEqual([]);
    });
  }

  test("the area's root shows its login, and the app starts there without the signed-in area's code", async ({
    page,
  }) => {
    const scripts = requestedScripts(page);
    await page.goto(areaUrl('candidate', '/candidate/'));
    await expect(page.locator('#prerendered h1')).toHaveText('Willkommen zurück');
    await expect(page).toHaveURL(/\/candidate\/login$/);
    await page.getByRole('textbox', { name: /E-Mail/ }).focus();
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeVisible();
    expect(scripts.filter((script) => /dashboard-page|nav-links/.test(script))).toEqual([]);
  });

  test('a page that needs a session shows the login with its note before any of the app, and signing in leads there', async ({
    page,
  }) => {
    const scripts = requestedScripts(page);
    await page.goto(areaUrl('employer', '/employer/jobs?status=draft'), { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/employer\/login$/);
    const note = page.locator('#prerendered').getByText(/Bitte melden Sie sich an, um fortzufahren/);
    await expect(note).toBeVisible();
    await expect(page.locator('#prerendered')).not.toHaveAttribute('inert');
    // the page's first script alone: neither the app nor the page that needs a session
    expect(scripts.filter((script) => /framework|area-|start-app|jobs-page/.test(script))).toEqual([]);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await screenshot(page, `prerendered-login-for-protected-page-${name}`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(DEMO_POWER_USER);
    // the first use brings the app, which shows the same login with the same note
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.locator('#root').getByText(/Bitte melden Sie sich an, um fortzufahren/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(DEMO_POWER_USER);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/employer\/jobs\?status=draft$/);
  });

  test('what is typed and pressed before the app is there goes over to it', async ({ page }) => {
    // the app's code is held back until the form has been filled in and sent
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(areaUrl('candidate', '/candidate/login'));
    await page.getByRole('textbox', { name: /E-Mail/ }).fill('nobody@example.com');
    await page.locator('input[type="password"]').fill('Wrong!Passw0rd');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.locator('#prerendered button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
    await screenshot(page, 'prerendered-login-waiting-for-the-app-desktop');
    release();
    // the app sends the form it was handed: the server's answer shows in place
    await expect(page.getByRole('alert').filter({ hasText: 'Ungültig' })).toBeVisible();
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /E-Mail/ })).toHaveValue('nobody@example.com');
  });

  test("a press while the app's code cannot be fetched lets go, and a press once it can brings it", async ({
    page,
  }) => {
    let reachable = false;
    await page.route(/\/assets\/start-app-[\w-]+\.js$/, (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto(areaUrl('candidate', '/candidate/login'));
    await page.getByRole('textbox', { name: /E-Mail/ }).fill('nobody@example.com');
    await page.locator('input[type="password"]').fill('Wrong!Passw0rd');
    const submit = page.locator('#prerendered button[type="submit"]');
    await submit.click();
    // the fetch fails: the page stays with what was typed, the press is let go, the next use tries again
    await expect(submit).not.toHaveAttribute('aria-busy');
    await expect(page.locator('#prerendered')).toHaveAttribute('data-app-unreachable', '');
    await expect(page.getByRole('textbox', { name: /E-Mail/ })).toHaveValue('nobody@example.com');
    reachable = true;
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ungültig' })).toBeVisible();
    await expect(page.locator('#prerendered')).toHaveCount(0);
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
    // typed into the page before the app is there, or into the app's form once it is
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
