import { IconBuilding } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { statusRoutes } from '../features/status-pages/routes';
import type { NavItem } from '../ui/nav-item';
import { CompaniesPage } from './companies/companies-page';
import { adminPaths } from './paths';

/** Pages below `/admin/`. A feature adds its route here, and its sidebar entry to `adminNav`. */
export const adminRoutes: RouteObject[] = [{ index: true, element: <CompaniesPage /> }, ...statusRoutes];

/** Sidebar entries (companies, job posts), in order; only screens that exist. */
export const adminNav: readonly NavItem[] = [
  { to: adminPaths.companies, labelKey: 'nav.companies', icon: IconBuilding, end: true },
];
