import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, settled, test } from '../accessibility';
import { CANDIDATE_PASSWORD, candidateWithResume, sendApplication } from '../candidates';
import {
  completeCompany,
  createCompany,
  ok,
  publishedJob,
  REVIEWER_NAMES,
  signInAsEmployer,
} from '../employers';
import { apiInPage, signInWithPassword } from '../in-page';
import { API } from '../mailbox';
import { screenedApplication } from '../screening';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * Notifications arriving live on both sides (issue 39), against the built app (German interface).
 * With both pages open and never reloaded: the person in charge approves a screened application with
 * an interview invitation and the candidate's bell counts one more; the candidate confirms a slot
 * and the person in charge's bell counts one more. The open menus name the application the way each
 * side may: the candidate's with the job and company, the employer's as "Bewerbung #N – job title".
 */

const SHOTS_DIR = process.env.E2E_NOTIFY_SHOTS_DIR ?? '/tmp/shots39-notify';
const SHOT_SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** The bell of the top bar, by its name ("Benachrichtigungen" and the unread count). */
const bell = (page: Page) => page.getByRole('button', { name: /^Benachrichtigungen/ });

async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) ungelesen/.exec(name)?.[1] ?? 0);
}

/** Opens the bell's menu at both sizes and keeps screenshots of it. */
async function photographMenu(page: Page, name: string, expectText: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [size, viewport] of Object.entries(SHOT_SIZES)) {
    await page.setViewportSize(viewport);
    await bell(page).click();
    const menu = page.getByRole('region', { name: 'Benachrichtigungen' });
    await expect(menu).toContainText(expectText);
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${size}.png`) });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function employerPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await signInAsEmployer(page, email);
  return page;
}

test.describe('notifications', () => {
  test.describe.configure({ timeout: 240_000 });

  test('arrive live in the bell on both sides, without a reload', async ({ page, browser }) => {
    const request = page.request;
    const company = await createCompany(request, 'Glocken Werft', { reviewers: 1 });
    const [rater = ''] = company.reviewers;
    const raterName = `${REVIEWER_NAMES[0]?.firstName} ${REVIEWER_NAMES[0]?.lastName}`;
    const employer = await completeCompany(company);
    const jobTitle = `Glockengießer:in ${Date.now()}`;
    const jobId = await publishedJob(employer, jobTitle, ['Warum möchten Sie bei uns arbeiten?']);
    const candidate = await candidateWithResume(request, 'glocke', 'Metallbau mit Gehör');
    const applicationId = await sendApplication(candidate, jobId);
    await candidate.dispose();
    const { base } = await screenedApplication(employer, applicationId, {
      personInCharge: 'Paula Petersen',
      raterName,
      raterEmail: rater,
    });

    // both sides open their pages and keep them open
    await signInWithPassword(page, 'candidate', candidate.email, CANDIDATE_PASSWORD);
    await apiInPage(page, 'PUT', '/candidates/me/onboarding').catch(() => undefined);
    await page.goto(areaUrl('candidate', `/candidate/applications/${applicationId}`));
    await expect(bell(page)).toBeVisible();
    const boss = await employerPage(browser, company.powerUser);
    await boss.goto(areaUrl('employer', '/employer/applications'));
    await expect(bell(boss)).toBeVisible();
    // the screening's start is the candidate's first notification
    await expect.poll(() => unreadOf(page)).toBe(1);
    const bossBefore = await unreadOf(boss);

    // the person in charge approves with an invitation: the candidate's bell counts it, no reload
    const people = (await ok(await employer.get(`${API}/api/company-applications/assignees`))) as {
      id: string;
      name: string;
    }[];
    const inCharge = people.find((person) => person.name === 'Paula Petersen')?.id ?? '';
    // 11:00 in Berlin three days ahead: the slot starts and ends on one day there
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 10));
    await ok(
      await employer.post(`${base}/interview-invitation`, {
        data: {
          interviewType: 'remote',
          duration: 3600,
          meetingUrl: 'https://meet.example.com/glocken',
          interviewerIds: [inCharge],
          cc: '',
          slots: [{ start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() }],
        },
      }),
    );
    await expect.poll(() => unreadOf(page)).toBe(2);
    await photographMenu(
      page,
      'candidate-bell',
      `${company.name} lädt Sie zu einem Vorstellungsgespräch für ${jobTitle} ein`,
    );

    // the candidate confirms the slot: the person in charge's bell counts it, no reload
    const interview = await apiInPage<{ slots: { id: string }[] }>(
      page,
      'GET',
      `/applications/${applicationId}/interview`,
    );
    await apiInPage(
      page,
      'POST',
      `/applications/${applicationId}/interview/slots/${interview.slots[0]?.id}/confirm`,
    );
    await expect.poll(() => unreadOf(boss)).toBe(bossBefore + 1);
    await photographMenu(boss, 'employer-bell', `Gesprächstermin bestätigt: Bewerbung #1 – ${jobTitle}`);

    // choosing a notification marks it read and opens its application
    await bell(boss).click();
    await boss.getByRole('button', { name: /Gesprächstermin bestätigt/ }).click();
    await expect(boss).toHaveURL(new RegExp(`/employer/applications/${applicationId}$`));
    await expect.poll(() => unreadOf(boss)).toBe(bossBefore);
  });
});
