import type { PageQuery } from '@veil/domain';
import type { CandidateApplication, CandidateApplicationListItem } from '@veil/domain/contracts';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { escapeLike, keysetPage, timestampCursor } from '../../db/keyset';
import { companies } from '../../db/schema';
import type { ServiceDeps } from '../../http/context';
import { logoSigner } from '../jobs/candidate-jobs.service';
import { jobPosts } from '../jobs/jobs.schema';
import { applications, withdrawnApplications } from './applications.schema';
import { type Candidate, type ReadRow, readQuery, toWithdrawn } from './candidate-applications.service';
import { writtenAnswersOf } from './vault/written-answers';

/*
 * What the candidate reads of their applications as lists (spec section 2, "My applications"): the
 * current ones by state and keyword, the withdrawn ones, and everything of both for their data
 * export. Every statement is scoped to the signed-in candidate.
 */

/** The candidate's applications, newest first, by states and a keyword in the job title or company. */
export async function listCandidateApplications(
  deps: ServiceDeps,
  candidate: Candidate,
  query: PageQuery & { states?: CandidateApplication['status'][]; keyword?: string },
) {
  const after = query.lastIndex ? timestampCursor(query.lastIndex) : null;
  const filter = and(
    eq(applications.candidateId, candidate.userId),
    query.states?.length ? inArray(applications.status, query.states) : undefined,
    query.keyword
      ? or(
          ilike(jobPosts.jobTitle, `%${escapeLike(query.keyword)}%`),
          ilike(companies.name, `%${escapeLike(query.keyword)}%`),
        )
      : undefined,
  );
  const rows = await readQuery(deps.db)
    .where(
      and(
        filter,
        after
          ? sql`(${applications.createdAt}, ${applications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(query.pageSize + 1);
  const [counted] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(filter);
  const items = await Promise.all(
    rows.map(async (row) => ({
      id: row.application.id,
      cursorAt: row.cursorAt,
      item: await toListItem(deps, row),
    })),
  );
  return keysetPage(items, counted?.n ?? 0, query.pageSize, (row) => row.item);
}

async function toListItem(deps: ServiceDeps, row: ReadRow): Promise<CandidateApplicationListItem> {
  return {
    id: row.application.id,
    status: row.application.status,
    job: { id: row.job.id, jobTitle: row.job.jobTitle, officeLocation: row.job.officeLocation },
    company: {
      id: row.application.companyId,
      name: row.companyName,
      logoUrl: await logoSigner(deps.storage)(row.logoKey),
    },
    createdAt: row.application.createdAt.toISOString(),
    appliedAt: row.application.appliedAt?.toISOString() ?? null,
    updatedAt: row.application.updatedAt.toISOString(),
  };
}

/** The candidate's withdrawn applications, newest first. */
export async function listWithdrawnApplications(db: Db, candidate: Candidate, query: PageQuery) {
  const after = query.lastIndex ? timestampCursor(query.lastIndex) : null;
  const rows = await db
    .select({ row: withdrawnApplications, cursorAt: sql<string>`${withdrawnApplications.withdrawnAt}::text` })
    .from(withdrawnApplications)
    .where(
      and(
        eq(withdrawnApplications.candidateId, candidate.userId),
        after
          ? sql`(${withdrawnApplications.withdrawnAt}, ${withdrawnApplications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(withdrawnApplications.withdrawnAt), desc(withdrawnApplications.id))
    .limit(query.pageSize + 1);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawnApplications)
    .where(eq(withdrawnApplications.candidateId, candidate.userId));
  return keysetPage(
    rows.map((row) => ({ ...row, id: row.row.id })),
    counted?.n ?? 0,
    query.pageSize,
    (row) => toWithdrawn(row.row),
  );
}

/**
 * Everything of the candidate's applications for their data export: each application with its
 * status, dates, the job and company, their answers, the anonymous CV sent and what the employer
 * decided that concerns them; and the withdrawn ones. The employer's ratings and internal notes are
 * the employer's assessment, not data the candidate gave, and stay out.
 */
export async function applicationsForExport(db: DbOrTx, candidateId: string) {
  const rows = await db
    .select({
      application: applications,
      jobTitle: jobPosts.jobTitle,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt));
  const withdrawn = await db
    .select()
    .from(withdrawnApplications)
    .where(eq(withdrawnApplications.candidateId, candidateId))
    .orderBy(desc(withdrawnApplications.withdrawnAt));
  const written = await writtenAnswersOf(
    db,
    rows.map((row) => row.application.id),
  );
  return {
    current: rows.map(({ application, jobTitle, companyName }) => ({
      id: application.id,
      status: application.status,
      jobTitle,
      companyName,
      applicationNumber: application.sequenceNumber,
      screeningAnswers: written.get(application.id) ?? [],
      anonymousCvSent: application.anonymousCv,
      rejectionNote: application.rejectionNote,
      createdAt: application.createdAt.toISOString(),
      appliedAt: application.appliedAt?.toISOString() ?? null,
      rejectedAt: application.rejectedAt?.toISOString() ?? null,
    })),
    withdrawn: withdrawn.map(toWithdrawn),
  };
}
