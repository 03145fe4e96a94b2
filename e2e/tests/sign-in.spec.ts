import type { Page } from '@playwright/test';
import { expect, test } from '../accessibility';
import { DEMO_PASSWORD, DEMO_POWER_USER } from '../demo';
import { createCandidate, freshEmail, mailsTo, nextCode } from '../mailbox';
import { noHorizontalScroll } from '../screens';
import { type Area, areaUrl, screenshot, VIEWPORTS } from '../support';

/** The dashboard's greeting, by the time of day (the dashboard's first heading). */
const DASHBOARD_GREETING = /^Guten (Morgen|Tag|Abend)\b/;

/*
 * Sign-in journeys through the built app and the real API. Codes come from the development mailbox
 * (`GET /dev/mail.json?to=…`, newest first). API set-up calls go to 127.0.0.1 (Node cannot resolve
 * *.localhost everywhere); the browser uses the area hosts as in production.
 */

const PASSWORD = 'Sicher!Passwort1';
const NEW_PASSWORD = 'Neues!Passwort2';

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

test.describe('candidate sign-up', () => {
  test('signs up, confirms the code, is welcomed, and a sign-out reaches the second tab', async ({
    page,
    context,
    request,
  }) => {
    const email = freshEmail('signup');
    await page.goto(areaUrl('candidate', '/candidate/signup'));
    await expect(page.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
    await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
    const passwords = page.locator('input[type="password"]');
    await passwords.nth(0).fill(PASSWORD);
    await passwords.nth(1).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await expect(page.locator('[data-rule][data-met="false"]')).toHaveCount(0);
    await screenshot(page, 'candidate-signup-filled-desktop');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await expect(page).toHaveURL(/\/candidate\/signup\/verify$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: /Neuer Code in \d+ s/ })).toBeDisabled();
    await screenshot(page, 'candidate-verify-desktop');

    const code = await nextCode(request, email);
    const codeInput = page.getByRole('textbox', { name: /Bestätigungscode/ });
    await codeInput.pressSequentially('12a');
    await expect(page.getByText('Bitte geben Sie nur Ziffern ein.')).toBeVisible();
    await codeInput.fill(code);
    await page.getByRole('button', { name: 'Bestätigen' }).click();

    await expect(page).toHaveURL(/\/candidate\/first-time-signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Veil!' })).toBeVisible();
    await screenshot(page, 'candidate-first-time-signin-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await noHorizontalScroll(page);
    await screenshot(page, 'candidate-first-time-signin-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('button', { name: 'Los geht’s' }).click();

    // a new candidate has no profile yet: the welcome leads to its start
    await expect(page).toHaveURL(/\/candidate\/profile\/empty$/);
    await page.goto(areaUrl('candidate', '/candidate/'));
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_GREETING })).toBeVisible();

    const second = await context.newPage();
    await second.goto(areaUrl('candidate', '/candidate/'));
    await expect(second.getByRole('heading', { level: 1, name: DASHBOARD_GREETING })).toBeVisible();
    await second.evaluate(() => sessionStorage.setItem('tab-data', 'x'));

    // the confirmation notice closes by itself; open, it would cover the menu in the screenshot
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await page.getByRole('button', { name: `Konto von ${email}` }).click();
    await screenshot(page, 'candidate-account-menu-desktop');
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/candidate\/login$/);
    await expect(page.getByText('Sie haben sich abgemeldet. Bis bald!')).toBeVisible();

    await expect(second).toHaveURL(/\/candidate\/login$/);
    await expect(second.getByText('Sie wurden in einem anderen Tab abgemeldet.')).toBeVisible();
    expect(await second.evaluate(() => sessionStorage.getItem('tab-data'))).toBeNull();
    await screenshot(second, 'candidate-login-signed-out-elsewhere-desktop');

    // the session is gone on the server too: a protected page leads to the login again
    await second.goto(areaUrl('candidate', '/candidate/'));
    await expect(second).toHaveURL(/\/candidate\/login$/);
  });
});

test.describe('candidate sign-in', () => {
  test('five wrong passwords, then the attempt limit', async ({ page, request }) => {
    const email = freshEmail('limit');
    await createCandidate(request, email, PASSWORD);
    await page.goto(areaUrl('candidate', '/candidate/login'));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signInThroughForm(page, email, `Falsch!${attempt}Passwort`);
      await expect(page.getByRole('alert').filter({ hasText: 'Ungültige Anmeldedaten.' })).toBeVisible();
    }
    await signInThroughForm(page, email, PASSWORD);
    const alert = page.getByRole('alert').filter({ hasText: 'Zu viele Versuche' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await expect(page).toHaveURL(/\/candidate\/login$/);
    await screenshot(page, 'candidate-login-attempt-limit-desktop');
  });

  test('forgot password, reset with the mailed code, then sign in with the new password', async ({
    page,
    request,
  }) => {
    const email = freshEmail('reset');
    await createCandidate(request, email, PASSWORD);
    const mailsBefore = (await mailsTo(request, email)).length;

    await page.goto(areaUrl('candidate', '/candidate/login'));
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
    await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
    await page.getByRole('button', { name: 'Code anfordern' }).click();
    await expect(page.getByText(/Falls Ihre E-Mail-Adresse bei uns registriert ist/)).toBeVisible();
    await screenshot(page, 'candidate-forgot-password-sent-desktop');
    await page.getByRole('link', { name: 'Code eingeben' }).click();

    await expect(page).toHaveURL(/\/candidate\/reset-password\?email=/);
    await expect(page.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(email);
    const code = await nextCode(request, email, mailsBefore);
    await page.getByRole('textbox', { name: /Bestätigungscode/ }).fill(code);
    const passwords = page.locator('input[type="password"]');
    await passwords.nth(0).fill(NEW_PASSWORD);
    await passwords.nth(1).fill(NEW_PASSWORD);
    await screenshot(page, 'candidate-reset-password-filled-desktop');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();

    await expect(page).toHaveURL(/\/candidate\/login$/);
    await expect(page.getByText(/Bitte melden Sie sich mit dem neuen Passwort an/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ungültige Anmeldedaten.' })).toBeVisible();

    await signInThroughForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/candidate\/first-time-signin$/);
  });

  test('an unauthenticated deep link leads to the login and back to it after signing in', async ({
    page,
    request,
  }) => {
    const email = freshEmail('deeplink');
    await createCandidate(request, email, PASSWORD);
    await page.goto(areaUrl('candidate', '/candidate/?tab=reminders'));
    await expect(page).toHaveURL(/\/candidate\/login$/);
    await expect(page.getByText(/Bitte melden Sie sich an, um fortzufahren/)).toBeVisible();
    await screenshot(page, 'candidate-login-deep-link-desktop');
    await signInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/candidate\/\?tab=reminders$/);
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_GREETING })).toBeVisible();
  });
});

const SCREENS: { area: Area; path: string; name: string; heading: string }[] = [
  { area: 'candidate', path: '/candidate/login', name: 'candidate-login', heading: 'Willkommen zurück' },
  { area: 'candidate', path: '/candidate/signup', name: 'candidate-signup', heading: 'Konto erstellen' },
  {
    area: 'candidate',
    path: '/candidate/signup/verify?email=lena%40example.org',
    name: 'candidate-verify',
    heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
  },
  {
    area: 'candidate',
    path: '/candidate/forgot-password',
    name: 'candidate-forgot-password',
    heading: 'Passwort vergessen?',
  },
  {
    area: 'candidate',
    path: '/candidate/reset-password?email=lena%40example.org',
    name: 'candidate-reset-password',
    heading: 'Neues Passwort festlegen',
  },
  {
    area: 'candidate',
    path: '/candidate/login/oauth2/code/cognito/',
    name: 'candidate-google-return-failed',
    heading: 'Anmeldung mit Google',
  },
  { area: 'employer', path: '/employer/login', name: 'employer-login', heading: 'Anmeldung für Arbeitgeber' },
  {
    area: 'employer',
    path: '/employer/forgot-password',
    name: 'employer-forgot-password',
    heading: 'Passwort vergessen?',
  },
  {
    area: 'employer',
    path: '/employer/forgot-password?step=reset&email=jana%40firma.example',
    name: 'employer-reset-password',
    heading: 'Neues Passwort festlegen',
  },
  {
    area: 'employer',
    path: `/employer/active-account?token=${'x'.repeat(43)}`,
    name: 'employer-activation-invalid',
    heading: 'Dieser Link funktioniert nicht',
  },
  { area: 'admin', path: '/admin/login', name: 'admin-login', heading: 'Admin sign-in' },
  {
    area: 'admin',
    path: '/admin/active-account',
    name: 'admin-activation-invalid',
    heading: 'This link does not work',
  },
];

test.describe('separate pools', () => {
  test('one address as candidate and as employer keeps two separate sessions', async ({ page, request }) => {
    // the demo power user's address also signs up as a candidate, with a password of its own
    await createCandidate(request, DEMO_POWER_USER, PASSWORD);

    await page.goto(areaUrl('candidate', '/candidate/login'));
    await signInThroughForm(page, DEMO_POWER_USER, PASSWORD);
    await expect(page).toHaveURL(/\/candidate\/(first-time-signin|$)/);

    await page.goto(areaUrl('employer', '/employer/login'));
    await signInThroughForm(page, DEMO_POWER_USER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/employer\/applications/);
    const employer = await page.evaluate(async () => (await fetch('/api/employers')).json());
    expect(employer).toMatchObject({ email: DEMO_POWER_USER, role: 'power_user' });

    await page.goto(areaUrl('candidate', '/candidate/'));
    const candidate = await page.evaluate(async () => (await fetch('/api/candidates/me')).json());
    expect(candidate).toMatchObject({ email: DEMO_POWER_USER });
    // the candidate password does not open the employer account, nor the other way round
    const wrongPool = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/auth/candidate/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      { email: DEMO_POWER_USER, password: DEMO_PASSWORD },
    );
    expect(wrongPool).toBe(401);

    // signing out as candidate leaves the employer session alone
    await page.goto(areaUrl('candidate', '/candidate/logout'));
    await expect(page).toHaveURL(/\/candidate\/login/);
    await page.goto(areaUrl('employer', '/employer/applications'));
    await expect(page).toHaveURL(/\/employer\/applications/);
  });
});

test.describe('sign-in screens', () => {
  for (const screen of SCREENS) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`${screen.name} at ${size} size`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(areaUrl(screen.area, screen.path));
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page).toHaveTitle(/ · Veil$/);
        await noHorizontalScroll(page);
        await screenshot(page, `${screen.name}-${size}`);
      });
    }
  }

  test('a focused text field shows the same ring as a focused button', async ({ page }) => {
    await page.goto(areaUrl('candidate', '/candidate/login'));
    const ringOf = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      });
    // with the keyboard, as people who need the ring move: into the e-mail field, then on to a button
    await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).focus();
    const field = await ringOf();
    for (let step = 0; step < 6; step += 1) {
      if (await page.evaluate(() => document.activeElement?.tagName === 'BUTTON')) break;
      await page.keyboard.press('Tab');
    }
    const button = await ringOf();
    expect(button).toMatch(/^solid 2px /);
    expect(field).toBe(button);
  });

  test('protected pages of every area lead to its login', async ({ page }) => {
    for (const area of ['candidate', 'employer', 'admin'] as const) {
      await page.goto(areaUrl(area, '/'));
      await expect(page).toHaveURL(new RegExp(`/${area}/login$`));
    }
  });
});
