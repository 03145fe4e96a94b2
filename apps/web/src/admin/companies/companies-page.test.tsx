import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyListItem } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME, apiError, bodiesSentTo, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import AdminApp from '../app';

/**
 * jsdom has no layout, so Mantine's floating dropdowns (menus, select options) may be hidden as
 * "detached from their target" once their position is computed; look them up hidden or not.
 */
const FLOATING = { hidden: true } as const;

function company(overrides: Partial<CompanyListItem> & Pick<CompanyListItem, 'name'>): CompanyListItem {
  return {
    id: crypto.randomUUID(),
    email: `jobs@${overrides.name.split(' ')[0]?.toLowerCase()}.example`,
    isActive: true,
    userCount: 3,
    powerUserCount: 1,
    jobPostCount: 0,
    createdAt: '2026-03-05T10:00:00.000Z',
    createdBy: 'admin@veil.example',
    ...overrides,
  };
}

const NORDLICHT = company({
  name: 'Nordlicht Software GmbH',
  userCount: 3,
  createdAt: '2026-03-05T10:00:00.000Z',
});
const ELBWERK = company({
  name: 'Elbwerk Logistik AG',
  userCount: 2,
  isActive: false,
  createdAt: '2026-02-01T09:00:00.000Z',
});
const ALPEN = company({ name: 'Alpenblick Hotels', userCount: 1, createdAt: '2026-01-10T09:00:00.000Z' });

function page(
  data: CompanyListItem[],
  rest: { lastIndex?: string | null; totalRecords?: number; totalPages?: number; totalCapped?: boolean } = {},
) {
  const totalRecords = rest.totalRecords ?? data.length;
  return json(200, {
    data,
    lastIndex: rest.lastIndex ?? null,
    totalRecords,
    totalPages: rest.totalPages ?? (totalRecords > 0 ? 1 : 0),
    totalCapped: rest.totalCapped ?? false,
  });
}

function renderAt(path: string, companies: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ ...sessionRoutes('admin', ADMIN_ME), ...companies });
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<AdminApp createRouter={createRouter} />, { locale: 'en' });
  const location = () => createRouter.last?.state.location;
  return { fetchMock, location };
}

/** The query strings the company list was requested with, in order. */
function listQueries(fetchMock: ReturnType<typeof stubApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/admin/companies')
    .map((url) => url.searchParams);
}

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Companies' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent ?? '');
}

describe('company list', () => {
  it('shows each company with status, head counts, creation date and creator', async () => {
    renderAt('/admin/', { 'GET /api/admin/companies': page([NORDLICHT, ELBWERK]) });
    const link = await screen.findByRole('link', { name: 'Nordlicht Software GmbH' });
    expect(link).toHaveAttribute('href', `/admin/company/${NORDLICHT.id}/accounts`);
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Nordlicht Software GmbHjobs@nordlicht.example',
      'Active',
      '3',
      '1',
      '0',
      '05/03/2026',
      'admin@veil.example',
      '',
    ]);
    const elbwerk = screen.getByRole('link', { name: 'Elbwerk Logistik AG' }).closest('tr');
    expect(elbwerk).toHaveTextContent('Inactive');
    expect(screen.getByText('Showing 2 of 2 · page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create company/ })).toHaveAttribute(
      'href',
      '/admin/create-company',
    );
  });

  it('searches by name after typing pauses, keeping the search in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderAt('/admin/', {
      'GET /api/admin/companies': (request) =>
        new URL(request.url).searchParams.get('name') === 'nord'
          ? page([NORDLICHT])
          : page([NORDLICHT, ELBWERK]),
    });
    await screen.findByRole('link', { name: 'Elbwerk Logistik AG' });
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'nord');

    expect(await screen.findByText('Showing 1 of 1 · page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Elbwerk Logistik AG' })).not.toBeInTheDocument();
    expect(location()?.search).toBe('?name=nord');
    // one request for the page, one for the finished word: not one per keystroke
    expect(listQueries(fetchMock).map((query) => query.get('name'))).toEqual([null, 'nord']);
  });

  it('starts with the search from the URL and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/admin/?name=zzz', {
      'GET /api/admin/companies': (request) =>
        new URL(request.url).searchParams.get('name') === 'zzz' ? page([]) : page([NORDLICHT]),
    });
    expect(await screen.findByText('No company matches “zzz”')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toHaveValue('zzz');
    expect(screen.queryByText('No companies yet')).not.toBeInTheDocument();
    await user.click(screen.getByText('Clear search'));
    expect(await screen.findByRole('link', { name: 'Nordlicht Software GmbH' })).toBeInTheDocument();
    expect(location()?.search).toBe('');
  });

  it('shows the empty state with the create action when there are no companies', async () => {
    renderAt('/admin/', { 'GET /api/admin/companies': page([]) });
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create company/ })).toHaveAttribute(
      'href',
      '/admin/create-company',
    );
    expect(screen.queryByRole('textbox', { name: 'Search by name' })).not.toBeInTheDocument();
  });

  it('appends the next page, asked for with the last cursor', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt('/admin/', {
      'GET /api/admin/companies': (request) =>
        new URL(request.url).searchParams.get('lastIndex') === 'cursor-1'
          ? page([ALPEN], { totalRecords: 3, totalPages: 2 })
          : page([NORDLICHT, ELBWERK], { lastIndex: 'cursor-1', totalRecords: 3, totalPages: 2 }),
    });
    expect(await screen.findByText('Showing 2 of 3 · page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 3 of 3 · page 2 of 2')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Nordlicht Software GmbH', 'Elbwerk Logistik AG', 'Alpenblick Hotels']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const [first, second] = listQueries(fetchMock);
    expect(first?.get('lastIndex')).toBeNull();
    expect(second?.get('lastIndex')).toBe('cursor-1');
    expect(second?.get('pageSize')).toBe('20');
  });

  it('says "more than" when the list has more companies than it counts', async () => {
    renderAt('/admin/', {
      'GET /api/admin/companies': page([NORDLICHT, ELBWERK], {
        lastIndex: 'cursor-1',
        totalRecords: 10_000,
        totalPages: 5_000,
        totalCapped: true,
      }),
    });
    expect(await screen.findByText(/^Showing 2 of more than 10/)).toBeInTheDocument();
  });

  it('sorts the loaded rows by name and by date from the column headers', async () => {
    const user = userEvent.setup();
    renderAt('/admin/', { 'GET /api/admin/companies': page([NORDLICHT, ELBWERK, ALPEN]) });
    await screen.findByRole('link', { name: 'Alpenblick Hotels' });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(nameHeader).getByRole('button'));
    expect(rowNames()).toEqual(['Alpenblick Hotels', 'Elbwerk Logistik AG', 'Nordlicht Software GmbH']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button'));
    expect(rowNames()).toEqual(['Nordlicht Software GmbH', 'Elbwerk Logistik AG', 'Alpenblick Hotels']);

    const createdHeader = screen.getByRole('columnheader', { name: /Created$/ });
    await user.click(within(createdHeader).getByRole('button'));
    expect(rowNames()).toEqual(['Nordlicht Software GmbH', 'Elbwerk Logistik AG', 'Alpenblick Hotels']);
    await user.click(within(createdHeader).getByRole('button'));
    expect(rowNames()).toEqual(['Alpenblick Hotels', 'Elbwerk Logistik AG', 'Nordlicht Software GmbH']);
    expect(createdHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAt('/admin/', {
      'GET /api/admin/companies': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'unhandled_error', 'Unexpected error') : page([NORDLICHT]);
      },
    });
    expect(await screen.findByText('The companies could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Nordlicht Software GmbH' })).toBeInTheDocument();
  });

  it('deactivates a company after a red confirmation that names the consequence', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt('/admin/', {
      'GET /api/admin/companies': page([NORDLICHT]),
      [`PUT /api/admin/companies/${NORDLICHT.id}/status`]: json(200, { ...NORDLICHT, isActive: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Nordlicht Software GmbH' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate', ...FLOATING }));

    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Nordlicht Software GmbH?' });
    expect(dialog).toHaveTextContent(
      'Deactivating signs out all 3 users of Nordlicht Software GmbH and blocks their sign-in.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate company' }));

    expect(
      await screen.findByText('Nordlicht Software GmbH is deactivated. Its users have been signed out.'),
    ).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `PUT /api/admin/companies/${NORDLICHT.id}/status`)).toEqual([
      { isActive: false },
    ]);
  });

  it('renames a company, refusing an unchanged name and showing a taken one at the field', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt('/admin/', {
      'GET /api/admin/companies': page([NORDLICHT]),
      [`PUT /api/admin/companies/${NORDLICHT.id}/name`]: apiError(409, 'company_name_is_used', 'taken', {
        name: 'Elbwerk Logistik AG',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Nordlicht Software GmbH' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename', ...FLOATING }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename company' });
    const field = within(dialog).getByRole('textbox', { name: /Company name/ });
    expect(field).toHaveValue('Nordlicht Software GmbH');

    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(
      await within(dialog).findByText('The new value must differ from the current one.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([request]) => request.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Elbwerk Logistik AG');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('A company with this name already exists.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Elbwerk Logistik AG');
  });
});
