import type { ApplicationStatus } from '@veil/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates, employerUsers } from '../../db/schema';

/*
 * Notifications on both sides (issue 39, migration 0034): one row per recipient, a candidate or an
 * employer user, written by notify() in the transaction of the event that causes it. Ids, a kind,
 * the status, the application's number, the job's title and (for the candidate) the company's name as
 * they were then, like a message: nothing of the candidate is ever in one. Each row goes with its
 * application, its job (foreign keys of migration 0034, not repeated here: this module reads those
 * tables only through the applications module) or its recipient.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    candidateId: text('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    employerUserId: text('employer_user_id').references(() => employerUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    applicationId: uuid('application_id'),
    jobId: uuid('job_id'),
    status: text('status').$type<ApplicationStatus>(),
    applicationNumber: integer('application_number'),
    jobTitle: text('job_title').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_one_recipient', sql`(${t.candidateId} IS NULL) <> (${t.employerUserId} IS NULL)`),
    index('notifications_candidate_idx').on(t.candidateId, t.id).where(sql`${t.candidateId} IS NOT NULL`),
    index('notifications_employer_idx')
      .on(t.employerUserId, t.id)
      .where(sql`${t.employerUserId} IS NOT NULL`),
    index('notifications_application_idx').on(t.applicationId),
    index('notifications_job_idx').on(t.jobId),
  ],
);
