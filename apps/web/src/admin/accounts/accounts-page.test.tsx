import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, CompanyListItem } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME, apiError, bodiesSentTo, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import AdminApp from '../app';

/**
 * jsdom has no layout, so Mantine's floating dropdowns (menus, select options) may be hidden as
 * "detached from their target" once their position is computed; look them up hidden or not.
 */
const FLOATING = { hidden: true } as const;

const COMPANY: CompanyListItem = {
  id: '3f1c2a9e-5d4b-4c1a-9e8f-2b7d6c5a4e3f',
  name: 'Nordlicht Software GmbH',
  email: 'karriere@nordlicht.example',
  isActive: true,
  userCount: 3,
  powerUserCount: 1,
  jobPostCount: 0,
  createdAt: '2026-03-05T10:00:00.000Z',
  createdBy: ADMIN_ME.email,
};
const BASE = `/api/admin/companies/${COMPANY.id}`;

function account(overrides: Partial<Account> & Pick<Account, 'id' | 'firstName' | 'lastName'>): Account {
  return {
    title: null,
    email: `${overrides.firstName.toLowerCase()}@nordlicht.example`,
    role: 'regular_user',
    external: false,
    status: 'accepted',
    createdAt: '2026-03-05T10:00:00.000Z',
    createdBy: ADMIN_ME.email,
    updatedAt: '2026-03-05T10:00:00.000Z',
    updatedBy: ADMIN_ME.email,
    ...overrides,
  };
}

const JANA = account({
  id: 'acc-jana',
  firstName: 'Jana',
  lastName: 'Krüger',
  title: 'Head of People',
  role: 'power_user',
});
const MEHMET = account({
  id: 'acc-mehmet',
  firstName: 'Mehmet',
  lastName: 'Yılmaz',
  status: 'pending',
  createdAt: '2026-03-06T10:00:00.000Z',
});
const SOPHIE = account({
  id: 'acc-sophie',
  firstName: 'Sophie',
  lastName: 'Martin',
  role: 'reviewer_user',
  external: true,
  status: 'inactive',
});

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    ...sessionRoutes('admin', ADMIN_ME),
    [`GET ${BASE}`]: json(200, COMPANY),
    [`GET ${BASE}/accounts`]: json(200, { data: [JANA, MEHMET, SOPHIE] }),
    ...routes,
  });
  const createRouter = memoryRouterAt(`/admin/company/${COMPANY.id}/accounts`);
  renderWithProviders(<AdminApp createRouter={createRouter} />, { locale: 'en' });
  return fetchMock;
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function openAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action, ...FLOATING }));
}

describe('company accounts', () => {
  it('shows the company and each account with role and one status, the true one', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: COMPANY.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All companies' })).toHaveAttribute('href', '/admin/');
    await screen.findByText('Jana Krüger');
    await waitFor(() => expect(document.title).toBe('Accounts of Nordlicht Software GmbH · Veil'));

    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Jana Krüger')).toEqual([
      'Jana Krüger',
      'Head of People',
      'jana@nordlicht.example',
      'Power user',
      'No',
      'Active',
      '05/03/2026',
      '',
    ]);
    expect(cells('Mehmet Yılmaz').slice(3, 6)).toEqual(['Regular user', 'No', 'Pending']);
    expect(cells('Sophie Martin')).toEqual(
      expect.arrayContaining(['Sophie Martin', 'Reviewer', 'Yes', 'Deactivated']),
    );
    expect(rowOf('Sophie Martin')).not.toHaveTextContent('Inactive');
  });

  it('resends the activation e-mail, offered for pending accounts only', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({ [`POST ${BASE}/accounts/acc-mehmet/activation`]: json(200, MEHMET) });
    await user.click(await screen.findByRole('button', { name: 'Actions for Jana Krüger' }));
    expect(await screen.findByRole('menuitem', { name: /^Change role/, ...FLOATING })).toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: 'Resend activation email', ...FLOATING }),
    ).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await openAction(user, 'Mehmet Yılmaz', 'Resend activation email');
    expect(
      await screen.findByText(
        'A new activation email has been sent to mehmet@nordlicht.example. Earlier links no longer work.',
      ),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(
        ([request]) => new URL(request.url).pathname === `${BASE}/accounts/acc-mehmet/activation`,
      ),
    ).toHaveLength(1);
  });

  it('changes a role through the role dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      [`PUT ${BASE}/accounts/acc-mehmet/role`]: json(200, { ...MEHMET, role: 'reviewer_user' }),
    });
    await openAction(user, 'Mehmet Yılmaz', 'Change role');
    const dialog = await screen.findByRole('dialog', { name: 'Change role of Mehmet Yılmaz' });
    const submit = within(dialog).getByRole('button', { name: 'Change role' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Reviewer', ...FLOATING }));
    await user.click(submit);

    expect(await screen.findByText('Mehmet Yılmaz is now: Reviewer.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `PUT ${BASE}/accounts/acc-mehmet/role`)).toEqual([
      { role: 'reviewer_user' },
    ]);
  });

  it('does not offer to take the role of, deactivate or delete the last active power user, and says why', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Jana Krüger' }));
    const lastOne = 'The last active power user of a company cannot be deactivated or removed.';
    for (const [action, reason] of [
      ['Change role', 'A company must have at least one power user.'],
      ['Deactivate', lastOne],
      ['Delete', lastOne],
    ] as const) {
      const item = await screen.findByRole('menuitem', { name: new RegExp(`^${action}`), ...FLOATING });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveTextContent(reason);
    }
    // a click on a forbidden entry does nothing (that Escape then closes the menu, jsdom cannot
    // show: it has no focus order; the admin journey checks it in a browser)
    await user.click(screen.getByRole('menuitem', { name: /^Deactivate/, ...FLOATING }));
    expect(screen.queryByRole('dialog', FLOATING)).toBeNull();
  });

  it('keeps the dialog open with the reason when the server refuses, and offers no second try', async () => {
    const user = userEvent.setup();
    const SECOND = account({ id: 'acc-lea', firstName: 'Lea', lastName: 'Schmitz', role: 'power_user' });
    const fetchMock = renderPage({
      [`GET ${BASE}/accounts`]: json(200, { data: [JANA, SECOND] }),
      // another admin deactivated Lea in the meantime
      [`PUT ${BASE}/accounts/acc-jana/status`]: apiError(
        400,
        'deactive_last_power_user',
        'The last active power user of a company cannot be deactivated or removed.',
      ),
    });
    await openAction(user, 'Jana Krüger', 'Deactivate');
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Jana Krüger?' });
    expect(dialog).toHaveTextContent('Jana Krüger (jana@nordlicht.example) is signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The account could not be deactivated');
    expect(alert).toHaveTextContent(
      'The last active power user of a company cannot be deactivated or removed.',
    );
    expect(within(dialog).getByRole('button', { name: 'Deactivate account' })).toBeDisabled();
    expect(await bodiesSentTo(fetchMock, `PUT ${BASE}/accounts/acc-jana/status`)).toEqual([
      { active: false },
    ]);
  });

  it('reactivates a deactivated account', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      [`PUT ${BASE}/accounts/acc-sophie/status`]: json(200, { ...SOPHIE, status: 'accepted' }),
    });
    await openAction(user, 'Sophie Martin', 'Reactivate');
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Sophie Martin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate account' }));
    expect(await screen.findByText('Sophie Martin is active again.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `PUT ${BASE}/accounts/acc-sophie/status`)).toEqual([
      { active: true },
    ]);
  });

  it('deletes an account after a confirmation naming the person', async () => {
    const user = userEvent.setup();
    let deleted = false;
    renderPage({
      [`DELETE ${BASE}/accounts/acc-mehmet`]: () => {
        deleted = true;
        return json(200, { deleted: true });
      },
      [`GET ${BASE}/accounts`]: () => json(200, { data: deleted ? [JANA, SOPHIE] : [JANA, MEHMET, SOPHIE] }),
    });
    await openAction(user, 'Mehmet Yılmaz', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Mehmet Yılmaz?' });
    expect(dialog).toHaveTextContent(
      'The account of Mehmet Yılmaz (mehmet@nordlicht.example) is deleted for good and cannot be restored.',
    );
    expect(dialog).toHaveTextContent('Submitted ratings stay under the name');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('The account of Mehmet Yılmaz has been deleted.')).toBeInTheDocument();
    expect(deleted).toBe(true);
    await screen.findByText('Jana Krüger');
    await expect.poll(() => screen.queryByText('Mehmet Yılmaz')).toBeNull();
  });

  it('adds an account with role and external flag, showing an address in use at its field', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = renderPage({
      [`POST ${BASE}/accounts`]: () => {
        attempts += 1;
        return attempts === 1
          ? apiError(409, 'email_is_used', 'in use', {
              email: 'sophie.martin@consulting.example',
              conflicts: [
                {
                  field: 'email',
                  code: 'email_is_used',
                  params: { email: 'sophie.martin@consulting.example' },
                },
              ],
            })
          : json(
              200,
              account({
                id: 'acc-new',
                firstName: 'Lara',
                lastName: 'Vogt',
                email: 'lara.vogt@agentur.example',
              }),
            );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add account to Nordlicht Software GmbH' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('First name cannot be empty')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Lara');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Vogt');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Email address/ }),
      'sophie.martin@consulting.example',
    );
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Reviewer', ...FLOATING }));
    await user.click(within(dialog).getByRole('switch', { name: /External person/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(dialog).findByText('Email address sophie.martin@consulting.example already in use.'),
    ).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: /^Email address/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    await user.type(email, 'lara.vogt@agentur.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText('Account added — activation email sent to lara.vogt@agentur.example.'),
    ).toBeInTheDocument();
    const sent = await bodiesSentTo(fetchMock, `POST ${BASE}/accounts`);
    expect(sent[1]).toEqual({
      firstName: 'Lara',
      lastName: 'Vogt',
      title: '',
      email: 'lara.vogt@agentur.example',
      role: 'reviewer_user',
      external: true,
    });
  });

  it('warns that a deactivated company cannot sign in and offers to activate it', async () => {
    renderPage({ [`GET ${BASE}`]: json(200, { ...COMPANY, isActive: false }) });
    expect(await screen.findByText('This company is deactivated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate company' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate company' })).not.toBeInTheDocument();
  });
});
