import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The employer's dashboard: what waits for them, missing ratings, interviews, due dates. */
export function employerDashboardQuery() {
  return queryOptions({
    queryKey: ['employer', 'dashboard'] as const,
    queryFn: ({ signal }) => api.employerDashboard.get(undefined, { signal }),
  });
}
