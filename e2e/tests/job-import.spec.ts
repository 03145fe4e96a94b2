import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_PASSWORD, DEMO_POWER_USER, DEMO_REGULAR_USER } from '../demo';
import { dismissNotifications, noHorizontalScroll, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The job import against the built app and the real API (German interface): while the demo company
 * lacks required information, a regular user is told to ask a power user and a power user is sent
 * to the company page; once it is complete, the power user downloads both templates, imports a CSV
 * written the way German Excel writes it and the Excel template as it is, and gets a row-by-row
 * report for a file with bad rows, with nothing imported (the job list API shows the drafts).
 */

const IMPORT_PATH = '/employer/jobs/add';

async function signInAsEmployer(page: Page, email: string) {
  await page.goto(areaUrl('employer', '/employer/login'));
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Calls the API from the page, as the signed-in browser (same-site, with its cookies). */
async function apiInPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
}

/** The titles of the company's drafts, from the job list API. */
async function draftTitles(page: Page): Promise<string[]> {
  const list = await apiInPage(page, 'GET', '/company-jobs?status=draft&pageSize=100');
  expect(list.status).toBe(200);
  return list.json.data.map((job: { jobTitle: string }) => job.jobTitle);
}

/** A CSV as German Excel saves it: UTF-8 with BOM, `;` between fields, CRLF, quoted line breaks. */
function germanCsv(rows: string[][]): Buffer {
  const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const text = rows.map((row) => row.map(quote).join(';')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

const HEADER = [
  'Berufsbezeichnung',
  'Stellenarten',
  'Vertragsart',
  'Berufserfahrung',
  'Arbeitsort',
  'Arbeitsmodell',
  'Branche',
  'Aufgaben',
  'Anforderungen',
  'Gehalt von',
  'Gehalt bis',
  'Sprachen',
];
const job = (title: string, overrides: Partial<Record<string, string>> = {}) =>
  HEADER.map(
    (column) =>
      overrides[column] ??
      {
        Berufsbezeichnung: title,
        Stellenarten: 'Vollzeit',
        Vertragsart: 'Festanstellung',
        Berufserfahrung: '2–3 Jahre',
        Arbeitsort: 'Hamburg',
        Arbeitsmodell: 'Hybrid\nRemote',
        Branche: 'Software und IT-Dienstleistungen',
        Aufgaben: 'Sie betreuen unsere Kund:innen.\n- Schulungen\n- Support',
        Anforderungen: 'Freude am Erklären',
        'Gehalt von': '48.000',
        'Gehalt bis': '56.000',
        Sprachen: 'Deutsch: Verhandlungssicher | Englisch: Fließend',
      }[column] ??
      '',
  );

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByText(`Ausgewählte Datei: ${name}`)).toBeVisible();
}

test.describe('job import', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the company gate, then good CSV and Excel files become drafts and a bad file is reported row by row', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsEmployer(page, DEMO_POWER_USER);
    const company = await apiInPage(page, 'GET', '/companies');
    expect(company.status).toBe(200);
    if (company.json.missingFields.length > 0) {
      // the demo company lacks its introduction and benefits (unless another journey completed them)
      await page.goto(areaUrl('employer', IMPORT_PATH));
      await expect(page.getByRole('heading', { level: 1, name: 'Stellen importieren' })).toBeVisible();
      await expect(page.getByText(/Bitte ergänzen Sie diese zuerst/)).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Unternehmensinformationen vervollständigen' }),
      ).toHaveAttribute('href', '/employer/company/update');
      await expect(page.locator('input[type="file"]')).toHaveCount(0);

      const regular = await page.context().browser()?.newContext();
      if (!regular) throw new Error('no browser');
      const regularPage = await regular.newPage();
      await signInAsEmployer(regularPage, DEMO_REGULAR_USER);
      await regularPage.goto(areaUrl('employer', IMPORT_PATH));
      await expect(
        regularPage.getByText(/wenden Sie sich an einen Power-User Ihres Unternehmens/),
      ).toBeVisible();
      await expect(
        regularPage.getByRole('link', { name: 'Unternehmensinformationen vervollständigen' }),
      ).toHaveCount(0);
      await regular.close();

      for (const section of ['introduction', 'benefits'] as const) {
        const saved = await apiInPage(page, 'PUT', '/companies', {
          updateType: section,
          [section]: `<p>${section === 'introduction' ? 'Wir bauen Software für Häfen.' : 'Vier-Tage-Woche'}</p>`,
        });
        expect(saved.status).toBe(200);
      }
    }

    await page.goto(areaUrl('employer', IMPORT_PATH));
    await expect(page.getByRole('heading', { level: 2, name: 'Vorlage herunterladen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Stellenliste' })).toHaveAttribute(
      'href',
      '/employer/jobs',
    );

    // templates: CSV in German (semicolons, BOM) and Excel; the Excel one is imported as it is
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Vorlage als CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe('stellen-import-vorlage.csv');
    const csvTemplate = await readFile(await csvDownload.path());
    expect(csvTemplate.toString('utf8')).toMatch(/^\uFEFFBerufsbezeichnung;Beschreibung der Stellenart;/);
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Vorlage als Excel' }).click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toBe('stellen-import-vorlage.xlsx');
    const xlsxTemplate = await readFile(await xlsxDownload.path());
    expect(xlsxTemplate.subarray(0, 2).toString()).toBe('PK');
    const [englishDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Englische Vorlage: CSV' }).click(),
    ]);
    expect(englishDownload.suggestedFilename()).toBe('job-import-template.csv');
    const englishTemplate = await readFile(await englishDownload.path());
    expect(englishTemplate.toString('utf8')).toMatch(/^\uFEFFJob title,Job type description,/);

    await chooseFile(
      page,
      'stellen-import-vorlage.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      xlsxTemplate,
    );
    await page.getByRole('button', { name: 'Stellen importieren' }).click();
    await expect(page.getByText('1 Stelle wurde als Entwurf importiert.')).toBeVisible();
    expect(await draftTitles(page)).toContain('Backend-Entwickler:in (TypeScript)');
    await expect(page.getByRole('link', { name: 'Zur Stellenliste', exact: true })).toHaveAttribute(
      'href',
      '/employer/jobs',
    );

    const goodCsv = germanCsv([HEADER, job('Kundenberater:in'), job('Teamleitung Support')]);
    await chooseFile(page, 'stellen.csv', 'text/csv', goodCsv);
    await expect(page.getByText(/als Entwurf importiert/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Stellen importieren' }).click();
    await expect(page.getByText('2 Stellen wurden als Entwürfe importiert.')).toBeVisible();
    expect(await draftTitles(page)).toEqual(
      expect.arrayContaining(['Kundenberater:in', 'Teamleitung Support']),
    );
    const draftsBefore = await draftTitles(page);
    await screenshotBothSizes(page, 'job-import-success', async () => {
      await expect(page.getByText('2 Stellen wurden als Entwürfe importiert.')).toBeVisible();
    });

    // a bad row in the middle: nothing is imported, every problem named by row and column
    const badCsv = germanCsv([
      HEADER,
      job('Erste gute Stelle'),
      job('', { Vertragsart: 'Manchmal', 'Gehalt von': 'viel' }),
      job('Dritte gute Stelle', { Sprachen: 'Klingonisch: Fließend' }),
      job('Vierte gute Stelle'),
    ]);
    await chooseFile(page, 'fehlerhaft.csv', 'text/csv', badCsv);
    await page.getByRole('button', { name: 'Stellen importieren' }).click();
    await expect(page.getByRole('alert')).toContainText('Es wurde nichts importiert');
    await expect(page.getByRole('alert')).toContainText('Zeilen mit Fehlern: 2.');
    const report = page.getByRole('table', { name: 'Probleme in der Datei' });
    await expect(report.getByRole('row')).toHaveCount(5);
    await expect(report.getByRole('row').nth(1)).toContainText('3');
    await expect(report.getByRole('row').nth(1)).toContainText('Berufsbezeichnung ist leer.');
    await expect(report.getByRole('row').nth(2)).toContainText(
      '„Manchmal“ ist kein gültiger Wert für Vertragsart.',
    );
    await expect(report.getByRole('row').nth(3)).toContainText('Gehalt von');
    await expect(report.getByRole('row').nth(4)).toContainText(
      '„Klingonisch“ ist kein gültiger Wert für Sprachen.',
    );
    // not even the good rows of the bad file were imported
    expect(await draftTitles(page)).toEqual(draftsBefore);
    await dismissNotifications(page);
    await screenshotBothSizes(page, 'job-import-report', async () => {
      await expect(page.getByRole('alert')).toContainText('Es wurde nichts importiert');
    });
    // on a phone the report is stacked: one card per problem
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(page.getByRole('list', { name: 'Probleme in der Datei' }).getByRole('listitem')).toHaveCount(
      4,
    );
    await expect(page.getByText('Zeile 4 · Sprachen')).toBeVisible();
    // and at 375 px (an iPhone's width) the page does not scroll sideways either
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByText('Zeile 4 · Sprachen')).toBeVisible();
    await noHorizontalScroll(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // with the bad rows taken out, the file's good rows import
    const fixed = germanCsv([HEADER, job('Erste gute Stelle'), job('Vierte gute Stelle')]);
    await chooseFile(page, 'korrigiert.csv', 'text/csv', fixed);
    await page.getByRole('button', { name: 'Stellen importieren' }).click();
    await expect(page.getByText('2 Stellen wurden als Entwürfe importiert.')).toBeVisible();
    expect((await draftTitles(page)).length).toBe(draftsBefore.length + 2);

    // a file of another kind is refused in the page already
    await page.locator('input[type="file"]').setInputFiles({
      name: 'stellen.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    });
    await expect(page.getByText('Bitte wählen Sie eine CSV- oder Excel-Datei (.xlsx).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stellen importieren' })).toBeDisabled();
  });
});
