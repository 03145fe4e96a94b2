import { DELETION_LOG_RETENTION_YEARS } from '@veil/domain';
import type { DELETED_DATA_TYPES, DELETION_REASONS } from '@veil/domain/contracts';
import { inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { PGBOSS_JOB_TABLE, requestVacuum } from '../../db/erasure-vacuum';
import { companies, mailMessages } from '../../db/schema';
import { jobPosts } from '../jobs/jobs.schema';
import { NOTIFICATION_TABLES_OF_APPLICATION } from '../notifications/notification-erasure';
import { eraseAudioAnswersOf } from '../recordings/audio-answers';
import {
  applicationAudioReviews,
  applicationMails,
  applicationNotes,
  applicationReviewers,
  applicationReviews,
  applications,
  deletionLogs,
} from './applications.schema';
import { nextCompanyNumber } from './company-counters';
import { revealedProfiles } from './reveal.schema';
import { vaultScreeningAnswers } from './vault/vault.schema';

/*
 * The one way an application is erased (withdrawal, job deletion, retention): in the caller's
 * transaction every row of it goes (the masked answers and the anonymous CV with the row; the
 * answers as written in the vault, ratings, notes and reviewer assignments by cascade; the audio
 * answers with their files, recordings/audio-answers.ts), the mails
 * that mention it (queued or sent) with their delivery jobs, and any queued job that names it. A sent
 * application leaves a deletion log with ids, numbers, counts and types only; a draft the company
 * never saw leaves nothing. The tables touched are handed to the vacuum job, which rewrites them so
 * that no byte of the erased rows stays in the database's files (db/erasure-vacuum.ts).
 */

/** Every table an application's erasure deletes rows from. */
export const ERASED_TABLES = [
  applications,
  vaultScreeningAnswers,
  applicationReviews,
  applicationAudioReviews,
  applicationNotes,
  applicationReviewers,
  applicationMails,
  // the full profile the candidate revealed (issue 38), by cascade; its record of consent stays
  revealedProfiles,
  // the notifications of it on both sides (issue 39), by cascade
  ...NOTIFICATION_TABLES_OF_APPLICATION,
  mailMessages,
  PGBOSS_JOB_TABLE,
] as const;

export type DeletionReason = (typeof DELETION_REASONS)[number];
type DeletedType = (typeof DELETED_DATA_TYPES)[number];

/** Who caused the deletion: an employer by name, or nobody named (the candidate, the retention job). */
export type Responsible = { id: string; name: string } | null;

type Erasable = {
  id: string;
  companyId: string;
  jobId: string;
  sequenceNumber: number | null;
  sharedAnswers: readonly unknown[];
  createdAt: Date;
};

/** The columns `eraseApplications` needs of each application. */
export const ERASABLE_COLUMNS = {
  id: applications.id,
  companyId: applications.companyId,
  jobId: applications.jobId,
  sequenceNumber: applications.sequenceNumber,
  sharedAnswers: applications.sharedAnswers,
  createdAt: applications.createdAt,
};

const addYears = (at: Date, years: number) => {
  const next = new Date(at);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

async function countBy(
  tx: DbOrTx,
  table: typeof applicationReviews | typeof applicationAudioReviews | typeof applicationNotes,
  ids: string[],
) {
  const rows = await tx
    .select({ applicationId: table.applicationId, n: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.applicationId, ids))
    .groupBy(table.applicationId);
  return new Map(rows.map((row) => [row.applicationId, row.n]));
}

/** Erases `rows` (locked by the caller) and writes a deletion log for each one that was sent. */
export async function eraseApplications(
  tx: DbOrTx,
  rows: readonly Erasable[],
  why: { reason: DeletionReason; responsible: Responsible; now: Date },
): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const ratings = await countBy(tx, applicationReviews, ids);
  const audioRatings = await countBy(tx, applicationAudioReviews, ids);
  const notes = await countBy(tx, applicationNotes, ids);
  const mails = await tx
    .select({ applicationId: applicationMails.applicationId, messageId: applicationMails.mailMessageId })
    .from(applicationMails)
    .where(inArray(applicationMails.applicationId, ids));
  const messageIds = mails.map((mail) => mail.messageId);
  // queued jobs: any that names the application, and the delivery of its mails
  const jobRows = await rowsOf<{ application_id: string | null; message_id: string | null }>(
    tx,
    sql`
    delete from pgboss.job
    where data->>'applicationId' in (${idList})
       ${
         messageIds.length
           ? sql`or data->>'messageId' in (${sql.join(
               messageIds.map((id) => sql`${id}`),
               sql`, `,
             )})`
           : sql``
       }
    returning data->>'applicationId' as application_id, data->>'messageId' as message_id`,
  );
  if (messageIds.length) await tx.delete(mailMessages).where(inArray(mailMessages.id, messageIds));
  // before the rows they hang on: their files are handed to the upload cleanup
  const audioAnswers = await eraseAudioAnswersOf(tx, ids, why.now);
  await tx.delete(applications).where(inArray(applications.id, ids));
  await requestVacuum(tx, ERASED_TABLES);

  const sent = rows.filter((row) => row.sequenceNumber !== null);
  if (sent.length === 0) return rows.length;
  // a retention run (or an account deletion) erases applications of several companies at once
  const companyNames = new Map(
    (
      await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...new Set(sent.map((row) => row.companyId))]))
    ).map((company) => [company.id, company.name]),
  );
  const titles = new Map(
    (
      await tx
        .select({ id: jobPosts.id, jobTitle: jobPosts.jobTitle })
        .from(jobPosts)
        .where(inArray(jobPosts.id, [...new Set(sent.map((row) => row.jobId))]))
    ).map((job) => [job.id, job.jobTitle]),
  );
  const mailOf = new Set(mails.map((mail) => mail.messageId));
  for (const row of sent) {
    const counts: [DeletedType, number][] = [
      ['application', 1],
      ['anonymous_cv', 1],
      ['screening_answers', row.sharedAnswers.length],
      ['ratings', (ratings.get(row.id) ?? 0) + (audioRatings.get(row.id) ?? 0)],
      ['audio_answers', audioAnswers.get(row.id) ?? 0],
      ['notes', notes.get(row.id) ?? 0],
      ['mails', mails.filter((mail) => mail.applicationId === row.id && mailOf.has(mail.messageId)).length],
      [
        'queued_jobs',
        jobRows.filter(
          (job) =>
            job.application_id === row.id ||
            mails.some((mail) => mail.applicationId === row.id && mail.messageId === job.message_id),
        ).length,
      ],
    ];
    await tx.insert(deletionLogs).values({
      companyId: row.companyId,
      logNumber: await nextCompanyNumber(tx, row.companyId, 'log'),
      applicationId: row.id,
      applicationNumber: row.sequenceNumber,
      jobId: row.jobId,
      jobTitle: titles.get(row.jobId) ?? null,
      companyName: companyNames.get(row.companyId) ?? null,
      applicationCreatedAt: row.createdAt,
      deletedAt: why.now,
      reason: why.reason,
      deletedData: counts.filter(([, count]) => count > 0).map(([type, count]) => ({ type, count })),
      responsiblePersonId: why.responsible?.id ?? null,
      responsiblePersonName: why.responsible?.name ?? null,
      expiresAt: addYears(why.now, DELETION_LOG_RETENTION_YEARS),
    });
  }
  return rows.length;
}
