import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyProfile } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, EMPLOYER_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';

const COMPLETE: CompanyProfile = {
  id: EMPLOYER_ME.companyId,
  name: 'Nordlicht GmbH',
  email: 'karriere@nordlicht.example',
  industry: 'software_it_services',
  subIndustry: null,
  location: 'Hamburg',
  companySize: '50-249',
  website: 'https://nordlicht.example',
  socialLinks: [],
  introduction: '<p>Wir</p>',
  benefits: '<p>Kaffee</p>',
  defaultPersonInChargeId: null,
  defaultReviewerId: null,
  isActive: true,
  missingFields: [],
};
const IMPORT = 'POST /api/company-jobs/import';

function renderPage(
  options: {
    role?: 'power_user' | 'regular_user' | 'reviewer_user';
    company?: CompanyProfile;
    answer?: (request: Request) => Response | Promise<Response>;
  } = {},
) {
  const fetchMock = stubApi({
    ...sessionRoutes('employer', { ...EMPLOYER_ME, role: options.role ?? 'power_user' }),
    'GET /api/companies': json(200, options.company ?? COMPLETE),
    [IMPORT]: options.answer ?? (() => json(200, { imported: 1, jobIds: [crypto.randomUUID()] })),
  });
  renderWithProviders(<EmployerApp createRouter={memoryRouterAt('/employer/jobs/add')} />);
  return fetchMock;
}

describe('the job import page', () => {
  it('sends a power user with an incomplete company to the company page', async () => {
    renderPage({ company: { ...COMPLETE, benefits: null, missingFields: ['benefits'] } });
    expect(await screen.findByText(/Bitte ergänzen Sie diese zuerst/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unternehmensinformationen vervollständigen' })).toHaveAttribute(
      'href',
      '/employer/company/update',
    );
    expect(screen.queryByRole('button', { name: 'Stellen importieren' })).not.toBeInTheDocument();
  });

  it('tells a regular user with an incomplete company to ask a power user', async () => {
    renderPage({ role: 'regular_user', company: { ...COMPLETE, missingFields: ['benefits'] } });
    expect(await screen.findByText(/wenden Sie sich an einen Power-User/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /vervollständigen/ })).not.toBeInTheDocument();
  });

  it('is not for reviewers', async () => {
    renderPage({ role: 'reviewer_user' });
    expect(await screen.findByText(/keine Berechtigung/i)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Stellen importieren' })).not.toBeInTheDocument();
  });

  it('sends the chosen file as base64 and shows the drafts imported', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({ answer: () => json(200, { imported: 3, jobIds: [] }) });
    await screen.findByRole('heading', { level: 2, name: 'Datei hochladen' });
    const file = new File(['Berufsbezeichnung\nA\n'], 'stellen.csv', { type: 'text/csv' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(screen.getByRole('button', { name: 'Stellen importieren' }));
    expect(await screen.findByText('3 Stellen wurden als Entwürfe importiert.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Stellenliste' })).toHaveAttribute('href', '/employer/jobs');
    expect(await bodiesSentTo(fetchMock, IMPORT)).toEqual([
      { fileName: 'stellen.csv', content: btoa('Berufsbezeichnung\nA\n') },
    ]);
  });

  it('lists every problem of a rejected file by row and column', async () => {
    const user = userEvent.setup();
    renderPage({
      answer: () =>
        apiError(422, 'import_rows_invalid', 'Zeilen mit Fehlern: 1. Es wurde nichts importiert.', {
          count: 1,
          problems: [
            {
              row: 3,
              column: 'Vertragsart',
              code: 'wrong_data_types',
              message: '„Oft“ ist kein gültiger Wert.',
            },
            { row: 3, column: 'Titel', code: 'malformed_csv_data', message: 'Titel ist leer.' },
          ],
        }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Datei hochladen' });
    const file = new File(['x'], 'stellen.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(screen.getByRole('button', { name: 'Stellen importieren' }));
    const table = await screen.findByRole('table', { name: 'Probleme in der Datei' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('3Vertragsart„Oft“ ist kein gültiger Wert.');
    expect(rows[2]).toHaveTextContent('3TitelTitel ist leer.');
    expect(screen.getByRole('alert')).toHaveTextContent('Es wurde nichts importiert');
  });
});
