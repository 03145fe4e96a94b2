import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { apiInPage, signInWithPassword } from '../in-page';
import { createCandidate, freshEmail } from '../mailbox';
import { pdfFile } from '../sample-files';
import { capture, dismissNotifications, screenshotBothSizes } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * The CV import of a CV that is not LinkedIn's (issue 42) against the built app and the real API:
 * a two-column German CV (sidebar with contact, skills and languages on the left, the jobs on the
 * right with title and dates on one line) goes through the signed upload, the server reads it, and
 * the review shows each job with its employer, title and dates. The CV names more skills than the
 * profile keeps (issue 36): the review offers them as chips to pick 15 from, and saves the pick.
 */

const PASSWORD = 'Import!Sicher5';
/** The phone of the report: an iPhone's 375 px. */
const PHONE_375 = { width: 375, height: 740 };
const SKILLS = [
  ...['TypeScript', 'React', 'PostgreSQL', 'Docker', 'Kubernetes', 'Terraform', 'GraphQL', 'Node.js'],
  ...['Python', 'Go', 'Redis', 'Kafka', 'AWS', 'Linux', 'Git', 'Figma', 'Scrum', 'SQL', 'HTML', 'CSS'],
];

/** Text set at a place on the page: x, y (from the bottom) and size in points. */
type Placed = [text: string, x: number, y: number, size: number];

/**
 * A two-column German CV as the import meets it in the wild (a sidebar with its own headings left,
 * the jobs right, the title and dates on one line), written as a raw PDF with Helvetica so the
 * journey needs no PDF library. Text is WinAnsi: umlauts are latin-1 bytes, the dash is 0x96.
 */
function twoColumnGermanCv(name: string, skills: readonly string[]) {
  const sidebar: Placed[] = [
    ['Kontakt', 40, 730, 13],
    ['lea.sommer@example.org', 40, 712, 9],
    ['Kenntnisse', 40, 680, 13],
    ...skills.map((skill, i): Placed => [skill, 40, 662 - 14 * i, 9]),
    ['Sprachen', 40, 640 - 14 * skills.length, 13],
    ['Deutsch (Muttersprache)', 40, 622 - 14 * skills.length, 9],
  ];
  const main: Placed[] = [
    ['Lea Sommer', 40, 780, 24],
    ['Berufserfahrung', 220, 730, 14],
    ['Softwareentwicklerin, 03/2019 – heute', 220, 710, 10],
    ['Nordlicht Software GmbH', 220, 696, 10],
    ['Entwicklung einer Plattform für Reedereien.', 220, 682, 10],
    ['Werkstudentin, 10/2016 – 02/2019', 220, 654, 10],
    ['Hafenkontor AG', 220, 640, 10],
    ['Pflege der internen Werkzeuge.', 220, 626, 10],
    ['Ausbildung', 220, 590, 14],
    ['Bachelor of Science Informatik, Universität Hamburg, 2016', 220, 570, 10],
  ];
  const winAnsi = (text: string) =>
    Buffer.from(text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/–/g, '\x96'), 'latin1').toString('latin1');
  const stream = [...main, ...sidebar]
    .map(([text, x, y, size]) => `BT /F1 ${size} Tf ${x} ${y} Td (${winAnsi(text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  return pdfFile(name, objects);
}

function chip(page: Page, name: string) {
  return page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test.describe('CV import of a two-column German CV', () => {
  test.describe.configure({ timeout: 300_000 });

  test('shows the jobs of the CV in the review and lets the candidate pick 15 of its 20 skills', async ({
    page,
    request,
  }) => {
    const email = freshEmail('cv-import');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInWithPassword(page, 'candidate', email, PASSWORD);
    await apiInPage(page, 'PUT', '/candidates/me/onboarding').catch(() => undefined);
    await apiInPage(page, 'POST', '/resumes', {
      userDetails: { firstName: 'Lea', lastName: 'Sommer', email, gender: 'female' },
    });

    await page.goto(areaUrl('candidate', '/candidate/profile/import'));
    await expect(page.getByRole('heading', { level: 1, name: 'Lebenslauf importieren' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(twoColumnGermanCv('lebenslauf-lea.pdf', SKILLS));
    await expect(page.getByRole('heading', { name: 'Prüfen Sie, was wir gefunden haben' })).toBeVisible();

    // both jobs of the right-hand column, each with its own employer, title and start
    const work = section(page, 'Berufserfahrung');
    const companies = work.getByRole('textbox', { name: /^Unternehmen/ });
    await expect(companies).toHaveCount(2);
    await expect(companies.nth(0)).toHaveValue('Nordlicht Software GmbH');
    await expect(companies.nth(1)).toHaveValue('Hafenkontor AG');
    const titles = work.getByRole('textbox', { name: /^Berufsbezeichnung/ });
    await expect(titles.nth(0)).toHaveValue('Softwareentwicklerin');
    await expect(titles.nth(1)).toHaveValue('Werkstudentin');

    // 20 skills against a limit of 15: chips, the first 15 picked, the others waiting
    await expect(
      page.getByText(
        'Ihre Datei nennt 20 Fähigkeiten, Ihr Profil hält bis zu 15. Wählen Sie die, die bleiben sollen:',
      ),
    ).toBeVisible();
    await expect(page.getByText('15 von 15 gewählt')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'CSS', exact: true })).toBeDisabled();
    await dismissNotifications(page);
    await screenshotBothSizes(page, 'candidate-cv-import-review', async () => {
      await expect(page.getByText('15 von 15 gewählt')).toBeVisible();
    });
    await page.setViewportSize(PHONE_375);
    await capture(page, 'candidate-cv-import-review-375');
    await page.setViewportSize(VIEWPORTS.desktop);

    // a chip's checkbox is visually hidden: the candidate clicks its label
    await chip(page, 'React').click();
    await expect(page.getByText('14 von 15 gewählt')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'React', exact: true })).not.toBeChecked();
    await chip(page, 'CSS').click();
    await expect(page.getByText('15 von 15 gewählt')).toBeVisible();
    const skills = section(page, 'Kenntnisse');
    await expect(skills.getByRole('textbox', { name: /^Kenntnis \d+/ })).toHaveCount(15);
    await skills.getByRole('button', { name: 'Kenntnisse speichern' }).click();
    await expect(skills.getByText('Gespeichert', { exact: true })).toBeVisible();

    const resume = (await apiInPage(page, 'GET', '/resumes')) as { resume: { tags: { tag: string }[] } };
    const saved = resume.resume.tags.map((entry) => entry.tag);
    expect(saved).toHaveLength(15);
    expect(saved).toContain('CSS');
    expect(saved).not.toContain('React');
  });
});
