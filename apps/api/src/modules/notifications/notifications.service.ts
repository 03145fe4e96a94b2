import type { NotificationPage } from '@veil/domain/contracts';
import { and, asc, count, desc, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import type { CandidatePrincipal, EmployerPrincipal } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { presentNotification } from './notification-view';
import { notifications } from './notifications.schema';

/*
 * Reading and marking one's own notifications (issue 39): a candidate reads theirs, an employer user
 * theirs; nobody reaches another's, since every query is bounded by the caller's own id.
 */

/** Whose notifications: the signed-in candidate or employer user. */
export type Recipient = CandidatePrincipal | EmployerPrincipal;

/** How many a catch-up after a reconnect sends at most (the list has the rest). */
export const CATCH_UP_MAX = 50;

function ownedBy(recipient: Recipient): SQL {
  return recipient.pool === 'candidate'
    ? eq(notifications.candidateId, recipient.userId)
    : eq(notifications.employerUserId, recipient.userId);
}

function cursorOf(lastIndex: string | undefined): number | null {
  if (lastIndex === undefined) return null;
  if (!/^\d{1,15}$/.test(lastIndex)) throw new AppError('invalid_query_parameters', { field: 'lastIndex' });
  return Number(lastIndex);
}

/** The recipient's notifications, newest first, a page after the cursor `lastIndex` (a notification id). */
export async function listNotifications(
  db: DbOrTx,
  recipient: Recipient,
  page: { lastIndex?: string | undefined; pageSize: number },
): Promise<NotificationPage> {
  const after = cursorOf(page.lastIndex);
  const rows = await db
    .select()
    .from(notifications)
    .where(and(ownedBy(recipient), after === null ? undefined : lt(notifications.id, after)))
    .orderBy(desc(notifications.id))
    .limit(page.pageSize + 1);
  const data = rows.slice(0, page.pageSize).map(presentNotification);
  return {
    data,
    lastIndex: rows.length > page.pageSize ? (data.at(-1)?.id ?? null) : null,
    unread: await unreadCount(db, recipient),
  };
}

/** How many of the recipient's notifications are unread. */
export async function unreadCount(db: DbOrTx, recipient: Recipient): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ownedBy(recipient), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

/** Marks one of the recipient's notifications read; another's is notification_not_found. */
export async function markRead(db: DbOrTx, recipient: Recipient, notificationId: string, now: Date) {
  const id = Number(notificationId);
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(ownedBy(recipient), eq(notifications.id, id)));
  if (!row) throw new AppError('notification_not_found');
  if (row.readAt === null)
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(ownedBy(recipient), eq(notifications.id, id)));
  return { unread: await unreadCount(db, recipient) };
}

/** Marks all of the recipient's notifications read. */
export async function markAllRead(db: DbOrTx, recipient: Recipient, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ownedBy(recipient), isNull(notifications.readAt)));
  return { unread: 0 };
}

/** What a reconnecting stream missed: the recipient's notifications after `lastId`, oldest first. */
export async function notificationsAfter(db: DbOrTx, recipient: Recipient, lastId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(ownedBy(recipient), gt(notifications.id, lastId)))
    .orderBy(notifications.id)
    .limit(CATCH_UP_MAX);
  return rows.map(presentNotification);
}

/** The candidate's part of the data export: every notification they have, oldest first. */
export async function notificationsForExport(db: DbOrTx, candidateId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.candidateId, candidateId))
    .orderBy(asc(notifications.id));
  return rows.map((row) => {
    const { id: _id, ...notification } = presentNotification(row);
    return notification;
  });
}
