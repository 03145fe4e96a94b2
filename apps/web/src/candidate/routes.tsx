import { IconLayoutDashboard } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { legalRoutes } from '../features/legal/routes';
import { ForgotPasswordPage } from '../features/sign-in/forgot-password-page';
import { LoginPage } from '../features/sign-in/login-page';
import { LogoutPage } from '../features/sign-in/logout-page';
import { SIGN_IN_PAGES } from '../features/sign-in/paths';
import { ResetPasswordPage } from '../features/sign-in/reset-password-page';
import { statusRoutes } from '../features/status-pages/routes';
import type { NavItem } from '../ui/nav-item';
import { CompanyInfoPage } from './companies/company-info-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { candidatePaths } from './paths';
import { FirstTimeSignInPage } from './sign-in/first-time-sign-in-page';
import { GoogleCallbackPage } from './sign-in/google-callback-page';
import { SignUpPage } from './sign-in/signup-page';
import { VerifyEmailPage } from './sign-in/verify-email-page';

/**
 * Pages below `/candidate/`. A feature adds its route here, and its entry to `candidateNav` when it
 * belongs in the main navigation (Dashboard, Jobs, Applications, Profile).
 */
export const candidateRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'companies/info/:companyId', element: <CompanyInfoPage /> },
  ...statusRoutes,
  ...legalRoutes,
];

/**
 * Sign-in pages, in the centred card layout without navigation. Which of them need a session is the
 * session guard's business (`features/sign-in/guard.ts`), not the layout's.
 */
export const candidateSignInRoutes: RouteObject[] = [
  { path: SIGN_IN_PAGES.login, element: <LoginPage /> },
  { path: SIGN_IN_PAGES.googleCallback, element: <GoogleCallbackPage /> },
  { path: SIGN_IN_PAGES.logout, element: <LogoutPage /> },
  { path: SIGN_IN_PAGES.signup, element: <SignUpPage /> },
  { path: SIGN_IN_PAGES.verify, element: <VerifyEmailPage /> },
  { path: SIGN_IN_PAGES.forgotPassword, element: <ForgotPasswordPage /> },
  { path: SIGN_IN_PAGES.resetPassword, element: <ResetPasswordPage /> },
  { path: SIGN_IN_PAGES.firstTimeSignIn, element: <FirstTimeSignInPage /> },
];

/** Main links of the top bar, in order; only screens that exist. */
export const candidateNav: readonly NavItem[] = [
  { to: candidatePaths.dashboard, labelKey: 'nav.dashboard', icon: IconLayoutDashboard, end: true },
];
