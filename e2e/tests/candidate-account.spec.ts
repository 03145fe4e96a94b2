import { expect, test } from '../accessibility';
import { DEMO_JOBS_POWER_USER, DEMO_PASSWORD } from '../demo';
import { apiInPage, createPublishedJob, signInWithPassword } from '../in-page';
import { createCandidate, freshEmail } from '../mailbox';
import { capture, dismissNotifications, noHorizontalScroll } from '../screens';
import { areaUrl, VIEWPORTS } from '../support';

/*
 * A candidate deletes their account against the built app and the real API (German interface,
 * docs/decisions/020): signed up, with a profile and a sent application, they open "Konto löschen"
 * on their profile, read what goes and what the employer keeps, are refused with a wrong password,
 * delete with the right one, land signed out on the confirmation, and cannot sign in any more. The
 * company keeps a deletion log of the application without identity.
 */

const PASSWORD = 'Konto!Loeschen4';
/** The phone of the report: an iPhone's 375 px. */
const PHONE_375 = { width: 375, height: 740 };
const JOB_TITLE = 'Deichgräfin an der Oste';

test.describe('candidate account', () => {
  test.describe.configure({ timeout: 300_000 });

  test('signs up, applies, deletes the account and cannot sign in any more', async ({
    page,
    request,
    browser,
  }) => {
    const employer = await browser.newPage();
    await signInWithPassword(employer, 'employer', DEMO_JOBS_POWER_USER, DEMO_PASSWORD);
    const job = await createPublishedJob(
      employer,
      {
        jobTitle: JOB_TITLE,
        jobTypeDescription: 'Deichpflege und Sturmflutschutz an der Oste',
        jobTypes: ['full_time'],
        contractType: 'permanent',
        experience: '2_years',
        officeLocation: 'Hemmoor',
        workPlace: ['on_site'],
        salaryRange: { from: 42000, to: 51000 },
        industry: 'transportation_logistics',
      },
      [
        { updateType: 'responsibilities', responsibilities: '<p>Sie halten den Deich in Schuss.</p>' },
        { updateType: 'requirements', requirements: '<ul><li>Wetterfest</li></ul>' },
      ],
    );

    const email = freshEmail('konto');
    await createCandidate(request, email, PASSWORD);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInWithPassword(page, 'candidate', email, PASSWORD);
    await apiInPage(page, 'PUT', '/candidates/me/onboarding');
    await apiInPage(page, 'POST', '/resumes', {
      userDetails: { firstName: 'Hauke', lastName: 'Deichmöller', email, gender: 'male' },
    });
    const draft = await apiInPage<{ id: string }>(page, 'POST', '/applications', { jobId: job.id });
    await apiInPage(page, 'POST', `/applications/${draft.id}/submit`);

    // the danger zone at the end of the profile
    await page.goto(areaUrl('candidate', '/candidate/profile'));
    const zone = page.getByRole('region', { name: 'Konto löschen' });
    await zone.scrollIntoViewIfNeeded();
    await expect(zone.getByText('Das lässt sich nicht rückgängig machen.', { exact: false })).toBeVisible();
    await zone.getByRole('button', { name: 'Konto löschen …' }).click();

    // the dialog says what goes and what the company keeps, and asks for the password
    const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
    await expect(dialog.getByText('Bewerbungen: 1 gesendet, 0 Entwürfe.')).toBeVisible();
    await expect(dialog.getByText('Was Arbeitgeber behalten')).toBeVisible();
    await expect(dialog.getByText(/Es enthält nichts über Sie/)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Mein Konto löschen' });
    await expect(confirm).toBeDisabled();
    await dismissNotifications(page);
    await capture(page, 'candidate-account-delete-modal-desktop');
    await page.setViewportSize(PHONE_375);
    // full screen on a phone: everything readable, the buttons reached by scrolling the dialog
    await confirm.scrollIntoViewIfNeeded();
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await noHorizontalScroll(page);
    await capture(page, 'candidate-account-delete-modal-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // a wrong password deletes nothing and says so
    const password = dialog.getByLabel('Ihr Passwort');
    await password.fill('Falsch!Passwort1');
    await confirm.click();
    await expect(
      dialog
        .getByRole('alert')
        .filter({ hasText: 'Das Passwort ist nicht richtig. Ihr Konto wurde nicht gelöscht.' }),
    ).toBeVisible();

    // the right one deletes the account; the person is signed out and sees the confirmation
    await password.fill(PASSWORD);
    await confirm.click();
    await expect(page).toHaveURL(/\/candidate\/account-deleted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Konto wurde gelöscht' })).toBeVisible();
    await expect(page.getByText(/nur ein Löschprotokoll ohne Angaben zu Ihrer Person/)).toBeVisible();
    await capture(page, 'candidate-account-deleted-desktop');

    // signed out: the profile asks for sign-in, and the password signs nobody in any more
    await page.goto(areaUrl('candidate', '/candidate/profile'));
    await expect(page).toHaveURL(/\/candidate\/login/);
    await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ungültige Anmeldedaten.' })).toBeVisible();
    await expect(page).toHaveURL(/\/candidate\/login/);

    // the company keeps the deletion log, with the reason and nothing of the person
    const log = await apiInPage<{ deletionReason: string; jobTitle: string }>(
      employer,
      'GET',
      `/deletion-logs/${draft.id}`,
    );
    expect(log).toMatchObject({ deletionReason: 'account_deleted', jobTitle: JOB_TITLE });
    expect(JSON.stringify(log)).not.toContain('Deichmöller');
    expect(JSON.stringify(log)).not.toContain(email);
    await employer.goto(areaUrl('employer', `/employer/applications/deletion/${draft.id}`));
    await expect(employer.getByText('Die Person hat ihr Konto gelöscht')).toBeVisible();
    await employer.close();
  });
});
