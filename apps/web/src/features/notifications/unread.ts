import { queryOptions } from '@tanstack/react-query';
import { API_BASE_PATH } from '../../lib/api-fetch';

/*
 * The bell's own calls, kept off the typed client: the header is on every first load, and the client
 * brings the whole contract's schemas (lib/api-client.ts). The menu, loaded when opened, uses the
 * typed client (api.ts). The count is a quiet extra of the header: when it cannot be read (offline,
 * a lost session) the bell shows none and the page's own calls lead to the right error page.
 */

/** Whose notifications: the candidate's, or the signed-in employer user's. */
export type NotificationSide = 'candidate' | 'employer';

const BASE: Record<NotificationSide, string> = {
  candidate: '/notifications',
  employer: '/company-notifications',
};

export const notificationKeys = {
  all: (side: NotificationSide) => ['notifications', side] as const,
  unread: (side: NotificationSide) => ['notifications', side, 'unread'] as const,
  list: (side: NotificationSide) => ['notifications', side, 'list'] as const,
};

/** How many of the side's notifications are unread. */
export function unreadCountQuery(side: NotificationSide) {
  return queryOptions({
    queryKey: notificationKeys.unread(side),
    queryFn: async ({ signal }) => {
      try {
        const url = `${window.location.origin}${API_BASE_PATH}${BASE[side]}/unread-count`;
        const response = await fetch(new Request(url, { signal }));
        if (!response.ok) return { unread: 0 };
        const body = (await response.json()) as { unread?: unknown };
        return { unread: typeof body.unread === 'number' ? body.unread : 0 };
      } catch {
        return { unread: 0 };
      }
    },
    retry: false,
  });
}

/** The side's live stream (server-sent events; the session cookie signs it in). */
export function streamUrl(side: NotificationSide): string {
  return `${API_BASE_PATH}${BASE[side]}/stream`;
}
