import { IconBriefcase, IconFileText, IconLayoutDashboard, IconUserCircle } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { legalRoutes } from '../features/legal/routes';
import { SIGN_IN_PAGES } from '../features/sign-in/paths';
import { sharedSignInRoutes } from '../features/sign-in/routes';
import { statusRoutes } from '../features/status-pages/routes';
import { lazyPage, lazyRoute } from '../ui/area-app';
import type { NavItem } from '../ui/nav-item';
import { candidatePaths } from './paths';

/**
 * Pages below `/candidate/`, each its own chunk (`lazyPage`: fetched once the session is known). A feature adds its route here, and its entry to `candidateNav` when it
 * belongs in the main navigation (Dashboard, Jobs, Applications, Profile).
 */
export const candidateRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./dashboard/dashboard-page').then(({ DashboardPage }) => <DashboardPage />)),
  },
  {
    path: 'jobs/list',
    ...lazyPage(
      () =>
        Promise.all([import('./jobs/jobs-list-page'), import('./saved-searches/save-search-button')]).then(
          ([{ JobsListPage }, { SavedSearchBar }]) => (
            <JobsListPage searchActions={(filters) => <SavedSearchBar filters={filters} />} />
          ),
        ),
      // the open tab's first page, as the page asks for it on its first render
      async (client, search) => {
        const [jobs, { tabFromParams, filtersFromParams }] = await Promise.all([
          import('./jobs/api'),
          import('./jobs/search-params'),
        ]);
        const tab = tabFromParams(search);
        if (tab === 'forYou') return client.prefetchInfiniteQuery(jobs.forYouQuery());
        if (tab === 'saved') return client.prefetchInfiniteQuery(jobs.savedJobsQuery());
        return client.prefetchInfiniteQuery(jobs.jobSearchQuery(filtersFromParams(search)));
      },
    ),
  },
  {
    path: 'saved-searches',
    ...lazyPage(() =>
      import('./saved-searches/saved-searches-page').then(({ SavedSearchesPage }) => <SavedSearchesPage />),
    ),
  },
  {
    path: 'jobs/description/:id',
    ...lazyPage(() => import('./jobs/job-pages').then(({ JobDescriptionPage }) => <JobDescriptionPage />)),
  },
  {
    path: 'jobs/share/:shareCode',
    ...lazyRoute(() => import('./jobs/job-pages').then(({ SharedJobPage }) => <SharedJobPage />)),
  },
  {
    path: 'jobs/:jobId',
    ...lazyPage(() => import('./jobs/job-pages').then(({ JobDetailPage }) => <JobDetailPage />)),
  },
  {
    path: 'jobs/apply/:id',
    ...lazyPage(() => import('./applications/apply-page').then(({ ApplyPage }) => <ApplyPage />)),
  },
  {
    path: 'applications/list',
    ...lazyPage(() =>
      import('./applications/applications-list-page').then(({ ApplicationsListPage }) => (
        <ApplicationsListPage />
      )),
    ),
  },
  {
    path: 'applications/withdrawn',
    ...lazyPage(() =>
      import('./applications/withdrawn-page').then(({ WithdrawnApplicationsPage }) => (
        <WithdrawnApplicationsPage />
      )),
    ),
  },
  {
    path: 'applications/:id',
    ...lazyPage(() =>
      import('./applications/application-page').then(({ ApplicationPage }) => <ApplicationPage />),
    ),
  },
  {
    path: 'applications/:id/audio-recording-instruction',
    ...lazyPage(() =>
      import('./recording/audio-instruction-page').then(({ AudioInstructionPage }) => (
        <AudioInstructionPage />
      )),
    ),
  },
  {
    path: 'applications/record/answer/:id',
    ...lazyPage(() =>
      import('./recording/audio-answer-page').then(({ AudioAnswerPage }) => <AudioAnswerPage />),
    ),
  },
  {
    path: 'additional-information/:jobId/:applicationId',
    ...lazyPage(() =>
      import('./applications/additional-information-page').then(({ AdditionalInformationPage }) => (
        <AdditionalInformationPage />
      )),
    ),
  },
  {
    path: 'calendar',
    ...lazyPage(() => import('./calendar/calendar-page').then(({ CalendarPage }) => <CalendarPage />)),
  },
  {
    path: 'anonymous-cv/:applicationId',
    ...lazyPage(() =>
      import('./applications/anonymous-cv-page').then(({ ApplicationCvPage }) => <ApplicationCvPage />),
    ),
  },
  {
    path: 'companies/info/:companyId',
    ...lazyPage(() =>
      import('./companies/company-info-page').then(({ CompanyInfoPage }) => <CompanyInfoPage />),
    ),
  },
  {
    path: 'profile',
    ...lazyPage(() => import('./profile/profile-page').then(({ ProfilePage }) => <ProfilePage />)),
  },
  {
    path: 'profile/empty',
    ...lazyPage(() => import('./profile/start-pages').then(({ EmptyProfilePage }) => <EmptyProfilePage />)),
  },
  {
    path: 'profile/create',
    ...lazyPage(() => import('./profile/start-pages').then(({ CreateProfilePage }) => <CreateProfilePage />)),
  },
  {
    path: 'profile/import',
    ...lazyPage(() =>
      import('./profile-import/import-page').then(({ ProfileImportPage }) => <ProfileImportPage />),
    ),
  },
  {
    path: 'profile/review',
    ...lazyPage(() => import('./profile/review-page').then(({ ReviewPage }) => <ReviewPage />)),
  },
  {
    path: 'recording-demo',
    ...lazyPage(() =>
      import('./recording/recording-demo-page').then(({ RecordingDemoPage }) => <RecordingDemoPage />),
    ),
  },
  {
    path: 'account-deleted',
    ...lazyRoute(() =>
      import('./account/account-deleted-page').then(({ AccountDeletedPage }) => <AccountDeletedPage />),
    ),
  },
  {
    path: 'anonymous-profile/:code',
    ...lazyRoute(() =>
      import('./profile/public-profile-page').then(({ PublicProfilePage }) => <PublicProfilePage />),
    ),
  },
  ...statusRoutes,
  ...legalRoutes,
];

/**
 * Sign-in pages, in the centred card layout without navigation. Which of them need a session is the
 * session guard's business (`features/sign-in/guard.ts`), not the layout's.
 */
export const candidateSignInRoutes: RouteObject[] = [
  sharedSignInRoutes.login,
  {
    path: SIGN_IN_PAGES.googleCallback,
    ...lazyRoute(() =>
      import('./sign-in/google-callback-page').then(({ GoogleCallbackPage }) => <GoogleCallbackPage />),
    ),
  },
  sharedSignInRoutes.logout,
  {
    path: SIGN_IN_PAGES.signup,
    ...lazyRoute(() => import('./sign-in/signup-page').then(({ SignUpPage }) => <SignUpPage />)),
  },
  {
    path: SIGN_IN_PAGES.verify,
    ...lazyRoute(() =>
      import('./sign-in/verify-email-page').then(({ VerifyEmailPage }) => <VerifyEmailPage />),
    ),
  },
  sharedSignInRoutes.forgotPassword,
  sharedSignInRoutes.resetPassword,
  {
    path: SIGN_IN_PAGES.firstTimeSignIn,
    ...lazyRoute(() =>
      import('./sign-in/first-time-sign-in-page').then(({ FirstTimeSignInPage }) => <FirstTimeSignInPage />),
    ),
  },
];

/** Main links of the top bar, in order; only screens that exist. */
export const candidateNav: readonly NavItem[] = [
  { to: candidatePaths.dashboard, labelKey: 'nav.dashboard', icon: IconLayoutDashboard, end: true },
  { to: candidatePaths.jobs, labelKey: 'nav.jobs', icon: IconBriefcase },
  { to: candidatePaths.applications, labelKey: 'nav.applications', icon: IconFileText },
  { to: candidatePaths.profile, labelKey: 'nav.profile', icon: IconUserCircle },
];
