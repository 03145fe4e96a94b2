import { expect, expectAccessible, test } from '../accessibility';
import { type Area, areaUrl, screenshot, VIEWPORTS } from '../support';

/** Where a signed-out visit of an area's landing page ends: its login (see sign-in.spec.ts). */
const LANDING: Record<Area, { path: RegExp; heading: { de: string; en: string } }> = {
  candidate: { path: /\/candidate\/login$/, heading: { de: 'Willkommen zurück', en: 'Welcome back' } },
  employer: {
    path: /\/employer\/login$/,
    heading: { de: 'Anmeldung für Arbeitgeber', en: 'Sign in for employers' },
  },
  admin: { path: /\/admin\/login$/, heading: { de: 'Admin sign-in', en: 'Admin sign-in' } },
};

test.describe('the three areas by host name', () => {
  for (const area of ['candidate', 'employer', 'admin'] as const) {
    test(`${area} leads a signed-out visit of / and of an unknown path to its login`, async ({ page }) => {
      await page.goto(areaUrl(area, '/'));
      await expect(page).toHaveURL(LANDING[area].path);
      await expect(page.getByRole('heading', { level: 1, name: LANDING[area].heading.de })).toBeVisible();
      await expect(page).toHaveTitle(/ · Veil$/);

      await page.goto(areaUrl(area, `/${area}/no/such/page`));
      await expect(page).toHaveURL(LANDING[area].path);
    });

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`${area} signed-out start page at ${name} size`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(areaUrl(area, '/'));
        await expect(page.getByRole('heading', { level: 1, name: LANDING[area].heading.de })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `${area}-landing-${name}`);
      });
    }
  }

  test('a candidate never downloads employer or admin code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(areaUrl('candidate', '/'));
    await expect(page.getByRole('heading', { level: 1, name: LANDING.candidate.heading.de })).toBeVisible();
    expect(scripts.some((s) => /candidate/i.test(s))).toBe(true);
    expect(scripts.filter((s) => /employer|admin/i.test(s))).toEqual([]);
  });
});

test.describe('language', () => {
  test('German by default, English after switching, kept after reload', async ({ page }) => {
    await page.goto(areaUrl('candidate', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByText('EN', { exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: LANDING.candidate.heading.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: LANDING.candidate.heading.en })).toBeVisible();
    await screenshot(page, 'candidate-landing-desktop-en');
  });

  test('the employer area follows the same switch', async ({ page }) => {
    await page.goto(areaUrl('employer', '/'));
    await page.getByText('EN', { exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: LANDING.employer.heading.en })).toBeVisible();
  });

  test('the admin area is always English, even with German stored', async ({ page }) => {
    await page.goto(areaUrl('admin', '/'));
    await page.evaluate(() => localStorage.setItem('locale', 'de'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: LANDING.admin.heading.en })).toBeVisible();
    await expect(page.getByText('DE', { exact: true })).toHaveCount(0);
  });
});

test.describe('status pages', () => {
  test('404 page says so and links home', async ({ page }) => {
    await page.goto(areaUrl('candidate', '/candidate/404'));
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden!' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
    await expect(page).toHaveURL(LANDING.candidate.path);
  });

  test('cors page shows the blocked message and a feedback link per language', async ({ page }) => {
    await page.goto(areaUrl('employer', '/employer/cors'));
    await expect(page.getByRole('heading', { name: 'Diese Seite ist blockiert!' })).toBeVisible();
    const deHref = await page.getByRole('link', { name: /Problem/ }).getAttribute('href');
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This page is blocked!' })).toBeVisible();
    const enHref = await page.getByRole('link', { name: /Report the problem/ }).getAttribute('href');
    expect(deHref).toBeTruthy();
    expect(enHref).toBeTruthy();
    expect(deHref).not.toBe(enHref);
    await screenshot(page, 'employer-cors-desktop-en');
  });
});

test.describe('API from the browser origin', () => {
  test('the OpenAPI document and the docs page are served', async ({ page }) => {
    await page.goto(areaUrl('candidate', '/'));
    const version = await page.evaluate(
      async () => (await (await fetch('/api/openapi.json')).json()).openapi,
    );
    expect(version).toMatch(/^3\.1/);
    await page.goto(areaUrl('admin', '/api/docs'));
    await expect(page.getByRole('heading', { level: 1, name: /Veil API/ })).toBeVisible();
  });
});
