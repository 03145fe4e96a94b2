import { checkOperation, overallRating, reviewerScore, type ScreeningRatings } from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { notifyIfRatingsComplete } from './application-notify';
import { accountName } from './application-records';
import { applicationAudioReviews, applicationReviews, applications } from './applications.schema';
import { allow, change } from './employer-application-change';

/*
 * The screening reviewers' ratings of an application (spec section 5): submitting them, and the
 * spreads and overall rating recomputed from them (the overall rating with the audio reviewers'
 * ratings of application-audio-ratings.ts).
 */

type Employer = EmployerPrincipal;

/**
 * Recomputes each screening review's spread from the screening's average, and the overall rating from
 * the screening and the audio reviews (overallRating weighs each alike).
 */
export async function refreshRatings(tx: Tx, applicationId: string) {
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
  const audioReviews = await tx
    .select({ score: applicationAudioReviews.score })
    .from(applicationAudioReviews)
    .where(eq(applicationAudioReviews.applicationId, applicationId));
  await tx
    .update(applications)
    .set({ overallRating: overallRating([...scores, ...audioReviews.map((review) => review.score)]) })
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
    await notifyIfRatingsComplete(tx, row);
  });
}
