import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, settled, test } from '../accessibility';
import { CANDIDATE_PASSWORD, candidateWithResume, sendApplication } from '../candidates';
import { completeCompany, createCompany, ok, publishedJob } from '../employers';
import { apiInPage, signInWithPassword } from '../in-page';
import { API } from '../mailbox';
import { screenedApplication } from '../screening';
import { noHorizontalScroll } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The candidate's dashboard (issue 39) against the built app (German interface): a candidate with a
 * started application and one invited to the audio interview (set up through the API) opens the
 * dashboard; the development clock moves the server's "now" across the due-date thresholds (72, 48,
 * 24, 0 hours and past the due date) and at each the first reminder shows the spec's due-date text,
 * the draft's reminder after it. The analytics are read as a table by assistive technology. From the
 * application page the additional company information opens as a page of its own. The clock is reset
 * whatever happens.
 */

const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/shots39-dash';
const SHOT_SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** Screenshots at both sizes into SHOTS_DIR (not the repository), checked with axe and for sideways scrolling. */
async function photograph(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [size, viewport] of Object.entries(SHOT_SIZES)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await expectAccessible(page);
    await noHorizontalScroll(page);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function moveServerClock(request: APIRequestContext, body: object): Promise<string> {
  return ((await ok(await request.post(`${API}/dev/clock`, { data: body }))) as { now: string }).now;
}

/** Moves the server's clock so that `hoursLeft` hours remain until `dueDate`. */
async function hoursBefore(request: APIRequestContext, dueDate: string, hoursLeft: number) {
  const now = ((await ok(await request.get(`${API}/dev/clock`))) as { now: string }).now;
  const current = (Date.parse(dueDate) - Date.parse(now)) / 3_600_000;
  await moveServerClock(request, { advanceHours: current - hoursLeft });
}

test.describe('candidate dashboard', () => {
  test.describe.configure({ timeout: 300_000 });

  test.afterEach(async ({ request }) => {
    await moveServerClock(request, { reset: true });
  });

  test('reminders at each due-date threshold as the clock moves, analytics as a table, additional information', async ({
    page,
    request,
  }) => {
    // the scene, through the API: a job with an audio question and one without, a candidate with a
    // draft for the second and a screened application to the first, invited to the audio interview
    const company = await createCompany(request, 'Kai Termine', { reviewers: 2 });
    const [rater = '', listener = ''] = company.reviewers;
    const employer = await completeCompany(company);
    const stamp = Date.now();
    const audioJob = `Funkdisponent:in ${stamp}`;
    const draftJob = `Kranführer:in ${stamp}`;
    const audioJobId = await publishedJob(
      employer,
      audioJob,
      ['Warum wir?'],
      [{ question: 'Stellen Sie sich kurz vor.', duration: 60 }],
    );
    const draftJobId = await publishedJob(employer, draftJob, ['Warum wir?']);
    const candidate = await candidateWithResume(request, 'dash', 'Nautik mit Erfahrung');
    const applicationId = await sendApplication(candidate, audioJobId);
    await ok(await candidate.post(`${API}/api/applications`, { data: { jobId: draftJobId } }));
    await candidate.dispose();

    const { idOf, base } = await screenedApplication(employer, applicationId, {
      personInCharge: 'Paula Petersen',
      raterName: 'Tilo Brandt',
      raterEmail: rater,
    });
    expect(listener).not.toBe('');
    const invited = (await ok(
      await employer.post(`${base}/audio-invitation`, {
        data: {
          dueDate: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
          audioReviewerIds: [idOf('Ute Claussen')],
        },
      }),
    )) as { dueDate: string; status: string };
    expect(invited.status).toBe('recording');
    await employer.dispose();

    // the candidate's dashboard: the audio interview first, the draft after it
    await signInWithPassword(page, 'candidate', candidate.email, CANDIDATE_PASSWORD);
    await apiInPage(page, 'PUT', '/candidates/me/onboarding').catch(() => undefined);
    const todo = page.getByRole('region', { name: 'Zu erledigen' });
    const reminders = todo.getByRole('listitem');
    const first = reminders.first();

    const expectAt = async (hoursLeft: number, kind: string, text: RegExp | string, title: string) => {
      await hoursBefore(request, invited.dueDate, hoursLeft);
      await page.goto(areaUrl('candidate', '/candidate/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Guten (Morgen|Tag|Abend), Kimdash$/);
      await expect(reminders).toHaveCount(2);
      await expect(first.getByText(title, { exact: true })).toBeVisible();
      await expect(first.getByText(`${audioJob} bei ${company.name}`)).toBeVisible();
      const due = first.getByTestId('reminder-due');
      await expect(due).toHaveAttribute('data-kind', kind);
      await expect(due).toHaveText(text);
      await expect(reminders.nth(1).getByText('Bewerbung abschließen', { exact: true })).toBeVisible();
    };

    await expectAt(100, 'date', /^Fällig am \d{1,2}\.\d{2}\.\d{4}$/, 'Audio-Interview aufnehmen');
    await expect(first.getByRole('link', { name: 'Antworten aufnehmen' })).toHaveAttribute(
      'href',
      `/candidate/applications/${applicationId}/audio-recording-instruction`,
    );
    await expect(reminders.nth(1).getByRole('link', { name: 'Bewerbung fortsetzen' })).toHaveAttribute(
      'href',
      `/candidate/jobs/apply/${draftJobId}`,
    );
    // the analytics: bars for the eyes, a table for screen readers
    const byStatus = page.getByRole('table', { name: 'Bewerbungen nach Status' });
    await expect(byStatus.getByRole('row', { name: 'Begonnen 1' })).toHaveCount(1);
    await expect(byStatus.getByRole('row', { name: 'Audio-Interview 1' })).toHaveCount(1);
    await expect(page.getByText('Noch hat kein Unternehmen geantwortet', { exact: false })).toBeHidden();
    await photograph(page, 'dashboard-reminders-date');

    // each threshold from just above and just below (the server's clock runs on while the page loads)
    const remaining = 'Verbleibende Zeit für Ihr Audio-Interview';
    await expectAt(72.1, 'date', /^Fällig am /, 'Audio-Interview aufnehmen');
    await expectAt(71.9, 'twoDays', 'Noch 2 Tage', remaining);
    await photograph(page, 'dashboard-reminders-two-days');
    await expectAt(48.1, 'twoDays', 'Noch 2 Tage', remaining);
    await expectAt(47.9, 'oneDay', 'Noch 1 Tag', remaining);
    await expectAt(24.1, 'oneDay', 'Noch 1 Tag', remaining);
    await expectAt(23.9, 'today', 'Heute fällig', remaining);
    await expectAt(0.1, 'today', 'Heute fällig', remaining);
    await expectAt(-0.1, 'overdue', 'Überfällig', 'Audio-Interview überfällig');
    await expect(first.getByRole('link', { name: 'Bewerbung ansehen' })).toHaveAttribute(
      'href',
      `/candidate/applications/${applicationId}`,
    );
    await photograph(page, 'dashboard-reminders-overdue');

    // the additional company information as a page of its own, from the application
    await moveServerClock(request, { reset: true });
    await first.getByRole('link', { name: 'Bewerbung ansehen' }).click();
    await page.getByRole('button', { name: 'Weitere Informationen des Unternehmens' }).click();
    await page.getByRole('link', { name: 'Weitere Informationen als eigene Seite öffnen' }).click();
    await expect(page).toHaveURL(
      areaUrl('candidate', `/candidate/additional-information/${audioJobId}/${applicationId}`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Weitere Informationen des Unternehmens' }),
    ).toBeVisible();
    await expect(page.getByText('Das Unternehmen stellt keine Dokumente bereit.')).toBeVisible();
    await photograph(page, 'additional-information');
    // under another job the page is not found
    await page.goto(areaUrl('candidate', `/candidate/additional-information/${draftJobId}/${applicationId}`));
    await expect(page.getByRole('heading', { level: 1, name: /^Seite nicht gefunden/ })).toBeVisible();
  });
});
