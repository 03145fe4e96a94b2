import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyProfile } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, EMPLOYER_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';

const COMPANY: CompanyProfile = {
  id: EMPLOYER_ME.companyId,
  name: 'Nordlicht GmbH',
  email: 'karriere@nordlicht.example',
  industry: 'software_it_services',
  subIndustry: null,
  location: 'Hamburg',
  companySize: '50-249',
  website: 'https://nordlicht.example',
  socialLinks: [],
  introduction: null,
  benefits: null,
  defaultPersonInChargeId: null,
  defaultReviewerId: null,
  isActive: true,
  missingFields: ['introduction', 'benefits'],
};

const SAVE = 'PUT /api/companies';

/** The edit page of a power user, with the company above and `save` answering its PUT. */
function renderEditPage(save: (request: Request) => Response | Promise<Response>) {
  const fetchMock = stubApi({
    ...sessionRoutes('employer', EMPLOYER_ME),
    'GET /api/companies': json(200, COMPANY),
    'GET /api/companies/files': json(200, { logo: null, media: [], documents: [] }),
    'GET /api/employers/team': json(200, { data: [] }),
    [SAVE]: save,
  });
  const createRouter = memoryRouterAt('/employer/company/update');
  renderWithProviders(<EmployerApp createRouter={createRouter} />);
  return { fetchMock, createRouter };
}

async function basicInformation() {
  await screen.findByRole('heading', { level: 1, name: 'Unternehmensprofil bearbeiten' });
  return screen.findByRole('region', { name: 'Grunddaten' });
}

describe('editing the company information', () => {
  it('refuses an empty place in German and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditPage(() => json(200, COMPANY));
    const section = await basicInformation();
    await user.clear(within(section).getByRole('textbox', { name: /^Ort/ }));
    await user.click(within(section).getByRole('button', { name: 'Grunddaten speichern' }));
    expect(await within(section).findByText('Ort darf nicht leer sein.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, SAVE)).toEqual([]);
  });

  it('refuses to save the introduction empty and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditPage(() => json(200, COMPANY));
    await basicInformation();
    const section = await screen.findByRole('region', { name: 'Vorstellung' });
    await user.click(await within(section).findByRole('button', { name: 'Vorstellung speichern' }));
    expect(await within(section).findByText('Vorstellung darf nicht leer sein.')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, SAVE)).toEqual([]);
  });

  it('shows an address used elsewhere at its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditPage(() =>
      apiError(409, 'email_is_used', 'Die E-Mail-Adresse jobs@elbwerk.example wird bereits verwendet.', {
        email: 'jobs@elbwerk.example',
        conflicts: [{ field: 'email', code: 'email_is_used', params: { email: 'jobs@elbwerk.example' } }],
      }),
    );
    const section = await basicInformation();
    const email = within(section).getByRole('textbox', { name: /E-Mail-Adresse des Unternehmens/ });
    await user.clear(email);
    await user.type(email, 'jobs@elbwerk.example');
    await user.click(within(section).getByRole('button', { name: 'Grunddaten speichern' }));
    expect(
      await within(section).findByText('Die E-Mail-Adresse jobs@elbwerk.example wird bereits verwendet.'),
    ).toBeInTheDocument();
    expect(email).toHaveValue('jobs@elbwerk.example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const [sent] = await bodiesSentTo(fetchMock, SAVE);
    expect(sent).toMatchObject({ updateType: 'basic_information', email: 'jobs@elbwerk.example' });
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const user = userEvent.setup();
    const { createRouter } = renderEditPage(() => json(200, COMPANY));
    const section = await basicInformation();
    const place = within(section).getByRole('textbox', { name: /^Ort/ });
    await user.clear(place);
    await user.type(place, 'Lübeck');

    await user.click(screen.getByRole('link', { name: 'Bewerbungen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seite ohne Speichern verlassen?' });
    expect(within(dialog).getByText('Grunddaten')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Auf der Seite bleiben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createRouter.last?.state.location.pathname).toBe('/employer/company/update');
    expect(place).toHaveValue('Lübeck');

    await user.click(screen.getByRole('link', { name: 'Bewerbungen' }));
    await user.click(await screen.findByRole('button', { name: 'Verlassen und verwerfen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
  });

  it('saves the section and no longer asks before leaving', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditPage(async (request) => {
      const body = (await request.clone().json()) as { location: string };
      return json(200, { ...COMPANY, location: body.location });
    });
    const section = await basicInformation();
    const place = within(section).getByRole('textbox', { name: /^Ort/ });
    await user.clear(place);
    await user.type(place, 'Lübeck');
    await user.click(within(section).getByRole('button', { name: 'Grunddaten speichern' }));
    expect(await screen.findByText('Die Grunddaten wurden gespeichert.')).toBeInTheDocument();
    const [sent] = await bodiesSentTo(fetchMock, SAVE);
    expect(sent).toMatchObject({
      updateType: 'basic_information',
      location: 'Lübeck',
      industry: 'software_it_services',
    });

    await user.click(screen.getByRole('link', { name: 'Bewerbungen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
  });

  it('explains a failed load and loads again on request', async () => {
    const user = userEvent.setup();
    let answers = 0;
    stubApi({
      ...sessionRoutes('employer', EMPLOYER_ME),
      'GET /api/companies': () => {
        answers += 1;
        return answers === 1 ? apiError(500, 'unhandled_error', 'Unerwarteter Fehler') : json(200, COMPANY);
      },
      'GET /api/companies/files': json(200, { logo: null, media: [], documents: [] }),
      'GET /api/employers/team': json(200, { data: [] }),
    });
    renderWithProviders(<EmployerApp createRouter={memoryRouterAt('/employer/company/update')} />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Das Unternehmensprofil konnte nicht geladen werden');
    expect(failure).toHaveTextContent('Unerwarteter Fehler');
    await user.click(within(failure).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: 'Grunddaten' })).toBeInTheDocument();
  });

  it('tells a regular user they may not edit the company', async () => {
    stubApi({
      ...sessionRoutes('employer', { ...EMPLOYER_ME, role: 'regular_user' }),
      'GET /api/companies': json(200, COMPANY),
    });
    renderWithProviders(<EmployerApp createRouter={memoryRouterAt('/employer/company/update')} />);
    expect(
      await screen.findByRole('heading', { name: 'Sie haben keine Berechtigung, diese Seite anzusehen.' }),
    ).toBeInTheDocument();
  });
});
