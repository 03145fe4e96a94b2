import {
  APPLICATION_OPERATIONS,
  actionsOffered,
  checkOperation,
  roundRating,
  seesOthersRatings,
  spreadFromTeam,
} from '@veil/domain';
import type { Assignee, EmployerApplication, RevealedResume, ReviewerRatings } from '@veil/domain/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { toJobContent } from '../jobs/job-content';
import { jobPosts } from '../jobs/jobs.schema';
import { type ApplicationRow, assignmentsOf, formerRatings } from './application-records';
import { applicationAudioReviews, applicationNotes, applicationReviews } from './applications.schema';
import { audioInterviewFields } from './audio-interview-dates';
import { interviewFields } from './candidate-interview';
import { capacitiesOn, findSent, refuse } from './employer-application-access';
import { revealedProfiles } from './reveal.schema';

/*
 * One sent application as its company's employers read it (spec sections 2, 4 and 6): the anonymous
 * CV, masked answers, the people on it, the ratings the viewer may see, notes; and the company's
 * accounts that may be put on it.
 */

type Employer = EmployerPrincipal;

const nameOf = (account: { firstName: string; lastName: string }) =>
  `${account.firstName} ${account.lastName}`.trim();

/** What an assignee is shown by. */
const assigneeColumns = {
  id: employerUsers.id,
  firstName: employerUsers.firstName,
  lastName: employerUsers.lastName,
  role: employerUsers.role,
};

async function assigneesById(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Assignee>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(assigneeColumns)
    .from(employerUsers)
    .where(inArray(employerUsers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: nameOf(row), role: row.role }]));
}

/** Active accounts of the employer's company, to put on applications. */
export async function listAssignees(db: DbOrTx, employer: Employer): Promise<Assignee[]> {
  const rows = await db
    .select(assigneeColumns)
    .from(employerUsers)
    .where(and(eq(employerUsers.companyId, employer.companyId), eq(employerUsers.status, 'accepted')))
    .orderBy(asc(employerUsers.firstName), asc(employerUsers.lastName));
  return rows.map((row) => ({ id: row.id, name: nameOf(row), role: row.role }));
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

/**
 * The application as the employer sees it: the anonymous CV, masked answers, people, ratings they may
 * see. `now` (the app's clock where the caller has it) tells whether the audio interview is closed.
 */
export async function toEmployerApplication(
  db: DbOrTx,
  employer: Employer,
  row: ApplicationRow,
  now: Date = new Date(),
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
  const audioReviews = await db
    .select()
    .from(applicationAudioReviews)
    .where(eq(applicationAudioReviews.applicationId, row.id))
    .orderBy(asc(applicationAudioReviews.submittedAt));
  const notes = await db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, row.id))
    .orderBy(asc(applicationNotes.createdAt));
  const people = await assigneesById(db, [
    ...(row.personInChargeId ? [row.personInChargeId] : []),
    ...assignment.reviewerIds,
    ...assignment.audioReviewerIds,
    ...[...reviews, ...audioReviews].flatMap((review) => (review.reviewerId ? [review.reviewerId] : [])),
  ]);
  const own = reviews.find((review) => review.reviewerId === employer.userId) ?? null;
  const ownAudio = audioReviews.find((review) => review.reviewerId === employer.userId) ?? null;
  // independent scoring: a reviewer (screening or audio) sees the others' ratings once their own are in
  const ownSubmitted =
    (!capacities.includes('reviewer') || own !== null) &&
    (!capacities.includes('audioReviewer') || ownAudio !== null);
  const visible = seesOthersRatings(capacities, ownSubmitted);
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
      (operation) =>
        checkOperation(operation, row.status, capacities).ok &&
        // there is something to hear only once the candidate submitted the audio interview
        (operation !== 'listenAudio' || row.submitAudioScreeningAnswerAt !== null),
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
    ...audioRatingsOf(audioReviews, assignment.audioReviewerIds, employer.userId, visible, people),
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
    ...audioInterviewFields(row, now),
    ...interviewFields(row),
  };
}

/**
 * The audio reviewers' ratings as the viewer may see them: how many are in (always), their own, and
 * everyone's once seesOthersRatings allows. A former member's rating counts as in screening.
 */
function audioRatingsOf(
  reviews: (typeof applicationAudioReviews.$inferSelect)[],
  audioReviewerIds: readonly string[],
  viewerId: string,
  visible: boolean,
  people: Map<string, Assignee>,
) {
  const own = reviews.find((review) => review.reviewerId === viewerId);
  const submitted = reviews.filter(
    (review) => review.reviewerId === null || audioReviewerIds.includes(review.reviewerId),
  ).length;
  const expected = audioReviewerIds.length + formerRatings(reviews);
  return {
    audioRatingsSubmitted: submitted,
    audioRatingsExpected: expected,
    isReviewedAudioScreening: expected > 0 && submitted === expected,
    ownAudioRatings: own ? { answers: own.answers, submittedAt: own.submittedAt.toISOString() } : null,
    audioRatings: visible
      ? reviews.map((review) => ({
          id: review.id,
          reviewer: reviewerOf(review, people),
          answers: review.answers,
          score: roundRating(review.score),
          submittedAt: review.submittedAt.toISOString(),
        }))
      : null,
  };
}

/** Employer actions with a route: the screening, the audio interview, the interview invitation, rejecting. */
const EMPLOYER_ROUTED_ACTIONS = new Set(['startScreening', 'inviteToAudio', 'approve', 'reject']);

/** A sent application of the employer's company as they see it (not found for anything else). */
export async function getEmployerApplication(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
  now: Date = new Date(),
) {
  return toEmployerApplication(db, employer, await findSent(db, employer, applicationId, false), now);
}

/**
 * The full profile as the candidate shared it: the snapshot taken at their reveal, for every viewer
 * who may open the application. Before the reveal it does not exist for anyone of the company:
 * power user, regular user, reviewer and person in charge alike get forbidden_to_access_data.
 */
export async function getRevealedResume(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
): Promise<RevealedResume> {
  const row = await findSent(db, employer, applicationId, false);
  const assignment = (await assignmentsOf(db, [row.id])).get(row.id) ?? {
    reviewerIds: [],
    audioReviewerIds: [],
  };
  refuse(capacitiesOn(employer, row, assignment));
  const [snapshot] = await db
    .select()
    .from(revealedProfiles)
    .where(eq(revealedProfiles.applicationId, row.id));
  if (!snapshot) throw new AppError('forbidden_to_access_data', { scope: 'resume' });
  return { profile: snapshot.profile, revealedAt: snapshot.revealedAt.toISOString() };
}
