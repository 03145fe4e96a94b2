import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerApiNavigation } from '../lib/api-fetch';
import { type Area, AreaProvider, LANDING_PATH } from '../lib/areas';
import { PageLoader } from './page-loader';
import { RouteError } from './route-error';

/** A route's element whose code is its own chunk, downloaded when the route is first shown. */
export type LazyElement = { lazy: () => Promise<ReactNode> };

/**
 * Route fields that load a page's code on demand (`{ path, ...lazyRoute(() => import(…)…) }`): each
 * page downloads what it shows, not the code of every page of its area. The router fetches it as
 * soon as the address matches, beside the session check: for pages everybody may see (sign-in,
 * shared jobs). Pages behind the session guard use `lazyPage`.
 */
export function lazyRoute(
  load: () => Promise<ReactNode>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return { hydrateFallbackElement: <PageLoader />, lazy: async () => ({ element: await load() }) };
}

/** Starts what a page needs ahead of its first render: its code and, given a prefetch, its first data. */
export type PagePreload = (client: QueryClient, location: { pathname: string; search: string }) => void;

/** A prefetch of a page's first data, by the same query its page runs on its first render. */
export type PagePrefetch = (client: QueryClient, search: URLSearchParams) => Promise<unknown>;

/**
 * Route fields of a page behind the session guard: its code is fetched when the guard first renders
 * it, so a visitor without a session, whom the guard sends to the login, never downloads it (the
 * router would fetch a route's `lazy` code before the guard runs). So that a signed-in user does not
 * wait for the session and then the code, `preloadAreaPage` starts the code and the page's first
 * data (`prefetch`) as soon as the session is known, before the router renders anything (start-app).
 * There is no boundary of its own: while the code arrives the router's transition keeps the page
 * before on screen, and a first render shows the app's loading page (`AreaApp`).
 */
export function lazyPage(
  load: () => Promise<ReactNode>,
  prefetch?: PagePrefetch,
): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<ReactNode> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const Page: ComponentType = lazy(async () => {
    const element = await start();
    return { default: () => element };
  });
  const preload: PagePreload = (client, location) => {
    void start();
    if (prefetch) void prefetch(client, new URLSearchParams(location.search)).catch(() => undefined);
  };
  return { element: <Page />, handle: { preload } };
}

/** An area's preload of an address once the session is known (its `preload` export, next to its app). */
export type AreaPreload = (
  client: QueryClient,
  location: { pathname: string; search: string },
  signedIn: boolean,
) => void;

/**
 * Starts the code and first data of what an address shows (its layout and page, `lazyPage`) without
 * waiting for React or the router: once the session allows it (features/sign-in/preload.ts).
 */
export function preloadAreaRoutes(
  input: AreaRoutesInput,
  client: QueryClient,
  location: { pathname: string; search: string },
): void {
  for (const match of matchRoutes(buildAreaRoutes(input), location.pathname) ?? []) {
    const handle = match.route.handle as { preload?: PagePreload } | undefined;
    handle?.preload?.(client, location);
  }
}

/** One `lazyPage` per lazily loaded layout, so that a preload and the router share its download. */
const lazyLayouts = new WeakMap<LazyElement, ReturnType<typeof lazyPage>>();

function lazyLayout(layout: LazyElement): ReturnType<typeof lazyPage> {
  let page = lazyLayouts.get(layout);
  if (!page) {
    page = lazyPage(layout.lazy);
    lazyLayouts.set(layout, page);
  }
  return page;
}

function isLazyElement(value: ReactNode | LazyElement): value is LazyElement {
  return typeof value === 'object' && value !== null && 'lazy' in value && typeof value.lazy === 'function';
}

export type AreaRoutesInput = {
  area: Area;
  /** The area's layout (or a loader of it); renders the matched page through `<Outlet />`. */
  layout: ReactNode | LazyElement;
  /** Pages below `/<area>/`, from the area's `routes.tsx`. */
  routes: RouteObject[];
  /** Pages without the area's navigation (sign-in screens), shown in `bareLayout`. */
  bareRoutes?: RouteObject[];
  /** Layout of `bareRoutes`, e.g. a centred card; renders the page through `<Outlet />`. */
  bareLayout?: ReactNode;
  /** Wraps every page of the area (the session guard); renders the page through `<Outlet />`. */
  guard?: ReactNode;
  /** Pages outside the area's prefix and guard, on this host (the /demo tour's page). */
  hostRoutes?: readonly RouteObject[];
};

/**
 * All routes of one area, mounted under its own prefix only. `/`, paths of other areas and unknown
 * paths redirect to the area's landing page. The guard, if any, sits around both layouts.
 */
export function buildAreaRoutes({
  area,
  layout,
  routes,
  bareRoutes = [],
  bareLayout,
  guard,
  hostRoutes = [],
}: AreaRoutesInput): RouteObject[] {
  const landing = <Navigate to={LANDING_PATH[area]} replace />;
  const hasIndex = routes.some((route) => route.index);
  const children: RouteObject[] = [
    {
      ...(isLazyElement(layout) ? lazyLayout(layout) : { element: layout }),
      children: [
        ...(hasIndex ? [] : [{ index: true, element: landing }]),
        ...routes,
        { path: '*', element: landing },
      ],
    },
  ];
  if (bareRoutes.length > 0) children.push({ element: bareLayout ?? <Outlet />, children: bareRoutes });
  return [
    { path: `/${area}`, element: guard ?? <Outlet />, errorElement: <RouteError />, children },
    ...hostRoutes.map((route) => ({ errorElement: <RouteError />, ...route })),
    { path: '*', element: landing },
  ];
}

export type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

type AreaAppProps = AreaRoutesInput & {
  /** Tests pass `createMemoryRouter`; the app uses the browser's history. */
  createRouter?: RouterFactory;
};

/** Mounts one area: its router, its place for shared pages, and the API client's redirects. */
export function AreaApp({ createRouter = createBrowserRouter, ...input }: AreaAppProps) {
  const { area } = input;
  const [router] = useState(() => createRouter(buildAreaRoutes(input)));

  useEffect(
    () =>
      registerApiNavigation({
        area,
        navigate: (path) => {
          void router.navigate(path, { replace: true });
        },
      }),
    [area, router],
  );

  return (
    <AreaProvider value={area}>
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AreaProvider>
  );
}
