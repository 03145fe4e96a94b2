import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../demo';
import { API, activationLink } from '../mailbox';
import { capture, dismissNotifications, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The admin's journey through companies and accounts, against the built app and the real API with
 * the demo data: create a company, its power user activates from the mailed link, the admin invites
 * a reviewer, resends the invitation, is stopped from deactivating the last power user, and finally
 * deactivates the company, after which its people can no longer sign in. Mails come from the
 * development mailbox (`GET /dev/mail.json?to=…`, newest first); API calls go to 127.0.0.1.
 */

const POWER_USER_PASSWORD = 'Hafen!Passwort7';

async function signInAsAdmin(page: Page) {
  await page.goto(areaUrl('admin', '/admin/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: /Email address/ }).fill(DEMO_ADMIN);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  // an item's name may go on with the reason it is disabled: match its beginning
  await page.getByRole('menuitem', { name: new RegExp(`^${action}`) }).click();
}

test.describe('admin: companies and accounts', () => {
  test.describe.configure({ timeout: 240_000 });

  test('creates a company, its power user activates, and deactivating the company locks everyone out', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const companyName = `Hafenblick Reederei ${stamp}`;
    const powerUser = `greta.hansen.${stamp}@hafenblick.example`;
    const reviewer = `lara.vogt.${stamp}@agentur.example`;
    await page.setViewportSize(VIEWPORTS.desktop);

    // the company list with the demo companies
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await screenshotBothSizes(page, 'admin-companies', async () => {
      await expect(page.getByRole('link', { name: 'Nordlicht Software GmbH' })).toBeVisible();
    });

    // search by name goes to the URL
    await page.getByRole('textbox', { name: 'Search by name' }).fill('nordlicht');
    await expect(page).toHaveURL(/\/admin\/\?name=nordlicht$/);
    await expect(page.getByRole('link', { name: 'Elbwerk Logistik AG' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Nordlicht Software GmbH' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search by name' }).fill('no such company');
    await expect(page.getByText('No company matches “no such company”')).toBeVisible();
    await capture(page, 'admin-companies-no-match-desktop');

    // create the company: first the schema's errors, then for real
    await page.getByRole('link', { name: 'Create company' }).click();
    await expect(page).toHaveURL(/\/admin\/create-company$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create company' })).toBeVisible();
    await expect(page).toHaveTitle('Create company · Veil');
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(page.getByText('Company name cannot be empty')).toBeVisible();
    await screenshotBothSizes(page, 'admin-create-company-errors', async () => {
      await expect(page.getByText('First name cannot be empty')).toBeVisible();
    });
    await page.getByRole('textbox', { name: /^Company name/ }).fill(companyName);
    await page.getByRole('textbox', { name: /^Company email/ }).fill(`jobs.${stamp}@hafenblick.example`);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Greta');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Hansen');
    await page.getByRole('textbox', { name: /^Job title/ }).fill('HR-Leitung');
    // an address that already has an account is refused at its field
    await page.getByRole('textbox', { name: /^Email address/ }).fill('jana.krueger@nordlicht.example');
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(
      page.getByText('Email address jana.krueger@nordlicht.example already in use.'),
    ).toBeVisible();
    await capture(page, 'admin-create-company-email-used-desktop');
    await page.getByRole('textbox', { name: /^Email address/ }).fill(powerUser);
    await page.getByRole('button', { name: 'Create company' }).click();

    await expect(page.getByText(`Company created — activation email sent to ${powerUser}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/company\/[0-9a-f-]{36}\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    const greta = page.getByRole('row').filter({ hasText: powerUser });
    await expect(greta).toContainText('Power user');
    await expect(greta).toContainText('Pending');

    // the power user activates from the mailed link and lands in the employer area
    const link = await activationLink(request, powerUser);
    const employer: BrowserContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const employerPage = await employer.newPage();
    await employerPage.goto(link);
    await expect(employerPage.getByRole('heading', { level: 1, name: 'Willkommen, Greta!' })).toBeVisible();
    await expect(employerPage.getByText(powerUser)).toBeVisible();
    const passwords = employerPage.locator('input[type="password"]');
    await passwords.nth(0).fill(POWER_USER_PASSWORD);
    await passwords.nth(1).fill(POWER_USER_PASSWORD);
    await employerPage.getByRole('button', { name: 'Konto aktivieren' }).click();
    await expect(employerPage).toHaveURL(/\/employer\/applications$/);
    await expect(employerPage.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();

    await page.reload();
    await expect(greta).toContainText('Active');

    // the admin invites a reviewer
    await page.getByRole('button', { name: 'Add account' }).click();
    const addDialog = page.getByRole('dialog', { name: `Add account to ${companyName}` });
    await addDialog.getByRole('textbox', { name: /^First name/ }).fill('Lara');
    await addDialog.getByRole('textbox', { name: /^Last name/ }).fill('Vogt');
    await addDialog.getByRole('textbox', { name: /^Email address/ }).fill(reviewer);
    await addDialog.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Reviewer' }).click();
    await addDialog.getByRole('switch', { name: /External person/ }).check();
    await capture(page, 'admin-add-account-desktop');
    await addDialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Account added — activation email sent to ${reviewer}.`)).toBeVisible();
    const lara = page.getByRole('row').filter({ hasText: reviewer });
    await expect(lara).toContainText('Reviewer');
    await expect(lara).toContainText('Pending');
    await activationLink(request, reviewer, 1);

    // … and sends the invitation again
    await rowAction(page, 'Lara Vogt', 'Resend activation email');
    await expect(page.getByText(`A new activation email has been sent to ${reviewer}.`)).toBeVisible();
    await activationLink(request, reviewer, 2);

    // the last active power user can be neither deactivated nor deleted, and the menu says why
    await dismissNotifications(page);
    await page.getByRole('button', { name: 'Actions for Greta Hansen' }).click();
    const deactivate = page.getByRole('menuitem', { name: /^Deactivate/ });
    await expect(deactivate).toBeDisabled();
    await expect(deactivate).toContainText(
      'The last active power user of a company cannot be deactivated or removed.',
    );
    await expect(page.getByRole('menuitem', { name: /^Delete/ })).toBeDisabled();
    await capture(page, 'admin-deactivate-last-power-user-desktop');
    await page.keyboard.press('Escape');
    await expect(deactivate).toBeHidden();
    await expect(greta).toContainText('Active');

    await screenshotBothSizes(page, 'admin-accounts', async () => {
      await expect(page.getByText(reviewer).first()).toBeVisible();
    });

    // deactivating the company signs its people out and blocks their sign-in
    await page.getByRole('button', { name: 'Deactivate company' }).click();
    const companyDialog = page.getByRole('dialog', { name: `Deactivate ${companyName}?` });
    await expect(companyDialog).toContainText(
      `Deactivating signs out all 2 users of ${companyName} and blocks their sign-in.`,
    );
    await capture(page, 'admin-deactivate-company-desktop');
    await companyDialog.getByRole('button', { name: 'Deactivate company' }).click();
    await expect(
      page.getByText(`${companyName} is deactivated. Its users have been signed out.`),
    ).toBeVisible();
    await expect(page.getByText('This company is deactivated')).toBeVisible();
    // one status per person, the true one: nobody of a deactivated company is 'Active'
    await expect(greta).toContainText('Company deactivated');
    await expect(greta).not.toContainText(/\bActive\b/);
    await capture(page, 'admin-accounts-company-inactive-desktop');

    const signIn = await request.post(`${API}/api/auth/employer/sign-in/email`, {
      data: { email: powerUser, password: POWER_USER_PASSWORD },
      headers: { Origin: areaUrl('employer', '').replace(/\/$/, '') },
    });
    expect(signIn.ok()).toBe(false);
    expect(await signIn.json()).toMatchObject({ code: 'company_inactive' });

    await employerPage.reload();
    await expect(employerPage).toHaveURL(/\/employer\/login$/);
    await employerPage.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(powerUser);
    await employerPage.locator('input[type="password"]').fill(POWER_USER_PASSWORD);
    await employerPage.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(
      employerPage.getByRole('alert').filter({ hasText: 'Dieses Unternehmen ist deaktiviert.' }),
    ).toBeVisible();
    await capture(employerPage, 'employer-login-company-inactive-desktop');
    await employer.close();

    // the list shows the company as inactive
    await page.getByRole('link', { name: 'All companies' }).click();
    await page.getByRole('textbox', { name: 'Search by name' }).fill(companyName);
    const row = page.getByRole('row').filter({ hasText: companyName });
    await expect(row).toContainText('Inactive');
  });
});
