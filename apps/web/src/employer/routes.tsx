import { IconInbox } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { ActivationPage } from '../features/sign-in/activation-page';
import { ForgotPasswordPage } from '../features/sign-in/forgot-password-page';
import { LoginPage } from '../features/sign-in/login-page';
import { LogoutPage } from '../features/sign-in/logout-page';
import { SIGN_IN_PAGES } from '../features/sign-in/paths';
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

/** Sign-in pages, in the centred card layout without the sidebar (the reset step is in forgot-password). */
export const employerSignInRoutes: RouteObject[] = [
  { path: SIGN_IN_PAGES.login, element: <LoginPage /> },
  { path: SIGN_IN_PAGES.logout, element: <LogoutPage /> },
  { path: SIGN_IN_PAGES.forgotPassword, element: <ForgotPasswordPage /> },
  { path: SIGN_IN_PAGES.activeAccount, element: <ActivationPage pool="employer" /> },
];

/** Sidebar entries, in order; only screens that exist. */
export const employerNav: readonly NavItem[] = [
  { to: employerPaths.applications, labelKey: 'nav.applications', icon: IconInbox },
];
