import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
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
import { API, attachmentText, type Mail, mailFromTemplate, mailsTo } from '../mailbox';
import { screenedApplication } from '../screening';
import { keepNotices, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The interview and the reveal against the built app and the real API (German interface). The
 * person in charge approves a screened application with an interview invitation: a meeting link, a
 * second interviewer and three time slots picked on the calendar, in the company's zone (Berlin).
 * The candidate, whose browser runs in New York, sees the slots in New York time (one of them on
 * the day before, as it is there) and confirms one; the calendar screen lists it. The candidate and
 * both interviewers get a calendar file: ical.js reads back the same UID, the start and end of the
 * chosen slot with TZID Europe/Berlin, and the interviewers' file names the application, never the
 * candidate. Before the interview the employer's resume tab shows only the notice; with the
 * server's clock moved past the interview (the development clock, reset after the test whatever
 * happens) the candidate shares their full profile through the confirmation, and the resume tab
 * shows it.
 */

/** The company plans in Berlin (COMPANY_TIME_ZONE); the candidate lives in New York. */
const COMPANY_ZONE = 'Europe/Berlin';
const CANDIDATE_ZONE = 'America/New_York';

test.use({ timezoneId: CANDIDATE_ZONE, viewport: VIEWPORTS.desktop });

/** The label of the candidate made here: their name (Kimtermin Kandidattermin) reaches no employer before the reveal. */
const LABEL = 'termin';
const MEETING_URL = 'https://meet.example.com/hafen-termine';
const [RATER, COLLEAGUE] = REVIEWER_NAMES.map((name) => `${name.firstName} ${name.lastName}`) as [
  string,
  string,
];

/**
 * The three slots the person in charge proposes, in Berlin: days after today, start and end. The
 * third one, half past midnight in Berlin, is the evening before in New York.
 */
const SLOTS = [
  { inDays: 2, start: '09:30', end: '10:30' },
  { inDays: 3, start: '15:00', end: '16:00' },
  { inDays: 4, start: '00:30', end: '01:30' },
] as const;
/** The slot the candidate confirms. */
const CHOSEN = 1;

/**
 * Where the screenshots of the new screens go besides e2e/screenshots (E2E_SHOTS_DIR, for people
 * to look at; unset, only the usual ones are taken), at the sizes people look at them.
 */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
const SHOT_SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** The usual screenshots (with the accessibility and sideways-scroll checks), and the extra ones. */
async function photograph(page: Page, name: string, ready: () => Promise<void>) {
  await screenshotBothSizes(page, name, ready);
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  // a dialog covers the window only: the whole page would show the page below it uncovered
  const fullPage = !(await page.getByRole('dialog').first().isVisible());
  for (const [size, viewport] of Object.entries(SHOT_SIZES)) {
    await page.setViewportSize(viewport);
    await ready();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${size}.png`), fullPage });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Date (D.MM.YYYY, as the German interface writes it) and time (HH:mm) of an instant in a zone. */
function wallClock(iso: string, timeZone: string): { date: string; time: string; day: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${Number(parts.day)}.${parts.month}.${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

/** A slot as the German interface writes it in a zone: "30.11.2026, 09:30–10:30 Uhr". */
function slotText(slot: { start: string; end: string }, timeZone: string): string {
  const start = wallClock(slot.start, timeZone);
  return `${start.date}, ${start.time}–${wallClock(slot.end, timeZone).time} Uhr`;
}

/** `YYYY-MM-DD`, `days` after today in Berlin. */
function berlinDay(days: number): string {
  const today = wallClock(new Date().toISOString(), COMPANY_ZONE).day;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** Picks a day on the calendar of the slot's day field, turning to the next month when needed. */
async function pickDay(page: Page, field: Locator, day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const label = `${date} ${GERMAN_MONTHS[month - 1]} ${year}`;
  await field.click();
  const button = page.getByRole('button', { name: label, exact: true });
  // the calendar's first day names its month: wait for it before asking whether the day is shown,
  // and after each turn for the month to change (a busy browser draws late)
  const firstDay = page
    .getByRole('button', { name: /^1 \S+ \d{4}$/ })
    .filter({ visible: true })
    .first();
  await expect(firstDay).toBeVisible();
  for (let turn = 0; turn < 2 && !(await button.isVisible()); turn += 1) {
    const shown = await firstDay.getAttribute('aria-label');
    await page.locator('button[data-direction="next"]').filter({ visible: true }).first().click();
    await expect(firstDay).not.toHaveAttribute('aria-label', shown ?? '');
  }
  await button.click();
}

/**
 * Types `HH:mm` into a time field as a person does: the four digits into the hours, which move on
 * to the minutes by themselves; the field shows them so (24 hours).
 */
async function typeTime(dialog: Locator, label: string, time: string) {
  const hours = dialog.getByRole('spinbutton', { name: `${label}, Stunden`, exact: true });
  const minutes = dialog.getByRole('spinbutton', { name: `${label}, Minuten`, exact: true });
  await hours.click();
  await hours.pressSequentially(time.replace(':', ''));
  await expect(hours).toHaveValue(time.slice(0, 2));
  await expect(minutes).toHaveValue(time.slice(3));
}

/** A signed-in employer in a browser context of their own, in the company's zone. */
async function employerPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: COMPANY_ZONE });
  const page = await context.newPage();
  await signInAsEmployer(page, email);
  return page;
}

/** The event of a calendar file read back with ical.js, its own VTIMEZONE turning wall times into instants. */
function calendarEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the calendar file has no VEVENT');
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    summary: event.summary,
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

/** The one `.ics` of a calendar mail, downloaded from the development mailbox. */
async function calendarFileOf(request: APIRequestContext, mail: Mail): Promise<string> {
  const files = mail.attachments.filter((file) => file.contentType.startsWith('text/calendar'));
  expect(files.map((file) => file.filename)).toEqual(['invite.ics']);
  return attachmentText(request, files[0] as Mail['attachments'][number]);
}

/** Moves the server's clock (the development clock) and returns its new "now". */
async function moveServerClock(request: APIRequestContext, body: object): Promise<string> {
  return ((await ok(await request.post(`${API}/dev/clock`, { data: body }))) as { now: string }).now;
}

test.describe('interview and reveal', () => {
  test.describe.configure({ timeout: 300_000 });

  // the journey moves the server's clock: back to the real time whatever happened
  test.afterEach(async ({ request }) => {
    await moveServerClock(request, { reset: true });
  });

  test('three slots proposed in Berlin, one confirmed in New York, calendar files for both sides, and the reveal after the interview', async ({
    page,
    browser,
    request,
  }) => {
    // the scene, through the API: a company, a job without audio questions, a screened and rated application
    const company = await createCompany(request, 'Hafen Termine', { reviewers: 2 });
    const [rater = '', colleague = ''] = company.reviewers;
    const employer = await completeCompany(company);
    const jobTitle = `Terminplaner:in Werftlogistik ${Date.now()}`;
    const jobId = await publishedJob(employer, jobTitle, ['Warum möchten Sie bei uns arbeiten?']);
    const candidate = await candidateWithResume(request, LABEL, 'Disposition mit Terminerfahrung');
    const applicationId = await sendApplication(candidate, jobId);
    await candidate.dispose();
    const { base } = await screenedApplication(employer, applicationId, {
      personInCharge: 'Paula Petersen',
      raterName: RATER,
      raterEmail: rater,
    });

    // the person in charge approves with an invitation: link, a second interviewer, three slots on the calendar
    const boss = await employerPage(browser, company.powerUser);
    await boss.goto(areaUrl('employer', `/employer/applications/${applicationId}`));
    await expect(boss.getByRole('heading', { level: 1, name: 'Bewerbung #1' })).toBeVisible();
    const status = boss.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: 'Mit Einladung zum Gespräch freigeben' }).click();
    const dialog = boss.getByRole('dialog', { name: 'Bewerbung #1 zum Vorstellungsgespräch einladen' });
    const intro = dialog.getByText('Schlagen Sie Termine für das Gespräch vor.', { exact: false });
    await expect(intro).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Meeting-Link/ }).fill(MEETING_URL);
    // the person in charge is the first interviewer already; a colleague joins
    await expect(dialog.getByText('Paula Petersen (Power-User)')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Gesprächsführende/ }).click();
    await boss.getByRole('option', { name: `${COLLEAGUE} (Prüfer:in)`, exact: true }).click();
    await intro.click();
    for (const [index, slot] of SLOTS.entries()) {
      const number = index + 1;
      if (index > 0) await dialog.getByRole('button', { name: 'Termin hinzufügen' }).click();
      await pickDay(
        boss,
        dialog.getByRole('button', { name: `Tag von Termin ${number}`, exact: true }),
        berlinDay(slot.inDays),
      );
      await typeTime(dialog, `Beginn von Termin ${number}`, slot.start);
      await typeTime(dialog, `Ende von Termin ${number}`, slot.end);
    }
    const send = dialog.getByRole('button', { name: 'Freigeben und Einladung senden' });
    await photograph(boss, 'employer-interview-invitation', async () => {
      await expect(send).toBeVisible();
    });
    const bossNotices = await keepNotices(boss);
    await send.click();
    await expect.poll(bossNotices).toContain('Die Einladung wurde gesendet.');
    await expect(status.getByText('Terminanfrage gesendet', { exact: true })).toBeVisible();

    // the slots as the API keeps them: the Berlin times typed; the interview card lists them in Berlin
    const proposed = (
      (await ok(await employer.get(`${base}/interview`))) as {
        slots: { id: string; start: string; end: string }[];
      }
    ).slots;
    expect(
      proposed.map((slot) => [
        wallClock(slot.start, COMPANY_ZONE).day,
        wallClock(slot.start, COMPANY_ZONE).time,
        wallClock(slot.end, COMPANY_ZONE).time,
      ]),
    ).toEqual(SLOTS.map((slot) => [berlinDay(slot.inDays), slot.start, slot.end]));
    const facts = boss.getByRole('region', { name: 'Vorstellungsgespräch', exact: true });
    for (const slot of proposed) {
      const start = wallClock(slot.start, COMPANY_ZONE);
      await expect(facts).toContainText(
        `${start.date}, ${start.time}–${wallClock(slot.end, COMPANY_ZONE).time}`,
      );
    }
    await expect(facts).toContainText(`#1 — ${jobTitle}`);
    await photograph(boss, 'employer-interview-proposed', async () => {
      await expect(facts.getByText('Die Terminwahl steht noch aus.')).toBeVisible();
    });

    // before the interview the resume tab keeps the person hidden
    await boss.getByRole('tab', { name: 'Lebenslauf', exact: true }).click();
    const resumeTab = boss.getByRole('tabpanel', { name: 'Lebenslauf', exact: true });
    await photograph(boss, 'employer-resume-hidden', async () => {
      await expect(resumeTab.getByText('Das vollständige Profil bleibt verborgen')).toBeVisible();
    });

    // the candidate, in New York, sees the slots in New York time and says which zone that is
    await signInWithPassword(page, 'candidate', candidate.email, CANDIDATE_PASSWORD);
    await apiInPage(page, 'PUT', '/candidates/me/onboarding').catch(() => undefined);
    await page.goto(areaUrl('candidate', `/candidate/applications/${applicationId}`));
    const card = page.getByRole('region', { name: 'Wählen Sie Ihren Gesprächstermin' });
    await expect(card).toContainText(`Die Zeiten werden in Ihrer Zeitzone angezeigt (${CANDIDATE_ZONE}).`);
    for (const slot of proposed)
      await expect(card.getByRole('radio', { name: slotText(slot, CANDIDATE_ZONE) })).toBeVisible();
    // the midnight slot of Berlin is on the evening before in New York
    const lateSlot = proposed[2] ?? proposed[0];
    expect(wallClock(lateSlot?.start ?? '', CANDIDATE_ZONE).day).not.toBe(
      wallClock(lateSlot?.start ?? '', COMPANY_ZONE).day,
    );
    await photograph(page, 'candidate-interview-slots', async () => {
      await expect(card.getByRole('radio')).toHaveCount(3);
    });

    // the calendar lists the choice still to make
    await page.goto(areaUrl('candidate', '/candidate/calendar'));
    await expect(page.getByRole('region', { name: 'Gesprächstermin wählen' })).toContainText(jobTitle);

    // …and the candidate confirms the second slot
    const chosen = proposed[CHOSEN] as (typeof proposed)[number];
    await page.goto(areaUrl('candidate', `/candidate/applications/${applicationId}`));
    await card.getByRole('radio', { name: slotText(chosen, CANDIDATE_ZONE) }).click();
    await card.getByRole('button', { name: 'Diesen Termin bestätigen' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Diesen Termin bestätigen?' });
    const start = wallClock(chosen.start, CANDIDATE_ZONE);
    await expect(confirmation).toContainText(
      `Sie bestätigen das Gespräch am ${start.date} von ${start.time} bis ${wallClock(chosen.end, CANDIDATE_ZONE).time} Uhr.`,
    );
    const candidateNotices = await keepNotices(page);
    await confirmation.getByRole('button', { name: 'Termin bestätigen' }).click();
    await expect.poll(candidateNotices).toContain('Ihr Gesprächstermin ist bestätigt.');
    const confirmedCard = page.getByRole('region', { name: 'Ihr Vorstellungsgespräch' });
    await expect(confirmedCard).toContainText(slotText(chosen, CANDIDATE_ZONE));
    await expect(page.getByText('Termin bestätigt').first()).toBeVisible();

    // the calendar screen: the interview to come, in New York time
    await confirmedCard.getByRole('link', { name: 'Alle Termine in meinem Kalender' }).click();
    const upcoming = page.getByRole('region', { name: 'Nächste Gespräche' });
    await photograph(page, 'candidate-calendar', async () => {
      await expect(upcoming).toContainText(slotText(chosen, CANDIDATE_ZONE));
    });
    await expect(upcoming).toContainText(`${jobTitle} bei ${company.name}`);

    // the employer sees the confirmed time in Berlin
    await boss.reload();
    await expect(status.getByText('Termin bestätigt', { exact: true })).toBeVisible();
    const berlinStart = wallClock(chosen.start, COMPANY_ZONE);
    await photograph(boss, 'employer-interview-confirmed', async () => {
      await expect(facts).toContainText(
        `Gespräch am ${berlinStart.date}, ${berlinStart.time}–${wallClock(chosen.end, COMPANY_ZONE).time} Uhr`,
      );
    });

    // both sides get a calendar file of the chosen slot: same UID, Berlin's TZID, the right instants
    const candidateFile = await calendarFileOf(
      request,
      await mailFromTemplate(request, candidate.email, 'interview-calendar'),
    );
    const candidateEvent = calendarEvent(candidateFile);
    expect(candidateEvent).toMatchObject({
      method: 'REQUEST',
      tzid: COMPANY_ZONE,
      start: new Date(chosen.start).toISOString(),
      end: new Date(chosen.end).toISOString(),
    });
    expect(candidateEvent.summary).toContain(company.name);
    const personal = [
      candidate.email,
      `kim.${LABEL}@example.org`,
      `Kim${LABEL}`,
      `Kandidat${LABEL}`,
      '5550188',
    ];
    for (const interviewer of [company.powerUser, colleague]) {
      const file = await calendarFileOf(
        request,
        await mailFromTemplate(request, interviewer, 'interview-calendar'),
      );
      const event = calendarEvent(file);
      expect(event).toEqual({ ...candidateEvent, summary: `Bewerbung #1 — ${jobTitle}` });
      for (const marker of personal)
        expect(file.toLowerCase(), `the file of ${interviewer}`).not.toContain(marker.toLowerCase());
    }

    // no mail to the company's people names the candidate before the reveal
    for (const address of [company.powerUser, company.regularUser, ...company.reviewers]) {
      for (const mail of await mailsTo(request, address)) {
        const whole =
          `${mail.subject}\n${mail.text}\n${(mail as { html?: string }).html ?? ''}`.toLowerCase();
        for (const marker of personal)
          expect(whole, `a mail to ${address}`).not.toContain(marker.toLowerCase());
      }
    }

    // after the interview (the server's clock moved past its end; the browser's follows) the candidate reveals
    const serverNow = (await ok(await request.get(`${API}/dev/clock`))) as { now: string };
    const hoursPast = (Date.parse(chosen.end) - Date.parse(serverNow.now)) / 3_600_000 + 1;
    const movedTo = await moveServerClock(request, { advanceHours: hoursPast });
    await page.clock.setSystemTime(new Date(movedTo));
    await page.goto(areaUrl('candidate', `/candidate/applications/${applicationId}`));
    const offer = page.getByRole('region', { name: `Mein vollständiges Profil mit ${company.name} teilen` });
    await offer.getByRole('button', { name: 'Mein vollständiges Profil teilen' }).click();
    const reveal = page.getByRole('dialog', { name: `Ihr vollständiges Profil mit ${company.name} teilen?` });
    await expect(reveal).toContainText(`Kim${LABEL} Kandidat${LABEL} · kim.${LABEL}@example.org`);
    await expect(reveal).toContainText('lässt sich das nicht mehr rückgängig machen');
    await photograph(page, 'candidate-reveal-confirmation', async () => {
      await expect(reveal.getByRole('button', { name: 'Profil teilen' })).toBeEnabled();
    });
    const revealNotices = await keepNotices(page);
    await reveal.getByRole('button', { name: 'Profil teilen' }).click();
    await expect.poll(revealNotices).toContain(`Ihr vollständiges Profil wurde mit ${company.name} geteilt.`);
    await expect(page.getByText('Sie haben Ihr vollständiges Profil geteilt')).toBeVisible();
    await photograph(page, 'candidate-revealed', async () => {
      await expect(page.getByText('Sie haben Ihr vollständiges Profil geteilt')).toBeVisible();
    });

    // the employer's resume tab shows the profile as shared, and the person in charge is told by mail
    await boss.reload();
    await boss.getByRole('tab', { name: 'Lebenslauf', exact: true }).click();
    const profile = resumeTab.getByRole('article', { name: 'Vollständiges Profil' });
    await photograph(boss, 'employer-resume-revealed', async () => {
      await expect(profile).toContainText(`Kim${LABEL} Kandidat${LABEL}`);
    });
    await expect(profile.getByRole('link', { name: `kim.${LABEL}@example.org` })).toBeVisible();
    await expect(profile).toContainText(`Reederei ${LABEL} GmbH`);
    // everything the confirmation listed: gender and birth date too
    await expect(profile).toContainText('Nicht-binär · geboren am 11.02.1993');
    await mailFromTemplate(request, company.powerUser, 'profile-revealed');
    await boss.context().close();
    await employer.dispose();
  });
});
