import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_JOBS_POWER_USER, DEMO_PASSWORD } from '../demo';
import { apiInPage, createPublishedJob, type PublishedJob, signInWithPassword } from '../in-page';
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
/** The headline "Nautikerin mit Fährerfahrung" as the anonymous CV shows it: the title gender-neutral (issue 36). */
const HEADLINE_SHOWN = /Nautiker:in mit Fährerfahrung/;
/** The second answer as it is finally sent (changed on the way back through the steps). */
const ANSWER_TWO = 'Radar, Schallsignale, langsam fahren, Ausguck';
/** Jobs of the dashboard's journey: the first stays open, the second is rejected. */
const DASHBOARD_JOBS = ['Schleusenaufsicht in Brunsbüttel', 'Bootsführung bei der Wasserschutzpolizei'];

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
    // an answer changed and "Weiter" clicked straight away: the field's blur saves the draft in the
    // background, and that one click still goes on (it used to be swallowed by the save's spinner)
    await page.getByRole('textbox', { name: new RegExp(QUESTIONS[1] ?? '') }).fill(ANSWER_TWO);
    await page.getByRole('button', { name: 'Weiter' }).click();

    // 4 audio questions: listed with their time, recorded later
    await expect(page.getByRole('heading', { level: 2, name: 'Audiofragen' })).toBeVisible();
    await expect(page.getByText(AUDIO_QUESTION)).toBeVisible();
    await expect(page.getByText('Antwortzeit: 2 Minuten')).toBeVisible();
    await screenshotBothSizes(page, 'candidate-apply-4-audio', async () => {
      await expect(page.getByText(AUDIO_QUESTION)).toBeVisible();
    });
    await page.getByRole('button', { name: 'Prüfen und absenden' }).click();

    // the anonymous CV that will be sent: no name; and the answers that go with it, as last saved
    const cv = page.getByRole('article', { name: 'Ihr anonymer Lebenslauf' });
    await expect(cv).toContainText(HEADLINE_SHOWN);
    await expect(cv).not.toContainText(LAST_NAME);
    const answers = page.getByRole('region', { name: 'Ihre Antworten auf die Screening-Fragen' });
    await expect(answers).toContainText(QUESTIONS[0] ?? '');
    await expect(answers).toContainText('Kapitänspatent BK und Radarpatent');
    await expect(answers).toContainText(QUESTIONS[1] ?? '');
    await expect(answers).toContainText(ANSWER_TWO);
    await screenshotBothSizes(page, 'candidate-apply-review', async () => {
      await expect(cv).toBeVisible();
      await expect(answers).toBeVisible();
    });
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();

    // the application's page
    await expect(page).toHaveURL(/\/candidate\/applications\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Ihre Bewerbung wurde gesendet.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
    await expect(page.getByText('Beworben', { exact: true })).toBeVisible();
    await expect(page.getByText(ANSWER_TWO)).toBeVisible();
    await dismissNotifications(page);
    await screenshotBothSizes(page, 'candidate-application-detail', async () => {
      await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
    });
    const detailUrl = page.url();

    // its anonymous CV alone
    await page.getByRole('link', { name: 'Auf eigener Seite öffnen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anonymer Lebenslauf' })).toBeVisible();
    await expect(page.getByText(HEADLINE_SHOWN)).toBeVisible();
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

  test('the dashboard shows the applications, sent and rejected alike', async ({
    page,
    request,
    browser,
  }) => {
    // two jobs of the demo company, each with a screening question
    const employer = await browser.newPage();
    await signInWithPassword(employer, 'employer', DEMO_JOBS_POWER_USER, DEMO_PASSWORD);
    const jobs: PublishedJob[] = [];
    for (const jobTitle of DASHBOARD_JOBS)
      jobs.push(
        await createPublishedJob(
          employer,
          {
            jobTitle,
            jobTypeDescription: '',
            jobTypes: ['full_time'],
            contractType: 'permanent',
            experience: '2_5_years',
            officeLocation: 'Cuxhaven',
            workPlace: ['on_site'],
            salaryRange: { from: 0, to: 0 },
            industry: 'transportation_logistics',
          },
          [
            { updateType: 'responsibilities', responsibilities: `<p>${jobTitle}</p>` },
            { updateType: 'requirements', requirements: '<p>Erfahrung an der Küste</p>' },
            {
              updateType: 'screening_questions',
              screeningQuestions: [{ question: 'Seit wann fahren Sie?' }],
            },
          ],
        ),
      );

    // a new candidate: nothing sent yet, so the dashboard says so
    const email = freshEmail('dashboard');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await candidateWithProfile(page, email);
    await page.goto(areaUrl('candidate', '/candidate/'));
    await expect(page.getByText('Noch keine Bewerbungen')).toBeVisible();

    // two applications sent through the API the apply page uses; the employer rejects the second
    const sent: string[] = [];
    for (const job of jobs) {
      const draft = await apiInPage<{ id: string; screeningAnswers: { questionId: string }[] }>(
        page,
        'POST',
        '/applications',
        { jobId: job.id },
      );
      await apiInPage(page, 'PUT', `/applications/${draft.id}/screening-answers`, {
        answers: draft.screeningAnswers.map(({ questionId }) => ({ questionId, answer: 'Seit 2015' })),
      });
      await apiInPage(page, 'POST', `/applications/${draft.id}/submit`);
      sent.push(draft.id);
    }
    await apiInPage(employer, 'POST', `/company-applications/${sent[1]}/reject`, {
      noteToCandidate: 'Vielen Dank für Ihr Interesse.',
    });
    await employer.close();

    // the dashboard lists both with their status, and leads to all of them
    await page.reload();
    const mine = page.getByRole('region', { name: 'Ihre Bewerbungen', exact: true });
    const card = (index: number) => mine.getByRole('article', { name: DASHBOARD_JOBS[index] });
    await expect(card(0)).toContainText('Beworben');
    await expect(card(1)).toContainText('Abgelehnt');
    await expect(page.getByText('Noch keine Bewerbungen')).toHaveCount(0);
    await screenshotBothSizes(page, 'candidate-dashboard', async () => {
      await expect(mine).toBeVisible();
    });
    await mine.getByRole('link', { name: 'Alle Bewerbungen ansehen' }).click();
    await expect(page).toHaveURL(/\/candidate\/applications\/list$/);
  });
});
