import { expect, expectAccessible, test } from '../accessibility';
import { candidateWithResume, sendApplication } from '../candidates';
import { DEMO_PASSWORD } from '../demo';
import {
  activate,
  choose,
  completeCompany,
  createCompany,
  publishedJob,
  signInAsEmployer,
} from '../employers';
import { API, activationLink, freshEmail } from '../mailbox';
import {
  capture,
  dismissNotifications,
  noHorizontalScroll,
  notificationsBelowHeader,
  screenshotBothSizes,
} from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * A power user's team in settings, against the built app and the real API with the demo data
 * (German interface): Elbwerk's power user invites a colleague, who receives the activation e-mail
 * and activates the account; the power user changes the colleague's role and deactivates them,
 * after which the colleague can no longer sign in. A reviewer invited in the settings is named on
 * an application's assignment card.
 */

const ELBWERK_POWER_USER = 'thomas.becker@elbwerk.example';
const COLLEAGUE_PASSWORD = 'Lager!Passwort5';

test('a power user invites a colleague, changes the role and deactivates the account', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(areaUrl('employer', '/employer/login'));
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(ELBWERK_POWER_USER);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  const team = page.getByRole('table', { name: 'Teammitglieder' });
  // the own row has no menu: nobody locks themselves out by a slip
  await expect(team.getByRole('row').filter({ hasText: 'Thomas Becker' })).toContainText('Sie');
  await expect(page.getByRole('button', { name: 'Aktionen für Thomas Becker' })).toHaveCount(0);

  // invite
  const email = freshEmail('team');
  await page.getByRole('button', { name: 'Kolleg:in einladen' }).first().click();
  const invite = page.getByRole('dialog', { name: 'Kolleg:in einladen' });
  await invite.getByRole('textbox', { name: 'Vorname' }).fill('Greta');
  await invite.getByRole('textbox', { name: 'Nachname' }).fill('Hansen');
  await invite.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText(`die Aktivierungs-E-Mail wurde an ${email} gesendet`)).toBeVisible();
  await notificationsBelowHeader(page);
  const row = team.getByRole('row').filter({ hasText: 'Greta Hansen' });
  await expect(row).toContainText('Ausstehend');

  // the colleague activates the account from the e-mail
  const link = await activationLink(request, email);
  const colleagueContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(link);
  await colleague.locator('input[type="password"]').first().fill(COLLEAGUE_PASSWORD);
  await colleague.locator('input[type="password"]').nth(1).fill(COLLEAGUE_PASSWORD);
  await colleague.getByRole('button', { name: 'Konto aktivieren' }).click();
  await expect(colleague).toHaveURL(/\/employer\/applications/);
  await expectAccessible(colleague);
  await page.reload();
  await expect(row).toContainText('Aktiv');

  // a new role
  await page.getByRole('button', { name: 'Aktionen für Greta Hansen' }).click();
  await page.getByRole('menuitem', { name: 'Rolle ändern' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Rolle von Greta Hansen ändern' });
  await roleDialog.getByRole('combobox', { name: /^Rolle/ }).click();
  await page.getByRole('option', { name: 'Prüfer:in' }).click();
  await expect(roleDialog.getByText('Prüft und bewertet die zugewiesenen Bewerbungen.')).toBeVisible();
  await roleDialog.getByRole('button', { name: 'Rolle ändern' }).click();
  await expect(page.getByText('Greta Hansen hat jetzt die Rolle Prüfer:in.')).toBeVisible();
  await expect(row).toContainText('Prüfer:in');

  // deactivated: signed out and refused at the next sign-in
  await page.getByRole('button', { name: 'Aktionen für Greta Hansen' }).click();
  await page.getByRole('menuitem', { name: 'Deaktivieren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Greta Hansen deaktivieren?' });
  await confirm.getByRole('button', { name: 'Konto deaktivieren' }).click();
  await expect(page.getByText('Greta Hansen ist deaktiviert.')).toBeVisible();
  await expect(row).toContainText('Deaktiviert');
  // one status, the true one: no second "inactive" beside it
  await expect(row).not.toContainText('Inaktiv');
  await dismissNotifications(page);
  await screenshotBothSizes(page, 'employer-settings-team', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  });

  await colleague.goto(areaUrl('employer', '/employer/login'));
  await expect(colleague).toHaveURL(/\/employer\/login/);
  await colleague.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await colleague.locator('input[type="password"]').fill(COLLEAGUE_PASSWORD);
  await colleague.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(colleague.getByText(/derzeit inaktiv/)).toBeVisible();
  await colleagueContext.close();
});

test('a reviewer invited in the team settings is named on the assignment card, never by account id', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const company = await createCompany(request, 'Teamkarte');
  const employer = await completeCompany(company);
  const jobId = await publishedJob(employer, `Disponent:in Teamkarte ${Date.now()}`, ['Warum wir?']);
  const candidate = await candidateWithResume(request, 'team', 'Disposition im Seehafen');
  const applicationId = await sendApplication(candidate, jobId);
  await candidate.dispose();

  // the power user invites a reviewer in the settings, who activates the account from the e-mail
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsEmployer(page, company.powerUser);
  await page.getByRole('link', { name: 'Einstellungen' }).click();
  const email = freshEmail('team-reviewer');
  await page.getByRole('button', { name: 'Kolleg:in einladen' }).first().click();
  const invite = page.getByRole('dialog', { name: 'Kolleg:in einladen' });
  await invite.getByRole('textbox', { name: 'Vorname' }).fill('Frieda');
  await invite.getByRole('textbox', { name: 'Nachname' }).fill('Lorenzen');
  await invite.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await invite.getByRole('combobox', { name: /^Rolle/ }).click();
  await page.getByRole('option', { name: 'Prüfer:in' }).click();
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText(`die Aktivierungs-E-Mail wurde an ${email} gesendet`)).toBeVisible();
  await activate(request, email);

  // a colleague's client puts her on both review lists at once: refused, as the card never offers it
  // (the API took it, and the card then showed her account id on both lists: issue 36)
  const team = (await (await employer.get(`${API}/api/employers/team`)).json()) as {
    data: { id: string; email: string }[];
  };
  const frieda = team.data.find((account) => account.email === email)?.id ?? '';
  const both = await employer.put(`${API}/api/company-applications/${applicationId}/assignment`, {
    data: { personInChargeId: null, reviewerIds: [frieda], audioReviewerIds: [frieda] },
  });
  expect(both.status(), await both.text()).toBe(400);
  await employer.dispose();

  // the power user puts her on the application in the browser: named, and still after a reload
  await page.goto(areaUrl('employer', `/employer/applications/${applicationId}`));
  const assignment = page.getByRole('region', { name: 'Zuständigkeiten' });
  await choose(page, /^Prüfende Personen$/, 'Frieda Lorenzen (Prüfer:in)');
  await assignment.getByRole('button', { name: 'Zuständigkeiten speichern' }).click();
  await expect(page.getByText('Die Zuständigkeiten wurden gespeichert.')).toBeVisible();
  await page.reload();
  await expect(assignment.getByText('Frieda Lorenzen (Prüfer:in)')).toBeVisible();
  await expect(assignment).not.toContainText(frieda);
  await expect(assignment).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await screenshotBothSizes(page, 'employer-application-assignment', async () => {
    await expect(assignment.getByText('Frieda Lorenzen (Prüfer:in)')).toBeVisible();
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await assignment.scrollIntoViewIfNeeded();
  await expect(assignment.getByText('Frieda Lorenzen (Prüfer:in)')).toBeVisible();
  await noHorizontalScroll(page);
  await capture(page, 'employer-application-assignment-375');
});
