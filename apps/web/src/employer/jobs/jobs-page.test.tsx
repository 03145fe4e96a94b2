import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyProfile, EmployerJobListItem } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { EMPLOYER_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';

const FLOATING = { hidden: true } as const;

const COMPANY: CompanyProfile = {
  id: EMPLOYER_ME.companyId,
  name: EMPLOYER_ME.companyName,
  email: 'karriere@nordlicht.example',
  industry: 'software_it_services',
  subIndustry: null,
  location: 'Hamburg',
  companySize: '50-249',
  website: 'https://nordlicht.example',
  socialLinks: [],
  introduction: '<p>Wir</p>',
  benefits: '<p>Vieles</p>',
  defaultPersonInChargeId: null,
  defaultReviewerId: null,
  isActive: true,
  missingFields: [],
};
const INCOMPLETE: CompanyProfile = { ...COMPANY, introduction: null, missingFields: ['introduction'] };

function job(
  overrides: Partial<EmployerJobListItem> & Pick<EmployerJobListItem, 'jobTitle'>,
): EmployerJobListItem {
  return {
    id: crypto.randomUUID(),
    status: 'draft',
    applicationCount: 0,
    createdAt: '2026-03-05T10:00:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}

function page(data: EmployerJobListItem[], lastIndex: string | null = null, totalRecords = data.length) {
  return json(200, { data, lastIndex, totalRecords, totalPages: 1, totalCapped: false });
}

function renderJobs(routes: Parameters<typeof stubApi>[0], me = EMPLOYER_ME, path = '/employer/jobs') {
  const fetchMock = stubApi({ ...sessionRoutes('employer', me), ...routes });
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<EmployerApp createRouter={createRouter} />);
  return { fetchMock, location: () => createRouter.last?.state.location };
}

function listQueries(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/company-jobs')
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('job list', () => {
  it('shows each job with its status, applications and dates, and loads the next page on request', async () => {
    const user = userEvent.setup();
    const open = job({
      jobTitle: 'Backend-Entwickler:in',
      status: 'open',
      applicationCount: 4,
      publishedAt: '2026-03-06T10:00:00.000Z',
    });
    const closed = job({ jobTitle: 'Data Analyst', status: 'closed' });
    const { fetchMock } = renderJobs({
      'GET /api/companies': json(200, COMPANY),
      'GET /api/company-jobs': (request) =>
        new URL(request.url).searchParams.get('lastIndex') === 'cursor-1'
          ? page([closed], null, 2)
          : page([open], 'cursor-1', 2),
    });
    const table = await screen.findByRole('table', { name: 'Stellenanzeigen' });
    const row = within(table).getByText('Backend-Entwickler:in').closest('tr');
    expect(row).toHaveTextContent('Veröffentlicht');
    expect(row).toHaveTextContent('4');
    expect(row).toHaveTextContent('5.03.2026');
    expect(screen.getByText('1 von 2 angezeigt')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Weitere laden' }));
    expect(await within(table).findByText('Data Analyst')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).not.toBeInTheDocument();
    expect(listQueries(fetchMock).at(-1)).toMatchObject({ lastIndex: 'cursor-1', pageSize: '20' });
  });

  it('filters by status through the URL and the request', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderJobs({
      'GET /api/companies': json(200, COMPANY),
      'GET /api/company-jobs': page([job({ jobTitle: 'Backend-Entwickler:in' })]),
    });
    await screen.findByText('Backend-Entwickler:in');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Entwurf', ...FLOATING }));
    await waitFor(() => expect(location()?.search).toBe('?status=draft'));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ status: 'draft' }));
  });

  it('offers creating and importing in the empty state', async () => {
    renderJobs({
      'GET /api/companies': json(200, COMPANY),
      'GET /api/company-jobs': page([]),
    });
    expect(await screen.findByText('Noch keine Stellenanzeigen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stelle anlegen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeInTheDocument();
  });

  it('tells a regular user of an incomplete company to ask a power user instead of opening the form', async () => {
    const user = userEvent.setup();
    const { location } = renderJobs(
      {
        'GET /api/companies': json(200, INCOMPLETE),
        'GET /api/company-jobs': page([]),
      },
      { ...EMPLOYER_ME, role: 'regular_user' },
    );
    expect(
      await screen.findByText(
        'Die Unternehmensinformationen sind noch unvollständig. Bitte wenden Sie sich an einen Power-User Ihres Unternehmens.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zum Unternehmensprofil' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stelle anlegen' }));
    expect(
      await screen.findByRole('dialog', { name: 'Unternehmensprofil unvollständig' }),
    ).toBeInTheDocument();
    expect(location()?.pathname).toBe('/employer/jobs');
  });

  it('sends a power user of an incomplete company to the company page', async () => {
    const user = userEvent.setup();
    const { location } = renderJobs({
      'GET /api/companies': json(200, INCOMPLETE),
      'GET /api/company-jobs': page([]),
      'GET /api/companies/files': json(200, { logo: null, media: [], documents: [] }),
    });
    await screen.findByText('Bitte vervollständigen Sie zuerst die Unternehmensinformationen.');
    await user.click(screen.getByRole('button', { name: 'Stelle anlegen' }));
    await waitFor(() => expect(location()?.pathname).toBe('/employer/company'));
  });

  it('shows the form only once the company is complete', async () => {
    renderJobs(
      { 'GET /api/companies': json(200, INCOMPLETE) },
      { ...EMPLOYER_ME, role: 'regular_user' },
      '/employer/jobs/add-manually',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Stelle anlegen' })).toBeInTheDocument();
    expect(await screen.findByText(/Bitte wenden Sie sich an einen Power-User/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entwurf anlegen' })).not.toBeInTheDocument();
  });

  it('is refused to reviewers', async () => {
    renderJobs({}, { ...EMPLOYER_ME, role: 'reviewer_user' });
    expect(
      await screen.findByRole('heading', { name: 'Sie haben keine Berechtigung, diese Seite anzusehen.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stellenanzeigen' })).not.toBeInTheDocument();
  });
});
