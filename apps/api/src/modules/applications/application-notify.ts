import { type AnyNotificationKind, EMPLOYER_NOTIFICATION_KINDS } from '@veil/domain/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, employerUsers } from '../../db/schema';
import { jobPosts } from '../jobs/jobs.schema';
import { type Recipient, writeNotifications } from '../notifications/notify';
import { type ApplicationRow, applicationFacts, assignmentsOf } from './application-records';
import { applications } from './applications.schema';

/*
 * Who is told about an application, and what a notification of it may say
 * (modules/notifications/notify.ts writes and announces it): ids, the status, the company's number
 * of it, the job's title and the company's name. Nothing of the candidate but their account id,
 * which only the candidate's own notification is addressed to.
 */

const EMPLOYER_KINDS: ReadonlySet<string> = new Set(EMPLOYER_NOTIFICATION_KINDS);

/** The facts a notification of the application is written from, as they are in `tx`; null when it is gone. */
export async function applicationNotice(tx: Tx, applicationId: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      jobId: applications.jobId,
      companyId: applications.companyId,
      candidateId: applications.candidateId,
      personInChargeId: applications.personInChargeId,
      sequenceNumber: applications.sequenceNumber,
      status: applications.status,
      jobTitle: jobPosts.jobTitle,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/**
 * Tells the recipients of `kind` about the application `applicationId` as it is now in `tx`: the
 * candidate for their kinds, the company's accepted power users and the person in charge for the
 * employer kinds (ratings_complete: the person in charge alone, or the power users without one).
 */
export async function notify(tx: Tx, kind: AnyNotificationKind, applicationId: string): Promise<void> {
  const row = await applicationNotice(tx, applicationId);
  if (!row) return;
  const toEmployers = EMPLOYER_KINDS.has(kind);
  const recipients: Recipient[] = toEmployers
    ? (await employerRecipients(tx, row, kind === 'ratings_complete')).map((employerUserId) => ({
        candidateId: null,
        employerUserId,
      }))
    : row.candidateId
      ? [{ candidateId: row.candidateId, employerUserId: null }]
      : [];
  await writeNotifications(
    tx,
    kind,
    recipients,
    {
      applicationId: row.id,
      jobId: row.jobId,
      status: toEmployers ? null : row.status,
      applicationNumber: row.sequenceNumber,
      jobTitle: row.jobTitle,
      // the candidate reads whose job it is; an employer knows their own company
      companyName: toEmployers ? '' : row.companyName,
    },
    new Date(),
  );
}

/**
 * ratings_complete, once: when the last screening reviewer (or the last audio reviewer) rated,
 * the person in charge is told that the application can move on.
 */
export async function notifyIfRatingsComplete(tx: Tx, row: ApplicationRow): Promise<void> {
  const assignment = (await assignmentsOf(tx, [row.id])).get(row.id) ?? {
    reviewerIds: [],
    audioReviewerIds: [],
  };
  const facts = await applicationFacts.of(tx, row, assignment);
  const complete = row.status === 'screening' ? facts.screeningRated : facts.audioRated;
  if (complete) await notify(tx, 'ratings_complete', row.id);
}

async function employerRecipients(
  tx: Tx,
  row: { companyId: string; personInChargeId: string | null },
  personInChargeFirst: boolean,
): Promise<string[]> {
  const people = await tx
    .select({ id: employerUsers.id, role: employerUsers.role })
    .from(employerUsers)
    .where(
      and(
        eq(employerUsers.companyId, row.companyId),
        eq(employerUsers.status, 'accepted'),
        row.personInChargeId
          ? or(eq(employerUsers.role, 'power_user'), inArray(employerUsers.id, [row.personInChargeId]))
          : eq(employerUsers.role, 'power_user'),
      ),
    );
  const inCharge = people.filter((person) => person.id === row.personInChargeId);
  if (personInChargeFirst && inCharge.length > 0) return inCharge.map((person) => person.id);
  return people.map((person) => person.id);
}
