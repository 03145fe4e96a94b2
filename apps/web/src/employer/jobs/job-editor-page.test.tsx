import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployerJob } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, EMPLOYER_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import EmployerApp from '../app';

const JOB: EmployerJob = {
  id: '6f1c2a9e-5d4b-4c1a-9e8f-2b7d6c5a4e30',
  companyId: EMPLOYER_ME.companyId,
  jobTitle: 'Backend-Entwickler:in',
  jobTypeDescription: '',
  jobTypes: ['full_time'],
  contractType: 'permanent',
  experience: '2_3_years',
  officeLocation: 'Kiel',
  workPlace: ['hybrid'],
  salaryRange: { from: 0, to: 0 },
  industry: 'software_it_services',
  responsibilities: '',
  requirements: '',
  benefits: '',
  infos: '',
  skillTags: [],
  screeningQuestions: [],
  audioQuestions: [],
  languages: [],
  status: 'draft',
  publishedAt: null,
  closedAt: null,
  sharableCode: 'Xy12abCD34efGH56',
  applicationCount: 0,
  missingFields: ['responsibilities', 'requirements'],
  createdAt: '2026-03-05T10:00:00.000Z',
  createdBy: EMPLOYER_ME.email,
  updatedAt: '2026-03-05T10:00:00.000Z',
  updatedBy: EMPLOYER_ME.email,
};
const PATH = `/api/company-jobs/${JOB.id}`;

function renderEditor(job: EmployerJob, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    ...sessionRoutes('employer', EMPLOYER_ME),
    [`GET ${PATH}`]: json(200, job),
    'GET /api/company-jobs': json(200, {
      data: [],
      lastIndex: null,
      totalRecords: 0,
      totalPages: 0,
      totalCapped: false,
    }),
    ...routes,
  });
  renderWithProviders(<EmployerApp createRouter={memoryRouterAt(`/employer/jobs/${job.id}`)} />);
  return fetchMock;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('job editor', () => {
  it('keeps the other sections’ unsaved input when one section fails to save', async () => {
    const user = userEvent.setup();
    const fetchMock = renderEditor(JOB, {
      [`PATCH ${PATH}`]: apiError(503, 'service_unavailable', 'Der Dienst ist gerade nicht erreichbar.'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Backend-Entwickler:in' });

    const screening = section('Screening-Fragen');
    await user.click(within(screening).getByRole('button', { name: 'Screening-Frage hinzufügen' }));
    await user.type(within(screening).getByRole('textbox', { name: /Screening-Frage 1/ }), 'Warum wir?');

    const information = section('Eckdaten der Stelle');
    const title = within(information).getByRole('textbox', { name: /Berufsbezeichnung/ });
    await user.clear(title);
    await user.type(title, 'Senior Backend-Entwickler:in');
    await user.click(within(information).getByRole('button', { name: 'Abschnitt speichern' }));

    expect(await within(information).findByRole('alert')).toHaveTextContent(
      'Dieser Abschnitt konnte nicht gespeichert werden',
    );
    expect(title).toHaveValue('Senior Backend-Entwickler:in');
    expect(within(screening).getByRole('textbox', { name: /Screening-Frage 1/ })).toHaveValue('Warum wir?');
    expect(within(screening).getByText('Nicht gespeichert')).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `PATCH ${PATH}`)).toEqual([
      expect.objectContaining({ updateType: 'job_information', jobTitle: 'Senior Backend-Entwickler:in' }),
    ]);
  });

  it('checks a section with the domain schema before sending it', async () => {
    const user = userEvent.setup();
    const fetchMock = renderEditor(JOB);
    await screen.findByRole('heading', { level: 1, name: 'Backend-Entwickler:in' });
    const audio = section('Audio-Fragen');
    await user.click(within(audio).getByRole('button', { name: 'Audio-Frage hinzufügen' }));
    await user.type(within(audio).getByRole('textbox', { name: /Audio-Frage 1/ }), 'Stellen Sie sich vor.');
    const time = within(audio).getByRole('textbox', { name: /Antwortzeit für Frage 1/ });
    await user.clear(time);
    await user.type(time, '3');
    await user.click(within(audio).getByRole('button', { name: 'Abschnitt speichern' }));
    expect(
      await within(audio).findByText('Die Antwortzeit muss zwischen 5 Sekunden und 3 Minuten liegen.'),
    ).toBeInTheDocument();
    expect(await bodiesSentTo(fetchMock, `PATCH ${PATH}`)).toEqual([]);
  });

  it('lists the missing sections instead of publishing an incomplete draft', async () => {
    const user = userEvent.setup();
    const fetchMock = renderEditor(JOB);
    await user.click(await screen.findByRole('button', { name: 'Veröffentlichen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Die Stelle kann noch nicht veröffentlicht werden',
    });
    const missing = within(dialog).getByRole('list', { name: 'Fehlende Abschnitte' });
    expect(missing).toHaveTextContent('Aufgaben');
    expect(missing).toHaveTextContent('Anforderungen');
    expect(await bodiesSentTo(fetchMock, `POST ${PATH}/publish`)).toEqual([]);
  });

  it('closes an open job only after the warning that no more applications come in', async () => {
    const user = userEvent.setup();
    const open: EmployerJob = {
      ...JOB,
      status: 'open',
      missingFields: [],
      publishedAt: '2026-03-06T10:00:00.000Z',
    };
    const fetchMock = renderEditor(open, {
      [`POST ${PATH}/close`]: json(200, { ...open, status: 'closed', closedAt: '2026-03-07T10:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Stelle schließen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Stelle schließen?' });
    expect(dialog).toHaveTextContent('Nach dem Schließen gehen keine Bewerbungen mehr ein.');
    await user.click(within(dialog).getByRole('button', { name: 'Stelle schließen' }));

    expect(await screen.findByText('Stelle geschlossen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abschnitt speichern' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Berufsbezeichnung/ })).toBeDisabled();
    expect(await bodiesSentTo(fetchMock, `POST ${PATH}/close`)).toHaveLength(1);
  });

  it('shows the shareable link on the candidate host', async () => {
    renderEditor(JOB);
    const link = await screen.findByRole('textbox', { name: 'Link zur Stelle' });
    expect(link).toHaveValue(`http://localhost:3000/candidate/jobs/share/${JOB.sharableCode}`);
  });

  it('previews the job as candidates see it, with the company and a draft note', async () => {
    stubApi({
      ...sessionRoutes('employer', EMPLOYER_ME),
      [`GET ${PATH}`]: json(200, {
        ...JOB,
        responsibilities: '<p>Sie entwickeln unsere Hafen-APIs.</p>',
        skillTags: ['TypeScript'],
      }),
      'GET /api/companies': json(200, {
        id: EMPLOYER_ME.companyId,
        name: 'Nordlicht GmbH',
        missingFields: [],
      }),
      'GET /api/companies/files': json(200, { logo: null, media: [], documents: [] }),
    });
    renderWithProviders(<EmployerApp createRouter={memoryRouterAt(`/employer/jobs/${JOB.id}/preview`)} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend-Entwickler:in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Vorschau: So sehen Bewerber:innen diese Stelle.');
    expect(screen.getByRole('status')).toHaveTextContent('noch ein Entwurf');
    expect(screen.getByText('Sie entwickeln unsere Hafen-APIs.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByText('Nordlicht GmbH').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Zurück zum Editor' })).toHaveAttribute(
      'href',
      `/employer/jobs/${JOB.id}`,
    );
  });
});
