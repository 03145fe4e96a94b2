import type { AnyNotificationKind, Notification } from '@veil/domain/contracts';
import type { notifications } from './notifications.schema';

/** A notification's row as stored. */
export type NotificationRow = typeof notifications.$inferSelect;

/** The key of a recipient's open streams: candidates and employers are separate pools with separate ids. */
export const streamKey = {
  candidate: (candidateId: string) => `c:${candidateId}`,
  employer: (userId: string) => `e:${userId}`,
  of: (row: Pick<NotificationRow, 'candidateId' | 'employerUserId'>) =>
    row.candidateId ? `c:${row.candidateId}` : `e:${row.employerUserId ?? ''}`,
};

/** A notification as its recipient reads it, from an allow-list of the row's columns. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    kind: row.kind as AnyNotificationKind,
    applicationId: row.applicationId,
    jobId: row.jobId,
    applicationNumber: row.applicationNumber,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
