import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_IN_ATTEMPT_WINDOW_MINUTES } from '@veil/domain';
import { describe, expect, it } from 'vitest';
import { createAuthChannel } from '../features/sign-in/auth-channel';
import { api } from '../lib/api-client';
import { RedirectedRequestError } from '../lib/api-errors';
import {
  type ApiRoutes,
  apiError,
  bodiesSentTo,
  EMPLOYER_LANDING_ROUTES,
  EMPLOYER_ME,
  json,
  sessionRoutes,
  stubApi,
} from '../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../test/render';
import EmployerApp from './app';

const TOKEN = 'tok_'.padEnd(43, 'x');
const PASSWORD = 'Firmen!Passwort9';

function renderAt(path: string, locale: 'de' | 'en' = 'de') {
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<EmployerApp createRouter={createRouter} />, { locale });
  return {
    location: () => {
      const location = createRouter.last?.state.location;
      return `${location?.pathname ?? ''}${location?.search ?? ''}`;
    },
  };
}

/** An employer pool that starts signed out and is signed in once sign-in (or activation) succeeds. */
function signInServer(extra: ApiRoutes = {}) {
  let signedIn = false;
  const signedInRoutes = sessionRoutes('employer', EMPLOYER_ME);
  const signedOutRoutes = sessionRoutes('employer', null);
  const fetchMock = stubApi({
    'GET /api/auth/employer/get-session': () =>
      (signedIn ? signedInRoutes : signedOutRoutes)['GET /api/auth/employer/get-session'] as Response,
    'GET /api/employers': json(200, EMPLOYER_ME),
    ...EMPLOYER_LANDING_ROUTES,
    'POST /api/auth/employer/sign-in/email': () => {
      signedIn = true;
      return json(200, { user: { id: EMPLOYER_ME.id, email: EMPLOYER_ME.email } });
    },
    'POST /api/auth/employer/sign-out': () => {
      signedIn = false;
      return json(200, { success: true });
    },
    ...extra,
  });
  return { fetchMock, setSignedIn: (value: boolean) => (signedIn = value) };
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), email);
  await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('employer sign-in', () => {
  it('sends a signed-out deep link to the login and back to it after signing in', async () => {
    const user = userEvent.setup();
    const { fetchMock } = signInServer();
    const app = renderAt('/employer/applications?status=new');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmeldung für Arbeitgeber' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/employer/login');
    expect(screen.getByText(/Bitte melden Sie sich an, um fortzufahren/)).toBeInTheDocument();
    expect(sessionStorage.getItem('veil.signIn.target')).toBe('/employer/applications?status=new');
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Anmelden · Veil'));

    await fillLogin(user, ` ${EMPLOYER_ME.email} `, PASSWORD);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
    expect(app.location()).toBe('/employer/applications?status=new');
    expect(sessionStorage.getItem('veil.signIn.target')).toBeNull();
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/employer/sign-in/email')).toEqual([
      { email: EMPLOYER_ME.email, password: PASSWORD },
    ]);
  });

  it('checks the fields before asking the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = signInServer();
    renderAt('/employer/login');
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('E-Mail-Adresse darf nicht leer sein.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/employer/sign-in/email')).toEqual([]);
  });

  it('shows a wrong password in place', async () => {
    const user = userEvent.setup();
    signInServer({
      'POST /api/auth/employer/sign-in/email': apiError(
        401,
        'invalid_credentials',
        'Ungültige Anmeldedaten.',
      ),
    });
    renderAt('/employer/login');
    await fillLogin(user, EMPLOYER_ME.email, 'falsch');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ungültige Anmeldedaten.');
    expect(alert).toHaveTextContent(/stimmen nicht mit unseren Daten überein/);
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(EMPLOYER_ME.email);
  });

  it('shows the attempt limit with the way to reset the password', async () => {
    const user = userEvent.setup();
    signInServer({
      'POST /api/auth/employer/sign-in/email': apiError(429, 'attempt_limit_exceeded', 'Zu viele Versuche.'),
    });
    const app = renderAt('/employer/login');
    await fillLogin(user, EMPLOYER_ME.email, 'falsch');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Zu viele Versuche. Bitte versuchen Sie es später erneut.');
    expect(alert).toHaveTextContent(`bis zu ${SIGN_IN_ATTEMPT_WINDOW_MINUTES} Minuten`);
    await user.click(within(alert).getByRole('link', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(app.location()).toBe('/employer/forgot-password');
  });

  it('shows an inactive company’s message', async () => {
    const user = userEvent.setup();
    signInServer({
      'POST /api/auth/employer/sign-in/email': apiError(403, 'company_inactive', 'deaktiviert'),
    });
    renderAt('/employer/login', 'en');
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), EMPLOYER_ME.email);
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This company has been deactivated.');
  });

  it('gives the support address as a link where a message says to contact support', async () => {
    const config = document.createElement('script');
    config.id = 'veil-config';
    config.type = 'application/json';
    config.textContent = JSON.stringify({ supportEmail: 'hilfe@veil.example' });
    document.body.append(config);
    try {
      const user = userEvent.setup();
      signInServer({
        'POST /api/auth/employer/sign-in/email': apiError(403, 'user_inactive', 'inaktiv'),
      });
      renderAt('/employer/login', 'en');
      await user.type(await screen.findByRole('textbox', { name: /Email address/ }), EMPLOYER_ME.email);
      await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your account is currently inactive. Please contact support.');
      expect(within(alert).getByRole('link', { name: 'hilfe@veil.example' })).toHaveAttribute(
        'href',
        'mailto:hilfe@veil.example',
      );
    } finally {
      config.remove();
    }
  });

  it('sends a signed-in user away from the login to the applications', async () => {
    stubApi({ ...sessionRoutes('employer', EMPLOYER_ME), ...EMPLOYER_LANDING_ROUTES });
    const app = renderAt('/employer/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
    expect(app.location()).toBe('/employer/applications');
  });

  it('runs the forgot-password flow with the reset step on the same page', async () => {
    const user = userEvent.setup();
    const { fetchMock } = signInServer({
      'POST /api/auth/employer/forget-password/email-otp': json(200, { success: true }),
      'POST /api/auth/employer/email-otp/reset-password': json(200, { success: true }),
    });
    const app = renderAt('/employer/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: /E-Mail-Adresse/ }), EMPLOYER_ME.email);
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    expect(await screen.findByText(/Falls Ihre E-Mail-Adresse bei uns registriert ist/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Code eingeben' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe(
      `/employer/forgot-password?step=reset&email=${encodeURIComponent(EMPLOYER_ME.email)}`,
    );
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(EMPLOYER_ME.email);
    expect(screen.getByRole('button', { name: /Neuer Code in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /Bestätigungscode/ }), '123456');
    await user.type(screen.getByLabelText(/^Neues Passwort/, { selector: 'input' }), PASSWORD);
    await user.type(screen.getByLabelText(/^Passwortbestätigung/, { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    expect(await screen.findByText(/Bitte melden Sie sich mit dem neuen Passwort an/)).toBeInTheDocument();
    expect(app.location()).toBe('/employer/login');
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(EMPLOYER_ME.email);
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/employer/email-otp/reset-password')).toEqual([
      { email: EMPLOYER_ME.email, otp: '123456', password: PASSWORD },
    ]);
  });
});

describe('employer session', () => {
  it('shows the user’s name and company and signs out, keeping only the language', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      ...sessionRoutes('employer', EMPLOYER_ME),
      ...EMPLOYER_LANDING_ROUTES,
      'POST /api/auth/employer/sign-out': json(200, { success: true }),
    });
    localStorage.setItem('locale', 'de');
    localStorage.setItem('veil.employer.sidebarCollapsed', 'true');
    sessionStorage.setItem('veil.signIn.target', '/employer/templates');
    const otherTab = createAuthChannel('employer');
    const heard: string[] = [];
    otherTab.subscribe((event) => heard.push(event.type));
    const app = renderAt('/employer/applications');
    expect(await screen.findByText('Noch keine Bewerbungen')).toBeInTheDocument();

    // the visible name and company are both in the button's accessible name (WCAG 2.5.3)
    const menuButton = await screen.findByRole('button', { name: 'Konto von Jana Roth, Nordlicht GmbH' });
    expect(menuButton).toHaveTextContent('Nordlicht GmbH');
    await user.click(menuButton);
    // a menu's dropdown may still be fading in (in jsdom, Mantine's transition leaves it styled hidden
    // until its timers run, which a busy machine delays): found as the other menu tests find theirs
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden', hidden: true }));

    expect(await screen.findByText('Sie haben sich abgemeldet. Bis bald!')).toBeInTheDocument();
    expect(app.location()).toBe('/employer/login');
    expect(Object.keys(localStorage)).toEqual(['locale']);
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(heard).toEqual(['signed-out']));
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/employer/sign-out')).toEqual([{}]);
    otherTab.close();
  });

  it('follows a sign-out in another tab to the login', async () => {
    signInServer().setSignedIn(true);
    const app = renderAt('/employer/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();

    const otherTab = createAuthChannel('employer');
    otherTab.post('signed-out');

    expect(await screen.findByText('Sie wurden in einem anderen Tab abgemeldet.')).toBeInTheDocument();
    expect(app.location()).toBe('/employer/login');
    otherTab.close();
  });

  it('follows a sign-in in another tab away from the login', async () => {
    const server = signInServer();
    const app = renderAt('/employer/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmeldung für Arbeitgeber' }),
    ).toBeInTheDocument();

    server.setSignedIn(true);
    const otherTab = createAuthChannel('employer');
    otherTab.post('signed-in');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
    expect(app.location()).toBe('/employer/applications');
    otherTab.close();
  });

  it('answers a 401 for a lost session with the login, keeping the page for later', async () => {
    const server = signInServer();
    server.setSignedIn(true);
    const app = renderAt('/employer/applications?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
    localStorage.setItem('some-cache', 'x');

    // the session is gone: every call of the page answers 401 (a board list reloading meanwhile, too)
    const gone = () => apiError(401, 'no_authentication_info', 'Bitte melden Sie sich an.');
    stubApi({
      ...Object.fromEntries(Object.keys(EMPLOYER_LANDING_ROUTES).map((route) => [route, gone])),
      ...sessionRoutes('employer', null),
      'GET /api/employers': gone,
    });
    await expect(api.session.employerMe()).rejects.toBeInstanceOf(RedirectedRequestError);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmeldung für Arbeitgeber' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/employer/login');
    expect(sessionStorage.getItem('veil.signIn.target')).toBe('/employer/applications?page=2');
    expect(localStorage.getItem('some-cache')).toBeNull();
  });

  it('shows a skeleton while the session loads and a retry when it cannot be checked', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /api/auth/employer/get-session': () =>
        fail ? apiError(500, 'unhandled_error', 'Unexpected error') : json(200, null),
    });
    renderAt('/employer/applications');
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    expect(await screen.findByText('Ihre Anmeldung konnte nicht geprüft werden')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmeldung für Arbeitgeber' }),
    ).toBeInTheDocument();
  });
});

describe('employer activation', () => {
  function activationServer(check: Response, extra: ApiRoutes = {}) {
    return signInServer({ [`GET /api/activations/employer/${TOKEN}`]: check, ...extra });
  }

  it('explains a link without token as not working, with the way to the login', async () => {
    signInServer();
    renderAt('/employer/active-account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dieser Link funktioniert nicht' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Dieser Aktivierungslink ist ungültig/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/employer/login');
  });

  it.each([
    [404, 'activation_link_invalid', 'Dieser Link funktioniert nicht', /Aktivierungslink ist ungültig/],
    [410, 'activation_link_expired', 'Dieser Link ist abgelaufen', /Aktivierungslink ist abgelaufen/],
    [410, 'activation_link_used', 'Ihr Konto ist bereits aktiv', /Aktivierungslink wurde bereits verwendet/],
  ])('answers %s %s with its own message', async (status, code, title, text) => {
    activationServer(apiError(status, code));
    const app = renderAt(`/employer/active-account?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeInTheDocument();
    expect(app.location()).toBe(`/employer/active-account?token=${TOKEN}`);
    if (code !== 'activation_link_used') {
      expect(screen.getByText(/Ansprechperson in Ihrem Unternehmen/)).toBeInTheDocument();
    }
  });

  it('greets the invited user, sets the password and signs in', async () => {
    const user = userEvent.setup();
    const { fetchMock } = activationServer(json(200, { email: EMPLOYER_ME.email, firstName: 'Jana' }), {
      'PUT /api/employers/activate': json(200, { email: EMPLOYER_ME.email }),
    });
    const app = renderAt(`/employer/active-account?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Jana!' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(EMPLOYER_ME.email))).toBeInTheDocument();

    const [first] = screen.getAllByLabelText(/Passwort/, { selector: 'input[type="password"]' });
    if (!first) throw new Error('password field missing');
    await user.type(first, 'kurz');
    await user.click(screen.getByRole('button', { name: 'Konto aktivieren' }));
    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'PUT /api/employers/activate')).toEqual([]);

    const [password, confirmation] = screen.getAllByLabelText(/Passwort/, {
      selector: 'input[type="password"]',
    });
    if (!password || !confirmation) throw new Error('password fields missing');
    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.type(confirmation, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Konto aktivieren' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
    expect(app.location()).toBe('/employer/applications');
    expect(await bodiesSentTo(fetchMock, 'PUT /api/employers/activate')).toEqual([
      { token: TOKEN, password: PASSWORD },
    ]);
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/employer/sign-in/email')).toEqual([
      { email: EMPLOYER_ME.email, password: PASSWORD },
    ]);
  });

  it('shows the link as used when it was used meanwhile', async () => {
    const user = userEvent.setup();
    activationServer(json(200, { email: EMPLOYER_ME.email, firstName: null }), {
      'PUT /api/employers/activate': apiError(410, 'activation_link_used'),
    });
    renderAt(`/employer/active-account?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen!' })).toBeInTheDocument();
    const [password, confirmation] = screen.getAllByLabelText(/Passwort/, {
      selector: 'input[type="password"]',
    });
    if (!password || !confirmation) throw new Error('password fields missing');
    await user.type(password, PASSWORD);
    await user.type(confirmation, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Konto aktivieren' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihr Konto ist bereits aktiv' }),
    ).toBeInTheDocument();
  });
});
