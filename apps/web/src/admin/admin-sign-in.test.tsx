import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME, apiError, bodiesSentTo, json, sessionRoutes, stubApi } from '../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../test/render';
import AdminApp from './app';

const TOKEN = 'adm_'.padEnd(43, 'y');
const PASSWORD = 'Admin!Passwort7';

function renderAt(path: string) {
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<AdminApp createRouter={createRouter} />, { locale: 'en' });
  return () => createRouter.last?.state.location.pathname;
}

describe('admin sign-in', () => {
  it('offers only e-mail and password, in English, without a language switch', async () => {
    stubApi(sessionRoutes('admin', null));
    const location = renderAt('/admin/create-company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeInTheDocument();
    expect(location()).toBe('/admin/login');
    expect(sessionStorage.getItem('veil.signIn.target')).toBe('/admin/create-company');
    expect(screen.queryByRole('link', { name: /Forgot/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create an account/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows the signed-in admin’s e-mail in the account menu', async () => {
    stubApi(sessionRoutes('admin', ADMIN_ME));
    renderAt('/admin/');
    expect(
      await screen.findByRole('button', { name: `Account of ${ADMIN_ME.email}, ${ADMIN_ME.name}` }),
    ).toBeInTheDocument();
  });

  it('activates an invited admin and opens the company list', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const fetchMock = stubApi({
      'GET /api/auth/admin/get-session': () =>
        signedIn
          ? (sessionRoutes('admin', ADMIN_ME)['GET /api/auth/admin/get-session'] as Response)
          : json(200, null),
      'GET /api/admins/me': json(200, ADMIN_ME),
      [`GET /api/activations/admin/${TOKEN}`]: json(200, { email: ADMIN_ME.email, firstName: 'Ada' }),
      'PUT /api/admins/activate': json(200, { email: ADMIN_ME.email }),
      'POST /api/auth/admin/sign-in/email': () => {
        signedIn = true;
        return json(200, { user: { id: ADMIN_ME.id, email: ADMIN_ME.email } });
      },
    });
    const location = renderAt(`/admin/active-account?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    const [password, confirmation] = screen.getAllByLabelText(/Password/, {
      selector: 'input[type="password"]',
    });
    if (!password || !confirmation) throw new Error('password fields missing');
    await user.type(password, PASSWORD);
    await user.type(confirmation, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    expect(location()).toBe('/admin/');
    expect(await bodiesSentTo(fetchMock, 'PUT /api/admins/activate')).toEqual([
      { token: TOKEN, password: PASSWORD },
    ]);
  });

  it('tells an admin whose link is expired who can send a new one', async () => {
    stubApi({
      ...sessionRoutes('admin', null),
      [`GET /api/activations/admin/${TOKEN}`]: apiError(410, 'activation_link_expired'),
    });
    renderAt(`/admin/active-account?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Another super admin can send you a new invitation/)).toBeInTheDocument();
  });
});
