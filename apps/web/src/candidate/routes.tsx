import { IconLayoutDashboard } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { statusRoutes } from '../features/status-pages/routes';
import type { NavItem } from '../ui/nav-item';
import { DashboardPage } from './dashboard/dashboard-page';
import { candidatePaths } from './paths';

/**
 * Pages below `/candidate/`. A feature adds its route here, and its entry to `candidateNav` when it
 * belongs in the main navigation (Dashboard, Jobs, Applications, Profile).
 */
export const candidateRoutes: RouteObject[] = [{ index: true, element: <DashboardPage /> }, ...statusRoutes];

/** Main links of the top bar, in order; only screens that exist. */
export const candidateNav: readonly NavItem[] = [
  { to: candidatePaths.dashboard, labelKey: 'nav.dashboard', icon: IconLayoutDashboard, end: true },
];
