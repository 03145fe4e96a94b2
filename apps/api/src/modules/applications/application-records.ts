import type { ApplicationFacts } from '@veil/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { jobPosts } from '../jobs/jobs.schema';
import {
  applicationAudioReviews,
  applicationReviewers,
  applicationReviews,
  applications,
} from './applications.schema';

/*
 * What the candidate's and the employer's services share about one application: taking its row lock
 * (every change to an application happens under it, so two tabs or two people never lose an
 * update), the facts the state machine checks, and the company's default assignment.
 */

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * Locks one application for the rest of the transaction (SELECT … FOR UPDATE) and returns it; a
 * concurrent action waits, then sees what this one changed. Not found (or not the caller's) is
 * application_not_found.
 */
export async function lockApplication(
  tx: DbOrTx,
  scope: { id: string; candidateId?: string; companyId?: string },
): Promise<ApplicationRow> {
  const conditions: SQL[] = [eq(applications.id, scope.id)];
  if (scope.candidateId) conditions.push(eq(applications.candidateId, scope.candidateId));
  if (scope.companyId) conditions.push(eq(applications.companyId, scope.companyId));
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(...conditions))
    .for('update');
  if (!row) throw new AppError('application_not_found');
  return row;
}

export type Assignment = { reviewerIds: string[]; audioReviewerIds: string[] };

/** The reviewers of each application, screening reviewers in their order. */
export async function assignmentsOf(tx: DbOrTx, applicationIds: readonly string[]) {
  const rows = applicationIds.length
    ? await tx
        .select()
        .from(applicationReviewers)
        .where(inArray(applicationReviewers.applicationId, [...applicationIds]))
        .orderBy(asc(applicationReviewers.position))
    : [];
  const result = new Map<string, Assignment>(
    applicationIds.map((id) => [id, { reviewerIds: [], audioReviewerIds: [] }]),
  );
  for (const row of rows) {
    const entry = result.get(row.applicationId);
    if (!entry) continue;
    (row.kind === 'screening' ? entry.reviewerIds : entry.audioReviewerIds).push(row.reviewerId);
  }
  return result;
}

/** How many of an application's ratings are by former members (their account was deleted). */
export function formerRatings(reviews: readonly { reviewerId: string | null }[]) {
  return reviews.filter((review) => review.reviewerId === null).length;
}

export const applicationFacts = {
  /** Facts of an application nobody has worked on yet. */
  empty: {
    reviewerCount: 0,
    audioReviewerCount: 0,
    unansweredScreeningQuestions: 0,
    screeningRated: false,
    hasAudioQuestions: false,
    unansweredAudioQuestions: 0,
    audioRated: false,
    isSelected: false,
  } satisfies ApplicationFacts,

  /** The facts of a locked application for the employer's actions. */
  async of(tx: DbOrTx, row: ApplicationRow, assignment: Assignment): Promise<ApplicationFacts> {
    const reviews = await tx
      .select({ reviewerId: applicationReviews.reviewerId })
      .from(applicationReviews)
      .where(eq(applicationReviews.applicationId, row.id));
    const [job] = await tx
      .select({ audioQuestions: jobPosts.audioQuestions })
      .from(jobPosts)
      .where(eq(jobPosts.id, row.jobId));
    const audioReviews = await tx
      .select({ reviewerId: applicationAudioReviews.reviewerId })
      .from(applicationAudioReviews)
      .where(eq(applicationAudioReviews.applicationId, row.id));
    const rated = new Set(reviews.map((review) => review.reviewerId));
    const ratedAudio = new Set(audioReviews.map((review) => review.reviewerId));
    // a former member's rating stands for the reviewer they were (docs/decisions/010)
    const reviewerCount = assignment.reviewerIds.length + formerRatings(reviews);
    const audioReviewerCount = assignment.audioReviewerIds.length + formerRatings(audioReviews);
    return {
      ...applicationFacts.empty,
      reviewerCount,
      audioReviewerCount: assignment.audioReviewerIds.length,
      screeningRated: reviewerCount > 0 && assignment.reviewerIds.every((id) => rated.has(id)),
      // every audio reviewer has rated the audio answers
      audioRated: audioReviewerCount > 0 && assignment.audioReviewerIds.every((id) => ratedAudio.has(id)),
      hasAudioQuestions: (job?.audioQuestions.length ?? 0) > 0,
      // the audio interview's answers and ratings come with its own work
      unansweredAudioQuestions: job?.audioQuestions.length ?? 0,
      isSelected: row.isSelected,
    };
  },
};

/** Active accounts of the company among `ids`. */
export async function activeAccounts(tx: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: employerUsers.id, role: employerUsers.role })
    .from(employerUsers)
    .where(
      and(
        eq(employerUsers.companyId, companyId),
        eq(employerUsers.status, 'accepted'),
        inArray(employerUsers.id, [...ids]),
      ),
    );
}

/**
 * Gives a newly sent application the company's default person in charge (if that account is active
 * and may decide) and its default reviewer as first reviewer. Returns the person in charge.
 */
export async function assignDefaults(tx: DbOrTx, row: ApplicationRow): Promise<string | null> {
  const [company] = await tx
    .select({
      personInChargeId: companies.defaultPersonInChargeId,
      reviewerId: companies.defaultReviewerId,
    })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  if (!company) return null;
  const wanted = [company.personInChargeId, company.reviewerId].filter((id): id is string => Boolean(id));
  const active = await activeAccounts(tx, row.companyId, wanted);
  const personInCharge = active.find(
    (account) => account.id === company.personInChargeId && account.role !== 'reviewer_user',
  );
  if (company.reviewerId && active.some((account) => account.id === company.reviewerId)) {
    await tx
      .insert(applicationReviewers)
      .values({ applicationId: row.id, reviewerId: company.reviewerId, kind: 'screening', position: 0 })
      .onConflictDoNothing();
  }
  return personInCharge?.id ?? null;
}

/** An employer's name as notes and deletion logs keep it (their address when the account has no name). */
export async function accountName(tx: DbOrTx, employer: { userId: string; email: string }) {
  const [account] = await tx
    .select({ firstName: employerUsers.firstName, lastName: employerUsers.lastName })
    .from(employerUsers)
    .where(eq(employerUsers.id, employer.userId));
  return (account ? `${account.firstName} ${account.lastName}`.trim() : '') || employer.email;
}
