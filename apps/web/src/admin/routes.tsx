import { IconBuilding } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { ActivationPage } from '../features/sign-in/activation-page';
import { LoginPage } from '../features/sign-in/login-page';
import { LogoutPage } from '../features/sign-in/logout-page';
import { SIGN_IN_PAGES } from '../features/sign-in/paths';
import { statusRoutes } from '../features/status-pages/routes';
import type { NavItem } from '../ui/nav-item';
import { AccountsPage } from './accounts/accounts-page';
import { CompaniesPage } from './companies/companies-page';
import { CreateCompanyPage } from './create-company/create-company-page';
import { adminPaths } from './paths';

/** Pages below `/admin/`. A feature adds its route here, and its sidebar entry to `adminNav`. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <CompaniesPage /> },
  { path: 'create-company', element: <CreateCompanyPage /> },
  { path: 'company/:companyId/accounts', element: <AccountsPage /> },
  ...statusRoutes,
];

/** Sign-in pages, in the centred card layout without the sidebar. */
export const adminSignInRoutes: RouteObject[] = [
  { path: SIGN_IN_PAGES.login, element: <LoginPage /> },
  { path: SIGN_IN_PAGES.logout, element: <LogoutPage /> },
  { path: SIGN_IN_PAGES.activeAccount, element: <ActivationPage pool="admin" /> },
];

/** Sidebar entries (companies, job posts), in order; only screens that exist. */
export const adminNav: readonly NavItem[] = [
  { to: adminPaths.companies, labelKey: 'nav.companies', icon: IconBuilding, end: true },
];
