import { oc } from '@orpc/contract';
import { z } from 'zod';
import { ApplicationStatusSchema, NotificationKindSchema } from '../application';
import { PageQuerySchema } from '../paging';

/*
 * Notifications on both sides (spec section 3, issue 39). A candidate hears of their applications
 * (my_application: a status change they should know; audio_invitation; interview_invitation) and
 * of newly published jobs their saved searches find (new_job: a job, no application). The
 * company's people in charge and power users hear of new applications, complete ratings, a
 * confirmed slot and a reveal. A notification names an application only as "Application #N — job
 * title": nothing of the candidate is ever in one an employer reads.
 */

/** What an employer is told of (the employer side's bell). */
export const EMPLOYER_NOTIFICATION_KINDS = [
  'new_application',
  'ratings_complete',
  'slot_confirmed',
  'profile_revealed',
] as const;
export const EmployerNotificationKindSchema = z.enum(EMPLOYER_NOTIFICATION_KINDS);
export type EmployerNotificationKind = z.infer<typeof EmployerNotificationKindSchema>;

/** Either side's kind. */
export const AnyNotificationKindSchema = z.union([NotificationKindSchema, EmployerNotificationKindSchema]);
export type AnyNotificationKind = z.infer<typeof AnyNotificationKindSchema>;

/** One notification as its recipient reads it; the id orders them (newer is larger). */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: AnyNotificationKindSchema,
  applicationId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
  /** the company's number of the application ("Application #N"), once sent */
  applicationNumber: z.number().int().nullable(),
  jobTitle: z.string(),
  /** the candidate side: the company's name; empty on the employer side */
  companyName: z.string(),
  /** the application's status the notification tells of (my_application) */
  status: ApplicationStatusSchema.nullable(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z.object({
  data: z.array(NotificationSchema),
  /** the cursor for the next (older) page; null on the last */
  lastIndex: z.string().nullable(),
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int().min(0) });

const notificationId = z.object({ notificationId: z.string().regex(/^\d{1,18}$/) });

function notificationRoutes(prefix: `/${string}`, tags: string[]) {
  return {
    list: oc
      .route({ method: 'GET', path: prefix, summary: 'Notifications, newest first (keyset paging)', tags })
      .input(PageQuerySchema)
      .output(NotificationPageSchema),
    unreadCount: oc
      .route({ method: 'GET', path: `${prefix}/unread-count`, summary: 'How many are unread', tags })
      .output(UnreadCountSchema),
    markRead: oc
      .route({ method: 'POST', path: `${prefix}/{notificationId}/read`, summary: 'Marks one as read', tags })
      .input(notificationId)
      .output(UnreadCountSchema),
    markAllRead: oc
      .route({ method: 'POST', path: `${prefix}/read`, summary: 'Marks all as read', tags })
      .output(UnreadCountSchema),
  };
}

/**
 * The live stream is `GET /api/notifications/stream` and `GET /api/company-notifications/stream`
 * (text/event-stream, served beside the contract: the session cookie signs it in, `Last-Event-ID`
 * catches up on what a reconnecting client missed).
 */
export const candidateNotificationsContract = notificationRoutes('/notifications', ['notifications']);

export const employerNotificationsContract = notificationRoutes('/company-notifications', [
  'company-notifications',
]);
