import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, EMPLOYER_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';

/** jsdom has no layout: Mantine's floating dropdowns may count as hidden, so look them up either way. */
const FLOATING = { hidden: true } as const;

function account(overrides: Partial<Account> & Pick<Account, 'id' | 'firstName' | 'lastName'>): Account {
  return {
    title: null,
    email: `${overrides.firstName.toLowerCase()}@firma.example`,
    role: 'regular_user',
    external: false,
    status: 'accepted',
    createdAt: '2026-03-05T10:00:00.000Z',
    createdBy: EMPLOYER_ME.email,
    updatedAt: '2026-03-05T10:00:00.000Z',
    updatedBy: EMPLOYER_ME.email,
    ...overrides,
  };
}

const JANA = account({ id: EMPLOYER_ME.id, firstName: 'Jana', lastName: 'Roth', role: 'power_user' });
const TOM = account({ id: 'acc-tom', firstName: 'Tom', lastName: 'Weber', title: 'Recruiter' });

function renderTeam(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    ...sessionRoutes('employer', EMPLOYER_ME),
    'GET /api/employers/team': json(200, { data: [JANA, TOM] }),
    ...routes,
  });
  renderWithProviders(<EmployerApp createRouter={memoryRouterAt('/employer/settings')} />);
  return fetchMock;
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('team settings', () => {
  it('marks the own row without a menu and offers colleagues no deleting', async () => {
    const user = userEvent.setup();
    renderTeam();
    const team = await screen.findByRole('table', { name: 'Teammitglieder' });
    await within(team).findByText('Tom Weber');
    expect(within(rowOf(team, 'Jana Roth')).getByText('Sie')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aktionen für Jana Roth' })).not.toBeInTheDocument();
    expect(within(team).queryByRole('columnheader', { name: 'Angelegt' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aktionen für Tom Weber' }));
    expect(await screen.findByRole('menuitem', { name: 'Rolle ändern', ...FLOATING })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Deaktivieren', ...FLOATING })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Löschen', ...FLOATING })).not.toBeInTheDocument();
  });

  it('deactivates a colleague after a confirmation naming the person', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTeam({
      'PUT /api/employers/team/acc-tom/status': json(200, { ...TOM, status: 'inactive' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Tom Weber' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deaktivieren', ...FLOATING }));
    const dialog = await screen.findByRole('dialog', { name: 'Tom Weber deaktivieren?' });
    expect(dialog).toHaveTextContent('Tom Weber (tom@firma.example) wird sofort abgemeldet');
    await user.click(within(dialog).getByRole('button', { name: 'Konto deaktivieren' }));

    expect(await screen.findByText('Tom Weber ist deaktiviert.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'PUT /api/employers/team/acc-tom/status')).toEqual([
      { active: false },
    ]);
  });

  it('invites a colleague, explaining the rights of the chosen role', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTeam({
      'POST /api/employers/team': json(
        200,
        account({ id: 'acc-lara', firstName: 'Lara', lastName: 'Vogt', status: 'pending' }),
      ),
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Kolleg:in einladen' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kolleg:in einladen' });
    expect(dialog).toHaveTextContent('Arbeitet mit Stellenanzeigen, Vorlagen und Bewerbungen.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Vorname/ }), 'Lara');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nachname/ }), 'Vogt');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'lara@firma.example');
    await user.click(within(dialog).getByRole('combobox', { name: /^Rolle/ }));
    await user.click(await screen.findByRole('option', { name: 'Prüfer:in', ...FLOATING }));
    expect(dialog).toHaveTextContent('Prüft und bewertet die zugewiesenen Bewerbungen.');
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));

    expect(
      await screen.findByText(
        'Konto angelegt – die Aktivierungs-E-Mail wurde an lara@firma.example gesendet.',
      ),
    ).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, 'POST /api/employers/team')).toEqual([
      {
        firstName: 'Lara',
        lastName: 'Vogt',
        title: '',
        email: 'lara@firma.example',
        role: 'reviewer_user',
        external: false,
      },
    ]);
  });
});
