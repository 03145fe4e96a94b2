import { infiniteQueryOptions } from '@tanstack/react-query';
import type { JobStatus } from '@veil/domain';
import { api } from '../../lib/api-client';

/** Rows per request of the job post table. */
export const JOB_POST_PAGE_SIZE = 25;

export type JobPostFilter = { jobTitle: string; companyName: string; status: JobStatus | null };

export const jobPostKeys = {
  all: ['admin', 'job-posts'] as const,
  list: (filter: JobPostFilter) => [...jobPostKeys.all, 'list', filter] as const,
};

/** Every company's job posts, newest first, filtered by title, company and status, keyset paged. */
export function jobPostsQuery(filter: JobPostFilter) {
  return infiniteQueryOptions({
    queryKey: jobPostKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.adminJobPosts.list(
        {
          jobTitle: filter.jobTitle === '' ? undefined : filter.jobTitle,
          companyName: filter.companyName === '' ? undefined : filter.companyName,
          status: filter.status ?? undefined,
          lastIndex: pageParam,
          pageSize: JOB_POST_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}
