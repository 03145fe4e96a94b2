import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { CANDIDATE_PASSWORD, candidateWithResume, sendApplication } from '../candidates';
import {
  choose,
  completeCompany,
  createCompany,
  ok,
  PASSWORD,
  publishedJob,
  REVIEWER_NAMES,
  signedIn,
  signInAsEmployer,
  type TestCompany,
} from '../employers';
import { fakeMicrophone, heard } from '../fake-microphone';
import { apiInPage, signInWithPassword } from '../in-page';
import { API, type Mail, mailsTo } from '../mailbox';
import { welcomeVideoMp4 } from '../sample-files';
import { capture, keepNotices, screenshotBothSizes } from '../screens';
import { storedFiles } from '../servers';
import { areaUrl, fetchInPage, VIEWPORTS } from '../support';

/*
 * The audio interview against the built app and the real API (German interface), in Chromium with
 * a fake microphone. First a power user edits the company's invitation template: a variable from
 * the menu in the subject, a cc address, a welcome video, the live preview with the variables
 * filled in; a regular user opens it read-only. Then the person in charge screens an application
 * of a job with two audio questions (two reviewers rate it) and invites it to the audio interview
 * with a due date and two audio reviewers; the invitation arrives in the development mailbox from
 * the edited template, with the job, the company and the due date filled in and a link to the
 * video, and the cc address gets its copy; with the server's clock moved to 60 hours before the due
 * date (the development clock), the 72-hour reminder arrives too. The candidate reads the
 * instruction page, reads each question (on Playwright's clock, so nobody waits 30 seconds),
 * records, re-records the first answer once, listens to the altered voice and submits all answers:
 * the application is evaluating. The two audio reviewers rate independently (the second sees
 * nothing of the first's until their own are in), and the application shows both. No mail to the
 * company names the candidate.
 */

test.use(fakeMicrophone());

const [SCREEN_1, SCREEN_2, AUDIO_1, AUDIO_2] = REVIEWER_NAMES.map(
  (name) => `${name.firstName} ${name.lastName}`,
) as [string, string, string, string];

const AUDIO_QUESTIONS = [
  { question: 'Wie planen Sie den Umschlag eines verspäteten Containerschiffs neu?', duration: 60 },
  { question: 'Erzählen Sie von einer Schnittstelle, die Sie vereinfacht haben.', duration: 45 },
] as const;

/** The label of the candidate made here: their name (Kimaudio Kandidataudio) must reach no employer. */
const LABEL = 'audio';

/**
 * The company of the journey, made by its first test: the template edited there is the one the
 * invitation of the second is sent from. Four reviewers: two for the screening, two for the audio.
 */
let journeyCompany: Promise<TestCompany> | undefined;
const companyOfJourney = (request: APIRequestContext) => {
  journeyCompany ??= createCompany(request, 'Elbe Audio', { reviewers: 4 });
  return journeyCompany;
};
/** The cc address the template gets: colleagues who receive a copy of every invitation. */
const CC = `recruiting.${Date.now()}@elbe-audio.example`;
/** The invitation's subject as the power user writes it, `{{due_date}}` inserted from the menu. */
const SUBJECT_START = 'Audio-Interview für {{job_position}}: bitte bis ';
const SUBJECT_END = ' antworten';

/** A signed-in employer in a browser context of their own (the candidate has the default one). */
async function employerPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await signInAsEmployer(page, email);
  return page;
}

/** A due date as the German mails write it (`formatDateTime` of the domain: D.MM.YYYY HH:mm, Berlin). */
function germanDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Waits for the first mail to `email` with `subject` and returns it. */
async function mailWithSubject(request: APIRequestContext, email: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, email)).find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { timeout: 60_000, message: `the mail „${subject}“ to ${email}` },
    )
    .toBe(true);
  return found as Mail;
}

/** Gives a 1–5 star rating the keyboard way: focus the star's radio and press Space. */
async function rate(scope: Locator, label: string, stars: number) {
  const group = scope.getByRole('radiogroup', { name: label });
  await group.getByRole('radio', { name: `${stars} von 5 Sternen` }).focus();
  await scope.page().keyboard.press('Space');
}

/** Plays the altered answer to question `number` in the audio tab: the browser loads the file. */
async function listenTo(page: Page, number: number) {
  await page.getByRole('button', { name: `Antwort abspielen (Frage ${number})` }).click();
  const player = page.locator(`audio[aria-label="Antwort auf Frage ${number}"]`);
  await expect
    .poll(() => player.evaluate((element: HTMLAudioElement) => element.readyState >= 1 && element.duration))
    .toBeGreaterThan(1.5);
}

/** An audio reviewer rates both answers with a comment each and submits them, once. */
async function rateAudio(
  page: Page,
  ratings: readonly [number, number],
  comments: readonly [string, string],
) {
  for (const [index, stars] of ratings.entries()) {
    const answer = page.getByRole('article').nth(index);
    await rate(answer, `Bewertung der Antwort ${index + 1}`, stars);
    await answer.getByRole('textbox', { name: 'Kommentar' }).fill(comments[index] ?? '');
  }
  const notices = await keepNotices(page);
  await page.getByRole('button', { name: 'Bewertung absenden' }).click();
  await expect.poll(notices).toContain('Ihre Bewertung wurde abgesendet.');
}

/** The altered answer on the answer page: its file loads and plays longer than a second and a half. */
async function alteredAnswerPlays(page: Page): Promise<string> {
  const audio = page.getByTestId('altered-audio');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState >= 1 && element.duration))
    .toBeGreaterThan(1.5);
  const source = (await audio.getAttribute('src')) ?? '';
  const file = await fetchInPage(page, source);
  expect(file.status).toBe(200);
  return source;
}

test.describe('audio interview', () => {
  // the second journey invites with the template the first one edits
  test.describe.configure({ mode: 'serial', timeout: 900_000 });

  test('a power user edits the invitation template with a variable, a cc and a welcome video', async ({
    page,
    browser,
    request,
  }) => {
    const company = await companyOfJourney(request);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsEmployer(page, company.powerUser);
    await page.goto(areaUrl('employer', '/employer/templates'));
    const invitations = page.getByRole('region', { name: 'Einladung zum Audio-Interview' });
    await screenshotBothSizes(page, 'employer-templates', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Vorlagen' })).toBeVisible();
      await expect(
        invitations.getByRole('link', { name: 'Einladung zum Audio-Interview', exact: true }),
      ).toBeVisible();
    });
    await invitations.getByRole('link', { name: 'Einladung zum Audio-Interview', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Einladung zum Audio-Interview' }),
    ).toBeVisible();

    // the subject, with the due date inserted from the menu where the cursor is
    const subject = page.getByRole('textbox', { name: 'Betreff' });
    await subject.fill(SUBJECT_START);
    await subject.press('End');
    await page.getByRole('button', { name: 'Variable einfügen in Betreff' }).click();
    await page.getByRole('menuitem', { name: /^Frist/ }).click();
    await expect(subject).toHaveValue(`${SUBJECT_START}{{due_date}}`);
    await page.keyboard.type(SUBJECT_END);
    await expect(subject).toHaveValue(`${SUBJECT_START}{{due_date}}${SUBJECT_END}`);

    // a cc list that is none is refused in words; then the colleagues' address
    const cc = page.getByRole('textbox', { name: 'Cc' });
    await cc.fill('recruiting at elbe-audio');
    await cc.blur();
    await expect(page.getByText('Ungültige E-Mail-Liste')).toBeVisible();
    await cc.fill(CC);
    await expect(page.getByText('Ungültige E-Mail-Liste')).toHaveCount(0);

    // the welcome video, through the uploads
    await page.locator('input[type="file"]').setInputFiles(welcomeVideoMp4());
    await expect(
      page.getByText('Neues Video; es wird mit der Vorlage gespeichert.', { exact: false }),
    ).toBeVisible({
      timeout: 60_000,
    });

    // the live preview fills the variables with a sample application
    const preview = page.getByTestId('preview-subject');
    await expect(preview).toHaveText(
      /^Audio-Interview für Projektmanager:in Digitalisierung: bitte bis \d{1,2}\.\d{2}\.\d{4} \d{2}:\d{2} antworten$/,
    );
    const mail = page.frameLocator('iframe[title="Vorschau der E-Mail"]');
    await expect(
      mail.getByText('Ihre Bewerbung als Projektmanager:in Digitalisierung', { exact: false }),
    ).toBeVisible();
    await expect(mail.getByText(`Mit freundlichen Grüßen`, { exact: false })).toContainText(company.name);
    await screenshotBothSizes(page, 'employer-template-editor', async () => {
      await expect(preview).toContainText('Projektmanager:in Digitalisierung');
    });

    const notices = await keepNotices(page);
    await page.getByRole('button', { name: 'Vorlage speichern' }).click();
    await expect.poll(notices).toContain('Die Vorlage wurde gespeichert.');
    await page.reload();
    await expect(subject).toHaveValue(`${SUBJECT_START}{{due_date}}${SUBJECT_END}`);
    await expect(cc).toHaveValue(CC);
    await expect(page.getByText('Aktuelles Video', { exact: false })).toBeVisible();

    // a regular user reads the template and its preview, and cannot change it
    const reader = await employerPage(browser, company.regularUser);
    await reader.goto(areaUrl('employer', '/employer/templates'));
    await reader
      .getByRole('region', { name: 'Einladung zum Audio-Interview' })
      .getByRole('link', { name: 'Einladung zum Audio-Interview', exact: true })
      .click();
    await screenshotBothSizes(reader, 'employer-template-read-only', async () => {
      await expect(reader.getByText('Nur lesen', { exact: true })).toBeVisible();
      await expect(reader.getByTestId('preview-subject')).toContainText('Projektmanager:in Digitalisierung');
    });
    await expect(reader.getByText(CC)).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Vorlage speichern' })).toHaveCount(0);
    await expect(reader.getByRole('textbox', { name: 'Betreff' })).toHaveCount(0);
    await reader.context().close();
  });

  test('invite, record with one re-record, submit, and two audio reviewers rate independently', async ({
    page,
    browser,
    request,
  }) => {
    // the company with two reviewers for the screening and two for the audio interview, the job, the application
    const company = await companyOfJourney(request);
    const [screener1 = '', screener2 = '', audioReviewer1 = '', audioReviewer2 = ''] = company.reviewers;
    const employer = await completeCompany(company);
    const jobTitle = `Disponent:in Containerterminal ${Date.now()}`;
    const jobId = await publishedJob(
      employer,
      jobTitle,
      ['Warum möchten Sie bei uns arbeiten?'],
      AUDIO_QUESTIONS,
    );
    const candidate = await candidateWithResume(request, LABEL, 'Disposition mit Hafenerfahrung');
    const applicationId = await sendApplication(candidate, jobId);
    await candidate.dispose();

    // the person in charge puts two reviewers on it and starts the screening
    const boss = await employerPage(browser, company.powerUser);
    await boss.goto(areaUrl('employer', `/employer/applications/${applicationId}`));
    await expect(boss.getByRole('heading', { level: 1, name: 'Bewerbung #1' })).toBeVisible();
    await choose(boss, /^Verantwortliche Person/, 'Paula Petersen (Power-User)');
    await choose(boss, /^Prüfende Personen$/, `${SCREEN_1} (Prüfer:in)`);
    await choose(boss, /^Prüfende Personen$/, `${SCREEN_2} (Prüfer:in)`);
    await boss.getByRole('button', { name: 'Zuständigkeiten speichern' }).click();
    await expect(boss.getByText('Die Zuständigkeiten wurden gespeichert.')).toBeVisible();
    const status = boss.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: 'Screening starten' }).click();
    await expect(status.getByText('Screening', { exact: true })).toBeVisible();

    // the invitation: the due date the form offers (7 days) and two audio reviewers
    await boss.getByRole('tab', { name: 'Audiofragen' }).click();
    await expect(boss.getByText(AUDIO_QUESTIONS[0].question)).toBeVisible();
    await status.getByRole('button', { name: 'Zum Audio-Interview einladen' }).click();
    const dialog = boss.getByRole('dialog', { name: 'Bewerbung #1 zum Audio-Interview einladen' });
    const intro = dialog.getByText('Antworten auf die 2 Audiofragen der Stelle', { exact: false });
    await expect(intro).toBeVisible();
    const sendInvitation = dialog.getByRole('button', { name: 'Einladung senden' });
    // without an audio reviewer the form says what is missing
    await sendInvitation.click();
    await expect(
      dialog.getByText('Bitte weisen Sie für das Audio-Interview eine weitere prüfende Person zu.'),
    ).toBeVisible();
    // the screening's reviewers are not offered: whoever rated the CV does not rate the voice
    await dialog.getByRole('combobox', { name: /^Prüfende Personen Audio-Interview/ }).click();
    await expect(boss.getByRole('option', { name: `${SCREEN_1} (Prüfer:in)` })).toHaveCount(0);
    await boss.getByRole('option', { name: `${AUDIO_1} (Prüfer:in)`, exact: true }).click();
    await boss.getByRole('option', { name: `${AUDIO_2} (Prüfer:in)`, exact: true }).click();
    await intro.click();
    await screenshotBothSizes(boss, 'employer-audio-invitation', async () => {
      await expect(sendInvitation).toBeVisible();
    });
    // before the reviewers have rated, the server refuses
    await sendInvitation.click();
    await expect(
      dialog.getByText('Bitte geben Sie alle Bewertungen ab, bevor Sie fortfahren.'),
    ).toBeVisible();

    // the reviewers rate the CV and the answer (their browser journey is the board's)
    for (const reviewer of [screener1, screener2]) {
      const api = await signedIn('employer', reviewer, PASSWORD);
      const open = (await ok(await api.get(`${API}/api/company-applications/${applicationId}`))) as {
        screeningAnswers: { questionId: string }[];
      };
      await ok(
        await api.post(`${API}/api/company-applications/${applicationId}/ratings`, {
          data: {
            cv: { rating: 4, comment: '' },
            answers: open.screeningAnswers.map(({ questionId }) => ({ questionId, rating: 4, comment: '' })),
          },
        }),
      );
      await api.dispose();
    }
    await sendInvitation.click();
    await expect(boss.getByText('Die Einladung zum Audio-Interview wurde versendet.')).toBeVisible();
    await expect(status.getByText('Audio-Interview', { exact: true })).toBeVisible();
    const invited = (await ok(await employer.get(`${API}/api/company-applications/${applicationId}`))) as {
      dueDate: string;
      status: string;
    };
    expect(invited.status).toBe('recording');
    const due = germanDateTime(invited.dueDate);
    await screenshotBothSizes(boss, 'employer-audio-waiting', async () => {
      await expect(
        boss.getByText('Die Antworten erscheinen hier, sobald die Person sie einreicht'),
      ).toBeVisible();
    });

    // the invitation arrives from the company's template, the variables filled in
    const subject = `Audio-Interview für ${jobTitle}: bitte bis ${due}${SUBJECT_END}`;
    const invitation = await mailWithSubject(request, candidate.email, subject);
    expect(invitation.text).toContain(`Ihre Bewerbung als ${jobTitle}`);
    expect(invitation.text).toContain(`bis zum ${due}`);
    expect(invitation.text).toContain(`Mit freundlichen Grüßen\n${company.name}`);
    expect(invitation.text).not.toMatch(/\{\{|\}\}/);
    // the welcome video is linked, not attached; the colleagues in cc get a copy of their own
    const videoLink = invitation.text.match(/Begrüßungsvideo ansehen:\n(\S+)/)?.[1] ?? '';
    expect(videoLink).toMatch(/^http:\/\/candidate\.localhost:\d+\//);
    const copy = await mailWithSubject(request, CC, subject);
    expect(copy.text).toContain(videoLink);

    // a reminder: the development clock moves the server's "now" to 60 hours before the due date
    // and runs the reminders there (http/dev-clock.ts); the 72-hour one arrives, then back to now
    const hoursToDue = (Date.parse(invited.dueDate) - Date.now()) / 3_600_000;
    const moved = await request.post(`${API}/dev/clock`, { data: { advanceHours: hoursToDue - 60 } });
    expect(moved.status()).toBe(200);
    const reminder = await mailWithSubject(
      request,
      candidate.email,
      `Erinnerung: Ihr Audio-Interview für ${jobTitle} bei ${company.name}`,
    );
    expect(reminder.text).toContain(`Sie haben noch 3 Tage Zeit: Die Frist endet am ${due}.`);
    expect(reminder.text).toContain(`/candidate/applications/${applicationId}/audio-recording-instruction`);
    expect((await request.post(`${API}/dev/clock`, { data: { reset: true } })).status()).toBe(200);

    // the candidate: the card on the application, the instruction page (the answers of journeys
    // before this one stay on the server: only the new ones are this candidate's)
    const earlier = new Set(storedFiles('recordings'));
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInWithPassword(page, 'candidate', candidate.email, CANDIDATE_PASSWORD);
    await apiInPage(page, 'PUT', '/candidates/me/onboarding').catch(() => undefined);
    const video = await fetchInPage(page, videoLink);
    expect(video.status).toBe(200);
    expect(video.body.subarray(4, 8).toString('latin1')).toBe('ftyp');
    await page.goto(areaUrl('candidate', `/candidate/applications/${applicationId}`));
    await expect(page.getByText('Ihr Audio-Interview')).toBeVisible();
    await page.getByRole('link', { name: 'Zum Audio-Interview' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/candidate/applications/${applicationId}/audio-recording-instruction$`),
    );
    await screenshotBothSizes(page, 'candidate-audio-instruction', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Audio-Interview' })).toBeVisible();
      await expect(page.getByTestId('interview-size')).toContainText('2 Fragen');
    });
    await expect(page.getByText(`Bitte antworten Sie bis ${due.replace(' ', ', ')} Uhr.`)).toBeVisible();
    await page.getByRole('link', { name: 'Audio-Interview beginnen' }).click();
    await expect(page).toHaveURL(/\/candidate\/applications\/record\/answer\//);

    // question 1: 30 seconds to read on a clock the test sets, then recording starts by itself
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await expect(page.getByRole('heading', { name: 'Frage 1 von 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Frage 1 anzeigen' }).click();
    const reading = page.getByTestId('reading-countdown');
    await expect(reading).toHaveText('Die Aufnahme beginnt in 0:30');
    await expect(page.getByRole('heading', { name: AUDIO_QUESTIONS[0].question })).toBeVisible();
    await screenshotBothSizes(page, 'candidate-audio-reading', async () => {
      await expect(reading).toBeVisible();
    });
    await page.clock.setFixedTime(start + 30_000);
    await expect(page.getByText('Aufnahme läuft – sprechen Sie jetzt')).toBeVisible();
    await expect(page.getByTestId('limit-countdown')).toHaveText('Noch 1:00');
    await heard(page);
    await page.getByRole('button', { name: 'Aufnahme beenden' }).click();
    await expect(page.getByText(`So hört ${company.name} Sie`)).toBeVisible();
    const first = await alteredAnswerPlays(page);

    // the one re-record within 60 seconds replaces the first version
    await page.clock.setFixedTime(start + 40_000);
    await page.getByRole('button', { name: 'Erneut aufnehmen (0:50)' }).click();
    await expect(page.getByText('Erneute Aufnahme – diese Fassung ersetzt die erste')).toBeVisible();
    await heard(page);
    await page.getByRole('button', { name: 'Aufnahme beenden' }).click();
    await expect.poll(() => page.getByTestId('altered-audio').getAttribute('src')).not.toBe(first);
    await alteredAnswerPlays(page);
    await expect(page.getByRole('button', { name: /^Erneut aufnehmen/ })).toHaveCount(0);
    await capture(page, 'candidate-audio-answered-desktop');
    await page.getByRole('button', { name: 'Diese Antwort behalten' }).click();
    await page.getByRole('button', { name: 'Nächste Frage' }).click();

    // question 2, answered once and kept
    await expect(page.getByText('1 von 2 Fragen beantwortet').first()).toBeVisible();
    await page.clock.setFixedTime(start + 120_000);
    await page.getByRole('button', { name: 'Frage 2 anzeigen' }).click();
    await expect(page.getByTestId('reading-countdown')).toHaveText('Die Aufnahme beginnt in 0:30');
    await page.clock.setFixedTime(start + 150_000);
    await expect(page.getByText('Aufnahme läuft – sprechen Sie jetzt')).toBeVisible();
    await heard(page);
    await page.getByRole('button', { name: 'Aufnahme beenden' }).click();
    await alteredAnswerPlays(page);
    await page.getByRole('button', { name: 'Diese Antwort behalten' }).click();
    await page.getByRole('button', { name: 'Antworten prüfen' }).click();

    // the summary: both altered answers to listen to once more, then all submitted at once
    await expect(page.getByRole('heading', { name: 'Ihre Antworten' })).toBeVisible();
    const players = page.getByTestId('altered-audio');
    await expect(players).toHaveCount(2);
    const send = page.getByRole('button', { name: 'Alle Antworten absenden' });
    await expect(send).toBeEnabled();
    await screenshotBothSizes(page, 'candidate-audio-summary', async () => {
      await expect(players).toHaveCount(2);
    });
    await send.click();
    const confirm = page.getByRole('dialog', { name: 'Alle Antworten absenden?' });
    await expect(confirm).toContainText(`Ihre 2 Antworten gehen zusammen an ${company.name}`);
    await confirm.getByRole('button', { name: 'Antworten absenden' }).click();
    await expect(page).toHaveURL(new RegExp(`/candidate/applications/${applicationId}$`));
    await expect(page.getByText('Audio-Interview abgeschickt')).toBeVisible();
    await expect(page.getByText('In Bewertung').first()).toBeVisible();
    await capture(page, 'candidate-audio-submitted-desktop');
    // storage keeps the altered answers (the replaced first version is gone) and no raw recording
    expect(storedFiles('raw-recordings')).toEqual([]);
    expect(storedFiles('recordings').filter((name) => !earlier.has(name))).toHaveLength(2);

    // the first audio reviewer rates: they see no one's rating, and must rate every answer
    const vera = await employerPage(browser, audioReviewer1);
    await vera.getByRole('list', { name: 'Bewerbungen' }).getByRole('link', { name: 'Bewerbung #1' }).click();
    await vera.getByRole('tab', { name: 'Audiofragen' }).click();
    await expect(
      vera.getByText(
        '0 von 2 prüfenden Personen haben das Audio-Interview bewertet – die Bewertungen erscheinen, sobald Sie Ihre abgesendet haben.',
      ),
    ).toBeVisible();
    await listenTo(vera, 1);
    await listenTo(vera, 2);
    await vera.getByRole('button', { name: 'Bewertung absenden' }).click();
    await expect(vera.getByText('Bitte bewerten Sie alle Antworten, bevor Sie fortfahren.')).toBeVisible();
    await screenshotBothSizes(vera, 'employer-audio-rating', async () => {
      await expect(vera.getByRole('heading', { name: 'Ihre Bewertung' })).toBeVisible();
    });
    await rateAudio(vera, [4, 3], ['Klare Struktur, ruhig erklärt.', 'Etwas knapp.']);
    const veraTab = vera.getByRole('tabpanel', { name: 'Audiofragen' });
    await expect(veraTab).toContainText('1 von 2 prüfenden Personen haben das Audio-Interview bewertet');
    await expect(veraTab).toContainText('Klare Struktur, ruhig erklärt.');
    await vera.context().close();

    // the second sees only the count until their own ratings are in
    const wiebke = await employerPage(browser, audioReviewer2);
    await wiebke
      .getByRole('list', { name: 'Bewerbungen' })
      .getByRole('link', { name: 'Bewerbung #1' })
      .click();
    await wiebke.getByRole('tab', { name: 'Audiofragen' }).click();
    const wiebkeTab = wiebke.getByRole('tabpanel', { name: 'Audiofragen' });
    await expect(wiebkeTab).toContainText(
      '1 von 2 prüfenden Personen haben das Audio-Interview bewertet – die Bewertungen erscheinen, sobald Sie Ihre abgesendet haben.',
    );
    await expect(wiebkeTab).not.toContainText(AUDIO_1);
    await expect(wiebkeTab).not.toContainText('Klare Struktur');
    await listenTo(wiebke, 1);
    await rateAudio(wiebke, [5, 4], ['Sehr überzeugend.', 'Gutes Beispiel aus der Praxis.']);
    await expect(wiebkeTab).toContainText('2 von 2 prüfenden Personen haben das Audio-Interview bewertet');
    await expect(wiebkeTab).toContainText(AUDIO_1);
    await expect(wiebkeTab).toContainText(AUDIO_2);
    await expect(wiebkeTab).toContainText('Klare Struktur, ruhig erklärt.');
    await wiebke.context().close();

    // the person in charge sees the application evaluating with both audio ratings
    await boss.reload();
    await expect(status.getByText('In Bewertung', { exact: true })).toBeVisible();
    await expect(boss.getByRole('region', { name: 'Bewertungen', exact: true })).toContainText(
      '2 von 2 prüfenden Personen haben das Audio-Interview bewertet',
    );
    await boss.getByRole('tab', { name: 'Audiofragen' }).click();
    const bossTab = boss.getByRole('tabpanel', { name: 'Audiofragen' });
    for (const text of [AUDIO_1, AUDIO_2, 'Etwas knapp.', 'Gutes Beispiel aus der Praxis.']) {
      await expect(bossTab).toContainText(text);
    }
    // the journeys run without TRANSCRIBE_MODEL: each answer says it has no transcript
    await expect(bossTab.getByText('Kein Transkript', { exact: true })).toHaveCount(2);
    await screenshotBothSizes(boss, 'employer-audio-rated', async () => {
      await expect(bossTab.getByText(AUDIO_2).first()).toBeVisible();
    });
    await listenTo(boss, 1);
    await boss.context().close();

    // no mail to the company's people names the candidate or gives their address
    const personal = [candidate.email, `kim.${LABEL}@example.org`, `Kim${LABEL}`, `Kandidat${LABEL}`];
    for (const address of [company.powerUser, company.regularUser, ...company.reviewers, CC]) {
      for (const mail of await mailsTo(request, address)) {
        const whole = `${mail.subject}\n${mail.text}\n${(mail as { html?: string }).html ?? ''}`;
        for (const marker of personal) expect(whole, `a mail to ${address}`).not.toContain(marker);
      }
    }
    await employer.dispose();
  });
});
