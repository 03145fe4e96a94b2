import { IconBriefcase, IconBuilding } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { activationRoute, sharedSignInRoutes } from '../features/sign-in/routes';
import { statusRoutes } from '../features/status-pages/routes';
import { lazyPage } from '../ui/area-app';
import type { NavItem } from '../ui/nav-item';
import { adminPaths } from './paths';

/** Pages below `/admin/`, each its own chunk (`lazyPage`: fetched once the session is known). A feature adds its route here, and its sidebar entry to `adminNav`. */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./companies/companies-page').then(({ CompaniesPage }) => <CompaniesPage />)),
  },
  {
    path: 'create-company',
    ...lazyPage(() =>
      import('./create-company/create-company-page').then(({ CreateCompanyPage }) => <CreateCompanyPage />),
    ),
  },
  {
    path: 'company/:companyId/accounts',
    ...lazyPage(() => import('./accounts/accounts-page').then(({ AccountsPage }) => <AccountsPage />)),
  },
  {
    path: 'job-posts',
    ...lazyPage(
      () => import('./job-posts/job-posts-page').then(({ JobPostsPage }) => <JobPostsPage />),
      // the list's first page as the page asks for it on its first render, without a filter in the address
      async (client, search) => {
        if (search.size > 0) return;
        const { jobPostsQuery } = await import('./job-posts/api');
        await client.prefetchInfiniteQuery(jobPostsQuery({ jobTitle: '', companyName: '', status: null }));
      },
    ),
  },
  ...statusRoutes,
];

/** Sign-in pages, in the centred card layout without the sidebar. */
export const adminSignInRoutes: RouteObject[] = [
  sharedSignInRoutes.login,
  sharedSignInRoutes.logout,
  activationRoute('admin'),
];

/** Sidebar entries (companies, job posts), in order; only screens that exist. */
export const adminNav: readonly NavItem[] = [
  { to: adminPaths.companies, labelKey: 'nav.companies', icon: IconBuilding, end: true },
  { to: adminPaths.jobPosts, labelKey: 'nav.jobPosts', icon: IconBriefcase },
];
