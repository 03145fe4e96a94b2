import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type NotificationSide, notificationKeys } from './unread';

const PAGE_SIZE = 20;

/** The side's notifications, newest first, a page at a time. */
export function notificationsQuery(side: NotificationSide) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(side),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const input = { pageSize: PAGE_SIZE, ...(pageParam ? { lastIndex: pageParam } : {}) };
      return side === 'candidate'
        ? api.candidateNotifications.list(input, { signal })
        : api.employerNotifications.list(input, { signal });
    },
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

function useNotificationMutation<Input>(side: NotificationSide, call: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all(side) }),
  });
}

/** Marks one notification read. */
export function useMarkRead(side: NotificationSide) {
  return useNotificationMutation(side, (notificationId: string) =>
    side === 'candidate'
      ? api.candidateNotifications.markRead({ notificationId })
      : api.employerNotifications.markRead({ notificationId }),
  );
}

/** Marks all of the side's notifications read. */
export function useMarkAllRead(side: NotificationSide) {
  return useNotificationMutation(side, () =>
    side === 'candidate' ? api.candidateNotifications.markAllRead() : api.employerNotifications.markAllRead(),
  );
}
