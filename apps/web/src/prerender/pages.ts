import type { Locale } from '@veil/domain/i18n/locales';
import type { Area } from '../lib/areas';

/**
 * A page the build renders to HTML ahead of time (`build/prerender.ts`), so that a visitor sees it
 * before the app's code has arrived; the server sends it inside the page shell, and the app takes
 * over once it shows the same page (`prerender/handoff.ts`). Only public pages that show the same
 * thing to every signed-out visitor: the sign-in and sign-up forms and the legal texts.
 */
export type PrerenderedPage = {
  area: Area;
  path: string;
  /** the modules of the page and its layout, as the build manifest names them, for their styles */
  modules: readonly string[];
  locales: readonly Locale[];
  /** whether the page looks different with "Sign in with Google" configured */
  showsGoogleSignIn: boolean;
  /**
   * A login: also rendered as the session guard shows it to a visitor it sent there from a page
   * that needs a session (with the note to sign in to continue), which the server sends for such a
   * page to a browser without a session.
   */
  forProtectedPages?: true;
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    area: 'candidate',
    path: '/candidate/login',
    modules: ['src/features/sign-in/login-page.tsx'],
    locales: ['de', 'en'],
    showsGoogleSignIn: true,
    forProtectedPages: true,
  },
  {
    area: 'candidate',
    path: '/candidate/signup',
    modules: ['src/candidate/sign-in/signup-page.tsx'],
    locales: ['de', 'en'],
    showsGoogleSignIn: false,
  },
  ...(['terms-conditions', 'privacy-policy'] as const).flatMap((segment) =>
    (['de', 'en'] as const).map(
      (language): PrerenderedPage => ({
        area: 'candidate',
        path: `/candidate/${segment}/${language}`,
        modules: ['src/candidate/layout.tsx', 'src/features/legal/legal-route.tsx'],
        locales: ['de', 'en'],
        showsGoogleSignIn: false,
      }),
    ),
  ),
  {
    area: 'employer',
    path: '/employer/login',
    modules: ['src/features/sign-in/login-page.tsx'],
    locales: ['de', 'en'],
    showsGoogleSignIn: false,
    forProtectedPages: true,
  },
  {
    area: 'admin',
    path: '/admin/login',
    modules: ['src/features/sign-in/login-page.tsx'],
    locales: ['en'],
    showsGoogleSignIn: false,
    forProtectedPages: true,
  },
];
