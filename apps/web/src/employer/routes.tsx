import {
  IconBriefcase,
  IconBuilding,
  IconInbox,
  IconLayoutDashboard,
  IconMail,
  IconSettings,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Role } from '@veil/domain';
import type { RouteObject } from 'react-router';
import { activationRoute, sharedSignInRoutes } from '../features/sign-in/routes';
import { statusRoutes } from '../features/status-pages/routes';
import { lazyPage } from '../ui/area-app';
import type { NavItem } from '../ui/nav-item';
import type { BoardFilter } from './applications/api';
import { employerPaths } from './paths';
import { PAGE_ROLES, RequireRole } from './roles';

/**
 * Pages below `/employer/`, each its own chunk (`lazyPage`: fetched once the session is known): the rich-text editor comes with the
 * company edit page only. A feature adds its route here, and its sidebar entry to `employerNav`
 * (applications, company information, job posts, settings, templates).
 */
export const employerRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    ...lazyPage(() =>
      import('./dashboard/dashboard-page').then(({ EmployerDashboardPage }) => <EmployerDashboardPage />),
    ),
  },
  {
    path: 'applications',
    ...lazyPage(
      () =>
        import('./applications/applications-page').then(({ ApplicationsPage }) => (
          <RequireRole roles={PAGE_ROLES.applications}>
            <ApplicationsPage />
          </RequireRole>
        )),
      // the board's first page and counts as the page asks for them on its first render; only for the
      // board without a filter in its address (what the sidebar and the sign-in lead to)
      async (client, search) => {
        if (search.size > 0) return;
        const { boardQuery, boardCountsQuery } = await import('./applications/api');
        const filter: BoardFilter = { states: [], jobId: null, keyword: '', sort: 'newest' };
        await Promise.all([
          client.prefetchInfiniteQuery(boardQuery(filter)),
          client.prefetchQuery(boardCountsQuery(filter)),
        ]);
      },
    ),
  },
  {
    path: 'applications/deletions',
    ...lazyPage(() =>
      import('./applications/deletion-logs-page').then(({ DeletionLogsPage }) => (
        <RequireRole roles={PAGE_ROLES.deletionLogs}>
          <DeletionLogsPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'applications/deletion/:applicationId',
    ...lazyPage(() =>
      import('./applications/deletion-log-page').then(({ DeletionLogPage }) => (
        <RequireRole roles={PAGE_ROLES.deletionLogs}>
          <DeletionLogPage />
        </RequireRole>
      )),
    ),
  },
  {
    // the board of one job as a pipeline: the page and the pipeline fetched together, so that the
    // board's own chunk carries no loader for it
    path: 'applications/pipeline',
    ...lazyPage(() =>
      Promise.all([
        import('./applications/applications-page'),
        import('./applications/pipeline/pipeline-view'),
      ]).then(([{ ApplicationsPage }, { PipelineView }]) => (
        <RequireRole roles={PAGE_ROLES.applications}>
          <ApplicationsPage pipeline={PipelineView} />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'applications/:applicationId',
    ...lazyPage(() =>
      import('./applications/application-page').then(({ ApplicationPage }) => (
        <RequireRole roles={PAGE_ROLES.applications}>
          <ApplicationPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'company',
    ...lazyPage(() =>
      import('./company/company-page').then(({ CompanyPage }) => (
        <RequireRole roles={PAGE_ROLES.companyRead}>
          <CompanyPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'company/update',
    ...lazyPage(() =>
      import('./company/company-update-page').then(({ CompanyUpdatePage }) => (
        <RequireRole roles={PAGE_ROLES.companyEdit}>
          <CompanyUpdatePage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'company/media',
    ...lazyPage(() =>
      import('./company/media-page').then(({ CompanyMediaPage }) => (
        <RequireRole roles={PAGE_ROLES.companyEdit}>
          <CompanyMediaPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'company/documents',
    ...lazyPage(() =>
      import('./company/documents-page').then(({ CompanyDocumentsPage }) => (
        <RequireRole roles={PAGE_ROLES.companyEdit}>
          <CompanyDocumentsPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'jobs',
    ...lazyPage(() =>
      import('./jobs/jobs-page').then(({ JobsPage }) => (
        <RequireRole roles={PAGE_ROLES.jobs}>
          <JobsPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'jobs/add-manually',
    ...lazyPage(() =>
      import('./jobs/create-job-page').then(({ CreateJobPage }) => (
        <RequireRole roles={PAGE_ROLES.jobs}>
          <CreateJobPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'jobs/:jobId',
    ...lazyPage(() =>
      import('./jobs/job-editor-page').then(({ JobEditorPage }) => (
        <RequireRole roles={PAGE_ROLES.jobs}>
          <JobEditorPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'jobs/:jobId/preview',
    ...lazyPage(() =>
      import('./jobs/job-preview-page').then(({ JobPreviewPage }) => (
        <RequireRole roles={PAGE_ROLES.jobs}>
          <JobPreviewPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'jobs/add',
    ...lazyPage(() =>
      import('./jobs-import/job-import-page').then(({ JobImportPage }) => (
        <RequireRole roles={PAGE_ROLES.jobs}>
          <JobImportPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'settings',
    ...lazyPage(() => import('./settings/settings-page').then(({ SettingsPage }) => <SettingsPage />)),
  },
  {
    path: 'talent-pool',
    ...lazyPage(() =>
      import('./talent-pool/talent-pool-page').then(({ TalentPoolPage }) => (
        <RequireRole roles={PAGE_ROLES.talentPool}>
          <TalentPoolPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'templates',
    ...lazyPage(() =>
      import('./templates/templates-page').then(({ TemplatesPage }) => (
        <RequireRole roles={PAGE_ROLES.templatesRead}>
          <TemplatesPage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'templates/new',
    ...lazyPage(() =>
      import('./templates/template-editor-page').then(({ NewTemplatePage }) => (
        <RequireRole roles={PAGE_ROLES.templatesEdit}>
          <NewTemplatePage />
        </RequireRole>
      )),
    ),
  },
  {
    path: 'templates/:templateId',
    ...lazyPage(() =>
      import('./templates/template-editor-page').then(({ TemplateEditorPage }) => (
        <RequireRole roles={PAGE_ROLES.templatesRead}>
          <TemplateEditorPage />
        </RequireRole>
      )),
    ),
  },
  ...statusRoutes,
];

/** Sign-in pages, in the centred card layout without the sidebar (the reset step is in forgot-password). */
export const employerSignInRoutes: RouteObject[] = [
  sharedSignInRoutes.login,
  sharedSignInRoutes.logout,
  sharedSignInRoutes.forgotPassword,
  activationRoute('employer'),
];

/** A sidebar entry; `roles` limits it to the roles that may open its page (all when absent). */
type EmployerNavItem = NavItem & { roles?: readonly Role[] };

/** Sidebar entries, in order; only screens that exist. */
export const employerNav: readonly EmployerNavItem[] = [
  { to: employerPaths.dashboard, labelKey: 'nav.dashboard', icon: IconLayoutDashboard },
  { to: employerPaths.applications, labelKey: 'nav.applications', icon: IconInbox },
  {
    to: employerPaths.company,
    labelKey: 'nav.companyInformation',
    icon: IconBuilding,
    roles: PAGE_ROLES.companyRead,
  },
  { to: employerPaths.jobs, labelKey: 'nav.jobPosts', icon: IconBriefcase, roles: PAGE_ROLES.jobs },
  {
    to: employerPaths.talentPool,
    labelKey: 'nav.talentPool',
    icon: IconUsersGroup,
    roles: PAGE_ROLES.talentPool,
  },
  { to: employerPaths.settings, labelKey: 'nav.settings', icon: IconSettings },
  {
    to: employerPaths.templates,
    labelKey: 'nav.templates',
    icon: IconMail,
    roles: PAGE_ROLES.templatesRead,
  },
];

/** The sidebar entries a role sees (reviewers: no company information, job posts or templates). */
export function employerNavFor(role: Role | undefined): NavItem[] {
  return employerNav.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}
