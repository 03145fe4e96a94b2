import type { ApplicationStatus } from '@veil/domain';

/*
 * The cache keys of the candidate's applications, shared by the applications pages and the audio
 * interview (which updates the application it submits): above both areas, like paths.ts.
 */

/** What the applications list is filtered by (kept in the URL). */
export type ApplicationFilters = { states: ApplicationStatus[]; keyword: string };

/** Cache keys of the candidate's applications; `all` covers lists, single applications and drafts. */
export const applicationKeys = {
  all: ['candidate', 'applications'] as const,
  list: (filters: ApplicationFilters) => [...applicationKeys.all, 'list', filters] as const,
  withdrawn: () => [...applicationKeys.all, 'withdrawn'] as const,
  detail: (applicationId: string) => [...applicationKeys.all, 'detail', applicationId] as const,
  start: (jobId: string) => [...applicationKeys.all, 'start', jobId] as const,
  interview: (applicationId: string) => [...applicationKeys.all, 'interview', applicationId] as const,
};

/** The calendar screen's key: what confirming a slot or recording answers makes stale. */
export const calendarKey = ['candidate', 'calendar'] as const;
