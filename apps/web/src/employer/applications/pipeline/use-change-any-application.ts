import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-errors';
import { type ApplicationChange, applicationKeys, refreshApplication, sendChange } from '../api';

/**
 * A change of any application of the board (the pipeline's moves and bulk actions): the same calls,
 * refresh and conflict handling as `useChangeApplication`, with the application named per call.
 */
export function useChangeAnyApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, change }: { applicationId: string; change: ApplicationChange }) =>
      sendChange(applicationId, change),
    onSuccess: (application) => refreshApplication(client, application),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'application_status_conflict')
        void client.invalidateQueries({ queryKey: applicationKeys.boards() });
    },
    meta: { silent: true },
  });
}
