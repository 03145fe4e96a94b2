import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { CANDIDATE_PASSWORD, candidateWithResume, sendApplication } from '../candidates';
import { completeCompany, createCompany, publishedJob, signInAsEmployer } from '../employers';
import { apiInPage, signInWithPassword } from '../in-page';
import { mailFromTemplate } from '../mailbox';
import { keepNotices, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The talent pool (issue 39) against the built app (German interface): a candidate withdraws an
 * application and, on the withdrawn list, agrees to stay in the company's pool for 12 months. The
 * power user opens the talent pool, sees "Talent #1" with the anonymous CV (never the candidate's
 * name or address) and invites them to apply to another open job. The candidate gets the mail, sees
 * the invitation above their applications and accepts it (the job's page opens), then revokes the
 * consent under "Talentpools"; the company's pool is empty again.
 */

/** The new screen at every size (screens.ts: axe, no sideways scrolling, the sidebar's burger). */
async function shoot(page: Page, name: string) {
  await screenshotBothSizes(page, `talent-pool-${name}`, async () => {});
}

/** The label of the candidate made here: their name (Kimpoolq Kandidatpoolq) reaches no employer. */
const LABEL = 'poolq';

async function employerPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await signInAsEmployer(page, email);
  return page;
}

test.use({ viewport: VIEWPORTS.desktop });

test('a withdrawn candidate stays in the talent pool by consent, is invited, accepts, and revokes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const company = await createCompany(request, 'Talent Hafen');
  const employer = await completeCompany(company);
  const stamp = Date.now();
  const firstJob = `Datenbankprofi ${stamp}`;
  const nextJob = `Datenarchitektur ${stamp}`;
  const firstJobId = await publishedJob(employer, firstJob, ['Warum wir?']);
  const nextJobId = await publishedJob(employer, nextJob, []);
  await employer.dispose();
  const candidate = await candidateWithResume(request, LABEL, 'Datenbanken und Backend');
  const applicationId = await sendApplication(candidate, firstJobId);
  await candidate.dispose();

  // the withdrawal, then the offer on the withdrawn list
  await signInWithPassword(page, 'candidate', candidate.email, CANDIDATE_PASSWORD);
  await apiInPage(page, 'PUT', '/candidates/me/onboarding').catch(() => undefined);
  await page.goto(areaUrl('candidate', `/candidate/applications/${applicationId}`));
  await page.getByRole('button', { name: 'Bewerbung zurückziehen' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Bewerbung zurückziehen' });
  await withdraw.getByRole('radio', { name: 'Ich habe ein anderes Angebot angenommen' }).check();
  await withdraw.getByRole('button', { name: 'Zurückziehen und löschen' }).click();
  await expect(page).toHaveURL(/\/candidate\/applications\/withdrawn$/);
  const offer = page.getByRole('region', { name: `Im Talentpool von ${company.name} bleiben?` });
  await expect(offer).toBeVisible();
  await shoot(page, 'consent');
  await offer.getByRole('radio', { name: '12 Monate' }).check();
  const notices = await keepNotices(page);
  await offer.getByRole('button', { name: 'Ja, im Talentpool bleiben' }).click();
  await expect.poll(notices).toContain(`im Talentpool von ${company.name}`);
  await expect(
    page.getByRole('main').getByText(`im Talentpool von ${company.name}.`, { exact: false }),
  ).toBeVisible();

  // the company sees Talent #1 with the anonymous CV, nothing of the person, and invites
  const boss = await employerPage(browser, company.powerUser);
  await boss.goto(areaUrl('employer', '/employer/talent-pool'));
  const talent = boss.getByRole('article', { name: 'Talent #1', exact: true });
  await expect(talent).toBeVisible();
  await expect(talent).toContainText(`Hatte sich beworben auf: ${firstJob}`);
  await talent.getByRole('button', { name: 'Anonymen Lebenslauf zeigen' }).click();
  await expect(talent.getByText('TypeScript').first()).toBeVisible();
  const text = (await boss.locator('body').innerText()).toLowerCase();
  for (const personal of [`kim${LABEL}`, `kandidat${LABEL}`, candidate.email.toLowerCase()])
    expect(text).not.toContain(personal);
  await shoot(boss, 'employer');
  await talent.getByRole('button', { name: 'Zur Bewerbung einladen' }).click();
  const dialog = boss.getByRole('dialog', { name: 'Talent #1 zur Bewerbung einladen' });
  await dialog.getByRole('combobox', { name: /^Offene Stelle/ }).click();
  await boss.getByRole('option', { name: nextJob, exact: true }).click();
  await shoot(boss, 'invite');
  const bossNotices = await keepNotices(boss);
  await dialog.getByRole('button', { name: 'Einladung senden' }).click();
  await expect.poll(bossNotices).toContain('Talent #1 wurde zur Bewerbung eingeladen.');
  await expect(talent).toContainText(`Eingeladen zu ${nextJob}`);

  // the candidate's mail and the invitation in their area
  const mail = await mailFromTemplate(request, candidate.email, 'talent-invitation');
  expect(mail.subject).toContain(nextJob);
  await page.goto(areaUrl('candidate', '/candidate/applications/list'));
  const invitation = page.getByRole('article', { name: `${company.name} lädt Sie zur Bewerbung ein` });
  await expect(invitation).toContainText(nextJob);
  await expect(page.getByRole('region', { name: 'Talentpools' })).toContainText(company.name);
  await shoot(page, 'candidate-invitation');
  await invitation.getByRole('button', { name: 'Stelle ansehen und bewerben' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/jobs/${nextJobId}$`));

  // the candidate revokes: the company no longer sees them
  await page.goto(areaUrl('candidate', '/candidate/applications/list'));
  const pools = page.getByRole('region', { name: 'Talentpools' });
  await pools.getByRole('button', { name: `Zustimmung für ${company.name} widerrufen` }).click();
  const confirm = page.getByRole('dialog', { name: `Den Talentpool von ${company.name} verlassen?` });
  await confirm.getByRole('button', { name: 'Zustimmung widerrufen' }).click();
  await expect(pools).toBeHidden();
  await boss.reload();
  await expect(boss.getByText('Ihr Talentpool ist leer')).toBeVisible();
  await expect(boss.getByRole('article', { name: 'Talent #1', exact: true })).toHaveCount(0);
  await shoot(boss, 'employer-empty');
  await boss.context().close();
});
