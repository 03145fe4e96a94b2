import { queryOptions, useMutation } from '@tanstack/react-query';
import type { DeleteCandidateAccount } from '@veil/domain/contracts';
import { api } from '../../lib/api-client';

/** What deleting the account erases and how the candidate confirms it (asked when the dialog opens). */
export function accountDeletionInfoQuery() {
  return queryOptions({
    queryKey: ['candidate', 'account', 'deletion'] as const,
    queryFn: ({ signal }) => api.candidateAccount.deletionInfo(undefined, { signal }),
    staleTime: 0,
  });
}

/** Deletes the account (DELETE /candidates/me); the dialog shows a refusal itself. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteCandidateAccount) => api.candidateAccount.delete(input),
    meta: { silent: true },
  });
}
