import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, settled, test } from '../accessibility';
import { CANDIDATE_PASSWORD } from '../candidates';
import { completeCompany, createCompany, publishedJob } from '../employers';
import { apiInPage, signInWithPassword } from '../in-page';
import { createCandidate, freshEmail, mailFromTemplate } from '../mailbox';
import { areaUrl, screenshot, VIEWPORTS } from '../support';

/*
 * Saved searches (issue 39), against the built app (German interface). A candidate searches the jobs
 * for a word no other journey uses, saves the search (e-mails on) and keeps the page open; the
 * company then publishes a job with that word in its title. Without a reload, the candidate's bell
 * counts the new_job notification, whose entry leads to the job, and the development mailbox holds
 * the e-mail with the job's link.
 */

const SHOTS_DIR = process.env.E2E_SAVED_SEARCH_SHOTS_DIR ?? '/tmp/shots';
const SHOT_SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

const bell = (page: Page) => page.getByRole('button', { name: /^Benachrichtigungen/ });

async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) ungelesen/.exec(name)?.[1] ?? 0);
}

/** Keeps a screenshot of the page at both sizes, for people to look at. */
async function photograph(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [size, viewport] of Object.entries(SHOT_SIZES)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS_DIR, `saved-searches-${name}-${size}.png`) });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Letters only, so that the search takes the word as one word: unique to this run. */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let suffix = '';
  for (let value = Date.now(); suffix.length < 6; value = Math.floor(value / letters.length))
    suffix += letters[value % letters.length];
  return `Seilbahnwart${suffix}`;
}

test.describe('saved searches', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a saved search hears of a new matching job in the bell, live, and by e-mail', async ({ page }) => {
    const word = uniqueWord();
    const company = await createCompany(page.request, 'Bergbahn Werft');
    const employer = await completeCompany(company);
    const email = freshEmail('saved-search');
    await createCandidate(page.request, email, CANDIDATE_PASSWORD);
    await signInWithPassword(page, 'candidate', email, CANDIDATE_PASSWORD);
    await apiInPage(page, 'PUT', '/candidates/me/onboarding').catch(() => undefined);

    // the candidate searches for the word (nothing yet) and saves the search under the offered name
    await page.goto(areaUrl('candidate', `/candidate/jobs/list?keyword=${word}&location=Bremerhaven`));
    await page.getByRole('button', { name: 'Suche speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Diese Suche speichern' });
    await expect(dialog.getByRole('textbox', { name: /Name der Suche/ })).toHaveValue(
      `${word} · Bremerhaven`,
    );
    await expect(dialog.getByRole('switch', { name: /E-Mail bei neuen passenden Jobs/ })).toBeChecked();
    await photograph(page, 'dialog');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const saved = page.getByText(`Suche „${word} · Bremerhaven“ gespeichert.`);
    await expect(saved).toBeVisible();

    // the saved searches' page lists it; the candidate stays there, the page never reloads
    await page.getByRole('link', { name: 'Gespeicherte Suchen' }).click();
    await expect(page).toHaveURL(/\/candidate\/saved-searches$/);
    const card = page.getByRole('article', { name: `${word} · Bremerhaven` });
    await expect(card.getByRole('switch', { name: 'E-Mail bei neuen passenden Jobs' })).toBeChecked();
    // the notice of the save closes by itself; the pictures show the page without it
    await expect(saved).toBeHidden({ timeout: 15_000 });
    await screenshot(page, 'saved-searches');
    await photograph(page, 'page');
    await expect(bell(page)).toBeVisible();
    const before = await unreadOf(page);

    // the company publishes a job with the word: the bell counts it without a reload
    const jobTitle = `${word} Talstation`;
    const jobId = await publishedJob(employer, jobTitle, []);
    await expect.poll(() => unreadOf(page), { timeout: 60_000 }).toBe(before + 1);
    await bell(page).click();
    const menu = page.getByRole('region', { name: 'Benachrichtigungen' });
    const entry = menu.getByRole('button', {
      name: new RegExp(`Eine neue Stelle passt zu Ihrer Suche: ${jobTitle}`),
    });
    await expect(entry).toBeVisible();
    await photograph(page, 'bell');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/candidate/jobs/${jobId}$`));
    await expect(page.getByRole('heading', { name: jobTitle })).toBeVisible();

    // and the mail is in the development mailbox, with the job's link
    const mail = await mailFromTemplate(page.request, email, 'new-job-match');
    expect(mail.subject).toBe(`Neue passende Stelle: ${jobTitle}`);
    expect(mail.text).toContain(`/candidate/jobs/${jobId}`);
    await employer.dispose();
  });
});
