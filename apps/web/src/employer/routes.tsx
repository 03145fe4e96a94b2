import { IconInbox } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { statusRoutes } from '../features/status-pages/routes';
import type { NavItem } from '../ui/nav-item';
import { ApplicationsPage } from './applications/applications-page';
import { employerPaths } from './paths';

/**
 * Pages below `/employer/`. A feature adds its route here, and its sidebar entry to `employerNav`
 * (applications, company information, job posts, settings, templates).
 */
export const employerRoutes: RouteObject[] = [
  { path: 'applications', element: <ApplicationsPage /> },
  ...statusRoutes,
];

/** Sidebar entries, in order; only screens that exist. */
export const employerNav: readonly NavItem[] = [
  { to: employerPaths.applications, labelKey: 'nav.applications', icon: IconInbox },
];
