import type { Page, Route } from '@playwright/test';
import { expect, test } from '../accessibility';
import { fakeMicrophone, heard } from '../fake-microphone';
import { createCandidate, freshEmail } from '../mailbox';
import { capture, screenshotBothSizes } from '../screens';
import { storedFiles } from '../servers';
import { areaUrl, fetchInPage, VIEWPORTS } from '../support';

/*
 * The recording demo with tips, in Chromium with a fake microphone that plays a generated
 * speech-like file: the reading countdown (on Playwright's clock, so nobody waits 30 seconds),
 * the automatic start, stop, the upload with its progress, the altered playback, the one
 * re-record that replaces the first answer, no raw recording left in storage, and a refused
 * microphone with its message.
 */

const PASSWORD = 'Aufnahme!Sicher5';

// the microphone is allowed for this site; the refused case opens a context without the grant
test.use(fakeMicrophone());

async function signIn(page: Page, email: string) {
  await page.goto(areaUrl('candidate', '/candidate/login'));
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/candidate\/first-time-signin$/);
  await page.getByRole('button', { name: 'Los geht’s' }).click();
  await expect(page).not.toHaveURL(/first-time-signin/);
}

/**
 * Holds the next upload of a file to storage until `release` is called, so the progress bar can be
 * seen however fast this machine sends.
 */
async function holdNextUpload(page: Page) {
  let held: Route | undefined;
  let arrived: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(
    '**/api/files/upload/**',
    async (route) => {
      held = route;
      arrived();
    },
    { times: 1 },
  );
  return {
    arrival,
    release: async () => {
      await held?.continue();
    },
  };
}

/** Stops the recording and sees it through upload (with its progress bar) to the altered playback. */
async function stopAndHearAltered(page: Page) {
  const upload = await holdNextUpload(page);
  await page.getByRole('button', { name: 'Aufnahme beenden' }).click();
  await upload.arrival;
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toBeVisible();
  await expect(page.getByText('Ihre Antwort wird hochgeladen …')).toBeVisible();
  await upload.release();
  await expect(progress).toBeHidden();
  const audio = page.getByTestId('altered-audio');
  await expect(page.getByText('So hören Arbeitgeber Sie', { exact: true })).toBeVisible();
  // the browser loads and understands the altered file
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState >= 1 && element.duration))
    .toBeGreaterThan(1.5);
  const source = await audio.getAttribute('src');
  const file = await fetchInPage(page, source ?? '');
  expect(file.status).toBe(200);
  // an MPEG audio frame right at the start: no tag in front of it
  expect([file.body[0], (file.body[1] ?? 0) & 0xe0]).toEqual([0xff, 0xe0]);
}

test.describe('recording demo', () => {
  test.describe.configure({ timeout: 300_000 });

  test('reads, records by itself, re-records once, plays the altered voice and keeps no raw file', async ({
    page,
    request,
    browser,
  }) => {
    // answers that journeys before this one left on the server (an audio interview's) are not the demo's
    const earlier = new Set(storedFiles('recordings'));
    const demoFiles = () => storedFiles('recordings').filter((name) => !earlier.has(name));
    const email = freshEmail('aufnahme');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signIn(page, email);

    // from the dashboard to the demo with its tips
    await page.goto(areaUrl('candidate', '/candidate/'));
    await page.getByRole('link', { name: 'Aufnahme ausprobieren' }).click();
    await expect(page).toHaveURL(/\/candidate\/recording-demo$/);
    await screenshotBothSizes(page, 'recording-demo', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Aufnahme ausprobieren' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tipps für eine gute Antwort' })).toBeVisible();
    });

    // 30 seconds to read, on a clock the test sets (timers keep running, the time stands still)
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await page.getByRole('button', { name: 'Frage 1 ausprobieren' }).click();
    const reading = page.getByTestId('reading-countdown');
    await expect(reading).toHaveText('Die Aufnahme beginnt in 0:30');
    await screenshotBothSizes(page, 'recording-demo-reading', async () => {
      await expect(reading).toBeVisible();
    });
    await page.clock.setFixedTime(start + 20_000);
    await expect(reading).toHaveText('Die Aufnahme beginnt in 0:10');
    await page.clock.setFixedTime(start + 30_000);

    // recording starts by itself, with the question's limit counting down and the level moving
    await expect(page.getByText('Aufnahme läuft – sprechen Sie jetzt')).toBeVisible();
    await expect(page.getByTestId('limit-countdown')).toHaveText('Noch 0:30');
    await page.clock.setFixedTime(start + 42_000);
    await expect(page.getByTestId('limit-countdown')).toHaveText('Noch 0:18');
    await heard(page);
    await capture(page, 'recording-demo-recording-desktop');
    await stopAndHearAltered(page);
    await screenshotBothSizes(page, 'recording-demo-altered', async () => {
      await expect(page.getByTestId('altered-audio')).toBeVisible();
    });

    // the one re-record, within 60 seconds: the second version replaces the first
    await expect(page.getByRole('button', { name: 'Erneut aufnehmen (1:00)' })).toBeVisible();
    await page.clock.setFixedTime(start + 52_000);
    await page.getByRole('button', { name: 'Erneut aufnehmen (0:50)' }).click();
    await expect(page.getByText('Erneute Aufnahme – diese Fassung ersetzt die erste')).toBeVisible();
    await heard(page);
    await stopAndHearAltered(page);
    await expect(page.getByRole('button', { name: /^Erneut aufnehmen/ })).toHaveCount(0);
    const demo = await page.evaluate(async () => (await fetch('/api/recordings/demo')).json());
    expect(demo.recordings.map((r: { version: number; state: string }) => [r.version, r.state])).toEqual([
      [2, 'ready'],
    ]);
    await page.getByRole('button', { name: 'Diese Antwort behalten' }).click();
    await expect(page.getByText('Ihre Antwort ist vollständig.')).toBeVisible();

    // storage holds the one altered answer and no raw recording
    expect(storedFiles('raw-recordings')).toEqual([]);
    expect(demoFiles()).toHaveLength(1);

    // ending the demo deletes it
    await page.getByRole('button', { name: 'Demo beenden' }).click();
    await expect(page.getByText('Die Demo ist beendet, und Ihre Aufnahmen wurden gelöscht.')).toBeVisible();
    expect(demoFiles()).toEqual([]);

    // a browser that was refused the microphone says so
    const refused = await browser.newContext({
      storageState: await page.context().storageState(),
      permissions: [],
    });
    const other = await refused.newPage();
    await other.setViewportSize(VIEWPORTS.phone);
    await other.goto(areaUrl('candidate', '/candidate/recording-demo'));
    await other.getByRole('button', { name: 'Frage 2 ausprobieren' }).click();
    await other.getByRole('button', { name: 'Aufnahme jetzt starten' }).click();
    await expect(other.getByRole('alert')).toContainText('Der Zugriff auf das Mikrofon wurde verweigert.');
    await capture(other, 'recording-demo-refused-phone');
    await refused.close();
  });
});
