import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_ME, sessionRoutes, stubApi } from '../../test/api-stub';
import { AreaApp, lazyPage } from '../../ui/area-app';
import { preloadArea } from './preload';

/*
 * A page behind the session guard is fetched only once the guard lets it show, or once the session
 * is known to allow it (issue 40): a visitor the guard sends to the login never downloads it.
 */

/** A guard that shows its pages only when `allow` says so, else a note. */
function Guard({ allow }: { allow: boolean }) {
  return allow ? <Outlet /> : <p>zur Anmeldung</p>;
}

function areaWith(allow: boolean) {
  const loadPage = vi.fn(async () => <h1>Stellen</h1>);
  const loadLayout = vi.fn(async () => <Outlet />);
  const prefetch = vi.fn(async () => undefined);
  const routes: RouteObject[] = [{ path: 'jobs/list', ...lazyPage(loadPage, prefetch) }];
  const input = {
    area: 'candidate' as const,
    guard: <Guard allow={allow} />,
    layout: { lazy: loadLayout },
    routes,
  };
  return { input, loadPage, loadLayout, prefetch };
}

/** The area at `path`, in Mantine (the loading page is Mantine's) and a memory router. */
const renderArea = (input: ReturnType<typeof areaWith>['input'], path: string) =>
  render(
    <MantineProvider>
      <AreaApp {...input} createRouter={memoryRouter(path)} />
    </MantineProvider>,
  );

const memoryRouter = (path: string) => (routes: RouteObject[]) =>
  createMemoryRouter(routes, { initialEntries: [path] });

describe('pages behind the session guard', () => {
  // the preload also asks for the session: a signed-in candidate's
  beforeEach(() => {
    stubApi(sessionRoutes('candidate', CANDIDATE_ME));
  });

  it('are not fetched while the guard does not let them show', async () => {
    const { input, loadPage, loadLayout } = areaWith(false);
    renderArea(input, '/candidate/jobs/list');
    expect(await screen.findByText('zur Anmeldung')).toBeInTheDocument();
    expect(loadLayout).not.toHaveBeenCalled();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('are fetched and shown once the guard lets them', async () => {
    const { input, loadPage } = areaWith(true);
    renderArea(input, '/candidate/jobs/list');
    expect(await screen.findByRole('heading', { name: 'Stellen' })).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('start their code and first data once a session is known, and not without one', () => {
    const client = new QueryClient();
    const location = { pathname: '/candidate/jobs/list', search: '?tab=saved' };
    const signedOut = areaWith(true);
    preloadArea(signedOut.input, client, location, false);
    expect(signedOut.loadPage).not.toHaveBeenCalled();
    expect(signedOut.prefetch).not.toHaveBeenCalled();

    const signedIn = areaWith(true);
    preloadArea(signedIn.input, client, location, true);
    expect(signedIn.loadLayout).toHaveBeenCalledTimes(1);
    expect(signedIn.loadPage).toHaveBeenCalledTimes(1);
    expect(signedIn.prefetch).toHaveBeenCalledWith(client, new URLSearchParams('?tab=saved'));
  });

  it('share one download between the preload and the router', async () => {
    const { input, loadPage, loadLayout } = areaWith(true);
    preloadArea(input, new QueryClient(), { pathname: '/candidate/jobs/list', search: '' }, true);
    renderArea(input, '/candidate/jobs/list');
    expect(await screen.findByRole('heading', { name: 'Stellen' })).toBeInTheDocument();
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});
