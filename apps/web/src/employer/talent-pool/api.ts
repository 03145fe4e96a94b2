import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const talentPoolKeys = {
  all: ['employer', 'talent-pool'] as const,
  list: (skill: string) => ['employer', 'talent-pool', 'list', skill] as const,
  openJobs: ['employer', 'talent-pool', 'open-jobs'] as const,
};

/** Members per request of the pool's list. */
export const TALENT_PAGE_SIZE = 20;

/**
 * The company's pool, filtered by skill words, one keyset page after the other (the previous list
 * stays while a new filter loads).
 */
export function talentPoolQuery(skill: string) {
  return infiniteQueryOptions({
    queryKey: talentPoolKeys.list(skill),
    queryFn: ({ pageParam, signal }) =>
      api.employerTalentPool.list(
        { skill: skill || undefined, lastIndex: pageParam, pageSize: TALENT_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The company's open jobs, the ones a talent can be invited to (the first 100, newest first). */
export function openJobsQuery() {
  return queryOptions({
    queryKey: talentPoolKeys.openJobs,
    queryFn: ({ signal }) => api.employerJobs.list({ status: 'open', pageSize: 100 }, { signal }),
  });
}

export function useInviteTalent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { talentNumber: number; jobId: string }) => api.employerTalentPool.invite(input),
    onSuccess: () => client.invalidateQueries({ queryKey: talentPoolKeys.all }),
    // the dialog shows the refusal
    meta: { silent: true },
  });
}
