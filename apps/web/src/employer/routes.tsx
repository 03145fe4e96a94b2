import { IconBuilding, IconInbox, IconSettings } from '@tabler/icons-react';
import type { Role } from '@veil/domain';
import type { RouteObject } from 'react-router';
import { ActivationPage } from '../features/sign-in/activation-page';
import { ForgotPasswordPage } from '../features/sign-in/forgot-password-page';
import { LoginPage } from '../features/sign-in/login-page';
import { LogoutPage } from '../features/sign-in/logout-page';
import { SIGN_IN_PAGES } from '../features/sign-in/paths';
import { statusRoutes } from '../features/status-pages/routes';
import type { NavItem } from '../ui/nav-item';
import { ApplicationsPage } from './applications/applications-page';
import { CompanyPage } from './company/company-page';
import { CompanyUpdatePage } from './company/company-update-page';
import { CompanyDocumentsPage } from './company/documents-page';
import { CompanyMediaPage } from './company/media-page';
import { employerPaths } from './paths';
import { PAGE_ROLES, RequireRole } from './roles';
import { SettingsPage } from './settings/settings-page';

/**
 * Pages below `/employer/`. A feature adds its route here, and its sidebar entry to `employerNav`
 * (applications, company information, job posts, settings, templates).
 */
export const employerRoutes: RouteObject[] = [
  { path: 'applications', element: <ApplicationsPage /> },
  {
    path: 'company',
    element: (
      <RequireRole roles={PAGE_ROLES.companyRead}>
        <CompanyPage />
      </RequireRole>
    ),
  },
  {
    path: 'company/update',
    element: (
      <RequireRole roles={PAGE_ROLES.companyEdit}>
        <CompanyUpdatePage />
      </RequireRole>
    ),
  },
  {
    path: 'company/media',
    element: (
      <RequireRole roles={PAGE_ROLES.companyEdit}>
        <CompanyMediaPage />
      </RequireRole>
    ),
  },
  {
    path: 'company/documents',
    element: (
      <RequireRole roles={PAGE_ROLES.companyEdit}>
        <CompanyDocumentsPage />
      </RequireRole>
    ),
  },
  { path: 'settings', element: <SettingsPage /> },
  ...statusRoutes,
];

/** Sign-in pages, in the centred card layout without the sidebar (the reset step is in forgot-password). */
export const employerSignInRoutes: RouteObject[] = [
  { path: SIGN_IN_PAGES.login, element: <LoginPage /> },
  { path: SIGN_IN_PAGES.logout, element: <LogoutPage /> },
  { path: SIGN_IN_PAGES.forgotPassword, element: <ForgotPasswordPage /> },
  { path: SIGN_IN_PAGES.activeAccount, element: <ActivationPage pool="employer" /> },
];

/** A sidebar entry; `roles` limits it to the roles that may open its page (all when absent). */
type EmployerNavItem = NavItem & { roles?: readonly Role[] };

/** Sidebar entries, in order; only screens that exist. */
export const employerNav: readonly EmployerNavItem[] = [
  { to: employerPaths.applications, labelKey: 'nav.applications', icon: IconInbox },
  {
    to: employerPaths.company,
    labelKey: 'nav.companyInformation',
    icon: IconBuilding,
    roles: PAGE_ROLES.companyRead,
  },
  { to: employerPaths.settings, labelKey: 'nav.settings', icon: IconSettings },
];

/** The sidebar entries a role sees (reviewers: no company information, job posts or templates). */
export function employerNavFor(role: Role | undefined): NavItem[] {
  return employerNav.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}
