import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The /demo tour as a sales person shows it: without signing in, a visitor opens /demo on the
 * candidate host, starts the tour and walks it with "Weiter" across the three hosts (candidate,
 * employer, admin) on the demo data that `npm run seed:demo` seeded for the server. A change tried
 * on the way is refused with the read-only message; the recording demo is one of the stops.
 */

const SHOTS = '/tmp/shots';

/** The tour's panel; the admin area speaks English only. */
function panel(page: Page, label = 'Demo-Rundgang') {
  return page.getByRole('region', { name: label });
}

async function next(page: Page) {
  await panel(page).getByRole('button', { name: 'Weiter' }).click();
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/demo-${name}-${size}.png`, fullPage: size === 'desktop' });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a visitor walks the demo tour through the three areas without signing in', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(areaUrl('candidate', '/demo'));
  await expect(page.getByRole('heading', { name: 'Veil kennenlernen' })).toBeVisible();
  for (const area of ['Bewerber:innen', 'Arbeitgeber', 'Admin'])
    await expect(page.getByRole('heading', { name: area, exact: true })).toBeVisible();
  await expect(page.getByText('Die Aufnahme-Demo')).toBeVisible();
  await shoot(page, 'page');

  // 1: the jobs, as the demo candidate
  await page.getByRole('button', { name: 'Rundgang starten' }).click();
  await expect(page).toHaveURL(/\/candidate\/jobs\/list/);
  await expect(panel(page)).toContainText('Schritt 1 von 8: Stellen finden');
  await expect(panel(page).getByRole('button', { name: 'Zurück' })).toBeDisabled();

  // a change is refused on the server, and the visitor reads why
  await page.getByRole('tab', { name: /Entdecken/ }).click();
  await page
    .getByRole('button', { name: /^(?!.*nicht mehr).* merken$/ })
    .first()
    .click();
  await expect(page.getByText('In der Demo lässt sich nichts ändern.').first()).toBeVisible();

  // 2: the anonymous CV
  await next(page);
  await expect(page).toHaveURL(/\/candidate\/profile\/review/);
  await expect(panel(page)).toContainText('Schritt 2 von 8: Der anonyme Lebenslauf');

  // 3: her application
  await next(page);
  await expect(page).toHaveURL(/\/candidate\/applications\/list/);
  await expect(page.getByText('Backend Engineer (Node.js, PostgreSQL)').first()).toBeVisible();

  // 4: the recording demo with tips
  await next(page);
  await expect(page).toHaveURL(/\/candidate\/recording-demo/);
  await expect(page.getByRole('heading', { name: 'Aufnahme ausprobieren' }).first()).toBeVisible();
  await expect(panel(page)).toContainText('Schritt 4 von 8: Die Aufnahme-Demo');

  // 5: on to the employer host: the board, signed in there as the demo power user
  await next(page);
  await expect(page).toHaveURL(/^http:\/\/employer\.localhost:\d+\/employer\/applications/);
  await expect(panel(page)).toContainText('Schritt 5 von 8: Das Bewerbungsboard');
  await expect(page.getByText('Backend Engineer (Node.js, PostgreSQL)').first()).toBeVisible();
  await shoot(page, 'panel-board');

  // 6: the application with its anonymous CV: no name of the candidate
  await next(page);
  await expect(page).toHaveURL(/\/employer\/applications\/[0-9a-f-]{36}/);
  // the newest application of the company (other journeys on this server may have added theirs)
  await expect(page.getByRole('heading', { level: 1, name: /^Bewerbung #\d+$/ })).toBeVisible();
  await expect(panel(page)).toContainText('Schritt 6 von 8: Eine Bewerbung mit anonymem Lebenslauf');
  await expect(page.locator('body')).not.toContainText('Beispiel');
  await expect(page.locator('body')).not.toContainText('Mia ');

  // 7: the templates
  await next(page);
  await expect(page).toHaveURL(/\/employer\/templates/);
  await expect(panel(page)).toContainText('Schritt 7 von 8: E-Mail-Vorlagen');

  // 8: the admin host: the companies
  await next(page);
  await expect(page).toHaveURL(/^http:\/\/admin\.localhost:\d+\/admin\//);
  await expect(page.getByText('Hafenkante Digital GmbH').first()).toBeVisible();
  await expect(panel(page, 'Demo tour')).toContainText('Step 8 of 8: Manage companies');
  await shoot(page, 'panel-admin');

  // done: signed out, back on the tour's page
  await panel(page, 'Demo tour').getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/admin\.localhost:\d+\/demo$/);
  await expect(page.getByRole('heading', { name: 'Get to know Veil' })).toBeVisible();
  await expect(panel(page, 'Demo tour')).toHaveCount(0);
  await page.goto(areaUrl('admin', '/admin/'));
  await expect(page).toHaveURL(/\/admin\/login/);
});
