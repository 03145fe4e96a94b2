import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../accessibility';
import { candidateWithResume, sendApplication } from '../candidates';
import {
  choose,
  completeCompany,
  createCompany,
  ok,
  publishedJob,
  REVIEWER_NAMES,
  signInAsEmployer,
} from '../employers';
import { API, mailsTo } from '../mailbox';
import { capture, noHorizontalScroll, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The employer's application board against the built app and the real API (German interface): the
 * board counts the applications of each status; the power user puts themself in charge with two
 * reviewers and starts the screening; each reviewer rates in the browser without seeing the other's
 * rating until their own is submitted, then sees the team's; the power user rejects one application
 * and selects another, and the board shows both states and counts again. The company, its accounts,
 * the job and the applications are set up through the API.
 */

const [TILO, UTE] = REVIEWER_NAMES.map((name) => `${name.firstName} ${name.lastName}`) as [string, string];

/** A second signed-in employer in a browser context of their own. */
async function employerPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await signInAsEmployer(page, email);
  return page;
}

/** A phone as narrow as common phones get (375 px), besides the 360 px of `screenshotBothSizes`. */
const PHONE_375 = { width: 375, height: 812 };

/** Where a screenshot of a page outside the app (the development mailbox) goes, beside the others. */
const screenshotPath = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`);

/** The status tabs of the board say how many applications each holds, e.g. `Beworben 2`. */
async function expectCounts(page: Page, counts: Record<string, number>) {
  const tabs = page.getByRole('tablist', { name: 'Nach Status filtern' });
  for (const [status, count] of Object.entries(counts)) {
    await expect(tabs.getByRole('tab', { name: `${status} ${count}`, exact: true })).toBeVisible();
  }
}

/** Gives a 1–5 star rating the keyboard way: focus the star's radio and press Space. */
async function rate(page: Page, label: RegExp, stars: number) {
  const group = page.getByRole('radiogroup', { name: label });
  await group.getByRole('radio', { name: `${stars} von 5 Sternen` }).focus();
  await page.keyboard.press('Space');
}

/** Rates the CV and the one screening answer of the open application, with a comment, and submits. */
async function submitRatings(page: Page, cv: number, answer: number, comment: string) {
  await rate(page, /Bewertung des anonymen Lebenslaufs/, cv);
  await rate(page, /Bewertung der Antwort 1/, answer);
  await page.getByRole('textbox', { name: 'Kommentar zum Lebenslauf' }).fill(comment);
  await page.getByRole('button', { name: 'Bewertung absenden' }).click();
  await expect(page.getByText('Ihre Bewertung wurde abgesendet.')).toBeVisible();
}

test.describe('employer application board', () => {
  test.describe.configure({ timeout: 720_000 });

  test('assign, screen with independent ratings, reject one and select another', async ({
    page,
    browser,
    request,
  }) => {
    const company = await createCompany(request, 'Bremer Hafen', { reviewers: 2 });
    const [reviewer1 = '', reviewer2 = ''] = company.reviewers;
    const employer = await completeCompany(company);
    const jobTitle = `Backend-Entwickler:in Terminal ${Date.now()}`;
    const jobId = await publishedJob(employer, jobTitle, ['Warum möchten Sie bei uns arbeiten?']);
    const applicants: string[] = [];
    for (const [label, headline] of [
      ['eins', 'Backend-Entwicklerin mit Hafenlogistik'],
      ['zwei', 'Full-Stack mit Schwerpunkt Datenbanken'],
    ] as const) {
      const candidate = await candidateWithResume(request, label, headline);
      applicants.push(candidate.email);
      await sendApplication(candidate, jobId);
      await candidate.dispose();
    }
    // a third applies and withdraws: erased at once, only the deletion log stays
    const leaving = await candidateWithResume(request, 'drei', 'Testautomatisierung');
    const withdrawn = await sendApplication(leaving, jobId);
    await ok(
      await leaving.post(`${API}/api/applications/${withdrawn}/withdraw`, {
        data: { reason: 'noLongerInterested' },
      }),
    );
    await leaving.dispose();

    // the board: both applications, newest first
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsEmployer(page, company.powerUser);
    await expect(page).toHaveURL(/\/employer\/applications$/);
    const cards = page.getByRole('list', { name: 'Bewerbungen' });
    await screenshotBothSizes(page, 'employer-board', async () => {
      await expect(cards.getByRole('link', { name: 'Bewerbung #2' })).toBeVisible();
      await expect(cards.getByRole('link', { name: 'Bewerbung #1' })).toBeVisible();
    });
    await expect(cards.getByRole('listitem').first()).toContainText('Beworben');
    // the status tabs count the company's applications (the withdrawn one is gone)
    await expectCounts(page, { Alle: 2, Beworben: 2, Screening: 0, Abgelehnt: 0 });
    await page.setViewportSize(PHONE_375);
    await expectCounts(page, { Beworben: 2 });
    await capture(page, 'employer-board-375');
    await noHorizontalScroll(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // the person in charge and two reviewers, then the screening
    await cards.getByRole('link', { name: 'Bewerbung #1' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bewerbung #1' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Anonymer Lebenslauf' })).toContainText('Hafenlogistik');
    const assignment = page.getByRole('region', { name: 'Zuständigkeiten' });
    await choose(page, /^Verantwortliche Person/, 'Paula Petersen (Power-User)');
    await choose(page, /^Prüfende Personen$/, `${TILO} (Prüfer:in)`);
    await choose(page, /^Prüfende Personen$/, `${UTE} (Prüfer:in)`);
    await assignment.getByRole('button', { name: 'Zuständigkeiten speichern' }).click();
    await expect(page.getByText('Die Zuständigkeiten wurden gespeichert.')).toBeVisible();
    const status = page.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: 'Screening starten' }).click();
    await expect(page.getByText('Das Screening hat begonnen.')).toBeVisible();
    await expect(status.getByText('Screening', { exact: true })).toBeVisible();
    await screenshotBothSizes(page, 'employer-application', async () => {
      await expect(page.getByRole('region', { name: 'Bewertungen', exact: true })).toContainText('0 von 2');
    });

    // reviewer 2 rates first: their board counts only what is theirs, and nobody's rating shows yet
    const ute = await employerPage(browser, reviewer2);
    const uteCards = ute.getByRole('list', { name: 'Bewerbungen' });
    await expect(uteCards.getByRole('listitem')).toHaveCount(1);
    await expectCounts(ute, { Alle: 1, Beworben: 0, Screening: 1 });
    await uteCards.getByRole('link', { name: 'Bewerbung #1' }).click();
    const uteRatings = ute.getByRole('region', { name: 'Bewertungen', exact: true });
    await expect(uteRatings).toContainText(
      '0 von 2 prüfenden Personen haben bewertet – die Bewertungen erscheinen, sobald Sie Ihre abgesendet haben.',
    );
    await ute.getByRole('tab', { name: 'Screening-Antworten' }).click();
    await submitRatings(ute, 2, 2, 'Wenig Datenbankerfahrung');
    // once theirs is in they see the team's ratings: so far only their own
    await expect(uteRatings).toContainText('1 von 2 prüfenden Personen haben bewertet');
    await expect(uteRatings).toContainText(UTE);
    await expect(uteRatings).not.toContainText(TILO);

    // reviewer 1 sees only the count until their own ratings are in
    const tilo = await employerPage(browser, reviewer1);
    await expect(tilo.getByRole('list', { name: 'Bewerbungen' }).getByRole('listitem')).toHaveCount(1);
    await tilo.getByRole('link', { name: 'Bewerbung #1' }).click();
    const ratings = tilo.getByRole('region', { name: 'Bewertungen', exact: true });
    await expect(ratings).toContainText(
      '1 von 2 prüfenden Personen haben bewertet – die Bewertungen erscheinen, sobald Sie Ihre abgesendet haben.',
    );
    await expect(ratings).not.toContainText(UTE);
    await expect(ratings).not.toContainText('Wenig Datenbankerfahrung');
    await tilo.getByRole('tab', { name: 'Screening-Antworten' }).click();
    await tilo.getByRole('button', { name: 'Bewertung absenden' }).click();
    await expect(tilo.getByText('Bitte bewerten Sie alle Antworten, bevor Sie fortfahren.')).toBeVisible();
    await screenshotBothSizes(tilo, 'employer-application-rating', async () => {
      await expect(tilo.getByText('Die Bewertung darf nicht leer sein.').first()).toBeVisible();
    });
    await submitRatings(tilo, 5, 4, 'Passt sehr gut zum Terminal.');
    await expect(ratings).toContainText('2 von 2 prüfenden Personen haben bewertet');
    await expect(ratings).toContainText(TILO);
    await expect(ratings).toContainText(UTE);
    await expectAccessible(tilo);
    await tilo.context().close();
    // reviewer 2 now sees reviewer 1's rating too
    await ute.reload();
    await expect(uteRatings).toContainText('2 von 2 prüfenden Personen haben bewertet');
    await expect(uteRatings).toContainText(TILO);
    await ute.context().close();

    // the power user rejects #2 and selects #1
    await page.reload();
    await expect(page.getByRole('region', { name: 'Bewertungen', exact: true })).toContainText(UTE);
    await status.getByRole('button', { name: 'Vormerken' }).click();
    await expect(status.getByRole('button', { name: 'Vormerkung entfernen' })).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zu den Bewerbungen' }).click();
    await cards.getByRole('link', { name: 'Bewerbung #2' }).click();
    await status.getByRole('button', { name: 'Ablehnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bewerbung #2 ablehnen?' });
    await dialog
      .getByRole('textbox', { name: 'Nachricht an die Person' })
      .fill('Vielen Dank für Ihr Interesse.');
    await dialog.getByRole('textbox', { name: 'Interner Grund' }).fill('Andere Schwerpunkte');
    await screenshotBothSizes(page, 'employer-application-reject', async () => {
      await expect(dialog).toBeVisible();
    });
    await dialog.getByRole('button', { name: 'Bewerbung ablehnen' }).click();
    await expect(page.getByText('Die Bewerbung wurde abgelehnt.')).toBeVisible();
    await expect(status.getByText('Abgelehnt', { exact: true })).toBeVisible();
    // the candidate of #2 gets the rejection with the company's note, in German
    const subject = `Ihre Bewerbung als ${jobTitle} bei ${company.name}`;
    await expect
      .poll(async () => (await mailsTo(request, applicants[1] ?? '')).map((mail) => mail.subject), {
        timeout: 60_000,
        message: 'the rejection mail to the candidate',
      })
      .toContain(subject);
    const rejection = (await mailsTo(request, applicants[1] ?? '')).find((mail) => mail.subject === subject);
    expect(rejection?.text).toContain('Vielen Dank für Ihr Interesse.');
    expect(rejection?.text).not.toContain('Andere Schwerpunkte');
    // the company's rejection template (a built-in default): a greeting that names nobody, the
    // decision on the job, the company's sign-off (it began in lower case without a greeting: issue 36)
    expect(rejection?.text).toContain(`Nachricht von ${company.name}\n\nGuten Tag,\n\nvielen Dank für Ihr`);
    expect(rejection?.text).toContain(` als ${jobTitle}`);
    expect(rejection?.text).toContain(`Mit freundlichen Grüßen\n${company.name}`);
    expect(rejection?.text).not.toContain('Kimzwei');
    // the HTML part as a mail program shows it, wide and on a phone
    const mail = await page.context().newPage();
    await mail.setContent((rejection as { html?: string } | undefined)?.html ?? '');
    await expect(mail.getByText('Guten Tag,')).toBeVisible();
    for (const [size, viewport] of [
      ['desktop', VIEWPORTS.desktop],
      ['375', PHONE_375],
    ] as const) {
      await mail.setViewportSize(viewport);
      await mail.screenshot({ path: screenshotPath(`mail-application-rejected-${size}`), fullPage: true });
    }
    await mail.close();

    // the board shows both states, and counts the rejection
    await page.getByRole('link', { name: 'Zurück zu den Bewerbungen' }).click();
    const selected = cards.getByRole('listitem').filter({ hasText: 'Bewerbung #1' });
    await expect(selected).toContainText('Vorgemerkt');
    await expect(selected).toContainText('Screening');
    await expectCounts(page, { Alle: 2, Beworben: 0, Screening: 1, Abgelehnt: 1 });
    // on a desktop every status is in sight: a mouse wheel does not scroll the list sideways
    await expect(page.getByRole('tab', { name: /^Abgelehnt/ })).toBeInViewport({ ratio: 1 });
    await page.getByRole('tab', { name: 'Abgelehnt' }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await screenshotBothSizes(page, 'employer-board-rejected', async () => {
      await expect(cards.getByRole('listitem').first()).toContainText('Bewerbung #2');
    });
    // on a phone the tab kept in the address lies beyond the edge of the list: it is scrolled into view
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await expect(page.getByRole('tab', { name: /^Abgelehnt/, selected: true })).toBeInViewport({ ratio: 1 });
    await capture(page, 'employer-board-rejected-reload-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // the deletion log of the withdrawn application, without personal data
    await page.goto(areaUrl('employer', '/employer/applications'));
    await page.getByRole('link', { name: 'Löschprotokolle' }).click();
    const logs = page.getByRole('table', { name: 'Löschprotokolle' });
    const row = logs.getByRole('row').filter({ hasText: '#3' });
    await screenshotBothSizes(page, 'employer-deletion-logs', async () => {
      await expect(page.getByText('Von der Person zurückgezogen').first()).toBeVisible();
    });
    await expect(row).toContainText(jobTitle);
    await row.getByRole('link', { name: /^Protokoll \d+ öffnen$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/employer/applications/deletion/${withdrawn}$`));
    await screenshotBothSizes(page, 'employer-deletion-log', async () => {
      await expect(page.getByRole('heading', { level: 1, name: /^Löschprotokoll #\d+$/ })).toBeVisible();
      await expect(page.getByText('Gelöschte Daten')).toBeVisible();
    });
    await expect(page.getByRole('main')).not.toContainText('Kimdrei');

    // deleting the job names what it erases first, then the board is empty
    await page.goto(areaUrl('employer', `/employer/jobs/${jobId}`));
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    const deleting = page.getByRole('dialog', { name: `„${jobTitle}“ löschen?` });
    const stats = deleting.getByRole('list', { name: 'Bewerbungen, die gelöscht werden' });
    await expect(stats).toContainText('Auf Ihrem Board: 2');
    await screenshotBothSizes(page, 'employer-job-delete-stats', async () => {
      await expect(stats).toContainText('Insgesamt:');
    });
    await deleting.getByRole('button', { name: 'Stelle löschen' }).click();
    await expect(page.getByText('Die Stellenanzeige wurde gelöscht.')).toBeVisible();
    // within the app, without a reload: the deletion made the cached board stale
    await page.getByRole('link', { name: 'Bewerbungen', exact: true }).click();
    await expect(page.getByText('Noch keine Bewerbungen')).toBeVisible();
    await employer.dispose();
  });
});
