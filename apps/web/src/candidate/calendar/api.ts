import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { calendarKey } from '../application-keys';

/** The candidate's calendar: confirmed interviews, recording due dates and invitations to answer. */
export function calendarQuery() {
  return queryOptions({
    queryKey: calendarKey,
    queryFn: ({ signal }) => api.candidateInterviews.calendar(undefined, { signal }),
  });
}
