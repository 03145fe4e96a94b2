import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPLOYER_LANDING_ROUTES, EMPLOYER_ME, sessionRoutes, stubApi } from '../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../test/render';
import EmployerApp from './app';

function renderAt(path: string, locale: 'de' | 'en' = 'de') {
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<EmployerApp createRouter={createRouter} />, { locale });
  return createRouter;
}

describe('employer area', () => {
  beforeEach(() => {
    stubApi({ ...sessionRoutes('employer', EMPLOYER_ME), ...EMPLOYER_LANDING_ROUTES });
  });

  it('shows the applications page with its empty state in German', async () => {
    renderAt('/employer/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Bewerbungen')).toBeInTheDocument();
    // the sidebar's pages of a power user, templates last as the spec lists them
    expect(screen.getByRole('link', { name: 'Stellenanzeigen' })).toHaveAttribute('href', '/employer/jobs');
    expect(screen.getByRole('link', { name: 'Vorlagen' })).toHaveAttribute('href', '/employer/templates');
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Sprache' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bewerbungen · Veil'));
  });

  it('shows the applications page in English', async () => {
    renderAt('/employer/applications', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/', '/employer/', '/employer/nope', '/candidate/'])(
    'redirects %s to the applications',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeInTheDocument();
      expect(router.last?.state.location.pathname).toBe('/employer/applications');
    },
  );

  it('collapses the sidebar to icons and remembers it', async () => {
    const user = userEvent.setup();
    renderAt('/employer/applications', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Applications' });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    // The label left the link's text but stays its accessible name.
    const link = screen.getByRole('link', { name: 'Applications' });
    expect(link).not.toHaveTextContent('Applications');
    expect(window.localStorage.getItem('veil.employer.sidebarCollapsed')).toBe('true');
  });

  it('shows the 404 and blocked pages', async () => {
    renderAt('/employer/404');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zur Startseite/ })).toHaveAttribute(
      'href',
      '/employer/applications',
    );
  });
});
