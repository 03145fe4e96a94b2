import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { candidateWithResume, sendApplication } from '../candidates';
import { completeCompany, createCompany, ok, publishedJob, signInAsEmployer } from '../employers';
import { API } from '../mailbox';
import { screenshotBothSizes } from '../screens';
import { VIEWPORTS } from '../support';

/*
 * The employer's dashboard (issue 39) against the built app (German interface): the power user is in
 * charge of two applications, one just sent (waiting for them to start the screening), one in
 * screening with the reviewer's rating missing. The overview lists both as "#N — job" and links to
 * the application.
 */

/** The new screen at every size (screens.ts: axe, no sideways scrolling, the sidebar's burger). */
async function shoot(page: Page, name: string) {
  await screenshotBothSizes(page, `employer-dashboard-${name}`, async () => {});
}

test.use({ viewport: VIEWPORTS.desktop });

test('the person in charge sees what waits for them and the missing ratings', async ({ page, request }) => {
  test.setTimeout(300_000);
  const company = await createCompany(request, 'Uebersicht', { reviewers: 1 });
  const employer = await completeCompany(company);
  const stamp = Date.now();
  const waitingJob = `Wartestelle ${stamp}`;
  const ratingJob = `Bewertungsstelle ${stamp}`;
  const waitingJobId = await publishedJob(employer, waitingJob, ['Warum wir?']);
  const ratingJobId = await publishedJob(employer, ratingJob, ['Warum wir?']);
  const candidate = await candidateWithResume(request, 'dashq', 'Datenbanken');
  const waitingId = await sendApplication(candidate, waitingJobId);
  const ratingId = await sendApplication(candidate, ratingJobId);
  await candidate.dispose();

  const people = (await ok(await employer.get(`${API}/api/company-applications/assignees`))) as {
    id: string;
    role: string;
  }[];
  const idOf = (role: string) => people.find((person) => person.role === role)?.id ?? '';
  for (const id of [waitingId, ratingId]) {
    await ok(
      await employer.put(`${API}/api/company-applications/${id}/assignment`, {
        data: {
          personInChargeId: idOf('power_user'),
          reviewerIds: [idOf('reviewer_user')],
          audioReviewerIds: [],
        },
      }),
    );
  }
  await ok(await employer.post(`${API}/api/company-applications/${ratingId}/start-screening`));
  await employer.dispose();

  await signInAsEmployer(page, company.powerUser);
  await page.getByRole('link', { name: 'Übersicht' }).first().click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  const waiting = page.getByRole('region', { name: 'Wartet auf Sie' });
  await expect(waiting.getByRole('link', { name: `#1 — ${waitingJob}` })).toBeVisible();
  await expect(waiting.getByText('Prüfung starten')).toBeVisible();
  const missing = page.getByRole('region', { name: 'Fehlende Bewertungen' });
  await expect(missing.getByRole('link', { name: `#2 — ${ratingJob}` })).toBeVisible();
  await expect(missing.getByText('1 Bewertung fehlt')).toBeVisible();
  await expect(page.getByText('Keine bestätigten Interviews in den nächsten 7 Tagen.')).toBeVisible();
  await expect(page.getByText('Kandidatdashq')).toHaveCount(0);
  await shoot(page, 'items');

  await missing.getByRole('link', { name: `#2 — ${ratingJob}` }).click();
  await expect(page).toHaveURL(new RegExp(`/employer/applications/${ratingId}$`));
});
