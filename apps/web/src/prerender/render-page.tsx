import type { Locale } from '@veil/domain/i18n/locales';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app-providers';
import { sessionQueryKey } from '../features/sign-in/api';
import { type Area, LANDING_PATH } from '../lib/areas';
import { initI18n, loadMessages } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../lib/runtime-config';
import { takeRenderedTitle } from '../lib/use-page-title';
import type { RouterFactory } from '../ui/area-app';
import { signInToContinueState } from './handoff';

export { PRERENDERED_PAGES, type PrerenderedPage } from './pages';

type AreaModule = { default: ComponentType<{ createRouter?: RouterFactory }> };

const AREA_APPS: Record<Area, () => Promise<AreaModule>> = {
  candidate: () => import('../candidate/app'),
  employer: () => import('../employer/app'),
  admin: () => import('../admin/app'),
};

type Router = ReturnType<RouterFactory>;

/** How React marks a Suspense boundary it left at its fallback. */
const SUSPENDED = /<!--\$[!?]-->/;
const MAX_PASSES = 50;

/** Resolves once the router has loaded the code of the routes its first location matches. */
function initialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The HTML of one page of an area as a signed-out visitor first sees it, in one language, and its
 * document title: the real app (providers, area, router, guard, layout, page) rendered by React on
 * the server, with the session known to be absent. Used by the build only (`build/prerender.ts`).
 */
export async function renderPage(input: {
  area: Area;
  path: string;
  locale: Locale;
  googleSignIn: boolean;
  /** as the session guard shows a login to a visitor it sent there from a page that needs a session */
  forProtectedPage?: boolean;
}): Promise<{ html: string; title: string | null }> {
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, googleSignIn: input.googleSignIn });
  await loadMessages(input.area, input.locale);
  const i18n = initI18n(input.locale);
  const queryClient = createQueryClient(() => undefined);
  queryClient.setQueryData(sessionQueryKey(input.area), null);
  const { default: AreaApp } = await AREA_APPS[input.area]();
  let router: Router | undefined;
  const createRouter = (routes: RouteObject[]) => {
    router ??= createMemoryRouter(routes, {
      initialEntries: [
        input.forProtectedPage
          ? { pathname: input.path, state: signInToContinueState(LANDING_PATH[input.area]) }
          : input.path,
      ],
    });
    return router;
  };
  const page = (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <AreaApp createRouter={createRouter} />
    </AppProviders>
  );
  // The first pass creates the router, which then loads the code of the page's routes; later passes
  // render again until nothing suspends any more (a legal text's chunk: `use` remembers a promise
  // once it has settled). Each wait is for the thing a pass was missing.
  takeRenderedTitle();
  let html = renderToString(page);
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    if (!router) throw new Error(`${input.path}: the area made no router`);
    if (!router.state.initialized) await initialized(router);
    else if (SUSPENDED.test(html)) await new Promise((resolve) => setImmediate(resolve));
    else break;
    html = renderToString(page);
  }
  if (SUSPENDED.test(html))
    throw new Error(`${input.path}: still waiting for data after ${MAX_PASSES} passes`);
  queryClient.clear();
  return { html, title: takeRenderedTitle() };
}
