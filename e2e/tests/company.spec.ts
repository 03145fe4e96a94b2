import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_PASSWORD, DEMO_POWER_USER, DEMO_REGULAR_USER } from '../demo';
import { createCandidate, freshEmail } from '../mailbox';
import {
  emptyFile,
  fileOfSize,
  GPS_MARKER,
  logoPng,
  officePng,
  pdf,
  photoWithGps,
  programPosingAsPdf,
  type SampleFile,
} from '../sample-files';
import { capture, dismissNotifications, keepNotices, screenshotBothSizes } from '../screens';
import { areaUrl, fetchInPage, VIEWPORTS } from '../support';

/*
 * The company pages against the built app and the real API with the demo data (German interface),
 * in order: the demo regular user reads the still incomplete company page, is told to ask a power
 * user and may not open the edit pages; the demo power user completes the company information,
 * uploads a logo (with a progress bar while the line is slowed down), media and a data-protection
 * PDF; bad files are refused with a clear message; a candidate then sees all of it on the company
 * page, with the photo's GPS data gone. Every employer sets a profile picture in settings.
 */

const CANDIDATE_PASSWORD = 'Bewerbung!Sicher4';
const INTRODUCTION = 'Wir bauen Software für Häfen und Werften an der Elbe.';
const BENEFIT = 'Vier-Tage-Woche nach der Probezeit';
const PRIVACY_NAME = 'Datenschutzhinweise für Bewerbungen';

async function signInAsEmployer(page: Page, email: string) {
  await page.goto(areaUrl('employer', '/employer/login'));
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Chooses files in the page's (only) upload field, as the file picker would. */
async function chooseFiles(page: Page, ...files: SampleFile[]) {
  await page.locator('input[type="file"]').setInputFiles(files);
}

/** The list entry of an uploaded file, by its name. */
function uploadItem(page: Page, name: string) {
  return page.locator('li[data-upload-state]').filter({ hasText: name });
}

/** Slows the line down, so a one-megabyte upload takes a few seconds; `null` lifts the limit. */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** Types into a rich-text field (a contenteditable with the role textbox). */
async function typeRichText(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await editor.pressSequentially(text);
}

test.describe('company pages', () => {
  test.describe.configure({ timeout: 360_000 });

  test('a regular user reads the company page but is refused the edit page', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsEmployer(page, DEMO_REGULAR_USER);
    await page.getByRole('link', { name: 'Unternehmensprofil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Unternehmensprofil' })).toBeVisible();
    // the demo company lacks its introduction and benefits: a regular user is told whom to ask
    await expect(page.getByRole('list', { name: 'Es fehlen noch' })).toContainText('Vorstellung');
    await expect(
      page.getByText('Bitte wenden Sie sich an einen Power-User Ihres Unternehmens.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bearbeiten' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Jetzt vervollständigen' })).toHaveCount(0);
    await capture(page, 'employer-company-regular-user-desktop');

    for (const path of ['update', 'media', 'documents']) {
      await page.goto(areaUrl('employer', `/employer/company/${path}`));
      await expect(
        page.getByRole('heading', { name: 'Sie haben keine Berechtigung, diese Seite anzusehen.' }),
      ).toBeVisible();
    }
    await capture(page, 'employer-company-update-refused-desktop');
  });

  test('a power user completes the company, uploads logo, media and a privacy PDF; a candidate sees them', async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsEmployer(page, DEMO_POWER_USER);

    // the overview: incomplete, introduction and benefits missing
    await page.getByRole('link', { name: 'Unternehmensprofil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Unternehmensprofil' })).toBeVisible();
    const missing = page.getByRole('list', { name: 'Es fehlen noch' });
    await expect(missing).toContainText('Vorstellung');
    await expect(missing).toContainText('Benefits');
    await screenshotBothSizes(page, 'employer-company-incomplete', async () => {
      await expect(page.getByText(/Unternehmensprofil zu \d+ % vollständig/)).toBeVisible();
    });

    // edit: a social link, the introduction and the benefits, each saved on its own
    await page.getByRole('link', { name: 'Jetzt vervollständigen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unternehmensprofil bearbeiten' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Profil hinzufügen' }).click();
    // a new row offers the first network not yet linked
    await expect(page.getByRole('combobox', { name: 'Netzwerk' })).toHaveValue('LinkedIn');
    await page.getByRole('textbox', { name: 'Link' }).fill('https://www.linkedin.com/company/nordlicht');
    await page.getByRole('button', { name: 'Grunddaten speichern' }).click();
    await expect(page.getByText('Die Grunddaten wurden gespeichert.')).toBeVisible();

    await typeRichText(page, 'Vorstellung', INTRODUCTION);
    await page.getByRole('button', { name: 'Vorstellung speichern' }).click();
    await expect(page.getByText('Die Vorstellung wurde gespeichert.')).toBeVisible();
    await typeRichText(page, 'Benefits', BENEFIT);
    await page.getByRole('button', { name: 'Benefits speichern' }).click();
    await expect(page.getByText('Die Benefits wurden gespeichert.')).toBeVisible();

    // the logo, sent slowly enough to watch the progress bar move
    await throttleUploads(page, 200 * 1024);
    const notices = await keepNotices(page);
    const logo = await logoPng('nordlicht-logo.png');
    await chooseFiles(page, logo);
    const progress = page.getByRole('progressbar', { name: 'Upload-Fortschritt von nordlicht-logo.png' });
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await capture(page, 'employer-company-logo-uploading-desktop');
    // the screenshot of the upload may outlast the notice on a busy machine: read what was shown
    await expect.poll(notices, { timeout: 60_000 }).toContain('Das neue Logo ist eingebunden.');
    await throttleUploads(page, null);
    await expect(uploadItem(page, 'nordlicht-logo.png')).toHaveAttribute('data-upload-state', 'done');
    await screenshotBothSizes(page, 'employer-company-edit', async () => {
      await expect(page.getByRole('img', { name: 'Logo von Nordlicht Software GmbH' }).first()).toBeVisible();
      // every company tab fits, also on a phone (two of them used to hide behind the edge)
      for (const tab of await page.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
    });

    // media: a photo with GPS data and a picture are added; an empty file and an oversize one are refused
    await page.getByRole('tab', { name: 'Bilder und Videos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bilder und Videos' })).toBeVisible();
    await chooseFiles(
      page,
      await photoWithGps('sommerfest.jpg'),
      await officePng('buero.png'),
      emptyFile('leer.png', 'image/png'),
      fileOfSize('riesig.jpg', 'image/jpeg', 6),
    );
    await expect(uploadItem(page, 'leer.png')).toContainText('Die Datei ist leer.');
    await expect(uploadItem(page, 'riesig.jpg')).toContainText('5');
    await expect(uploadItem(page, 'riesig.jpg')).toHaveAttribute('data-upload-state', 'error');
    await expect(uploadItem(page, 'sommerfest.jpg')).toHaveAttribute('data-upload-state', 'done', {
      timeout: 60_000,
    });
    await expect(uploadItem(page, 'buero.png')).toHaveAttribute('data-upload-state', 'done');
    const mediaList = page.getByRole('list', { name: 'Ihre Bilder und Videos' });
    await expect(mediaList.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('2 von 12 Einträgen, davon 2 für Bewerber:innen sichtbar.')).toBeVisible();
    await screenshotBothSizes(page, 'employer-company-media', async () => {
      await expect(mediaList.locator('img').first()).toBeVisible();
    });

    // documents: a program renamed to .pdf is refused by its content; the privacy notice is added
    await page.getByRole('tab', { name: 'Dokumente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible();
    await chooseFiles(page, programPosingAsPdf('datenschutz.pdf'));
    await expect(uploadItem(page, 'datenschutz.pdf')).toHaveAttribute('data-upload-state', 'error', {
      timeout: 60_000,
    });
    await expect(uploadItem(page, 'datenschutz.pdf')).toContainText(
      'Der Inhalt der Datei passt nicht zu ihrem Dateityp.',
    );
    await capture(page, 'employer-company-documents-refused-desktop');
    await chooseFiles(page, fileOfSize('handbuch.pdf', 'application/pdf', 6));
    await expect(uploadItem(page, 'handbuch.pdf')).toHaveAttribute('data-upload-state', 'error');
    await expect(uploadItem(page, 'handbuch.pdf')).toContainText('5');
    await page.getByRole('textbox', { name: 'Anzeigename' }).fill(PRIVACY_NAME);
    await chooseFiles(page, pdf('privacy-2026.pdf'));
    await expect(page.getByText(`„${PRIVACY_NAME}“ wurde hinzugefügt.`)).toBeVisible({ timeout: 60_000 });
    await screenshotBothSizes(page, 'employer-company-documents', async () => {
      await expect(page.getByRole('link', { name: PRIVACY_NAME }).first()).toBeVisible();
    });

    // the overview is complete now
    await page.getByRole('tab', { name: 'Übersicht' }).click();
    await expect(page.getByText('Unternehmensprofil vollständig')).toBeVisible();
    await expect(page.getByText(INTRODUCTION)).toBeVisible();
    await screenshotBothSizes(page, 'employer-company-complete', async () => {
      await expect(page.getByText('2 von 2 werden Bewerber:innen angezeigt.')).toBeVisible();
    });
    const me = await page.evaluate(async () => (await fetch('/api/employers')).json());
    const companyId: string = me.companyId;

    // a candidate sees the company page with its media and the privacy notice
    const candidateEmail = freshEmail('company-page');
    await createCandidate(request, candidateEmail, CANDIDATE_PASSWORD);
    const candidateContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const candidate = await candidateContext.newPage();
    await candidate.goto(areaUrl('candidate', '/candidate/login'));
    await candidate.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(candidateEmail);
    await candidate.locator('input[type="password"]').fill(CANDIDATE_PASSWORD);
    await candidate.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(candidate).not.toHaveURL(/\/login/);
    await candidate.goto(areaUrl('candidate', `/candidate/companies/info/${companyId}`));
    await expect(candidate.getByRole('heading', { level: 1, name: 'Nordlicht Software GmbH' })).toBeVisible();
    await expect(candidate.getByText(INTRODUCTION)).toBeVisible();
    await expect(candidate.getByText(BENEFIT)).toBeVisible();
    await expect(candidate.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    const privacyLink = candidate.getByRole('link', { name: PRIVACY_NAME });
    await expect(privacyLink).toBeVisible();
    // thumbnails are buttons that open the picture large
    const images = candidate.getByRole('region', { name: 'Einblicke' }).locator('img');
    await expect(images).toHaveCount(2);
    await candidate.getByRole('button', { name: 'Bild groß anzeigen' }).first().click();
    const preview = candidate.getByRole('dialog');
    await expect(preview.getByRole('img', { name: 'Bild des Unternehmens' })).toBeVisible();
    await candidate.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await screenshotBothSizes(candidate, 'candidate-company-info', async () => {
      await expect(privacyLink).toBeVisible();
    });

    // what is served of the photo carries no GPS data; the PDF is the PDF
    for (const source of await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src))) {
      const served = await fetchInPage(candidate, source);
      expect(served.status).toBe(200);
      expect(served.body.includes(GPS_MARKER)).toBe(false);
    }
    const privacy = await fetchInPage(candidate, (await privacyLink.getAttribute('href')) ?? '');
    expect(privacy.body.subarray(0, 5).toString()).toBe('%PDF-');

    // a company that does not exist (or is inactive) is a page that does not exist
    await candidate.goto(
      areaUrl('candidate', '/candidate/companies/info/00000000-0000-4000-8000-000000000000'),
    );
    await expect(candidate.getByRole('heading', { name: 'Seite nicht gefunden!' })).toBeVisible();
    await candidateContext.close();
  });

  test('every employer sets a profile picture in settings', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsEmployer(page, DEMO_REGULAR_USER);
    await page.getByRole('link', { name: 'Einstellungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team' })).toHaveCount(0);
    await chooseFiles(page, await photoWithGps('portrait.jpg'));
    await expect(page.getByText('Ihr neues Profilbild ist hinterlegt.')).toBeVisible({ timeout: 60_000 });
    const picture = page.getByRole('img', { name: 'Ihr Profilbild' });
    await expect(picture).toBeVisible();
    const served = await fetchInPage(page, (await picture.getAttribute('src')) ?? '');
    expect(served.status).toBe(200);
    expect(served.body.includes(GPS_MARKER)).toBe(false);
    await dismissNotifications(page);
    await screenshotBothSizes(page, 'employer-settings', async () => {
      await expect(picture).toBeVisible();
    });
  });
});
