import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, CANDIDATE_ME, sessionRoutes, stubApi } from '../test/api-stub';
import { listItemOf, pageOf, sentApplicationFixture } from './applications/application-fixtures';
import { SENT } from './applications/applications.testing';
import { renderCandidateAt } from './candidate-app.testing';
import { dashboardRoutes } from './dashboard/dashboard.testing';

const renderAt = (path: string, locale: 'de' | 'en' = 'de') => renderCandidateAt(path, locale).router;

describe('candidate area', () => {
  beforeEach(() => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      ...dashboardRoutes(),
      'GET /api/applications': { body: pageOf([]) },
    });
  });

  it('shows the dashboard with its empty state in German', async () => {
    renderAt('/candidate/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Veil' })).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Bewerbungen')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Stellen' })[0]).toHaveAttribute(
      'href',
      '/candidate/jobs/list',
    );
    expect(screen.getAllByRole('link', { name: 'Bewerbungen' })[0]).toHaveAttribute(
      'href',
      '/candidate/applications/list',
    );
    const nav = screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0];
    expect(nav && within(nav).getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('radiogroup', { name: 'Sprache' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Übersicht · Veil'));
  });

  it('lists the newest applications on the dashboard, sent and rejected alike', async () => {
    const rejected = sentApplicationFixture({
      id: '7a0f3c1e-1d2b-4c7a-9a51-0d3a4c1e2f02',
      status: 'rejected',
      job: { ...SENT.job, jobTitle: 'Pflegefachkraft Nachtdienst' },
    });
    const fetchMock = stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      ...dashboardRoutes(),
      'GET /api/applications': { body: pageOf([listItemOf(SENT), listItemOf(rejected)], 'next', 7) },
    });
    renderAt('/candidate/');
    const mine = await screen.findByRole('region', { name: 'Ihre Bewerbungen' });
    expect(within(mine).getByRole('article', { name: SENT.job.jobTitle })).toHaveTextContent('Beworben');
    expect(within(mine).getByRole('article', { name: 'Pflegefachkraft Nachtdienst' })).toHaveTextContent(
      'Abgelehnt',
    );
    expect(within(mine).getByText('7 Bewerbungen')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Alle Bewerbungen ansehen' })).toHaveAttribute(
      'href',
      '/candidate/applications/list',
    );
    expect(screen.queryByText('Noch keine Bewerbungen')).not.toBeInTheDocument();
    const [request] = fetchMock.mock.calls
      .map(([sent]) => sent)
      .filter((sent) => sent.url.includes('/api/applications'));
    expect(new URL(request?.url ?? '').searchParams.get('pageSize')).toBe('5');
  });

  it('says what failed when the applications cannot be loaded, with a retry', async () => {
    stubApi({
      ...sessionRoutes('candidate', CANDIDATE_ME),
      ...dashboardRoutes(),
      'GET /api/applications': apiError(
        503,
        'service_unavailable',
        'Der Dienst ist gerade nicht erreichbar.',
      ),
    });
    renderAt('/candidate/');
    expect(await screen.findByText('Ihre Bewerbungen konnten nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows the dashboard in English', async () => {
    renderAt('/candidate/', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Veil' })).toBeInTheDocument();
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dashboard' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard · Veil'));
  });

  it.each(['/', '/candidate/unknown/page', '/employer/applications', '/admin/'])(
    'redirects %s to the dashboard',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Willkommen bei Veil' })).toBeInTheDocument();
      expect(router.last?.state.location.pathname).toBe('/candidate/');
    },
  );

  it('shows the 404 page with a link home', async () => {
    renderAt('/candidate/404', 'en');
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the start page/ })).toHaveAttribute(
      'href',
      '/candidate/',
    );
    await waitFor(() => expect(document.title).toBe('Page not found! · Veil'));
  });

  it('shows the blocked page with a German feedback link', async () => {
    renderAt('/candidate/cors');
    expect(await screen.findByRole('heading', { name: 'Diese Seite ist blockiert!' })).toBeInTheDocument();
    const feedback = screen.getByRole('link', { name: /Problem melden/ });
    expect(feedback.getAttribute('href')).toMatch(/^mailto:.*subject=Veil%20ist%20blockiert$/);
  });

  it('shows the blocked page with an English feedback link', async () => {
    renderAt('/candidate/cors', 'en');
    expect(await screen.findByRole('heading', { name: 'This page is blocked!' })).toBeInTheDocument();
    const feedback = screen.getByRole('link', { name: /Report the problem/ });
    expect(feedback.getAttribute('href')).toMatch(/^mailto:.*subject=Veil%20is%20blocked$/);
  });
});

describe('candidate legal pages', () => {
  it('are open to visitors who are not signed in', async () => {
    stubApi(sessionRoutes('candidate', null));
    const createRouter = renderAt('/candidate/terms-conditions/de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(createRouter.last?.state.location.pathname).toBe('/candidate/terms-conditions/de');
  });
});
