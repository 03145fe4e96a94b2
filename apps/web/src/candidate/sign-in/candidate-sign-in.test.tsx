import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateMe } from '@veil/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthChannel } from '../../features/sign-in/auth-channel';
import {
  type ApiRoutes,
  apiError,
  bodiesSentTo,
  CANDIDATE_ME,
  json,
  sessionRoutes,
  stubApi,
} from '../../test/api-stub';
import { pageOf } from '../applications/application-fixtures';
import { renderCandidateAt as renderAt } from '../candidate-app.testing';
import { dashboardRoutes } from '../dashboard/dashboard.testing';
import { CANDIDATE_JOB } from '../jobs/job-fixtures';

const EMAIL = 'lena.neu@example.org';
const PASSWORD = 'Sicher!Passwort1';

/** A candidate pool that is signed out until a code is verified or a password accepted. */
function candidateServer(
  extra: ApiRoutes = {},
  me: CandidateMe = { ...CANDIDATE_ME, email: EMAIL, onboarded: false },
) {
  let current: CandidateMe | null = null;
  const fetchMock = stubApi({
    'GET /api/auth/candidate/get-session': () =>
      current
        ? json(200, { session: { id: 's', expiresAt: '2099-01-01' }, user: { id: me.id, email: me.email } })
        : json(200, null),
    'GET /api/candidates/me': () => json(200, current),
    'POST /api/auth/candidate/sign-up/email': json(200, { token: null }),
    'POST /api/auth/candidate/email-otp/send-verification-otp': json(200, { success: true }),
    'POST /api/auth/candidate/email-otp/verify-email': async (request) => {
      const body = (await request.clone().json()) as { otp: string };
      if (body.otp !== '246810') return apiError(400, 'invalid_code', 'Ungültiger Code');
      current = me;
      return json(200, { status: true });
    },
    'POST /api/auth/candidate/sign-in/email': () => {
      current = me;
      return json(200, { user: { id: me.id, email: me.email } });
    },
    'PUT /api/candidates/me/onboarding': () => {
      current = { ...me, onboarded: true };
      return json(200, current);
    },
    // the dashboard lists the candidate's applications
    'GET /api/applications': json(200, NO_APPLICATIONS),
    ...dashboardRoutes(),
    ...extra,
  });
  return fetchMock;
}

/** The dashboard's list of applications, empty. */
const NO_APPLICATIONS = pageOf([]);

function withRuntimeConfig(config: object) {
  const script = document.createElement('script');
  script.id = 'veil-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('veil-config')?.remove();
});

describe('candidate sign-up', () => {
  it('checks the form, links the legal pages and leads to the code entry', async () => {
    const user = userEvent.setup();
    const fetchMock = candidateServer();
    const app = renderAt('/candidate/signup');

    expect(await screen.findByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Konto erstellen · Veil'));
    const terms = screen.getByRole('link', { name: /Nutzungsbedingungen/ });
    expect(terms).toHaveAttribute('href', '/candidate/terms-conditions/de');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute(
      'href',
      '/candidate/privacy-policy/de',
    );

    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(screen.getByText('E-Mail-Adresse darf nicht leer sein.')).toBeInTheDocument();
    expect(screen.getByText(/Bitte akzeptieren Sie die Nutzungsbedingungen/)).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/candidate/sign-up/email')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), EMAIL);
    const [password, confirmation] = screen.getAllByLabelText(/Passwort/, {
      selector: 'input[type="password"]',
    });
    if (!password || !confirmation) throw new Error('password fields missing');
    await user.type(password, PASSWORD);
    await user.type(confirmation, `${PASSWORD}x`);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein!')).toBeInTheDocument();

    await user.clear(confirmation);
    await user.type(confirmation, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/signup/verify');
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Neuer Code in \d+ s/ })).toBeDisabled();
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/candidate/sign-up/email')).toEqual([
      { email: EMAIL, password: PASSWORD, acceptTerms: true },
    ]);
  });

  it('says when the address already has an account, with the way to the login', async () => {
    const user = userEvent.setup();
    candidateServer({
      'POST /api/auth/candidate/sign-up/email': apiError(
        409,
        'user_already_exists',
        'Email already in use. Please log in',
      ),
    });
    renderAt('/candidate/signup', 'en');
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), EMAIL);
    const [password, confirmation] = screen.getAllByLabelText(/Password/, {
      selector: 'input[type="password"]',
    });
    if (!password || !confirmation) throw new Error('password fields missing');
    await user.type(password, PASSWORD);
    await user.type(confirmation, PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email already in use. Please log in');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/candidate/login');
  });

  it('shows the password rules the server names', async () => {
    const user = userEvent.setup();
    candidateServer({
      'POST /api/auth/candidate/sign-up/email': apiError(400, 'password_policy', 'policy', {
        rules: ['special'],
      }),
    });
    renderAt('/candidate/signup', 'en');
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), EMAIL);
    const [password, confirmation] = screen.getAllByLabelText(/Password/, {
      selector: 'input[type="password"]',
    });
    if (!password || !confirmation) throw new Error('password fields missing');
    await user.type(password, PASSWORD);
    await user.type(confirmation, PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('The password must contain at least one special character.'),
    ).toBeInTheDocument();
  });
});

describe('candidate e-mail verification and first-time sign-in', () => {
  it('refuses a wrong code, accepts the right one and welcomes the candidate', async () => {
    const user = userEvent.setup();
    const fetchMock = candidateServer();
    const app = renderAt(`/candidate/signup/verify?email=${encodeURIComponent(EMAIL)}`);
    const code = await screen.findByRole('textbox', { name: /Bestätigungscode/ });

    await user.type(code, '12x');
    expect(screen.getByText('Bitte geben Sie nur Ziffern ein.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Ungültiger Code')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Veil!' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/first-time-signin');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/candidate/email-otp/verify-email')).toEqual([
      { email: EMAIL, otp: '111111' },
      { email: EMAIL, otp: '246810' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Los geht’s' }));
    // the welcome leads on to the profile (a new candidate's start)
    await waitFor(() => expect(app.location()).toMatch(/^\/candidate\/profile/));
    expect(await bodiesSentTo(fetchMock, 'PUT /api/candidates/me/onboarding')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: `Konto von ${EMAIL}` })).toBeInTheDocument();
  });

  it('asks for the e-mail when none was handed over', async () => {
    candidateServer();
    renderAt('/candidate/signup/verify');
    expect(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Neuen Code senden' })).toBeEnabled();
  });

  it('takes an unconfirmed candidate from the login to the code entry', async () => {
    const user = userEvent.setup();
    candidateServer({
      'POST /api/auth/candidate/sign-in/email': apiError(403, 'user_not_confirmed', 'not confirmed'),
    });
    const app = renderAt('/candidate/login');
    await user.type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), EMAIL);
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/signup/verify');
    expect(screen.getByText(/Ihre E-Mail-Adresse ist noch nicht bestätigt/)).toBeInTheDocument();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
  });

  it('leads an onboarded candidate from the login to the dashboard', async () => {
    const user = userEvent.setup();
    candidateServer({}, { ...CANDIDATE_ME, email: EMAIL, onboarded: true });
    const app = renderAt('/candidate/login');
    await user.type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), EMAIL);
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Veil' })).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/');
  });
});

describe('candidate login page', () => {
  it('links to sign-up and forgot password, and shows Google only when configured', async () => {
    stubApi(sessionRoutes('candidate', null));
    renderAt('/candidate/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute(
      'href',
      '/candidate/signup',
    );
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/candidate/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Mit Google anmelden' })).not.toBeInTheDocument();
  });

  it('offers Google when the server has it, and says so when it failed', async () => {
    withRuntimeConfig({ googleSignIn: true });
    stubApi(sessionRoutes('candidate', null));
    renderAt('/candidate/login?error=google', 'en');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Signing in with Google failed.');
  });

  it('finishes a Google sign-in on the return page and goes to the stored target', async () => {
    stubApi({
      ...sessionRoutes('candidate', { ...CANDIDATE_ME, onboarded: true }),
      'GET /api/applications': json(200, NO_APPLICATIONS),
      ...dashboardRoutes(),
    });
    sessionStorage.setItem('veil.signIn.target', '/candidate/?from=mail');
    const heard: string[] = [];
    const otherTab = createAuthChannel('candidate');
    otherTab.subscribe((event) => heard.push(event.type));
    const app = renderAt('/candidate/login/oauth2/code/cognito/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Veil' })).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/?from=mail');
    expect(sessionStorage.getItem('veil.signIn.target')).toBeNull();
    await waitFor(() => expect(heard).toEqual(['google-signed-in']));
    otherTab.close();
  });

  it('says so when the return page finds no session', async () => {
    stubApi(sessionRoutes('candidate', null));
    renderAt('/candidate/login/oauth2/code/cognito/', 'en');
    expect(await screen.findByText('Signing in with Google failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/candidate/login');
  });

  it('flags a shared job opened without signing in as a public job session', async () => {
    stubApi({
      ...sessionRoutes('candidate', null),
      'GET /api/jobs/share/AB12CD': { body: { ...CANDIDATE_JOB, isSaved: null } },
    });
    renderAt('/candidate/jobs/share/AB12CD');
    await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle });
    expect(sessionStorage.getItem('veil.publicJobSession')).toBe('true');
  });
});

describe('candidate password reset', () => {
  it('answers generically, then sets the new password with the code', async () => {
    const user = userEvent.setup();
    const fetchMock = candidateServer({
      'POST /api/auth/candidate/forget-password/email-otp': json(200, { success: true }),
      'POST /api/auth/candidate/email-otp/reset-password': async (request) => {
        const body = (await request.clone().json()) as { otp: string };
        return body.otp === '135790'
          ? json(200, { success: true })
          : apiError(400, 'invalid_code', 'Invalid code');
      },
    });
    const app = renderAt('/candidate/forgot-password', 'en');
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/If your email exists in our system/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Enter code' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(app.location()).toBe(`/candidate/reset-password?email=${encodeURIComponent(EMAIL)}`);
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '000000');
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), PASSWORD);
    await user.type(screen.getByLabelText(/^Password confirmation/, { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: /Verification code/ });
    await user.clear(code);
    await user.type(code, '135790');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/Please sign in with your new password/)).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/login');
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/candidate/email-otp/reset-password')).toHaveLength(
      2,
    );
  });
});
