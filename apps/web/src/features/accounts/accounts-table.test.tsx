import { screen, within } from '@testing-library/react';
import type { Account } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AccountsTable } from './accounts-table';

function account(id: string, firstName: string, status: Account['status']): Account {
  return {
    id,
    firstName,
    lastName: 'Hansen',
    title: null,
    email: `${firstName.toLowerCase()}@hafenblick.example`,
    role: 'regular_user',
    external: false,
    status,
    createdAt: '2026-03-05T10:00:00.000Z',
    createdBy: null,
    updatedAt: '2026-03-05T10:00:00.000Z',
    updatedBy: null,
  };
}

const ACCOUNTS = [
  account('a1', 'Greta', 'accepted'),
  account('a2', 'Lara', 'inactive'),
  account('a3', 'Tom', 'pending'),
];

function renderTable(companyActive?: boolean) {
  renderWithProviders(
    <AccountsTable
      accounts={ACCOUNTS}
      label="Konten"
      onAction={() => undefined}
      companyActive={companyActive}
    />,
  );
  const table = screen.getByRole('table', { name: 'Konten' });
  return (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
}

describe('AccountsTable status', () => {
  it('shows one status per account, the true one', () => {
    const row = renderTable();
    expect(row('Greta')).toHaveTextContent('Aktiv');
    expect(row('Tom')).toHaveTextContent('Ausstehend');
    // deactivated: no second "inactive" beside the name
    expect(row('Lara')).toHaveTextContent('Deaktiviert');
    expect(row('Lara')).not.toHaveTextContent('Inaktiv');
    expect(within(row('Lara')).getAllByText(/Deaktiviert/)).toHaveLength(1);
  });

  it('shows nobody of a deactivated company as active', () => {
    const row = renderTable(false);
    for (const name of ['Greta', 'Lara', 'Tom']) {
      expect(row(name)).toHaveTextContent('Unternehmen deaktiviert');
      expect(row(name)).not.toHaveTextContent(/\bAktiv\b|Ausstehend/);
    }
  });
});
