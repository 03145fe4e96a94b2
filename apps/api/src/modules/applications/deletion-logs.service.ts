import { type PageQuery, REJECTED_APPLICATION_RETENTION_DAYS } from '@veil/domain';
import type { DeletionLog, JobDeletionStats } from '@veil/domain/contracts';
import { and, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { Db, DbOrTx } from '../../db/client';
import { requestVacuum } from '../../db/erasure-vacuum';
import { keysetPage, timestampCursor } from '../../db/keyset';
import { AppError } from '../../errors/app-error';
import { jobPosts } from '../jobs/jobs.schema';
import { ERASABLE_COLUMNS, eraseApplications, type Responsible } from './application-erasure';
import { accountName } from './application-records';
import { applications, deletionLogs } from './applications.schema';

/*
 * Deletion logs (spec section 3): the company reads what was erased of its applications; the job's
 * statistics before it is deleted; and the retention that erases rejected applications after
 * REJECTED_APPLICATION_RETENTION_DAYS and empties deletion logs when they expire.
 */

type LogRow = typeof deletionLogs.$inferSelect;

function toDeletionLog(row: LogRow, now: Date): DeletionLog {
  const expired = row.expiredAt !== null || row.expiresAt <= now;
  return {
    logNumber: row.logNumber,
    applicationId: row.applicationId,
    applicationNumber: row.applicationNumber,
    jobId: expired ? null : row.jobId,
    jobTitle: expired ? null : row.jobTitle,
    companyName: row.companyName,
    applicationCreationDate: expired ? null : (row.applicationCreatedAt?.toISOString() ?? null),
    deletionDateTime: row.deletedAt.toISOString(),
    deletionReason: expired ? null : row.reason,
    deletedDataTypes: expired ? [] : row.deletedData,
    responsiblePersonName: expired ? null : row.responsiblePersonName,
    responsiblePersonId: expired ? null : row.responsiblePersonId,
    expirationDate: row.expiresAt.toISOString(),
    isExpired: expired,
  };
}

/** The company's deletion logs, newest first. */
export async function listDeletionLogs(db: Db, employer: EmployerPrincipal, query: PageQuery, now: Date) {
  const after = query.lastIndex ? timestampCursor(query.lastIndex) : null;
  const rows = await db
    .select({ log: deletionLogs, cursorAt: sql<string>`${deletionLogs.deletedAt}::text` })
    .from(deletionLogs)
    .where(
      and(
        eq(deletionLogs.companyId, employer.companyId),
        after
          ? sql`(${deletionLogs.deletedAt}, ${deletionLogs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(deletionLogs.deletedAt), desc(deletionLogs.id))
    .limit(query.pageSize + 1);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deletionLogs)
    .where(eq(deletionLogs.companyId, employer.companyId));
  return keysetPage(
    rows.map((row) => ({ id: row.log.id, cursorAt: row.cursorAt, log: row.log })),
    counted?.n ?? 0,
    query.pageSize,
    (row) => toDeletionLog(row.log, now),
  );
}

/** The deletion log of one erased application of the company. */
export async function getDeletionLog(db: Db, employer: EmployerPrincipal, applicationId: string, now: Date) {
  const [row] = await db
    .select()
    .from(deletionLogs)
    .where(
      and(eq(deletionLogs.companyId, employer.companyId), eq(deletionLogs.applicationId, applicationId)),
    );
  if (!row) throw new AppError('application_not_found');
  return toDeletionLog(row, now);
}

/**
 * What deleting a job erases: applications started (drafts the company never saw), on the board
 * (sent), deleted already (withdrawn or erased, from the deletion logs) and their total.
 */
export async function jobDeletionStats(
  db: DbOrTx,
  companyId: string,
  jobId: string,
): Promise<JobDeletionStats> {
  const [job] = await db
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(and(eq(jobPosts.id, jobId), eq(jobPosts.companyId, companyId)));
  if (!job) throw new AppError('job_not_found');
  const [counts] = await db
    .select({
      started: sql<number>`count(*) filter (where ${applications.sequenceNumber} is null)::int`,
      onBoard: sql<number>`count(*) filter (where ${applications.sequenceNumber} is not null)::int`,
    })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.jobId, jobId)));
  const [deleted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deletionLogs)
    .where(and(eq(deletionLogs.companyId, companyId), eq(deletionLogs.jobId, jobId)));
  const started = counts?.started ?? 0;
  const onBoard = counts?.onBoard ?? 0;
  const removed = deleted?.n ?? 0;
  return {
    applications_started: started,
    applications_on_board: onBoard,
    applications_deleted: removed,
    total_applications: started + onBoard + removed,
  };
}

/** Erases every application of a job that is being deleted (in the caller's transaction, job row locked). */
export async function eraseApplicationsOfJob(tx: DbOrTx, employer: EmployerPrincipal, jobId: string) {
  const rows = await tx
    .select(ERASABLE_COLUMNS)
    .from(applications)
    .where(and(eq(applications.companyId, employer.companyId), eq(applications.jobId, jobId)))
    .for('update');
  const responsible: Responsible = { id: employer.userId, name: await accountName(tx, employer) };
  return eraseApplications(tx, rows, { reason: 'job_deleted', responsible, now: new Date() });
}

/** Applications erased per transaction by the retention run. */
const RETENTION_BATCH = 200;

/**
 * The daily retention: erases applications rejected more than REJECTED_APPLICATION_RETENTION_DAYS
 * before `now` (with their deletion logs) and empties deletion logs past their expiry. Safe on
 * several replicas: rows are taken with SKIP LOCKED, so two runs never erase the same application.
 */
export async function runRetention(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - REJECTED_APPLICATION_RETENTION_DAYS * 24 * 3600 * 1000);
  let erased = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select(ERASABLE_COLUMNS)
        .from(applications)
        .where(and(eq(applications.status, 'rejected'), lt(applications.rejectedAt, cutoff)))
        .limit(RETENTION_BATCH)
        .for('update', { skipLocked: true });
      return eraseApplications(tx, rows, { reason: 'retention_expired', responsible: null, now });
    });
    erased += batch;
    if (batch < RETENTION_BATCH) break;
  }
  const expired = await db
    .update(deletionLogs)
    .set({
      expiredAt: now,
      jobId: null,
      jobTitle: null,
      applicationCreatedAt: null,
      reason: null,
      deletedData: [],
      responsiblePersonId: null,
      responsiblePersonName: null,
    })
    .where(and(isNull(deletionLogs.expiredAt), lte(deletionLogs.expiresAt, now)))
    .returning({ id: deletionLogs.id });
  // the emptied details (job, company, the responsible employer's name) are still in the old row versions
  if (expired.length > 0) await requestVacuum(db, [deletionLogs]);
  return { erased, expiredLogs: expired.length };
}
