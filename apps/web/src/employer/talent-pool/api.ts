import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const talentPoolKeys = {
  all: ['employer', 'talent-pool'] as const,
  list: (skill: string) => ['employer', 'talent-pool', 'list', skill] as const,
  openJobs: ['employer', 'talent-pool', 'open-jobs'] as const,
};

/** The company's pool, filtered by skill words (the previous list stays while a new filter loads). */
export function talentPoolQuery(skill: string) {
  return queryOptions({
    queryKey: talentPoolKeys.list(skill),
    queryFn: ({ signal }) => api.employerTalentPool.list({ skill: skill || undefined }, { signal }),
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
