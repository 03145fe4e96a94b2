import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../demo';
import { choose, completeCompany, createCompany, ok, signInAsEmployer } from '../employers';
import { API } from '../mailbox';
import { capture, dismissNotifications, noHorizontalScroll, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The employer's job posts against the built app and the real API (German interface): a power user
 * of a complete company creates a job by hand, fills its sections one by one (a failed save loses
 * no other section), previews, publishes, shares and closes it; a regular user of an incomplete
 * company is told to ask a power user; the admin finds the job in the table of every job post.
 * Each journey sets up its own company through the admin API, so the demo companies stay as they
 * are and the journeys do not depend on each other or on other files.
 */

const PHONE_375 = { width: 375, height: 812 };

/** A section card of the editor, by its heading. */
function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** Types into the rich-text field of a section. */
async function typeRichText(page: Page, title: string, text: string) {
  const editor = section(page, title).getByRole('textbox', { name: title, exact: true });
  await editor.click();
  await editor.pressSequentially(text);
}

async function saveSection(page: Page, title: string, notice: string) {
  await section(page, title).getByRole('button', { name: 'Abschnitt speichern' }).click();
  await expect(page.getByText(notice)).toBeVisible();
}

test.describe('employer job posts', () => {
  test.describe.configure({ timeout: 720_000 });

  test('a power user creates a job by hand, fills its sections, previews, publishes, shares and closes it', async ({
    page,
    request,
  }) => {
    const company = await createCompany(request, 'Kieler Werft');
    (await completeCompany(company)).dispose();
    const title = `Backend-Entwickler:in ${Date.now()}`;
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsEmployer(page, company.powerUser);

    // the sidebar leads to the (still empty) list
    await page.getByRole('link', { name: 'Stellenanzeigen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stellenanzeigen' })).toBeVisible();
    await screenshotBothSizes(page, 'employer-jobs-empty', async () => {
      await expect(page.getByText('Noch keine Stellenanzeigen')).toBeVisible();
    });

    // the form: the schema's messages first, then a job
    await page.getByRole('button', { name: 'Stelle anlegen' }).first().click();
    await expect(page).toHaveURL(/\/employer\/jobs\/add-manually$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stelle anlegen' })).toBeVisible();
    await page.getByRole('button', { name: 'Entwurf anlegen' }).click();
    await expect(page.getByText('Berufsbezeichnung darf nicht leer sein.')).toBeVisible();
    await expect(page.getByText('Vertragsart darf nicht leer sein.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Gehalt von/ }).fill('60000');
    await page.getByRole('textbox', { name: /^Gehalt bis/ }).fill('50000');
    await page.getByRole('button', { name: 'Entwurf anlegen' }).click();
    await expect(page.getByText('Das Mindestgehalt muss kleiner als das Höchstgehalt sein.')).toBeVisible();
    await screenshotBothSizes(page, 'employer-job-create-errors', async () => {
      await expect(page.getByText('Arbeitsort darf nicht leer sein.')).toBeVisible();
    });

    await page.getByRole('textbox', { name: /^Berufsbezeichnung/ }).fill(title);
    await choose(page, /^Stellenarten/, 'Vollzeit');
    await choose(page, /^Vertragsart/, 'Festanstellung');
    await choose(page, /^Berufserfahrung/, '2–3 Jahre');
    await page.getByRole('textbox', { name: /^Arbeitsort/ }).fill('Kiel');
    await choose(page, /^Arbeitsmodell/, 'Hybrid');
    await page.getByRole('textbox', { name: /^Gehalt bis/ }).fill('72000');
    await page.getByRole('button', { name: 'Entwurf anlegen' }).click();

    // the editor of the new draft
    await expect(page).toHaveURL(/\/employer\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Entwurf', { exact: true })).toBeVisible();
    const editorUrl = page.url();

    // publishing names what is missing
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    const notReady = page.getByRole('dialog', { name: 'Die Stelle kann noch nicht veröffentlicht werden' });
    await expect(notReady.getByRole('list', { name: 'Fehlende Abschnitte' })).toContainText('Aufgaben');
    await expect(notReady.getByRole('list', { name: 'Fehlende Abschnitte' })).toContainText('Anforderungen');
    await capture(page, 'employer-job-not-ready-desktop');
    await notReady.getByRole('button', { name: 'Verstanden' }).click();

    await typeRichText(page, 'Aufgaben', 'Sie entwickeln unsere Hafen-APIs weiter.');
    await saveSection(page, 'Aufgaben', 'Aufgaben gespeichert.');
    await typeRichText(page, 'Anforderungen', 'Erfahrung mit TypeScript und PostgreSQL.');
    await saveSection(page, 'Anforderungen', 'Anforderungen gespeichert.');

    // a failed save keeps its own input and every other section's unsaved input
    await typeRichText(page, 'Benefits', 'Jobticket und 30 Tage Urlaub');
    const skills = section(page, 'Kenntnisse');
    const skillInput = skills.getByRole('combobox', { name: /^Skills/ });
    // typed, not filled: clearing an empty tag input would remove the last tag, as Backspace does
    await skillInput.pressSequentially('TypeScript');
    await skillInput.press('Enter');
    await skillInput.pressSequentially('PostgreSQL');
    await skillInput.press('Enter');
    await page.route('**/api/company-jobs/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            json: {
              code: 'generic_error',
              message: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
            },
          })
        : route.continue(),
    );
    await skills.getByRole('button', { name: 'Abschnitt speichern' }).click();
    await expect(skills.getByRole('alert')).toContainText('Dieser Abschnitt konnte nicht gespeichert werden');
    await expect(skills.getByText('TypeScript', { exact: true })).toBeVisible();
    await expect(skills.getByText('PostgreSQL', { exact: true })).toBeVisible();
    await expect(section(page, 'Benefits').getByText('Jobticket und 30 Tage Urlaub')).toBeVisible();
    await expect(section(page, 'Benefits').getByText('Nicht gespeichert')).toBeVisible();
    await capture(page, 'employer-job-save-failed-desktop');
    await page.unroute('**/api/company-jobs/*');
    await saveSection(page, 'Kenntnisse', 'Kenntnisse gespeichert.');
    await saveSection(page, 'Benefits', 'Benefits gespeichert.');

    // questions and languages
    const screening = section(page, 'Screening-Fragen');
    await screening.getByRole('button', { name: 'Screening-Frage hinzufügen' }).click();
    await screening
      .getByRole('textbox', { name: /^Screening-Frage 1/ })
      .fill('Welche Erfahrung haben Sie mit verteilten Systemen?');
    await saveSection(page, 'Screening-Fragen', 'Screening-Fragen gespeichert.');

    const audio = section(page, 'Audio-Fragen');
    await audio.getByRole('button', { name: 'Audio-Frage hinzufügen' }).click();
    await audio
      .getByRole('textbox', { name: /^Audio-Frage 1/ })
      .fill('Erzählen Sie von einem Projekt, auf das Sie stolz sind.');
    await audio.getByRole('textbox', { name: /^Antwortzeit für Frage 1/ }).fill('3');
    await audio.getByRole('button', { name: 'Abschnitt speichern' }).click();
    await expect(
      audio.getByText('Die Antwortzeit muss zwischen 5 Sekunden und 3 Minuten liegen.'),
    ).toBeVisible();
    await audio.getByRole('textbox', { name: /^Antwortzeit für Frage 1/ }).fill('90');
    await saveSection(page, 'Audio-Fragen', 'Audio-Fragen gespeichert.');

    const languages = section(page, 'Sprachen');
    await languages.getByRole('button', { name: 'Sprache hinzufügen' }).click();
    await choose(page, /^Sprache 1/, 'Deutsch');
    await choose(page, /^Niveau der Sprache 1/, 'Verhandlungssicher');
    await saveSection(page, 'Sprachen', 'Sprachen gespeichert.');

    // everything is stored: a reload shows it
    await page.reload();
    await expect(section(page, 'Kenntnisse').getByText('TypeScript', { exact: true })).toBeVisible();
    await expect(section(page, 'Kenntnisse').getByText('PostgreSQL', { exact: true })).toBeVisible();
    await expect(section(page, 'Benefits').getByText('Jobticket und 30 Tage Urlaub')).toBeVisible();
    await expect(section(page, 'Audio-Fragen').getByRole('textbox', { name: /^Antwortzeit/ })).toHaveValue(
      '90',
    );
    await screenshotBothSizes(page, 'employer-job-editor', async () => {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
    await page.setViewportSize(PHONE_375);
    await noHorizontalScroll(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // the preview shows the job as candidates will see it
    await page.getByRole('link', { name: 'Vorschau' }).click();
    await expect(page.getByText('Vorschau: So sehen Bewerber:innen diese Stelle.')).toBeVisible();
    await expect(page.getByText('Sie entwickeln unsere Hafen-APIs weiter.')).toBeVisible();
    await screenshotBothSizes(page, 'employer-job-preview', async () => {
      await expect(page.getByText('Erfahrung mit TypeScript und PostgreSQL.')).toBeVisible();
    });
    await page.setViewportSize(PHONE_375);
    await noHorizontalScroll(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('link', { name: 'Zurück zum Editor' }).click();
    await expect(page).toHaveURL(editorUrl);

    // publish
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    const publish = page.getByRole('dialog', { name: 'Diese Stelle veröffentlichen?' });
    await publish.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByText('Die Stelle ist veröffentlicht.', { exact: false })).toBeVisible();
    await expect(page.getByText('Veröffentlicht', { exact: true }).first()).toBeVisible();

    // a new shareable link replaces the old one
    const link = page.getByRole('textbox', { name: 'Link zur Stelle' });
    const oldLink = await link.inputValue();
    expect(oldLink).toMatch(/^http:\/\/candidate\.localhost:\d+\/candidate\/jobs\/share\/\S+$/);
    await page.getByRole('button', { name: 'Neuer Link' }).click();
    const newLink = page.getByRole('dialog', { name: 'Neuen Link erstellen?' });
    await expect(newLink).toContainText('funktioniert sofort nicht mehr');
    await newLink.getByRole('button', { name: 'Neuen Link erstellen' }).click();
    await expect(page.getByText('Ein neuer Link ist erstellt.', { exact: false })).toBeVisible();
    await expect(link).not.toHaveValue(oldLink);

    // close, after the warning that no more applications come in
    await dismissNotifications(page);
    await page.getByRole('button', { name: 'Stelle schließen' }).click();
    const closeDialog = page.getByRole('dialog', { name: 'Diese Stelle schließen?' });
    await expect(closeDialog).toContainText('gehen keine Bewerbungen mehr ein');
    await capture(page, 'employer-job-close-confirm-desktop');
    await closeDialog.getByRole('button', { name: 'Stelle schließen' }).click();
    await expect(page.getByText('Stelle geschlossen', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abschnitt speichern' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Berufsbezeichnung/ })).toBeDisabled();
    await screenshotBothSizes(page, 'employer-job-closed', async () => {
      await expect(page.getByText('Stelle geschlossen', { exact: true })).toBeVisible();
    });

    // the list: the job with its status, found by title and by status
    await page.getByRole('link', { name: 'Alle Stellenanzeigen' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Geschlossen');
    await expect(row).toContainText('0');
    await page.getByRole('textbox', { name: 'Nach Titel suchen' }).fill('Backend');
    await expect(page).toHaveURL(/title=Backend/);
    await expect(row).toBeVisible();
    await page.getByRole('textbox', { name: 'Nach Titel suchen' }).fill('Gärtner');
    await expect(page.getByText('Keine Stellenanzeige passt zu diesen Filtern')).toBeVisible();
    await page.getByRole('button', { name: 'Alle Stellenanzeigen zeigen' }).click();
    await expect(row).toBeVisible();
    await screenshotBothSizes(page, 'employer-jobs-list', async () => {
      await expect(page.getByText(title)).toBeVisible();
    });
    await page.setViewportSize(PHONE_375);
    await noHorizontalScroll(page);
  });

  test('a regular user of an incomplete company is told to ask a power user', async ({ page, request }) => {
    const company = await createCompany(request, 'Flensburger Kontor');
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsEmployer(page, company.regularUser);

    await page.getByRole('link', { name: 'Stellenanzeigen', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Unternehmensprofil unvollständig' });
    await expect(notice).toContainText(
      'Die Unternehmensinformationen sind noch unvollständig. Bitte wenden Sie sich an einen Power-User Ihres Unternehmens.',
    );
    await expect(notice.getByRole('list', { name: 'Es fehlen noch' })).toContainText('Vorstellung');
    await expect(notice.getByRole('link', { name: 'Zum Unternehmensprofil' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Stelle anlegen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Unternehmensprofil unvollständig' });
    await expect(dialog).toContainText('Bitte wenden Sie sich an einen Power-User');
    await capture(page, 'employer-jobs-ask-power-user-desktop');
    await dialog.getByRole('button', { name: 'Verstanden' }).click();
    await expect(page).toHaveURL(/\/employer\/jobs$/);

    // the form itself is not offered either
    await page.goto(areaUrl('employer', '/employer/jobs/add-manually'));
    await expect(page.getByRole('heading', { level: 1, name: 'Stelle anlegen' })).toBeVisible();
    await expect(page.getByText('Bitte wenden Sie sich an einen Power-User', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entwurf anlegen' })).toHaveCount(0);
    await page.goto(areaUrl('employer', '/employer/jobs'));
    await screenshotBothSizes(page, 'employer-jobs-incomplete-regular-user', async () => {
      await expect(page.getByText('Unternehmensprofil unvollständig')).toBeVisible();
    });
    await page.setViewportSize(PHONE_375);
    await noHorizontalScroll(page);
  });

  test('the admin finds a job post by title and company in the table of every job post', async ({
    page,
    request,
  }) => {
    const company = await createCompany(request, 'Husumer Windkraft');
    const employer = await completeCompany(company);
    const title = `Servicetechniker:in ${Date.now()}`;
    await ok(
      await employer.post(`${API}/api/company-jobs`, {
        data: {
          jobTitle: title,
          jobTypes: ['full_time'],
          contractType: 'permanent',
          experience: '1_2_years',
          officeLocation: 'Husum',
          workPlace: ['on_site'],
          salaryRange: { from: 0, to: 0 },
          industry: 'energy_mining',
        },
      }),
    );
    await employer.dispose();

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(areaUrl('admin', '/admin/login'));
    await page.getByRole('textbox', { name: /Email address/ }).fill(DEMO_ADMIN);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/$/);

    await page.getByRole('link', { name: 'Job posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job posts' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search by title' }).fill('Servicetechniker');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(company.name);
    await expect(row).toContainText('Draft');
    await page.getByRole('textbox', { name: 'Search by title' }).fill('');
    await page.getByRole('textbox', { name: 'Search by company' }).fill('Husumer Windkraft');
    await expect(page).toHaveURL(/company=Husumer/);
    await expect(row).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await expect(page.getByText('No job post matches these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Show all job posts' }).click();
    await expect(row).toBeVisible();
    await screenshotBothSizes(page, 'admin-job-posts', async () => {
      await expect(page.getByText(title)).toBeVisible();
    });
    await page.setViewportSize(PHONE_375);
    await noHorizontalScroll(page);
  });
});
