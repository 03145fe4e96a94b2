import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, CANDIDATE_ME, json, sessionRoutes, stubApi } from '../../test/api-stub';
import { CANDIDATE_JOB } from '../jobs/job-fixtures';
import { listItemOf, pageOf, sentApplicationFixture, withdrawnFixture } from './application-fixtures';
import { APP_API, APPLY_PATH, DRAFT, FILES_API, NO_FILES, renderAt, SENT } from './applications.testing';
import { filtersFromParams } from './applications-list-page';

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

  it('keeps the filters and what is typed in them while the list loads after a reset', async () => {
    let release: () => void = () => undefined;
    const unfiltered = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      'GET /api/applications': async (request) => {
        if (new URL(request.url).searchParams.has('states[0]')) return json(200, pageOf([]));
        await unfiltered;
        return json(200, pageOf([listItemOf(SENT)]));
      },
    });
    const user = userEvent.setup();
    const app = renderAt('/candidate/applications/list?states=rejected');
    expect(await screen.findByText('Keine Bewerbungen zu Ihren Filtern')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(app.location()).toBe('/candidate/applications/list');
    // the answer without filters is still on its way: the form stays, and so does what is typed
    // (the empty filtered page shown meanwhile does not mean that there are no applications at all)
    await user.type(screen.getByRole('textbox', { name: 'Stellentitel oder Unternehmen' }), 'Hafen');
    expect(screen.queryByText('Noch keine Bewerbungen')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: CANDIDATE_JOB.jobTitle })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stellentitel oder Unternehmen' })).toHaveValue('Hafen');
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
