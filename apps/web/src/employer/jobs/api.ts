import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { JobInformation, JobSectionUpdate, JobStatus } from '@veil/domain';
import type { EmployerJob } from '@veil/domain/contracts';
import { api } from '../../lib/api-client';
import { applicationKeys } from '../applications/api';

/** Rows per request of the job list. */
export const JOB_PAGE_SIZE = 20;

export type JobListFilter = { jobTitle: string; status: JobStatus | null };

/** Cache keys of the company's jobs; `all` covers the lists and single jobs. */
export const jobKeys = {
  all: ['employer', 'jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (filter: JobListFilter) => [...jobKeys.lists(), filter] as const,
  detail: (jobId: string) => [...jobKeys.all, 'detail', jobId] as const,
};

/** The company's jobs, newest first, filtered by title and status, one keyset page after the other. */
export function jobsQuery(filter: JobListFilter) {
  return infiniteQueryOptions({
    queryKey: jobKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.employerJobs.list(
        {
          jobTitle: filter.jobTitle === '' ? undefined : filter.jobTitle,
          status: filter.status ?? undefined,
          lastIndex: pageParam,
          pageSize: JOB_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

/** One job as its employers edit it. */
export function jobQuery(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => api.employerJobs.get({ jobId }, { signal }),
  });
}

/** Puts a changed job into the cache and refetches the lists (title, status or order may change). */
function refreshJob(client: QueryClient, job: EmployerJob): Promise<void> {
  client.setQueryData(jobKeys.detail(job.id), job);
  return client.invalidateQueries({ queryKey: jobKeys.lists() });
}

/** Creates a draft from its job information; the caller shows field errors itself. */
export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (information: JobInformation) => api.employerJobs.create(information),
    onSuccess: (job) => refreshJob(client, job),
    meta: { silent: true },
  });
}

/**
 * Saves one section of the editor. Each section has its own mutation (its own saving state and
 * error); the answer is the whole job, which updates the cache without touching other sections'
 * unsaved input (they keep their own form state).
 */
export function useUpdateJobSection(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: JobSectionUpdate) => api.employerJobs.update({ jobId, ...update }),
    onSuccess: (job) => refreshJob(client, job),
    meta: { silent: true },
  });
}

/** Publishes a complete draft or closes an open job. */
export function useJobAction(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'publish' | 'close') =>
      action === 'publish' ? api.employerJobs.publish({ jobId }) : api.employerJobs.close({ jobId }),
    onSuccess: (job) => refreshJob(client, job),
    meta: { silent: true },
  });
}

/** A new shareable link; the old one stops working. */
export function useRegenerateShareCode(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.employerJobs.regenerateShareCode({ jobId }),
    onSuccess: (job) => refreshJob(client, job),
    meta: { silent: true },
  });
}

/** What deleting the job would erase (its applications by stage), asked for when the dialog opens. */
export function jobDeletionStatsQuery(jobId: string) {
  return queryOptions({
    queryKey: [...jobKeys.detail(jobId), 'deletion-stats'] as const,
    queryFn: ({ signal }) => api.employerApplications.jobDeletionStats({ jobId }, { signal }),
    staleTime: 0,
  });
}

/**
 * Deletes a job and erases its applications; the job lists, the board with its counts and job
 * filter, and the deletion logs are loaded again.
 */
export function useDeleteJob(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.employerJobs.remove({ jobId }),
    onSuccess: () => {
      client.removeQueries({ queryKey: jobKeys.detail(jobId) });
      return Promise.all([
        // the lists and every other list of jobs, such as the board's job filter
        client.invalidateQueries({ queryKey: jobKeys.all }),
        client.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
    },
    meta: { silent: true },
  });
}
