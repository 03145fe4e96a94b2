import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_JOBS_POWER_USER, DEMO_PASSWORD } from '../demo';
import { apiInPage, createPublishedJob, signInWithPassword } from '../in-page';
import { createCandidate, freshEmail } from '../mailbox';
import { cvPdf, photoWithGps } from '../sample-files';
import { capture, dismissNotifications, inOneRow, notCutOff, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The candidate's profile against the built app and the real API (German interface): a new
 * candidate is welcomed, lands on profile/empty, creates the profile, fills sections one by one,
 * downloads the PDF in both languages and the data export, sees the employer's view without any
 * personal value, and turns the public anonymous link on, opens it signed out, and turns it off.
 */

const PASSWORD = 'Profil!Sicher5';
/** The job title "Leitstand-Koordinatorin" as employers read it: gender-neutral (issue 36). */
const JOB_TITLE_SHOWN = /Leitstand-Koordinator:in/;
/** The phone of the report: an iPhone's 375 px (VIEWPORTS.phone is the narrowest, 360 px). */
const PHONE_375 = { width: 375, height: 740 };
/** Personal values of this run: none may show in what an employer or a visitor sees. */
const PERSONAL = {
  firstName: 'Ilvy',
  lastName: 'Quandtmeyer',
  company: 'Tidenhub GmbH',
  school: 'Hochschule Bremerhaven',
  phone: '+4915112345678',
  birthDate: '19.03.1987',
};

function signIn(page: Page, email: string) {
  return signInWithPassword(page, 'candidate', email, PASSWORD);
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

async function choose(page: Page, label: string | RegExp, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('candidate profile', () => {
  test.describe.configure({ timeout: 480_000 });

  test('from the welcome to a full profile, its PDF, the employer view and the public link', async ({
    page,
    request,
    browser,
  }) => {
    const email = freshEmail('profil');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/candidate\/first-time-signin$/);
    await page.getByRole('button', { name: 'Los geht’s' }).click();

    // a new candidate is led in: profile/empty, then the first form
    await expect(page).toHaveURL(/\/candidate\/profile\/empty$/);
    await screenshotBothSizes(page, 'candidate-profile-empty', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Profil anlegen' })).toBeVisible();
    });
    await page.getByRole('link', { name: 'Selbst ausfüllen' }).click();
    await expect(page).toHaveURL(/\/candidate\/profile\/create$/);
    await expect(page.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(email);
    await page.getByRole('button', { name: 'Profil anlegen' }).click();
    await expect(page.getByText('Vorname darf nicht leer sein').first()).toBeVisible();
    await page.getByRole('textbox', { name: /^Vorname/ }).fill(PERSONAL.firstName);
    await page.getByRole('textbox', { name: /^Nachname/ }).fill(PERSONAL.lastName);
    await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill(PERSONAL.phone);
    await choose(page, /^Geschlecht/, 'Weiblich');
    // the birth date in the interface's format (D.MM.YYYY), typed, not the browser's mm/dd/yyyy control;
    // a date that does not exist is refused with the format and stays in the field to be corrected
    const birthDate = page.getByRole('textbox', { name: /^Geburtsdatum/ });
    await expect(birthDate).toHaveAttribute('placeholder', 'T.MM.JJJJ');
    await expect(birthDate).not.toHaveAttribute('type', 'date');
    await birthDate.fill('31.02.1987');
    await birthDate.press('Tab');
    await expect(page.getByText('Bitte geben Sie Ihr Geburtsdatum als T.MM.JJJJ ein')).toBeVisible();
    await expect(birthDate).toHaveValue('31.02.1987');
    await birthDate.fill(PERSONAL.birthDate);
    await birthDate.press('Tab');
    await expect(page.getByText('Bitte geben Sie Ihr Geburtsdatum als T.MM.JJJJ ein')).toHaveCount(0);
    await page.getByRole('button', { name: 'Profil anlegen' }).click();
    await expect(page).toHaveURL(/\/candidate\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    const details = section(page, 'Persönliche Angaben');
    await expect(details.getByRole('textbox', { name: /^Geburtsdatum/ })).toHaveValue(PERSONAL.birthDate);
    // its calendar speaks German too
    await details.getByRole('textbox', { name: /^Geburtsdatum/ }).click();
    await expect(page.getByRole('button', { name: 'März 1987', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // skills, saved on their own; a duplicate is refused with the domain's message and loses nothing
    const skills = section(page, 'Kenntnisse');
    await skills.getByRole('button', { name: 'Kenntnis hinzufügen' }).click();
    await skills.getByRole('textbox', { name: 'Kenntnis 1' }).fill('TypeScript');
    await skills.getByRole('button', { name: 'Kenntnis hinzufügen' }).click();
    await skills.getByRole('textbox', { name: 'Kenntnis 2' }).fill('typescript');
    await skills.getByRole('button', { name: 'Kenntnisse speichern' }).click();
    await expect(skills.getByText(/bereits hinzugefügt/).first()).toBeVisible();
    await skills.getByRole('textbox', { name: 'Kenntnis 2' }).fill('PostgreSQL');
    await skills.getByRole('button', { name: 'Kenntnisse speichern' }).click();
    await expect(page.getByText('Kenntnisse gespeichert.')).toBeVisible();

    // the other sections through the same API the page uses, with free text that names the candidate
    const resume = await apiInPage<{ id: string }>(page, 'GET', '/resumes').then(
      (answer) => (answer as unknown as { resume: { id: string } }).resume,
    );
    await apiInPage(page, 'PATCH', '/resumes', {
      updateType: 'workExperiences',
      newData: [
        {
          company: PERSONAL.company,
          industry: 'transportation_logistics',
          companySize: '50-249',
          jobTitle: 'Leitstand-Koordinatorin',
          workFrom: '2020-04',
          currentlyWorking: true,
          jobDescription: `Bei ${PERSONAL.company} koordiniere ich den Leitstand. Fragen an ${email} oder ${PERSONAL.phone}.`,
        },
      ],
    });
    await apiInPage(page, 'PATCH', '/resumes', {
      updateType: 'educations',
      newData: [
        {
          school: PERSONAL.school,
          degree: 'Bachelor of Engineering',
          studyFrom: '2015-10',
          studyTo: '2019-09',
        },
      ],
    });
    await apiInPage(page, 'PATCH', '/resumes', {
      updateType: 'languages',
      newData: [
        { iso: 'deu', level: 'business_fluent' },
        { iso: 'eng', level: 'fluent' },
      ],
    });
    await apiInPage(page, 'PATCH', '/resumes', {
      updateType: 'workInformation',
      newData: {
        personalHeadline: `Ex-${PERSONAL.lastName}s Team: Logistik mit Daten`,
        openTo: ['full_time'],
      },
    });
    await page.reload();
    await expect(section(page, 'Berufserfahrung').getByRole('textbox', { name: /^Unternehmen/ })).toHaveValue(
      PERSONAL.company,
    );

    // the photo, re-encoded by the upload
    const photo = await photoWithGps('ich.jpg');
    await page.locator('input[type="file"]').first().setInputFiles(photo);
    await expect(page.getByText('Foto gespeichert.')).toBeVisible();
    // shown once, as the avatar, not a second time as a file "already there"
    await expect(details.getByRole('img', { name: 'Ihr Profilfoto' })).toBeVisible();
    await expect(details.locator('img')).toHaveCount(1);
    await expect(details.getByText('Bereits vorhanden')).toHaveCount(0);
    await screenshotBothSizes(page, 'candidate-profile', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    });

    // the PDF in both languages and the data export
    for (const language of ['Deutsch', 'English']) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Lebenslauf als PDF (${language})` }).click();
      const file = await download;
      const bytes = await file.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk));
        return Buffer.concat(chunks);
      });
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.suggestedFilename()).toMatch(
        language === 'Deutsch' ? /^lebenslauf-.*\.pdf$/ : /^cv-.*\.pdf$/,
      );
    }
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
    expect((await exported).suggestedFilename()).toMatch(/\.json$/);

    // what an employer sees: no personal value, the masked places marked
    await dismissNotifications(page);
    await page.getByRole('link', { name: 'Ansicht für Arbeitgeber' }).first().click();
    await expect(page).toHaveURL(/\/candidate\/profile\/review$/);
    const employerView = page.getByRole('article', { name: 'Anonymer Lebenslauf' });
    await expect(employerView.getByText(JOB_TITLE_SHOWN)).toBeVisible();
    const seen = (await employerView.innerText()).toLowerCase();
    for (const value of [...Object.values(PERSONAL), email, '2020', '2015'])
      expect(seen, value).not.toContain(value.toLowerCase());
    await expect(page.getByText('Teile Ihrer Texte wurden unkenntlich gemacht')).toBeVisible();
    await screenshotBothSizes(page, 'candidate-profile-review', async () => {
      await expect(employerView).toBeVisible();
    });

    // the public anonymous link: on, opened signed out, off
    await page.goto(areaUrl('candidate', '/candidate/profile'));
    await page.getByRole('switch', { name: 'Öffentlicher Link aktiv' }).click();
    await expect(page.getByText('Öffentlicher Link aktiviert.')).toBeVisible();
    const { publicCode } = await apiInPage<{ resume: { publicCode: string } }>(page, 'GET', '/resumes').then(
      (answer) => answer.resume,
    );
    expect(resume.id).toBeTruthy();
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.setViewportSize(VIEWPORTS.phone);
    await visitorPage.goto(areaUrl('candidate', `/candidate/anonymous-profile/${publicCode}`));
    await expect(visitorPage.getByText(JOB_TITLE_SHOWN)).toBeVisible();
    const publicText = (await visitorPage.locator('body').innerText()).toLowerCase();
    for (const value of [...Object.values(PERSONAL), email])
      expect(publicText, value).not.toContain(value.toLowerCase());
    await screenshotBothSizes(visitorPage, 'candidate-anonymous-profile', async () => {
      await expect(visitorPage.getByText(JOB_TITLE_SHOWN)).toBeVisible();
    });
    await page.getByRole('switch', { name: 'Öffentlicher Link aktiv' }).click();
    await expect(page.getByText(/Öffentlicher Link deaktiviert/)).toBeVisible();
    await visitorPage.reload();
    await expect(visitorPage.getByText('Dieser Link funktioniert nicht')).toBeVisible();
    await visitor.close();
  });
});

/** A job of the demo company published through the employer API, from a signed-in employer page. */
function publishDemoJob(page: Page, jobTitle: string, skillTags: string[]) {
  return createPublishedJob(
    page,
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
      { updateType: 'skills', skillTags },
    ],
  );
}

test.describe('CV import and For you', () => {
  test.describe.configure({ timeout: 480_000 });

  test('imports a LinkedIn CSV and a PDF CV, saves a reviewed section, and For you shows the match first', async ({
    page,
    request,
    browser,
  }) => {
    const employer = await browser.newPage();
    await signInWithPassword(employer, 'employer', DEMO_JOBS_POWER_USER, DEMO_PASSWORD);
    const match = await publishDemoJob(employer, 'Tidenlotsin im Wattenmeer', ['Gezeitenrechnung']);
    await publishDemoJob(employer, 'Deichvogtin an der Elbe', ['Deichbau']);
    await employer.close();

    const email = freshEmail('import');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signIn(page, email);
    await apiInPage(page, 'PUT', '/candidates/me/onboarding').catch(() => undefined);
    await apiInPage(page, 'POST', '/resumes', {
      userDetails: { firstName: 'Wiebke', lastName: 'Harmsen', email, gender: 'female' },
    });

    // a LinkedIn export file: read on the server, reviewed, one section saved
    await page.goto(areaUrl('candidate', '/candidate/profile/import'));
    await expect(page.getByRole('heading', { level: 1, name: 'Lebenslauf importieren' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Skills.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name\nGezeitenrechnung\nSeekarten\n'),
    });
    await expect(page.getByRole('heading', { name: 'Prüfen Sie, was wir gefunden haben' })).toBeVisible();
    const skills = section(page, 'Kenntnisse');
    await expect(skills.getByRole('textbox', { name: 'Kenntnis 1' })).toHaveValue('Gezeitenrechnung');
    await skills.getByRole('button', { name: 'Kenntnisse speichern' }).click();
    await expect(skills.getByText('Gespeichert', { exact: true })).toBeVisible();
    // a reload keeps the section saved, with no second save that would add the skills twice
    await page.reload();
    await expect(section(page, 'Kenntnisse').getByText('Gespeichert', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kenntnisse speichern' })).toHaveCount(0);
    await screenshotBothSizes(page, 'candidate-profile-import-review', async () => {
      await expect(page.getByRole('heading', { name: 'Prüfen Sie, was wir gefunden haben' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page).toHaveURL(/\/candidate\/profile$/);

    // a PDF CV through the signed upload
    await page.goto(areaUrl('candidate', '/candidate/profile/import'));
    await page
      .locator('input[type="file"]')
      .setInputFiles(
        cvPdf('lebenslauf.pdf', [
          'Wiebke Harmsen',
          'Berufserfahrung',
          'Nautische Offizierin',
          'Reederei Nordkap GmbH',
          '04/2018 - heute',
          'Ausbildung',
          'Hochschule Emden',
          'Bachelor of Science',
          '2013 - 2017',
        ]),
      );
    await expect(page.getByRole('heading', { name: 'Prüfen Sie, was wir gefunden haben' })).toBeVisible();
    await expect(section(page, 'Berufserfahrung').getByRole('textbox', { name: /^Unternehmen/ })).toHaveValue(
      'Reederei Nordkap GmbH',
    );
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page).toHaveURL(/\/candidate\/profile$/);

    // For you: the job that shares the imported skill comes first and says why
    await page.goto(areaUrl('candidate', '/candidate/jobs/list?tab=for-you'));
    const first = page.getByRole('article').first();
    await expect(first.getByText('Tidenlotsin im Wattenmeer')).toBeVisible();
    await expect(first.getByText(/Gemeinsame Kenntnisse: Gezeitenrechnung/)).toBeVisible();
    expect(match.id).toBeTruthy();
    await screenshotBothSizes(page, 'candidate-jobs-for-you', async () => {
      await expect(first).toBeVisible();
    });
  });
});

test.describe('a new candidate on a phone', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the way to the CV import and the job tabs fit a 375 px screen', async ({ page, request }) => {
    const email = freshEmail('phone');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(PHONE_375);
    await signIn(page, email);
    await page.getByRole('button', { name: 'Los geht’s' }).click();
    await expect(page).toHaveURL(/\/candidate\/profile\/empty$/);

    // the import button shows its whole label, at 375 px and at the narrowest phone
    const toImport = page.getByRole('link', { name: 'Aus Lebenslauf oder LinkedIn importieren' });
    for (const size of [PHONE_375, VIEWPORTS.phone]) {
      await page.setViewportSize(size);
      await notCutOff(toImport);
      await notCutOff(page.getByRole('link', { name: 'Selbst ausfüllen' }));
    }
    await page.setViewportSize(PHONE_375);
    await capture(page, 'candidate-profile-empty-375');

    // the three job lists side by side, "Gemerkt" not pushed onto a second line
    await page.goto(areaUrl('candidate', '/candidate/jobs/list'));
    const tabs = page.getByRole('tablist', { name: 'Stellenlisten' }).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.last()).toHaveText('Gemerkt');
    for (const size of [PHONE_375, VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(size);
      await inOneRow(tabs);
      for (const tab of await tabs.all()) await notCutOff(tab);
    }
    await page.setViewportSize(PHONE_375);
    await capture(page, 'candidate-jobs-tabs-375');
    await screenshotBothSizes(page, 'candidate-jobs-tabs', async () => {
      await expect(tabs.last()).toBeVisible();
    });
  });
});
