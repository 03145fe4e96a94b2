import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminJobPost } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import AdminApp from '../app';

const FLOATING = { hidden: true } as const;

function post(jobTitle: string, companyName: string, overrides: Partial<AdminJobPost> = {}): AdminJobPost {
  return {
    id: crypto.randomUUID(),
    jobTitle,
    company: { id: crypto.randomUUID(), name: companyName },
    status: 'open',
    applicationCount: 2,
    createdAt: '2026-03-05T10:00:00.000Z',
    publishedAt: '2026-03-06T10:00:00.000Z',
    ...overrides,
  };
}

function renderAt(path: string, answer: (url: URL) => AdminJobPost[]) {
  const fetchMock = stubApi({
    ...sessionRoutes('admin', ADMIN_ME),
    'GET /api/admin/job-posts': (request) => {
      const data = answer(new URL(request.url));
      return json(200, {
        data,
        lastIndex: null,
        totalRecords: data.length,
        totalPages: 1,
        totalCapped: false,
      });
    },
  });
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<AdminApp createRouter={createRouter} />, { locale: 'en' });
  const queries = () =>
    fetchMock.mock.calls
      .map(([request]) => new URL(request.url))
      .filter((url) => url.pathname === '/api/admin/job-posts')
      .map((url) => Object.fromEntries(url.searchParams));
  return { queries, location: () => createRouter.last?.state.location };
}

describe('admin job posts', () => {
  it('lists every company’s job posts with company, status and counts', async () => {
    renderAt('/admin/job-posts', () => [
      post('Backend developer', 'Nordlicht Software GmbH'),
      post('Warehouse lead', 'Elbwerk Logistik AG', {
        status: 'draft',
        applicationCount: 0,
        publishedAt: null,
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Job posts' });
    const row = within(table).getByText('Warehouse lead').closest('tr');
    expect(row).toHaveTextContent('Elbwerk Logistik AG');
    expect(row).toHaveTextContent('Draft');
    expect(within(table).getByRole('link', { name: 'Nordlicht Software GmbH' })).toBeInTheDocument();
  });

  it('searches by title and company and filters by status, each in the URL and the request', async () => {
    const user = userEvent.setup();
    const { queries, location } = renderAt('/admin/job-posts', (url) =>
      url.searchParams.get('status') === 'closed'
        ? []
        : [post('Backend developer', 'Nordlicht Software GmbH')],
    );
    await screen.findByText('Backend developer');
    await user.type(screen.getByRole('textbox', { name: 'Search by title' }), 'backend');
    await user.type(screen.getByRole('textbox', { name: 'Search by company' }), 'nord');
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ jobTitle: 'backend', companyName: 'nord' }));
    expect(location()?.search).toBe('?title=backend&company=nord');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed', ...FLOATING }));
    expect(await screen.findByText('No job post matches these filters')).toBeInTheDocument();
    expect(queries().at(-1)).toMatchObject({ status: 'closed' });
  });
});
