import { audioReviewerScore, checkOperation } from '@veil/domain';
import type { AudioRatings } from '@veil/domain/contracts';
import { eq } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { jobPosts } from '../jobs/jobs.schema';
import { notifyIfRatingsComplete } from './application-notify';
import { refreshRatings } from './application-ratings';
import { type ApplicationRow, accountName } from './application-records';
import { applicationAudioReviews } from './applications.schema';
import { allow, change } from './employer-application-change';

/*
 * The audio reviewers' ratings of an application's audio answers (issue 37): each audio reviewer
 * rates every answer (1–5, comment ≤ 3 000) once while the application is `evaluating`, under the
 * screening ratings' independent-scoring rule; their scores count in the overall rating.
 */

type Employer = EmployerPrincipal;

/** The ids of the application's audio questions (q1, q2, … in the job's order), one answer each. */
export async function audioQuestionIds(tx: DbOrTx, row: ApplicationRow): Promise<string[]> {
  const [job] = await tx
    .select({ audioQuestions: jobPosts.audioQuestions })
    .from(jobPosts)
    .where(eq(jobPosts.id, row.jobId));
  return (job?.audioQuestions ?? []).map((_question, index) => `q${index + 1}`);
}

/** Every audio answer rated once, in the questions' order, or the screening ratings' refusal. */
function completeRatings(questionIds: readonly string[], ratings: AudioRatings) {
  const given = new Set(ratings.answers.map((answer) => answer.questionId));
  const complete =
    ratings.answers.length === questionIds.length &&
    given.size === questionIds.length &&
    questionIds.every((id) => given.has(id));
  if (!complete)
    throw new AppError('invalid_request_body', {
      issues: [{ path: ['answers'], message: 'validation.rating.allAnswersEvaluated' }],
    });
  return questionIds.map((questionId) => {
    const answer = ratings.answers.find((entry) => entry.questionId === questionId);
    return { questionId, rating: answer?.rating ?? 0, comment: answer?.comment ?? '' };
  });
}

/**
 * An audio reviewer submits their ratings of every audio answer, once, while evaluating. A second
 * submission (a double click, another tab) is application_already_rated.
 */
export function rateAudio(db: DbOrTx, employer: Employer, applicationId: string, ratings: AudioRatings) {
  return change(db, employer, applicationId, async (tx: Tx, row, _assignment, capacities) => {
    allow(checkOperation('rateAudio', row.status, capacities));
    const answers = completeRatings(await audioQuestionIds(tx, row), ratings);
    const inserted = await tx
      .insert(applicationAudioReviews)
      .values({
        applicationId: row.id,
        reviewerId: employer.userId,
        reviewerName: await accountName(tx, employer),
        companyId: row.companyId,
        answers,
        score: audioReviewerScore(answers),
      })
      .onConflictDoNothing()
      .returning({ id: applicationAudioReviews.id });
    if (inserted.length === 0) throw new AppError('application_already_rated');
    await refreshRatings(tx, row.id);
    await notifyIfRatingsComplete(tx, row);
  });
}
