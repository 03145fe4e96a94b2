import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_JOBS_POWER_USER, DEMO_PASSWORD } from '../demo';
import { apiInPage, createPublishedJob, signInWithPassword } from '../in-page';
import { createCandidate, freshEmail } from '../mailbox';
import { dismissNotifications, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * A candidate applies against the built app and the real API (German interface): the demo power
 * user publishes a job with screening and audio questions; a candidate with a profile applies in the
 * four steps (the answers saved as a draft), sees the anonymous CV before sending, finds the
 * application in the list and on its page, and withdraws it, after which it is listed as withdrawn
 * and gone from the applications.
 */

const PASSWORD = 'Bewerbung!Anonym7';
const LAST_NAME = 'Brookmöller';
const JOB_TITLE = 'Fährkapitänin zwischen Glückstadt und Wischhafen';
const QUESTIONS = ['Welche Patente besitzen Sie?', 'Wie gehen Sie mit Nebel auf der Elbe um?'];
const AUDIO_QUESTION = 'Beschreiben Sie Ihr schwierigstes Anlegemanöver.';

async function publishJourneyJob(page: Page) {
  await signInWithPassword(page, 'employer', DEMO_JOBS_POWER_USER, DEMO_PASSWORD);
  return createPublishedJob(
    page,
    {
      jobTitle: JOB_TITLE,
      jobTypeDescription: 'Fährbetrieb auf der Unterelbe im Schichtdienst',
      jobTypes: ['full_time'],
      contractType: 'permanent',
      experience: '5_10_years',
      officeLocation: 'Glückstadt',
      workPlace: ['on_site'],
      salaryRange: { from: 52000, to: 64000 },
      industry: 'transportation_logistics',
    },
    [
      {
        updateType: 'responsibilities',
        responsibilities: '<p>Sie führen die Fähre sicher über die Elbe.</p>',
      },
      { updateType: 'requirements', requirements: '<ul><li>Kapitänspatent</li></ul>' },
      { updateType: 'screening_questions', screeningQuestions: QUESTIONS.map((question) => ({ question })) },
      { updateType: 'audio_questions', audioQuestions: [{ question: AUDIO_QUESTION, duration: 120 }] },
    ],
  );
}

/** A signed-in candidate with a profile: the name (never shown to employers) and a headline. */
async function candidateWithProfile(page: Page, email: string) {
  await signInWithPassword(page, 'candidate', email, PASSWORD);
  await apiInPage(page, 'PUT', '/candidates/me/onboarding').catch(() => undefined);
  await apiInPage(page, 'POST', '/resumes', {
    userDetails: { firstName: 'Tjorven', lastName: LAST_NAME, email, gender: 'female' },
  });
  await apiInPage(page, 'PATCH', '/resumes', {
    updateType: 'workInformation',
    newData: { personalHeadline: 'Nautikerin mit Fährerfahrung', openTo: ['full_time'] },
  });
}

test.describe('candidate applications', () => {
  test.describe.configure({ timeout: 480_000 });

  test('applies in four steps, sees the application and withdraws it', async ({ page, request, browser }) => {
    const employer = await browser.newPage();
    const job = await publishJourneyJob(employer);
    await employer.close();

    const email = freshEmail('apply');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await candidateWithProfile(page, email);

    // the job's page leads to applying
    await page.goto(areaUrl('candidate', `/candidate/jobs/${job.id}`));
    await page.getByRole('link', { name: 'Bewerben', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/candidate/jobs/apply/${job.id}$`));

    // 1 job information
    await expect(page.getByText('Schritt 1 von 4 · Stelleninformationen')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
    await screenshotBothSizes(page, 'candidate-apply-1-information', async () => {
      await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Weiter' }).click();

    // 2 job description
    await expect(page.getByText('Schritt 2 von 4 · Stellenbeschreibung')).toBeVisible();
    await expect(page.getByText('Sie führen die Fähre sicher über die Elbe.')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // 3 screening questions, saved as a draft
    await expect(page.getByRole('heading', { level: 2, name: 'Screening-Fragen' })).toBeVisible();
    await page
      .getByRole('textbox', { name: new RegExp(QUESTIONS[0] ?? '') })
      .fill('Kapitänspatent BK und Radarpatent');
    await page
      .getByRole('textbox', { name: new RegExp(QUESTIONS[1] ?? '') })
      .fill('Radar, Schallsignale, langsam fahren');
    await page.getByRole('heading', { level: 2, name: 'Screening-Fragen' }).click();
    await expect(page.getByText('Entwurf gespeichert', { exact: true })).toBeVisible();
    await screenshotBothSizes(page, 'candidate-apply-3-screening', async () => {
      await expect(page.getByText('Entwurf gespeichert', { exact: true })).toBeVisible();
    });
    // a reload keeps the draft
    await page.reload();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('textbox', { name: new RegExp(QUESTIONS[0] ?? '') })).toHaveValue(
      'Kapitänspatent BK und Radarpatent',
    );
    await page.getByRole('button', { name: 'Weiter' }).click();

    // 4 audio questions: listed with their time, recorded later
    await expect(page.getByRole('heading', { level: 2, name: 'Audiofragen' })).toBeVisible();
    await expect(page.getByText(AUDIO_QUESTION)).toBeVisible();
    await expect(page.getByText('Antwortzeit: 2 Minuten')).toBeVisible();
    await screenshotBothSizes(page, 'candidate-apply-4-audio', async () => {
      await expect(page.getByText(AUDIO_QUESTION)).toBeVisible();
    });
    await page.getByRole('button', { name: 'Prüfen und absenden' }).click();

    // the anonymous CV that will be sent: no name
    const cv = page.getByRole('article', { name: 'Ihr anonymer Lebenslauf' });
    await expect(cv).toContainText('Nautikerin mit Fährerfahrung');
    await expect(cv).not.toContainText(LAST_NAME);
    await screenshotBothSizes(page, 'candidate-apply-review', async () => {
      await expect(cv).toBeVisible();
    });
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();

    // the application's page
    await expect(page).toHaveURL(/\/candidate\/applications\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Ihre Bewerbung wurde gesendet.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
    await expect(page.getByText('Beworben', { exact: true })).toBeVisible();
    await expect(page.getByText('Radar, Schallsignale, langsam fahren')).toBeVisible();
    await dismissNotifications(page);
    await screenshotBothSizes(page, 'candidate-application-detail', async () => {
      await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
    });
    const detailUrl = page.url();

    // its anonymous CV alone
    await page.getByRole('link', { name: 'Auf eigener Seite öffnen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anonymer Lebenslauf' })).toBeVisible();
    await expect(page.getByText('Nautikerin mit Fährerfahrung')).toBeVisible();
    await screenshotBothSizes(page, 'candidate-application-cv', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Anonymer Lebenslauf' })).toBeVisible();
    });

    // the list has it
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Bewerbungen' })
      .click();
    await expect(page).toHaveURL(/\/candidate\/applications\/list$/);
    const card = page.getByRole('article', { name: JOB_TITLE });
    await expect(card).toContainText('Beworben');
    await screenshotBothSizes(page, 'candidate-applications-list', async () => {
      await expect(card).toBeVisible();
    });
    // filtered by a status it does not have, then by its company
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Abgelehnt' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/states=rejected/);
    await expect(page.getByText('Keine Bewerbungen zu Ihren Filtern')).toBeVisible();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.getByRole('textbox', { name: 'Stellentitel oder Unternehmen' }).fill('Hafenkante');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/keyword=Hafenkante/);
    await expect(card).toBeVisible();

    // withdraw: a reason, the consequence, and it is listed as withdrawn
    await page.goto(detailUrl);
    await page.getByRole('button', { name: 'Bewerbung zurückziehen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bewerbung zurückziehen' });
    await expect(dialog).toContainText('endgültig gelöscht');
    await dialog.getByRole('radio', { name: 'Anderer Grund' }).check();
    await dialog.getByRole('textbox', { name: /Ihr Grund/ }).fill('Ich bleibe auf meiner Fähre');
    await screenshotBothSizes(page, 'candidate-application-withdraw', async () => {
      await expect(dialog).toBeVisible();
    });
    await dialog.getByRole('button', { name: 'Zurückziehen und löschen' }).click();
    await expect(page).toHaveURL(/\/candidate\/applications\/withdrawn$/);
    const withdrawn = page.getByRole('article', { name: JOB_TITLE });
    await expect(withdrawn).toContainText('Anderer Grund – Ich bleibe auf meiner Fähre');
    await dismissNotifications(page);
    await screenshotBothSizes(page, 'candidate-applications-withdrawn', async () => {
      await expect(withdrawn).toBeVisible();
    });

    // and gone from the applications
    await page.goto(areaUrl('candidate', '/candidate/applications/list'));
    await expect(page.getByText('Noch keine Bewerbungen')).toBeVisible();
    await screenshotBothSizes(page, 'candidate-applications-empty', async () => {
      await expect(page.getByText('Noch keine Bewerbungen')).toBeVisible();
    });
  });
});
