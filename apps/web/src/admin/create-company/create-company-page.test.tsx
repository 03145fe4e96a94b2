import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyListItem } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME, apiError, bodiesSentTo, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import AdminApp from '../app';

const CREATED: CompanyListItem = {
  id: '8b0d8f9e-2f4a-4c5e-9a36-1f2d3c4b5a69',
  name: 'Hafenblick Reederei GmbH',
  email: 'jobs@hafenblick.example',
  isActive: true,
  userCount: 1,
  powerUserCount: 1,
  jobPostCount: 0,
  createdAt: '2026-04-01T08:00:00.000Z',
  createdBy: ADMIN_ME.email,
};

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    ...sessionRoutes('admin', ADMIN_ME),
    [`GET /api/admin/companies/${CREATED.id}`]: json(200, CREATED),
    [`GET /api/admin/companies/${CREATED.id}/accounts`]: json(200, { data: [] }),
    ...routes,
  });
  const createRouter = memoryRouterAt('/admin/create-company');
  renderWithProviders(<AdminApp createRouter={createRouter} />, { locale: 'en' });
  return { fetchMock, location: () => createRouter.last?.state.location.pathname };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  }
}

const VALID = {
  'Company name': CREATED.name,
  'Company email': 'Jobs@Hafenblick.example',
  'First name': 'Greta',
  'Last name': 'Hansen',
  'Job title': 'HR-Leitung',
  'Email address': 'greta.hansen@hafenblick.example',
};

describe('create company', () => {
  it('checks the form with the domain schema before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create company' })).toBeInTheDocument();
    await fillIn(user, { 'Company email': 'not-an-address' });
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    expect(await screen.findByText('Company name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('First name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Last name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Email address cannot be empty')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'POST')).toBe(false);
  });

  it('shows an address already in use at the field that holds it, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /api/admin/companies': apiError(409, 'email_is_used', 'Email address already in use.', {
        email: 'greta.hansen@hafenblick.example',
        conflicts: [
          {
            field: 'powerUser.email',
            code: 'email_is_used',
            params: { email: 'greta.hansen@hafenblick.example' },
          },
        ],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create company' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    const message = await screen.findByText('Email address greta.hansen@hafenblick.example already in use.');
    const powerUserEmail = screen.getByRole('textbox', { name: /^Email address/ });
    expect(powerUserEmail).toHaveAttribute('aria-invalid', 'true');
    expect(powerUserEmail.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('textbox', { name: /^Company email/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveValue(CREATED.name);
  });

  it('shows a company name in use at the name field', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /api/admin/companies': apiError(409, 'company_name_is_used', 'taken', {
        name: CREATED.name,
        conflicts: [{ field: 'name', code: 'company_name_is_used', params: { name: CREATED.name } }],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create company' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('A company with this name already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows every conflict of one answer at its field at once', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /api/admin/companies': apiError(409, 'company_name_is_used', 'taken', {
        name: CREATED.name,
        conflicts: [
          { field: 'name', code: 'company_name_is_used', params: { name: CREATED.name } },
          { field: 'email', code: 'email_is_used', params: { email: 'jobs@hafenblick.example' } },
          {
            field: 'powerUser.email',
            code: 'email_is_used',
            params: { email: 'greta.hansen@hafenblick.example' },
          },
        ],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create company' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('A company with this name already exists.')).toBeInTheDocument();
    expect(screen.getByText('Email address jobs@hafenblick.example already in use.')).toBeInTheDocument();
    expect(
      screen.getByText('Email address greta.hansen@hafenblick.example already in use.'),
    ).toBeInTheDocument();
    for (const name of [/^Company name/, /^Company email/, /^Email address/]) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('creates the company, says where the activation e-mail went and opens its accounts', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderPage({ 'POST /api/admin/companies': json(200, CREATED) });
    await screen.findByRole('heading', { level: 1, name: 'Create company' });
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    expect(
      await screen.findByText('Company created — activation email sent to greta.hansen@hafenblick.example.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: CREATED.name })).toBeInTheDocument();
    expect(location()).toBe(`/admin/company/${CREATED.id}/accounts`);
    expect(await bodiesSentTo(fetchMock, 'POST /api/admin/companies')).toEqual([
      {
        name: CREATED.name,
        email: 'Jobs@Hafenblick.example',
        powerUser: {
          firstName: 'Greta',
          lastName: 'Hansen',
          title: 'HR-Leitung',
          email: 'greta.hansen@hafenblick.example',
        },
      },
    ]);
  });

  it('asks before leaving with unsaved input', async () => {
    const user = userEvent.setup();
    const { location } = renderPage({
      'GET /api/admin/companies': json(200, {
        data: [],
        lastIndex: null,
        totalPages: 0,
        totalRecords: 0,
        totalCapped: false,
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create company' });
    await fillIn(user, { 'Company name': 'Halb fertig' });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    await screen.findByRole('dialog', { name: 'Discard this company?' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/create-company');
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Halb fertig');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    expect(location()).toBe('/admin/');
  });
});
