import { type ReactNode, useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerApiNavigation } from '../lib/api-fetch';
import { type Area, AreaProvider, LANDING_PATH } from '../lib/areas';
import { PageLoader } from './page-loader';
import { RouteError } from './route-error';

/** A route's element whose code is its own chunk, downloaded when the route is first shown. */
export type LazyElement = { lazy: () => Promise<ReactNode> };

/**
 * Route fields that load a page's code on demand (`{ path, ...lazyRoute(() => import(…)…) }`): each
 * page downloads what it shows, not the code of every page of its area.
 */
export function lazyRoute(
  load: () => Promise<ReactNode>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return { hydrateFallbackElement: <PageLoader />, lazy: async () => ({ element: await load() }) };
}

function isLazyElement(value: ReactNode | LazyElement): value is LazyElement {
  return typeof value === 'object' && value !== null && 'lazy' in value && typeof value.lazy === 'function';
}

type AreaRoutesInput = {
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
}: AreaRoutesInput): RouteObject[] {
  const landing = <Navigate to={LANDING_PATH[area]} replace />;
  const hasIndex = routes.some((route) => route.index);
  const children: RouteObject[] = [
    {
      ...(isLazyElement(layout) ? lazyRoute(layout.lazy) : { element: layout }),
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
      <RouterProvider router={router} />
    </AreaProvider>
  );
}
