import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ME, json, sessionRoutes, stubApi } from '../test/api-stub';
import { memoryRouterAt, renderWithProviders } from '../test/render';
import AdminApp from './app';

function renderAt(path: string) {
  const createRouter = memoryRouterAt(path);
  renderWithProviders(<AdminApp createRouter={createRouter} />, { locale: 'en' });
  return createRouter;
}

describe('admin area', () => {
  beforeEach(() => {
    stubApi({
      ...sessionRoutes('admin', ADMIN_ME),
      'GET /api/admin/companies': json(200, {
        data: [],
        lastIndex: null,
        totalPages: 0,
        totalRecords: 0,
        totalCapped: false,
      }),
    });
  });

  it('shows the company list with its empty state, in English and without a language switch', async () => {
    renderAt('/admin/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create company/ })).toHaveAttribute(
      'href',
      '/admin/create-company',
    );
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Companies · Veil'));
  });

  it.each(['/', '/admin/whatever', '/employer/applications'])(
    'redirects %s to the company list',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
      expect(router.last?.state.location.pathname).toBe('/admin/');
    },
  );

  it('shows the 404 and blocked pages', async () => {
    renderAt('/admin/cors');
    expect(await screen.findByRole('heading', { name: 'This page is blocked!' })).toBeInTheDocument();
  });
});
