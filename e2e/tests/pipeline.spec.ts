import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, settled, test } from '../accessibility';
import { candidateWithResume, sendApplication } from '../candidates';
import { completeCompany, createCompany, ok, publishedJob, signInAsEmployer } from '../employers';
import { API, mailsTo } from '../mailbox';
import { dismissNotifications, noHorizontalScroll } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The pipeline of a job against the built app and the real API (German interface): three
 * applications in "Beworben", two of them with a reviewer; the power user drags #1 to "Screening",
 * moves #2 there with the keyboard through its "Verschieben nach" menu, sees the drag of #3 (no
 * reviewer) refused with the reason, then rejects #2 and #3 together; each candidate gets the
 * company's rejection mail for the status their application was in.
 */

/** Screenshots for a look by eye, only when asked for (PIPELINE_SHOTS=folder), outside the repository. */
async function shot(page: Page, name: string) {
  const folder = process.env.PIPELINE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

const PHONE_390 = { width: 390, height: 844 };

test.describe('pipeline of a job', () => {
  test.describe.configure({ timeout: 600_000 });

  test('drag one card, move one by keyboard, reject two at once', async ({ page, request }) => {
    const company = await createCompany(request, 'Kieler Werft', { reviewers: 1 });
    const employer = await completeCompany(company);
    const jobId = await publishedJob(employer, `Schiffbauingenieur:in ${Date.now()}`, ['Warum Kiel?']);
    const applicants: { email: string; id: string }[] = [];
    for (const [label, headline] of [
      ['eins', 'Schiffbau mit CAD-Erfahrung'],
      ['zwei', 'Konstruktion von Offshore-Anlagen'],
      ['drei', 'Werftlogistik und Planung'],
    ] as const) {
      const candidate = await candidateWithResume(request, label, headline);
      applicants.push({ email: candidate.email, id: await sendApplication(candidate, jobId) });
      await candidate.dispose();
    }
    const assignees = (await ok(await employer.get(`${API}/api/company-applications/assignees`))) as {
      id: string;
      role: string;
    }[];
    const reviewer = assignees.find((person) => person.role === 'reviewer_user')?.id ?? '';
    for (const { id } of applicants.slice(0, 2)) {
      await ok(
        await employer.put(`${API}/api/company-applications/${id}/assignment`, {
          data: { personInChargeId: null, reviewerIds: [reviewer], audioReviewerIds: [] },
        }),
      );
    }
    await employer.dispose();

    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsEmployer(page, company.powerUser);
    // the board's view switch appears with a job filter and goes into the address
    await page.goto(areaUrl('employer', `/employer/applications?job=${jobId}`));
    await page.getByRole('link', { name: 'Pipeline', exact: true }).click();
    await expect(page).toHaveURL(/\/employer\/applications\/pipeline\?job=/);
    const column = (status: string) => page.locator(`section[data-status="${status}"]`);
    const card = (number: number) => page.locator(`li[data-application="${number}"]`);
    await expect(column('applied').getByRole('link', { name: /^Bewerbung #\d$/ })).toHaveCount(3);
    await expect(card(1)).toContainText('Schiffbau mit CAD-Erfahrung');
    await dismissNotifications(page);
    await shot(page, 'pipeline-desktop');
    await expectAccessible(page);

    // drag and drop: #1 starts its screening
    await card(1).dragTo(column('screening'));
    await expect(column('screening').getByRole('link', { name: 'Bewerbung #1' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Bewerbung #1 ist jetzt in „Screening“.' }),
    ).toBeAttached();

    // the keyboard: the card's menu, an arrow to the first step, Enter
    await page.getByRole('button', { name: 'Bewerbung #2 verschieben' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Screening' })).toBeVisible();
    // the open menu takes the focus, then the arrow keys walk its items
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null))
      .toBe(true);
    const screening = page.getByRole('menuitem', { name: 'Screening' });
    for (
      let step = 0;
      step < 4 && !(await screening.evaluate((item) => item === document.activeElement));
      step++
    )
      await page.keyboard.press('ArrowDown');
    await expect(screening).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(column('screening').getByRole('link', { name: 'Bewerbung #2' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Bewerbung #2 ist jetzt in „Screening“.' }),
    ).toBeAttached();

    // #3 has no reviewer: the move is refused with the reason and the card stays
    await card(3).dragTo(column('screening'));
    const refusal = page.getByRole('alert').filter({ hasText: 'Bewerbung #3 wurde nicht verschoben' });
    await expect(refusal).toContainText('Reviewerin oder einen Reviewer');
    await expect(column('applied').getByRole('link', { name: 'Bewerbung #3' })).toBeVisible();
    await shot(page, 'pipeline-refused-desktop');

    // bulk: #2 (screening) and #3 (applied) rejected together
    await page.getByRole('checkbox', { name: 'Bewerbung #2 auswählen' }).check();
    await page.getByRole('checkbox', { name: 'Bewerbung #3 auswählen' }).check();
    const bar = page.getByRole('region', { name: 'Aktionen für die ausgewählten Bewerbungen' });
    await expect(bar).toContainText('2 ausgewählt');
    await bar.getByRole('button', { name: 'Ablehnen' }).click();
    const dialog = page.getByRole('dialog', { name: '2 Bewerbungen ablehnen' });
    await dialog.getByRole('textbox', { name: 'Nachricht an die Person' }).fill('Danke für Ihr Interesse.');
    await dialog.getByRole('textbox', { name: 'Interner Grund' }).fill('Profil passt nicht');
    await shot(page, 'pipeline-bulk-reject-desktop');
    await dialog.getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(page.getByText('2 von 2 erledigt.')).toBeVisible();
    await page.getByRole('button', { name: 'Abgelehnte anzeigen (2)' }).click();
    await expect(column('rejected').getByRole('link', { name: /^Bewerbung #[23]$/ })).toHaveCount(2);
    await expect(column('screening').getByRole('link', { name: /^Bewerbung #\d$/ })).toHaveCount(1);
    // each candidate gets the company's rejection mail with the note, never the internal reason
    for (const applicant of applicants.slice(1)) {
      await expect
        .poll(async () => (await mailsTo(request, applicant.email)).map((mail) => mail.text).join('\n'), {
          timeout: 60_000,
          message: `the rejection mail to ${applicant.email}`,
        })
        .toContain('Danke für Ihr Interesse.');
      const texts = (await mailsTo(request, applicant.email)).map((mail) => mail.text).join('\n');
      expect(texts).not.toContain('Profil passt nicht');
    }
    await dismissNotifications(page);
    await shot(page, 'pipeline-after-desktop');

    // a phone: the columns scroll sideways inside their frame, the page does not
    await page.setViewportSize(PHONE_390);
    await expect(card(1)).toBeVisible();
    await noHorizontalScroll(page);
    await shot(page, 'pipeline-phone');
    await page.getByRole('button', { name: 'Bewerbung #1 verschieben' }).click();
    await expect(page.getByRole('menuitem', { name: 'Audio-Interview' })).toBeVisible();
    await shot(page, 'pipeline-phone-menu');
    await page.keyboard.press('Escape');
  });
});
