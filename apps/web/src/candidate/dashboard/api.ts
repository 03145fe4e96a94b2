import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { applicationKeys } from '../application-keys';

/**
 * The dashboard: greeting, reminders and analytics. Under the applications' key, so that every
 * change to an application (sending, recording, choosing a slot, withdrawing) makes it stale too.
 */
export function dashboardQuery() {
  return queryOptions({
    queryKey: [...applicationKeys.all, 'dashboard'] as const,
    queryFn: ({ signal }) => api.candidateDashboard.get(undefined, { signal }),
  });
}
