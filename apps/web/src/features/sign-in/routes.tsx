import type { InvitedPool } from '@veil/domain/contracts';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../ui/area-app';
import { SIGN_IN_PAGES } from './paths';

/**
 * The sign-in pages several areas share, each its own chunk: an area lists the ones it offers in its
 * `routes.tsx`, and a visitor of the login downloads the login only.
 */
export const sharedSignInRoutes = {
  login: {
    path: SIGN_IN_PAGES.login,
    ...lazyRoute(() => import('./login-page').then(({ LoginPage }) => <LoginPage />)),
  },
  logout: {
    path: SIGN_IN_PAGES.logout,
    ...lazyRoute(() => import('./logout-page').then(({ LogoutPage }) => <LogoutPage />)),
  },
  forgotPassword: {
    path: SIGN_IN_PAGES.forgotPassword,
    ...lazyRoute(() =>
      import('./forgot-password-page').then(({ ForgotPasswordPage }) => <ForgotPasswordPage />),
    ),
  },
  resetPassword: {
    path: SIGN_IN_PAGES.resetPassword,
    ...lazyRoute(() =>
      import('./reset-password-page').then(({ ResetPasswordPage }) => <ResetPasswordPage />),
    ),
  },
} satisfies Record<string, RouteObject>;

/** The page where an invited employer or admin user sets a password. */
export function activationRoute(pool: InvitedPool): RouteObject {
  return {
    path: SIGN_IN_PAGES.activeAccount,
    ...lazyRoute(() =>
      import('./activation-page').then(({ ActivationPage }) => <ActivationPage pool={pool} />),
    ),
  };
}
