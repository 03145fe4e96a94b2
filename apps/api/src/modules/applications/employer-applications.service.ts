import {
  APPLICATION_OPERATIONS,
  type ApplicationAction,
  type ApplicationAssignment,
  type ApplicationCapacity,
  actionsOffered,
  checkOperation,
  checkTransition,
  employerCapacities,
  type FlowCheck,
  type Locale,
  overallRating,
  type Rejection,
  reviewerScore,
  roundRating,
  type ScreeningRatings,
  seesOthersRatings,
  spreadFromTeam,
} from '@veil/domain';
import type { Assignee, EmployerApplication, ReviewerRatings } from '@veil/domain/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { DbOrTx, Tx } from '../../db/client';
import { authCandidateUser, companies, employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AppMail } from '../../mail';
import { toJobContent } from '../jobs/job-content';
import { jobPosts } from '../jobs/jobs.schema';
import {
  type ApplicationRow,
  type Assignment,
  accountName,
  activeAccounts,
  applicationFacts,
  assignmentsOf,
  formerRatings,
  lockApplication,
} from './application-records';
import {
  applicationMails,
  applicationNotes,
  applicationReviewers,
  applicationReviews,
  applications,
} from './applications.schema';

/*
 * One application as its company's employers work on it (spec sections 2, 4, 5 and 6): read it,
 * assign people, start the screening, rate, add notes, reject, select. Every change locks the
 * application's row first and checks the state machine there, so of two concurrent actions one
 * takes effect and the other is refused with a clear error.
 */

type Employer = EmployerPrincipal;

export type EmployerApplicationDeps = { db: DbOrTx; mail: AppMail };

const nameOf = (account: { firstName: string; lastName: string }) =>
  `${account.firstName} ${account.lastName}`.trim();

async function assigneesById(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Assignee>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: employerUsers.id,
      firstName: employerUsers.firstName,
      lastName: employerUsers.lastName,
      role: employerUsers.role,
    })
    .from(employerUsers)
    .where(inArray(employerUsers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: nameOf(row), role: row.role }]));
}

/** Active accounts of the employer's company, to put on applications. */
export async function listAssignees(db: DbOrTx, employer: Employer): Promise<Assignee[]> {
  const rows = await db
    .select({
      id: employerUsers.id,
      firstName: employerUsers.firstName,
      lastName: employerUsers.lastName,
      role: employerUsers.role,
    })
    .from(employerUsers)
    .where(and(eq(employerUsers.companyId, employer.companyId), eq(employerUsers.status, 'accepted')))
    .orderBy(asc(employerUsers.firstName), asc(employerUsers.lastName));
  return rows.map((row) => ({ id: row.id, name: nameOf(row), role: row.role }));
}

/** The viewer's capacities on a sent application of their company; none means they may not open it. */
function capacitiesOn(
  employer: Employer,
  row: ApplicationRow,
  assignment: Assignment,
): ApplicationCapacity[] {
  if (row.companyId !== employer.companyId || row.sequenceNumber === null) return [];
  return employerCapacities(employer, {
    personInChargeId: row.personInChargeId,
    reviewerIds: assignment.reviewerIds,
  });
}

function refuse(capacities: readonly ApplicationCapacity[]) {
  // a reviewer of the company who is not on it: the spec's "no permission to view the application"
  if (capacities.length === 0) throw new AppError('forbidden_to_access_data', { scope: 'application' });
}

/** Finds a sent application of the employer's company (not found for anything else). */
async function findSent(db: DbOrTx, employer: Employer, applicationId: string, lock: boolean) {
  if (lock) {
    const row = await lockApplication(db, { id: applicationId, companyId: employer.companyId });
    if (row.sequenceNumber === null) throw new AppError('application_not_found');
    return row;
  }
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.companyId, employer.companyId),
        isNotNull(applications.sequenceNumber),
      ),
    );
  if (!row) throw new AppError('application_not_found');
  return row;
}

/** Each reviewer's usual spread from the team over the company's applications they rated with others. */
async function usualSpreads(db: DbOrTx, companyId: string, reviewerIds: readonly string[]) {
  if (reviewerIds.length === 0) return new Map<string, { spread: number; n: number }>();
  const rows = await db
    .select({
      reviewerId: applicationReviews.reviewerId,
      spread: sql<number | null>`avg(${applicationReviews.spread})::float8`,
      n: sql<number>`count(${applicationReviews.spread})::int`,
    })
    .from(applicationReviews)
    .where(
      and(
        eq(applicationReviews.companyId, companyId),
        inArray(applicationReviews.reviewerId, [...reviewerIds]),
      ),
    )
    .groupBy(applicationReviews.reviewerId);
  return new Map(rows.map((row) => [row.reviewerId, { spread: roundRating(row.spread ?? 0), n: row.n }]));
}

/** Who gave a rating: the account as it is now, or the name kept with it once the account is gone. */
function reviewerOf(
  review: { reviewerId: string | null; reviewerName: string },
  people: Map<string, Assignee>,
): ReviewerRatings['reviewer'] {
  const account = review.reviewerId ? people.get(review.reviewerId) : undefined;
  return account ?? { id: null, name: review.reviewerName, role: null };
}

/** The application as the employer sees it: the anonymous CV, masked answers, people, ratings they may see. */
async function toEmployerApplication(
  db: DbOrTx,
  employer: Employer,
  row: ApplicationRow,
): Promise<EmployerApplication> {
  const assignment = (await assignmentsOf(db, [row.id])).get(row.id) ?? {
    reviewerIds: [],
    audioReviewerIds: [],
  };
  const capacities = capacitiesOn(employer, row, assignment);
  refuse(capacities);
  const [job] = await db.select().from(jobPosts).where(eq(jobPosts.id, row.jobId));
  if (!job || !row.anonymousCv || !row.appliedAt) throw new AppError('application_not_found');
  const reviews = await db
    .select()
    .from(applicationReviews)
    .where(eq(applicationReviews.applicationId, row.id))
    .orderBy(asc(applicationReviews.submittedAt));
  const notes = await db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, row.id))
    .orderBy(asc(applicationNotes.createdAt));
  const people = await assigneesById(db, [
    ...(row.personInChargeId ? [row.personInChargeId] : []),
    ...assignment.reviewerIds,
    ...assignment.audioReviewerIds,
    ...reviews.flatMap((review) => (review.reviewerId ? [review.reviewerId] : [])),
  ]);
  const own = reviews.find((review) => review.reviewerId === employer.userId) ?? null;
  const visible = seesOthersRatings(capacities, own !== null);
  const usual = visible
    ? await usualSpreads(
        db,
        row.companyId,
        reviews.flatMap((review) => (review.reviewerId ? [review.reviewerId] : [])),
      )
    : new Map();
  const scores = reviews.map((review) => review.score);
  const ratings: ReviewerRatings[] | null = visible
    ? reviews.map((review) => {
        const usualOf = review.reviewerId ? usual.get(review.reviewerId) : undefined;
        return {
          id: review.id,
          reviewer: reviewerOf(review, people),
          cv: { rating: review.cvRating, comment: review.cvComment },
          answers: review.answers,
          score: roundRating(review.score),
          spreadFromTeam: spreadFromTeam(review.score, scores),
          usualSpread: usualOf?.spread ?? 0,
          ratedApplications: usualOf?.n ?? 0,
          submittedAt: review.submittedAt.toISOString(),
        };
      })
    : null;
  const pick = (ids: readonly string[]) =>
    ids.map((id) => people.get(id)).filter((p): p is Assignee => Boolean(p));
  return {
    id: row.id,
    sequenceNumber: row.sequenceNumber ?? 0,
    status: row.status,
    job: toJobContent(job),
    personInCharge: row.personInChargeId ? (people.get(row.personInChargeId) ?? null) : null,
    overallRating: visible ? row.overallRating : null,
    isSelected: row.isSelected,
    headline: row.anonymousCv.workInformation.personalHeadline,
    appliedAt: row.appliedAt.toISOString(),
    anonymousCv: row.anonymousCv,
    screeningAnswers: row.sharedAnswers,
    audioQuestions: job.audioQuestions.map((question, index) => ({
      id: `q${index + 1}`,
      question: question.question,
      duration: question.duration,
    })),
    reviewers: pick(assignment.reviewerIds),
    audioReviewers: pick(assignment.audioReviewerIds),
    capacities,
    actions: actionsOffered(row.status, capacities).filter((action) => EMPLOYER_ROUTED_ACTIONS.has(action)),
    operations: APPLICATION_OPERATIONS.filter(
      (operation) => checkOperation(operation, row.status, capacities).ok,
    ),
    ownRatings: own
      ? {
          cv: { rating: own.cvRating, comment: own.cvComment },
          answers: own.answers,
          submittedAt: own.submittedAt.toISOString(),
        }
      : null,
    ratings,
    ratingsSubmitted: reviews.filter(
      (review) => review.reviewerId === null || assignment.reviewerIds.includes(review.reviewerId),
    ).length,
    ratingsExpected: assignment.reviewerIds.length + formerRatings(reviews),
    notes: notes.map((note) => ({
      id: note.id,
      content: note.content,
      author: note.authorName,
      createdAt: note.createdAt.toISOString(),
    })),
    rejection:
      row.status === 'rejected'
        ? { noteToCandidate: row.rejectionNote ?? '', internalReason: row.rejectionReason ?? '' }
        : null,
    revealed: row.revealedAt !== null,
    screeningStartedAt: row.screeningStartedAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** Employer actions with a route today; the audio interview and the interview invitation add theirs. */
const EMPLOYER_ROUTED_ACTIONS = new Set(['startScreening', 'reject']);

export async function getEmployerApplication(db: DbOrTx, employer: Employer, applicationId: string) {
  return toEmployerApplication(db, employer, await findSent(db, employer, applicationId, false));
}

/** The full profile: only after the candidate revealed it to this company (the reveal work grants it). */
export async function getRevealedResume(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
): Promise<never> {
  const row = await findSent(db, employer, applicationId, false);
  const assignment = (await assignmentsOf(db, [row.id])).get(row.id) ?? {
    reviewerIds: [],
    audioReviewerIds: [],
  };
  refuse(capacitiesOn(employer, row, assignment));
  throw new AppError('application_not_revealed');
}

/** Runs `change` on the locked application and answers with it as changed. */
async function change(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
  work: (
    tx: Tx,
    row: ApplicationRow,
    assignment: Assignment,
    capacities: ApplicationCapacity[],
  ) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const row = await findSent(tx, employer, applicationId, true);
    const assignment = (await assignmentsOf(tx, [row.id])).get(row.id) ?? {
      reviewerIds: [],
      audioReviewerIds: [],
    };
    const capacities = capacitiesOn(employer, row, assignment);
    refuse(capacities);
    await work(tx, row, assignment, capacities);
    await tx
      .update(applications)
      .set({ version: sql`${applications.version} + 1`, updatedAt: new Date() })
      .where(eq(applications.id, row.id));
    const [changed] = await tx.select().from(applications).where(eq(applications.id, row.id));
    if (!changed) throw new AppError('application_not_found');
    return toEmployerApplication(tx, employer, changed);
  });
}

/** The status `action` leads to from the locked application, or the state machine's refusal. */
async function allowedMove(
  tx: Tx,
  action: ApplicationAction,
  row: ApplicationRow,
  assignment: Assignment,
  capacities: ApplicationCapacity[],
) {
  const check = checkTransition(
    action,
    row.status,
    capacities,
    await applicationFacts.of(tx, row, assignment),
  );
  if (!check.ok) throw new AppError(check.error);
  return check.value;
}

function allow(result: FlowCheck<unknown>) {
  if (!result.ok) throw new AppError(result.error);
}

/**
 * Sets who works on the application: the person in charge (a power or regular user), the screening
 * reviewers (at most nine, in order) and the audio reviewers: active accounts of the company, or
 * deactivated ones that are on it already (they keep their place until someone replaces them). A
 * removed reviewer's ratings go with them; a former member's ratings stay (there is nobody to remove).
 */
export function assignApplication(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
  input: ApplicationAssignment,
) {
  return change(db, employer, applicationId, async (tx, row, assignment, capacities) => {
    allow(checkOperation('assign', row.status, capacities));
    // a deactivated account keeps the places it holds (decision 010); new places need an active one
    const keeps = (id: string) =>
      (id !== input.personInChargeId || id === row.personInChargeId) &&
      (!input.reviewerIds.includes(id) || assignment.reviewerIds.includes(id)) &&
      (!input.audioReviewerIds.includes(id) || assignment.audioReviewerIds.includes(id));
    const ids = [
      ...new Set([
        ...(input.personInChargeId ? [input.personInChargeId] : []),
        ...input.reviewerIds,
        ...input.audioReviewerIds,
      ]),
    ];
    const accounts = await activeAccounts(tx, row.companyId, ids);
    const found = new Map(accounts.map((account) => [account.id, account]));
    const missing = ids.filter((id) => !found.has(id) && !keeps(id));
    if (missing.length) throw new AppError('application_assignee_invalid', { accountIds: missing });
    if (input.personInChargeId && found.get(input.personInChargeId)?.role === 'reviewer_user')
      throw new AppError('application_assignee_invalid', { accountIds: [input.personInChargeId] });
    if (row.status !== 'applied' && input.reviewerIds.length === 0)
      throw new AppError('invalid_request_body', {
        issues: [{ path: ['reviewerIds'], message: 'validation.reviewers.min' }],
      });
    await tx.delete(applicationReviewers).where(eq(applicationReviewers.applicationId, row.id));
    const entries = [
      ...input.reviewerIds.map((reviewerId, position) => ({
        reviewerId,
        kind: 'screening' as const,
        position,
      })),
      ...input.audioReviewerIds.map((reviewerId, position) => ({
        reviewerId,
        kind: 'audio' as const,
        position,
      })),
    ];
    if (entries.length)
      await tx
        .insert(applicationReviewers)
        .values(entries.map((entry) => ({ ...entry, applicationId: row.id })));
    await tx.delete(applicationReviews).where(
      and(
        eq(applicationReviews.applicationId, row.id),
        isNotNull(applicationReviews.reviewerId),
        input.reviewerIds.length
          ? sql`${applicationReviews.reviewerId} not in (${sql.join(
              input.reviewerIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
    await tx
      .update(applications)
      .set({ personInChargeId: input.personInChargeId })
      .where(eq(applications.id, row.id));
    await refreshRatings(tx, row.id);
  });
}

/** Starts the screening: person in charge or a power user, with at least the minimum of reviewers. */
export function startScreening(db: DbOrTx, employer: Employer, applicationId: string) {
  return change(db, employer, applicationId, async (tx, row, assignment, capacities) => {
    const status = await allowedMove(tx, 'startScreening', row, assignment, capacities);
    await tx
      .update(applications)
      .set({ status, screeningStartedAt: new Date() })
      .where(eq(applications.id, row.id));
  });
}

/** Recomputes each review's spread from the application's average and the overall rating. */
async function refreshRatings(tx: Tx, applicationId: string) {
  const reviews = await tx
    .select({ id: applicationReviews.id, score: applicationReviews.score })
    .from(applicationReviews)
    .where(eq(applicationReviews.applicationId, applicationId));
  const scores = reviews.map((review) => review.score);
  for (const review of reviews) {
    await tx
      .update(applicationReviews)
      .set({
        spread: reviews.length > 1 ? review.score - scores.reduce((a, b) => a + b, 0) / scores.length : null,
      })
      .where(eq(applicationReviews.id, review.id));
  }
  await tx
    .update(applications)
    .set({ overallRating: overallRating(scores) })
    .where(eq(applications.id, applicationId));
}

/**
 * A reviewer submits their ratings: the CV and every screening answer, once, while screening. A
 * second submission (a double click, another tab) is application_already_rated.
 */
export function rateApplication(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
  ratings: ScreeningRatings,
) {
  return change(db, employer, applicationId, async (tx, row, _assignment, capacities) => {
    allow(checkOperation('rate', row.status, capacities));
    const questionIds = row.sharedAnswers.map((answer) => answer.questionId);
    const given = new Set(ratings.answers.map((answer) => answer.questionId));
    if (questionIds.some((id) => !given.has(id)) || given.size !== ratings.answers.length)
      throw new AppError('invalid_request_body', {
        issues: [{ path: ['answers'], message: 'validation.rating.allAnswersEvaluated' }],
      });
    const answers = questionIds.map((questionId) => {
      const answer = ratings.answers.find((entry) => entry.questionId === questionId);
      return { questionId, rating: answer?.rating ?? 0, comment: answer?.comment ?? '' };
    });
    const inserted = await tx
      .insert(applicationReviews)
      .values({
        applicationId: row.id,
        reviewerId: employer.userId,
        reviewerName: await accountName(tx, employer),
        companyId: row.companyId,
        cvRating: ratings.cv.rating,
        cvComment: ratings.cv.comment,
        answers,
        score: reviewerScore({ cv: ratings.cv, answers }),
      })
      .onConflictDoNothing()
      .returning({ reviewerId: applicationReviews.reviewerId });
    if (inserted.length === 0) throw new AppError('application_already_rated');
    await refreshRatings(tx, row.id);
  });
}

/** A note by anyone of the company who may open the application. */
export function addApplicationNote(db: DbOrTx, employer: Employer, applicationId: string, content: string) {
  return change(db, employer, applicationId, async (tx, row, _assignment, capacities) => {
    allow(checkOperation('note', row.status, capacities));
    await tx.insert(applicationNotes).values({
      applicationId: row.id,
      authorId: employer.userId,
      authorName: await accountName(tx, employer),
      content,
    });
  });
}

/** Marks the application as selected or removes the mark. */
export function selectApplication(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
  isSelected: boolean,
) {
  return change(db, employer, applicationId, async (tx, row, _assignment, capacities) => {
    allow(checkOperation('select', row.status, capacities));
    await tx.update(applications).set({ isSelected }).where(eq(applications.id, row.id));
  });
}

/**
 * Rejects: the note to the candidate goes into an e-mail in their language (queued in this
 * transaction, erased with the application), the internal reason stays with the company. A second
 * reject (another tab, a colleague) is application_status_conflict.
 */
export function rejectApplication(
  deps: EmployerApplicationDeps,
  employer: Employer,
  applicationId: string,
  rejection: Rejection,
) {
  return change(deps.db, employer, applicationId, async (tx, row, assignment, capacities) => {
    const status = await allowedMove(tx, 'reject', row, assignment, capacities);
    await tx
      .update(applications)
      .set({
        status,
        rejectedAt: new Date(),
        rejectionNote: rejection.noteToCandidate,
        rejectionReason: rejection.internalReason,
      })
      .where(eq(applications.id, row.id));
    const [recipient] = await tx
      .select({
        email: authCandidateUser.email,
        locale: authCandidateUser.locale,
        jobTitle: jobPosts.jobTitle,
        companyName: companies.name,
      })
      .from(authCandidateUser)
      .innerJoin(jobPosts, eq(jobPosts.id, row.jobId))
      .innerJoin(companies, eq(companies.id, row.companyId))
      .where(eq(authCandidateUser.id, row.candidateId));
    if (!recipient) return;
    const messageId = await deps.mail.sendApplicationRejected(tx, {
      to: recipient.email,
      locale: (recipient.locale === 'en' ? 'en' : 'de') as Locale,
      jobTitle: recipient.jobTitle,
      companyName: recipient.companyName,
      note: rejection.noteToCandidate,
    });
    await tx.insert(applicationMails).values({ applicationId: row.id, mailMessageId: messageId });
  });
}
