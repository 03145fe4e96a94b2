import { ROLES } from '@veil/domain';
import { api } from '../../http/context';
import { asCandidate, asEmployer } from '../../http/guards';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service';

/** The candidate's notifications (the live stream is notification-stream.ts). */
export const candidateNotificationsRoutes = api.candidateNotifications.router({
  list: api.candidateNotifications.list.handler(async ({ input, context }) =>
    listNotifications(context.database.db, await asCandidate(context), input),
  ),
  unreadCount: api.candidateNotifications.unreadCount.handler(async ({ context }) => ({
    unread: await unreadCount(context.database.db, await asCandidate(context)),
  })),
  markRead: api.candidateNotifications.markRead.handler(async ({ input, context }) =>
    markRead(context.database.db, await asCandidate(context), input.notificationId, context.clock.now()),
  ),
  markAllRead: api.candidateNotifications.markAllRead.handler(async ({ context }) =>
    markAllRead(context.database.db, await asCandidate(context), context.clock.now()),
  ),
});

/** An employer user's own notifications, whatever their role. */
export const employerNotificationsRoutes = api.employerNotifications.router({
  list: api.employerNotifications.list.handler(async ({ input, context }) =>
    listNotifications(context.database.db, await asEmployer(context, ROLES), input),
  ),
  unreadCount: api.employerNotifications.unreadCount.handler(async ({ context }) => ({
    unread: await unreadCount(context.database.db, await asEmployer(context, ROLES)),
  })),
  markRead: api.employerNotifications.markRead.handler(async ({ input, context }) =>
    markRead(
      context.database.db,
      await asEmployer(context, ROLES),
      input.notificationId,
      context.clock.now(),
    ),
  ),
  markAllRead: api.employerNotifications.markAllRead.handler(async ({ context }) =>
    markAllRead(context.database.db, await asEmployer(context, ROLES), context.clock.now()),
  ),
});
