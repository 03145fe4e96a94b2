import { type ReactNode, useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '../ui/route-error';
import { registerApiNavigation } from './api-client';
import { type Area, AreaProvider, LANDING_PATH } from './areas';

type AreaRoutesInput = {
  area: Area;
  /** The area's layout; renders the matched page through `<Outlet />`. */
  layout: ReactNode;
  /** Pages below `/<area>/`, from the area's `routes.tsx`. */
  routes: RouteObject[];
};

/**
 * All routes of one area, mounted under its own prefix only. `/`, paths of other areas and unknown
 * paths redirect to the area's landing page.
 */
export function buildAreaRoutes({ area, layout, routes }: AreaRoutesInput): RouteObject[] {
  const landing = <Navigate to={LANDING_PATH[area]} replace />;
  const hasIndex = routes.some((route) => route.index);
  return [
    {
      path: `/${area}`,
      element: layout,
      errorElement: <RouteError />,
      children: [
        ...(hasIndex ? [] : [{ index: true, element: landing }]),
        ...routes,
        { path: '*', element: landing },
      ],
    },
    { path: '*', element: landing },
  ];
}

export type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

type AreaAppProps = AreaRoutesInput & {
  /** Tests pass `createMemoryRouter`; the app uses the browser's history. */
  createRouter?: RouterFactory;
};

/** Mounts one area: its router, its place for shared pages, and the API client's redirects. */
export function AreaApp({ area, layout, routes, createRouter = createBrowserRouter }: AreaAppProps) {
  const [router] = useState(() => createRouter(buildAreaRoutes({ area, layout, routes })));

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
