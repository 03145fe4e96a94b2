import type { ApplicationStatus } from '@veil/domain';
import type { AnyNotificationKind, Notification } from '@veil/domain/contracts';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_CHANNEL } from '../../db/change-feed';
import type { Tx } from '../../db/client';
import { textArray } from '../../db/sql-values';
import { presentNotification, streamKey } from './notification-view';
import { notifications } from './notifications.schema';

/*
 * The one way a notification is written: writeNotifications(tx, …) in the transaction of the event
 * that causes it (applications/application-notify.ts says who is told about an application). It
 * writes one row per recipient and announces each on the channel veil_notification; PostgreSQL
 * delivers the announcement at commit to every listening connection of every replica
 * (db/change-feed.ts), so a rolled-back event notifies nobody and a committed one reaches each open
 * stream wherever it is connected (notification-hub.ts).
 */

/** What is announced: the recipient's key (notification-view.ts) and the notification as they read it. */
export type Announcement = { to: string; notification: Notification };

/** Who is told: the candidate of the application, or its company's people (applications/application-notify.ts chooses). */
export type Recipient =
  | { candidateId: string; employerUserId: null }
  | { candidateId: null; employerUserId: string };

/**
 * What a notification says: ids, the status, the company's number, the job and (for candidates) the
 * company. A new_job notification (saved searches) names a job and no application.
 */
export type NotificationFacts = {
  applicationId: string | null;
  jobId: string;
  status: ApplicationStatus | null;
  applicationNumber: number | null;
  jobTitle: string;
  companyName: string;
};

/** Writes one notification of `kind` per recipient and announces them (at commit). */
export async function writeNotifications(
  tx: Tx,
  kind: AnyNotificationKind,
  recipients: readonly Recipient[],
  facts: NotificationFacts,
  createdAt: Date,
): Promise<void> {
  if (recipients.length === 0) return;
  const inserted = await tx
    .insert(notifications)
    .values(recipients.map((recipient) => ({ ...recipient, kind, ...facts, createdAt })))
    .returning();
  await announce(
    tx,
    inserted.map((written) => ({ to: streamKey.of(written), notification: presentNotification(written) })),
  );
}

/** Announces written notifications; delivered at commit to every replica (nothing on a rollback). */
export async function announce(tx: Tx, announcements: readonly Announcement[]): Promise<void> {
  if (announcements.length === 0) return;
  // one statement for all of them: a round trip each would hold the transaction (and its locks) longer
  const payloads = announcements.map((announcement) => JSON.stringify(announcement));
  await tx.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, payload) from unnest(${textArray(payloads)}) as payload`,
  );
}
