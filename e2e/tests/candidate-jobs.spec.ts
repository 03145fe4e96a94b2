import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_JOBS_POWER_USER, DEMO_PASSWORD } from '../demo';
import { apiInPage, createPublishedJob, signInWithPassword } from '../in-page';
import { createCandidate, freshEmail, nextCode } from '../mailbox';
import { capture, dismissNotifications, noHorizontalScroll, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The candidate's job pages against the built app and the real API (German interface). The demo
 * power user completes the company information and publishes three jobs through the employer API
 * (one of them closed again); a candidate then searches, filters, saves, unsaves and sees the Saved
 * tab; Explore leaves the closed job out unless asked for it; a signed-out visitor opens a shared
 * link, signs up from it with the mailed code and lands back on the job; the closed job and a
 * missing one show their messages.
 */

const PASSWORD = 'Bewerbung!Sicher4';

/** A phone as narrow as common phones get (375 px), besides the 360 px of `screenshotBothSizes`. */
const PHONE_375 = { width: 375, height: 812 };

/** Jobs of this run: words that no other journey uses, so the search finds exactly these. */
const JOBS = {
  pilot: {
    jobTitle: 'Hafenlotse für Containerschiffe',
    jobTypeDescription: 'Lotsendienst im Hamburger Hafen, rund um die Uhr im Team',
    jobTypes: ['full_time'],
    contractType: 'permanent',
    experience: '5_10_years',
    officeLocation: 'Hamburg',
    workPlace: ['on_site'],
    salaryRange: { from: 70000, to: 90000 },
    industry: 'transportation_logistics',
  },
  keeper: {
    jobTitle: 'Leuchtturmwärterin auf Helgoland',
    jobTypeDescription: '',
    jobTypes: ['part_time'],
    contractType: 'fixed_term',
    experience: 'under_1_year',
    officeLocation: 'Helgoland',
    workPlace: ['on_site', 'hybrid'],
    salaryRange: { from: 0, to: 0 },
    industry: 'public_administration',
  },
  lockMaster: {
    jobTitle: 'Schleusenmeister am Nord-Ostsee-Kanal',
    jobTypeDescription: '',
    jobTypes: ['full_time'],
    contractType: 'permanent',
    experience: '2_5_years',
    officeLocation: 'Kiel',
    workPlace: ['on_site'],
    salaryRange: { from: 50000, to: 60000 },
    industry: 'transportation_logistics',
  },
} as const;

/** A whole job: its information, then the sections the editor saves one at a time, then published. */
async function publishJob(page: Page, information: (typeof JOBS)[keyof typeof JOBS], skills: string[]) {
  const sections = [
    {
      updateType: 'responsibilities',
      responsibilities: `<p>Sie übernehmen die Aufgaben als <strong>${information.jobTitle}</strong>.</p>`,
    },
    { updateType: 'requirements', requirements: '<ul><li>Erfahrung auf See</li><li>Teamgeist</li></ul>' },
    { updateType: 'benefits', benefits: '<p>Dienstwohnung und Fährticket</p>' },
    { updateType: 'skills', skillTags: skills },
    { updateType: 'screening_questions', screeningQuestions: [{ question: 'Warum reizt Sie die Küste?' }] },
    {
      updateType: 'audio_questions',
      audioQuestions: [{ question: 'Erzählen Sie von Ihrer letzten Nachtschicht.', duration: 90 }],
    },
    { updateType: 'languages', languages: [{ iso: 'deu', level: 'business_fluent' }] },
  ];
  return createPublishedJob(page, information, sections);
}

/**
 * The power user of the demo company with complete information (Hafenkante Digital) publishes the
 * journey's jobs; one is closed again. The other demo companies stay as their own journeys expect.
 */
async function publishJourneyJobs(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, 'employer', DEMO_JOBS_POWER_USER, DEMO_PASSWORD);
  const pilot = await publishJob(page, JOBS.pilot, ['Nautik', 'Funk']);
  const keeper = await publishJob(page, JOBS.keeper, ['Wetterkunde']);
  const lockMaster = await publishJob(page, JOBS.lockMaster, ['Schleusentechnik']);
  await apiInPage(page, 'POST', `/company-jobs/${lockMaster.id}/close`);
  await context.close();
  return { pilot, keeper, lockMaster };
}

function signInAsCandidate(page: Page, email: string) {
  return signInWithPassword(page, 'candidate', email, PASSWORD);
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test.describe('candidate jobs', () => {
  test.describe.configure({ timeout: 360_000, mode: 'serial' });
  let jobs: Awaited<ReturnType<typeof publishJourneyJobs>>;

  test.beforeAll(async ({ browser }) => {
    jobs = await publishJourneyJobs(browser);
  });

  test('a candidate searches, filters, saves, unsaves and sees the Saved tab', async ({ page, request }) => {
    const email = freshEmail('jobs');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsCandidate(page, email);
    await page.goto(areaUrl('candidate', '/candidate/'));
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Stellen' })
      .click();
    await expect(page).toHaveURL(/\/candidate\/jobs\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stellen' })).toBeVisible();
    // newest first: the journey's open jobs are there
    await expect(card(page, JOBS.keeper.jobTitle)).toBeVisible();
    await expect(card(page, JOBS.pilot.jobTitle)).toBeVisible();
    await expect(page.getByText(/Stellen? · Neueste zuerst/)).toBeVisible();
    await screenshotBothSizes(page, 'candidate-jobs-explore', async () => {
      await expect(card(page, JOBS.pilot.jobTitle)).toBeVisible();
    });

    // a misspelt keyword: corrected to the title's word, and the list says what it searched
    await page.getByRole('textbox', { name: 'Suchbegriff' }).fill('Hafnlotse');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/keyword=Hafnlotse/);
    await expect(page.getByText('Ergebnisse für „hafenlotse“')).toBeVisible();
    await expect(card(page, JOBS.pilot.jobTitle)).toBeVisible();
    await expect(card(page, JOBS.keeper.jobTitle)).toHaveCount(0);
    await screenshotBothSizes(page, 'candidate-jobs-corrected', async () => {
      await expect(page.getByText('Ergebnisse für „hafenlotse“')).toBeVisible();
    });

    // a keyword: relevance order, and the address keeps it
    await page.getByRole('textbox', { name: 'Suchbegriff' }).fill('Hafenlotse');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/keyword=Hafenlotse/);
    await expect(page.getByText(/^1 Stelle · Beste Treffer zuerst$/)).toBeVisible();
    await expect(card(page, JOBS.pilot.jobTitle)).toContainText('70.000 € – 90.000 € pro Jahr');
    await expect(card(page, JOBS.keeper.jobTitle)).toHaveCount(0);

    // filters: part time on Helgoland, nothing else; Back returns to the keyword search
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/candidate\/jobs\/list$/);
    await page.getByRole('button', { name: 'Weitere Filter' }).click();
    await page.getByRole('combobox', { name: 'Anstellungsarten' }).click();
    await page.getByRole('option', { name: 'Teilzeit' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Ort' }).fill('Helgoland');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/jobTypes=part_time/);
    await expect(card(page, JOBS.keeper.jobTitle)).toContainText('Gehalt nicht angegeben');
    await expect(card(page, JOBS.pilot.jobTitle)).toHaveCount(0);
    await screenshotBothSizes(page, 'candidate-jobs-filtered', async () => {
      await expect(card(page, JOBS.keeper.jobTitle)).toBeVisible();
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Weniger Filter' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ort' })).toHaveValue('Helgoland');
    await expect(card(page, JOBS.keeper.jobTitle)).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/keyword=Hafenlotse/);
    await expect(page.getByText('Ergebnisse für „hafenlotse“')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Suchbegriff' })).toHaveValue('Hafenlotse');
    await expect(card(page, JOBS.pilot.jobTitle)).toBeVisible();

    // a misspelt place: the places it was taken for are named above the list
    await page.goto(areaUrl('candidate', '/candidate/jobs/list?location=Helgolnd'));
    const placeNotice = page.getByText('Orte ähnlich „Helgolnd“: Helgoland');
    await expect(placeNotice).toBeVisible();
    await expect(card(page, JOBS.keeper.jobTitle)).toBeVisible();
    await expect(card(page, JOBS.pilot.jobTitle)).toHaveCount(0);
    await screenshotBothSizes(page, 'candidate-jobs-corrected-place', async () => {
      await expect(placeNotice).toBeVisible();
    });
    await page.goBack();
    await expect(page).toHaveURL(/keyword=Hafenlotse/);
    await expect(card(page, JOBS.pilot.jobTitle)).toBeVisible();

    // save from the list: the bookmark changes at once
    await card(page, JOBS.pilot.jobTitle)
      .getByRole('button', { name: `${JOBS.pilot.jobTitle} merken` })
      .click();
    await expect(
      card(page, JOBS.pilot.jobTitle).getByRole('button', {
        name: `${JOBS.pilot.jobTitle} nicht mehr merken`,
      }),
    ).toBeVisible();
    await expect(page.getByText('Stelle gemerkt.')).toBeVisible();

    // the Saved tab has it; its page too, where it is unsaved again
    await page.getByRole('tab', { name: 'Gemerkt' }).click();
    await expect(page).toHaveURL(/tab=saved/);
    await expect(card(page, JOBS.pilot.jobTitle)).toBeVisible();
    await expect(card(page, JOBS.keeper.jobTitle)).toHaveCount(0);
    await screenshotBothSizes(page, 'candidate-jobs-saved', async () => {
      await expect(card(page, JOBS.pilot.jobTitle)).toBeVisible();
    });

    await card(page, JOBS.pilot.jobTitle).getByRole('link', { name: JOBS.pilot.jobTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/candidate/jobs/${jobs.pilot.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: JOBS.pilot.jobTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: /Hafenkante Digital GmbH/ })).toHaveAttribute(
      'href',
      /\/candidate\/companies\/info\//,
    );
    await expect(page.getByText('Warum reizt Sie die Küste?')).toBeVisible();
    await expect(page.getByText('Deutsch: Verhandlungssicher')).toBeVisible();
    await screenshotBothSizes(page, 'candidate-job-detail', async () => {
      await expect(page.getByRole('heading', { level: 1, name: JOBS.pilot.jobTitle })).toBeVisible();
    });
    const bookmark = page.getByRole('button', { name: /^(Merken|Gemerkt)$/ });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(bookmark).toHaveText('Gemerkt');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await expect(bookmark).toHaveText('Merken');
    await expect(page.getByText('Stelle aus Ihren gemerkten Stellen entfernt.')).toBeVisible();

    await page.getByRole('link', { name: 'Nur die Stellenbeschreibung' }).click();
    await expect(page).toHaveURL(new RegExp(`/candidate/jobs/description/${jobs.pilot.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: JOBS.pilot.jobTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: /Merken|Gemerkt/ })).toHaveCount(0);
    await screenshotBothSizes(page, 'candidate-job-description', async () => {
      await expect(page.getByRole('heading', { level: 1, name: JOBS.pilot.jobTitle })).toBeVisible();
    });

    await page.goto(areaUrl('candidate', '/candidate/jobs/list?tab=saved'));
    await expect(page.getByText('Noch keine gemerkten Stellen')).toBeVisible();
    await screenshotBothSizes(page, 'candidate-jobs-saved-empty', async () => {
      await expect(page.getByText('Noch keine gemerkten Stellen')).toBeVisible();
    });
  });

  test('Explore lists open jobs; closed ones only when asked for behind more filters', async ({
    page,
    request,
  }) => {
    const email = freshEmail('explore-closed');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsCandidate(page, email);
    await page.goto(areaUrl('candidate', '/candidate/jobs/list'));
    // the journey's newest job is the closed one: it listed first (issue 36), now not at all
    const cards = page.getByRole('article');
    await expect(card(page, JOBS.keeper.jobTitle)).toBeVisible();
    await expect(cards.first()).not.toHaveAccessibleName(JOBS.lockMaster.jobTitle);
    await expect(card(page, JOBS.lockMaster.jobTitle)).toHaveCount(0);
    await expect(page.getByText('Stelle geschlossen', { exact: true })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Suchbegriff' }).fill('Schleusenmeister');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page.getByText('Keine Stellen zu Ihrer Suche')).toBeVisible();

    // asked for: among the open ones in the same order, marked as closed, and the address keeps it
    await page.getByRole('button', { name: 'Weitere Filter' }).click();
    const closedToo = page.getByRole('checkbox', { name: 'Auch geschlossene Stellen zeigen' });
    await expect(closedToo).not.toBeChecked();
    await closedToo.check();
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/keyword=Schleusenmeister&includeClosed=true$/);
    await expect(card(page, JOBS.lockMaster.jobTitle)).toContainText('Stelle geschlossen');
    await page.getByRole('textbox', { name: 'Suchbegriff' }).fill('');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/candidate\/jobs\/list\?includeClosed=true$/);
    await expect(cards.first()).toHaveAccessibleName(JOBS.lockMaster.jobTitle);
    await expect(page.getByRole('button', { name: 'Weniger Filter' })).toBeVisible();
    await screenshotBothSizes(page, 'candidate-jobs-explore-closed', async () => {
      await expect(closedToo).toBeChecked();
      await expect(card(page, JOBS.lockMaster.jobTitle)).toBeVisible();
    });
    await page.setViewportSize(PHONE_375);
    await expect(closedToo).toBeVisible();
    await noHorizontalScroll(page);
    await capture(page, 'candidate-jobs-explore-closed-375');
    await page.setViewportSize(VIEWPORTS.desktop);
    // reset: open jobs only again
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/candidate\/jobs\/list$/);
    await expect(card(page, JOBS.keeper.jobTitle)).toBeVisible();
    await expect(card(page, JOBS.lockMaster.jobTitle)).toHaveCount(0);
  });

  test('a closed job shows its message, a missing one its own', async ({ page, request }) => {
    const email = freshEmail('closed-job');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsCandidate(page, email);
    await page.goto(areaUrl('candidate', `/candidate/jobs/${jobs.lockMaster.id}`));
    await expect(page.getByRole('heading', { level: 1, name: JOBS.lockMaster.jobTitle })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Diese Stelle ist nicht mehr verfügbar');
    await expect(page.getByText('Stelle geschlossen').first()).toBeVisible();
    await screenshotBothSizes(page, 'candidate-job-closed', async () => {
      await expect(page.getByRole('alert')).toBeVisible();
    });

    await page.goto(areaUrl('candidate', '/candidate/jobs/00000000-0000-4000-8000-000000000000'));
    await expect(page.getByText('Stelle nicht gefunden')).toBeVisible();
    await expect(page.getByText('Diese Stelle existiert nicht.')).toBeVisible();
    await screenshotBothSizes(page, 'candidate-job-missing', async () => {
      await expect(page.getByText('Stelle nicht gefunden')).toBeVisible();
    });
  });

  test('a shared link opens signed out, and signing up from it leads back to the job', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(areaUrl('candidate', `/candidate/jobs/share/${jobs.keeper.sharableCode}`));
    await expect(page.getByRole('heading', { level: 1, name: JOBS.keeper.jobTitle })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('veil.publicJobSession'))).toBe('true');
    await expect(page.getByRole('heading', { name: 'Interesse an dieser Stelle?' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Merken|Gemerkt/ })).toHaveCount(0);
    await noHorizontalScroll(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshotBothSizes(page, 'candidate-job-shared-signed-out', async () => {
      await expect(page.getByRole('heading', { level: 1, name: JOBS.keeper.jobTitle })).toBeVisible();
    });

    const email = freshEmail('shared-job');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page).toHaveURL(/\/candidate\/signup$/);
    await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
    const passwords = page.locator('input[type="password"]');
    await passwords.nth(0).fill(PASSWORD);
    await passwords.nth(1).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/candidate\/signup\/verify$/);
    const code = await nextCode(request, email);
    await page.getByRole('textbox', { name: /Bestätigungscode/ }).fill(code);
    await page.getByRole('button', { name: 'Bestätigen' }).click();

    // back on the shared job, signed in: it can be saved now
    await expect(page).toHaveURL(new RegExp(`/candidate/jobs/share/${jobs.keeper.sharableCode}$`));
    await expect(page.getByRole('heading', { level: 1, name: JOBS.keeper.jobTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Interesse an dieser Stelle?' })).toHaveCount(0);
    const bookmark = page.getByRole('button', { name: 'Merken' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(page.getByRole('button', { name: 'Gemerkt' })).toHaveAttribute('aria-pressed', 'true');
    await dismissNotifications(page);
    await screenshotBothSizes(page, 'candidate-job-shared-signed-in', async () => {
      await expect(page.getByRole('heading', { level: 1, name: JOBS.keeper.jobTitle })).toBeVisible();
    });
    await page.goto(areaUrl('candidate', '/candidate/jobs/list?tab=saved'));
    await expect(card(page, JOBS.keeper.jobTitle)).toBeVisible();
  });
});
