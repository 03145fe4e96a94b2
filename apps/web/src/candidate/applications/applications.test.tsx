import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../../test/render';
import CandidateApp from '../app';
import { CANDIDATE_JOB } from '../jobs/job-fixtures';
import {
  applicationFixture,
  listItemOf,
  pageOf,
  sentApplicationFixture,
  withdrawnFixture,
} from './application-fixtures';
import { filtersFromParams } from './applications-list-page';

function renderAt(path: string, locale: 'de' | 'en' = 'de') {
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<CandidateApp createRouter={createRouter} />, { locale });
  return {
    location: () => {
      const location = createRouter.last?.state.location;
      return `${location?.pathname ?? ''}${location?.search ?? ''}`;
    },
  };
}

const DRAFT = applicationFixture();
const SENT = sentApplicationFixture();
const APPLY_PATH = `/candidate/jobs/apply/${CANDIDATE_JOB.id}`;
const APP_API = `/api/applications/${DRAFT.id}`;
const FILES_API = `GET /api/companies/${DRAFT.company.id}/public-files`;
const NO_FILES = { logo: null, media: [], documents: [] };

describe('applying in four steps', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('walks the steps, saves the answers as a draft and sends the application with its anonymous CV', async () => {
    let down = false;
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': { body: DRAFT },
      [`PUT ${APP_API}/screening-answers`]: async (request) => {
        if (down) return apiError(503, 'service_unavailable', 'down');
        const { answers } = (await request.clone().json()) as {
          answers: { questionId: string; answer: string }[];
        };
        return json(200, {
          ...DRAFT,
          screeningAnswers: DRAFT.screeningAnswers.map((item) => ({
            ...item,
            answer: answers.find((answer) => answer.questionId === item.questionId)?.answer ?? '',
          })),
        });
      },
      [`POST ${APP_API}/submit`]: { body: SENT },
      [`GET ${APP_API}`]: { body: SENT },
      [FILES_API]: { body: NO_FILES },
    });
    const user = userEvent.setup();
    const app = renderAt(APPLY_PATH);

    // 1 job information, 2 job description
    expect(
      await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('Schritt 1 von 4 · Stelleninformationen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Schritt 2 von 4 · Stellenbeschreibung')).toBeInTheDocument();
    expect(screen.getByText('Sie betreuen Intensivpatient:innen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // 3 screening questions: both are required before going on
    expect(await screen.findByRole('heading', { level: 2, name: 'Screening-Fragen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getAllByText('Bitte beantworten Sie diese Frage.')).toHaveLength(2);
    const first = screen.getByRole('textbox', { name: /Warum möchten Sie auf der Intensivstation arbeiten/ });
    const second = screen.getByRole('textbox', { name: /Wann könnten Sie beginnen/ });
    await user.type(first, 'Weil ich gern im Team Verantwortung trage.');
    await user.type(second, 'Ab Juli');
    expect(first).toHaveAttribute('maxlength', '500');

    // a failed save keeps what was typed and says so; the next attempt saves it
    down = true;
    await user.type(second, ' 2026');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(/konnten nicht gespeichert werden/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Screening-Fragen' })).toBeInTheDocument();
    expect(second).toHaveValue('Ab Juli 2026');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Erneut speichern' }));
    expect(await screen.findByText('Entwurf gespeichert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // 4 audio questions: listed with their answer time, nothing recorded now
    expect(await screen.findByRole('heading', { level: 2, name: 'Audiofragen' })).toBeInTheDocument();
    expect(screen.getByText('Erzählen Sie von einem schwierigen Dienst.')).toBeInTheDocument();
    expect(screen.getByText('Antwortzeit: 1 Minute 30 Sekunden')).toBeInTheDocument();
    expect(screen.getByText(/Sie nehmen jetzt nichts auf/)).toBeInTheDocument();
    const saved = await bodiesSentTo(fetchMock, `PUT ${APP_API}/screening-answers`);
    expect(saved.at(-1)).toEqual({
      answers: [
        { questionId: 'q1', answer: 'Weil ich gern im Team Verantwortung trage.' },
        { questionId: 'q2', answer: 'Ab Juli 2026' },
      ],
    });

    // the anonymous CV that will be sent, then sending it
    await user.click(screen.getByRole('button', { name: 'Prüfen und absenden' }));
    const cv = await screen.findByRole('article', { name: 'Ihr anonymer Lebenslauf' });
    expect(within(cv).getByText('Erfahrene Pflegekraft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    await waitFor(() => expect(app.location()).toBe(`/candidate/applications/${DRAFT.id}`));
    expect(await screen.findByText('Ihre Bewerbung wurde gesendet.')).toBeInTheDocument();
  });

  it('continues a started application with its saved answers', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': {
        body: applicationFixture({
          screeningAnswers: DRAFT.screeningAnswers.map((item) => ({ ...item, answer: 'Schon geschrieben' })),
        }),
      },
    });
    const user = userEvent.setup();
    renderAt(APPLY_PATH, 'en');
    await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: /Wann könnten Sie beginnen/ })).toHaveValue(
      'Schon geschrieben',
    );
  });

  it('goes back to the screening questions when sending finds one unanswered, and keeps the review’s error', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': {
        body: applicationFixture({
          screeningAnswers: DRAFT.screeningAnswers.map((item) => ({ ...item, answer: 'Entwurf' })),
        }),
      },
      [`POST ${APP_API}/submit`]: apiError(409, 'application_screening_unanswered'),
    });
    const user = userEvent.setup();
    renderAt(APPLY_PATH);
    await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle });
    for (const step of ['Weiter', 'Weiter', 'Weiter', 'Prüfen und absenden'])
      await user.click(await screen.findByRole('button', { name: step }));
    await user.click(await screen.findByRole('button', { name: 'Bewerbung absenden' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Screening-Fragen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Wann könnten Sie beginnen/ })).toHaveValue('Entwurf');
  });

  it('asks before leaving with answers that are not saved', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': { body: DRAFT },
      [`PUT ${APP_API}/screening-answers`]: () => new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    renderAt(APPLY_PATH);
    await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    await user.type(await screen.findByRole('textbox', { name: /Wann könnten Sie beginnen/ }), 'Morgen');
    await user.click(screen.getAllByRole('link', { name: 'Stellen' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Seite ohne Speichern verlassen?' })).toHaveTextContent(
      'Screening-Fragen',
    );
  });

  it.each([
    [
      'application_exist',
      409,
      'Sie haben sich bereits auf diese Stelle beworben',
      'Meine Bewerbungen',
      '/candidate/applications/list',
    ],
    [
      'job_inactive',
      410,
      'Diese Stelle ist nicht mehr verfügbar',
      'Stellen entdecken',
      '/candidate/jobs/list',
    ],
    ['resume_not_found', 404, 'Legen Sie zuerst Ihr Profil an', 'Profil anlegen', '/candidate/profile/empty'],
  ])('answers %s with its own state and the way on', async (code, status, title, action, href) => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': apiError(status, code),
    });
    renderAt(APPLY_PATH);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
  });

  it('leads straight to the existing application when the refusal names it', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': apiError(409, 'application_exist', 'exists', { applicationId: DRAFT.id }),
    });
    renderAt(APPLY_PATH);
    expect(await screen.findByRole('link', { name: 'Bewerbung öffnen' })).toHaveAttribute(
      'href',
      `/candidate/applications/${DRAFT.id}`,
    );
  });

  it('offers a retry when starting fails for another reason', async () => {
    let calls = 0;
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'POST /api/applications': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'generic_error', 'boom') : json(200, DRAFT);
      },
    });
    const user = userEvent.setup();
    renderAt(APPLY_PATH);
    expect(await screen.findByText('Die Bewerbung konnte nicht begonnen werden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /erneut|Erneut/ }));
    expect(await screen.findByText('Schritt 1 von 4 · Stelleninformationen')).toBeInTheDocument();
  });

  it('leads from an open job to applying', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET /api/jobs/${CANDIDATE_JOB.id}`]: { body: CANDIDATE_JOB },
    });
    renderAt(`/candidate/jobs/${CANDIDATE_JOB.id}`);
    expect(await screen.findByRole('link', { name: 'Bewerben' })).toHaveAttribute('href', APPLY_PATH);
  });
});

describe('the applications list', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('lists applications with their status, filters them through the URL and pages on', async () => {
    const second = sentApplicationFixture({ id: '7a0f3c1e-1d2b-4c7a-9a51-0d3a4c1e2f02' });
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('keyword') === 'nichts') return json(200, pageOf([]));
        if (params.get('lastIndex') === 'next') return json(200, pageOf([listItemOf(second)], null, 2));
        return json(200, pageOf([listItemOf(SENT)], 'next', 2));
      },
    });
    const user = userEvent.setup();
    const app = renderAt('/candidate/applications/list');
    const card = await screen.findByRole('article', { name: CANDIDATE_JOB.jobTitle });
    expect(within(card).getByText('Beworben')).toBeInTheDocument();
    expect(within(card).getByText('Beworben am 11.05.2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: CANDIDATE_JOB.jobTitle })).toHaveAttribute(
      'href',
      `/candidate/applications/${SENT.id}`,
    );
    expect(screen.getByText('2 Bewerbungen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurückgezogene Bewerbungen' })).toHaveAttribute(
      'href',
      '/candidate/applications/withdrawn',
    );

    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: CANDIDATE_JOB.jobTitle })).toHaveLength(2),
    );

    await user.type(screen.getByRole('textbox', { name: 'Stellentitel oder Unternehmen' }), 'nichts');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Keine Bewerbungen zu Ihren Filtern')).toBeInTheDocument();
    expect(app.location()).toBe('/candidate/applications/list?keyword=nichts');
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(await screen.findAllByRole('article', { name: CANDIDATE_JOB.jobTitle })).toHaveLength(2);
    expect(
      fetchMock.mock.calls.some(([request]) => new URL(request.url).searchParams.get('keyword') === 'nichts'),
    ).toBe(true);
  });

  it('sends the chosen statuses and reads only known ones back from the URL', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications': { body: pageOf([listItemOf(SENT)]) },
    });
    renderAt('/candidate/applications/list?states=applied,screening');
    await screen.findByRole('article', { name: CANDIDATE_JOB.jobTitle });
    const sent = fetchMock.mock.calls
      .map(([request]) => new URL(request.url))
      .find((url) => url.pathname === '/api/applications');
    // the client sends arrays in bracket notation, which the server reads back as the list
    expect(decodeURIComponent(sent?.search ?? '')).toContain('states[0]=applied&states[1]=screening');
    expect(
      filtersFromParams(new URLSearchParams('states=applied,astronaut,withdrawn&keyword=x')).states,
    ).toEqual(['applied']);
  });

  it('invites to explore jobs when there are no applications', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications': { body: pageOf([]) },
    });
    renderAt('/candidate/applications/list', 'en');
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore jobs' })).toHaveAttribute(
      'href',
      '/candidate/jobs/list',
    );
  });

  it('is in the main navigation', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications': { body: pageOf([]) },
    });
    renderAt('/candidate/applications/list');
    await screen.findByText('Noch keine Bewerbungen');
    expect(screen.getAllByRole('link', { name: 'Bewerbungen' })[0]).toHaveAttribute(
      'href',
      '/candidate/applications/list',
    );
  });
});

describe('one application', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the spec’s sections of a sent application', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: SENT },
      [FILES_API]: {
        body: {
          ...NO_FILES,
          documents: [
            {
              id: '1b0c3c1e-8f4c-4c7a-9a51-0d3a4c1e2f77',
              fileType: 'data_protection',
              displayName: 'Datenschutzhinweise',
              url: 'https://files.example/d.pdf',
              urlExpiresAt: '2099-01-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderAt(`/candidate/applications/${DRAFT.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: CANDIDATE_JOB.jobTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('Beworben')).toBeInTheDocument();
    expect(screen.getByText('Weil ich gern im Team Verantwortung trage.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Anonymer Lebenslauf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auf eigener Seite öffnen' })).toHaveAttribute(
      'href',
      `/candidate/anonymous-cv/${DRAFT.id}`,
    );
    expect(screen.queryByRole('link', { name: 'Bewerbung fortsetzen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unternehmensinformationen ansehen' }));
    expect(await screen.findByRole('link', { name: 'Unternehmensseite öffnen' })).toHaveAttribute(
      'href',
      `/candidate/companies/info/${DRAFT.company.id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Weitere Informationen des Unternehmens' }));
    expect(await screen.findByText('Datenschutzhinweise')).toBeInTheDocument();
  });

  it('offers to continue a started application', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: DRAFT },
      [FILES_API]: { body: NO_FILES },
    });
    renderAt(`/candidate/applications/${DRAFT.id}`, 'en');
    expect(await screen.findByRole('link', { name: 'Continue applying' })).toHaveAttribute(
      'href',
      APPLY_PATH,
    );
    expect(screen.getByText('Started')).toBeInTheDocument();
  });

  it('withdraws with a reason after naming the consequence, and lands on the withdrawn list', async () => {
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: SENT },
      [FILES_API]: { body: NO_FILES },
      [`POST ${APP_API}/withdraw`]: { body: withdrawnFixture() },
      'GET /api/applications/withdrawn': { body: pageOf([withdrawnFixture()]) },
    });
    const user = userEvent.setup();
    const app = renderAt(`/candidate/applications/${DRAFT.id}`);
    await user.click(await screen.findByRole('button', { name: 'Bewerbung zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewerbung zurückziehen' });
    expect(within(dialog).getByText(/endgültig gelöscht/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zurückziehen und löschen' }));
    expect(within(dialog).getByText('Bitte wählen Sie einen Grund.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Anderer Grund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zurückziehen und löschen' }));
    expect(within(dialog).getByText('Bitte nennen Sie den Grund in wenigen Worten.')).toBeInTheDocument();
    const comment = within(dialog).getByRole('textbox', { name: /Ihr Grund/ });
    expect(comment).toHaveAttribute('maxlength', '150');
    await user.type(comment, 'Ich ziehe um');
    await user.click(within(dialog).getByRole('button', { name: 'Zurückziehen und löschen' }));
    await waitFor(() => expect(app.location()).toBe('/candidate/applications/withdrawn'));
    expect(await bodiesSentTo(fetchMock, `POST ${APP_API}/withdraw`)).toEqual([
      { reason: 'other', comment: 'Ich ziehe um' },
    ]);
    const row = await screen.findByRole('article', { name: CANDIDATE_JOB.jobTitle });
    expect(within(row).getByText('Zurückgezogen am 12.05.2026')).toBeInTheDocument();
    expect(within(row).getByText(/Anderer Grund – Ich ziehe um/)).toBeInTheDocument();
  });

  it('shows no withdraw action when the flow does not offer it', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: sentApplicationFixture({ status: 'rejected', actions: [] }) },
      [FILES_API]: { body: NO_FILES },
    });
    renderAt(`/candidate/applications/${DRAFT.id}`);
    expect(await screen.findByText('Abgelehnt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bewerbung zurückziehen' })).not.toBeInTheDocument();
  });

  it('shows its anonymous CV on a page of its own', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      [`GET ${APP_API}`]: { body: SENT },
    });
    renderAt(`/candidate/anonymous-cv/${DRAFT.id}`, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymous CV' })).toBeInTheDocument();
    expect(screen.getByText('Erfahrene Pflegekraft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the application' })).toHaveAttribute(
      'href',
      `/candidate/applications/${DRAFT.id}`,
    );
  });
});

describe('withdrawn applications', () => {
  it('says so when there are none', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications/withdrawn': { body: pageOf([]) },
    });
    renderAt('/candidate/applications/withdrawn', 'en');
    expect(await screen.findByText('No withdrawn applications')).toBeInTheDocument();
  });
});
