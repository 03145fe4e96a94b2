import type { RouteObject } from 'react-router';
import { BlockedPage } from './blocked-page';
import { NotFoundPage } from './not-found-page';

/** `404` and `cors`, registered under every area's prefix. */
export const statusRoutes: RouteObject[] = [
  { path: '404', element: <NotFoundPage /> },
  { path: 'cors', element: <BlockedPage /> },
];
