import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearch, UpdateSavedSearch } from '@veil/domain/contracts';
import { api } from '../../lib/api-client';

export const savedSearchKeys = {
  all: ['candidate', 'saved-searches'] as const,
};

/** The candidate's saved searches, newest first. */
export function savedSearchesQuery() {
  return queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => api.candidateSavedSearches.list(undefined, { signal }),
  });
}

function useSavedSearchMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
    // the form or the card shows the refusal where it happened
    meta: { silent: true },
  });
}

export function useCreateSavedSearch() {
  return useSavedSearchMutation((input: CreateSavedSearch) => api.candidateSavedSearches.create(input));
}

export function useUpdateSavedSearch() {
  return useSavedSearchMutation(
    ({ savedSearchId, ...changes }: UpdateSavedSearch & { savedSearchId: string }) =>
      api.candidateSavedSearches.update({ savedSearchId, ...changes }),
  );
}

export function useDeleteSavedSearch() {
  return useSavedSearchMutation((savedSearchId: string) =>
    api.candidateSavedSearches.remove({ savedSearchId }),
  );
}
