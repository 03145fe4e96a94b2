import { z } from 'zod';
import { REVIEWERS_MAX } from './limits';
import { TEXT_LIMITS } from './text-limits';

/*
 * The employer's review of an application (spec sections 3 and 5, Application review rules): who is
 * assigned, the reviewers' ratings and how they add up, notes and the rejection. Ratings are 1–5
 * stars with an optional comment; a reviewer submits the CV rating and one rating per screening
 * answer together, once.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;

const comment = (limit: number) =>
  z.string().trim().max(limit, { error: 'validation.tooLong' }).optional().default('');

/** One rating: 1–5 ("Rating cannot be empty") with a comment of up to 3 000 characters. */
export const RatingSchema = z.object({
  rating: z
    .number({ error: 'validation.rating.required' })
    .int({ error: 'validation.rating.required' })
    .min(RATING_MIN, { error: 'validation.rating.required' })
    .max(RATING_MAX, { error: 'validation.tooLarge' }),
  comment: comment(TEXT_LIMITS.cvComment),
});
export type Rating = z.infer<typeof RatingSchema>;

/** A reviewer's ratings of one application: the CV and every screening answer, submitted together. */
export const ScreeningRatingsSchema = z.object({
  cv: RatingSchema,
  answers: z.array(RatingSchema.extend({ questionId: z.string().min(1).max(100) })).max(50),
});
export type ScreeningRatings = z.infer<typeof ScreeningRatingsSchema>;

const accountIds = z
  .array(z.string().min(1).max(100))
  .max(REVIEWERS_MAX, { error: 'validation.reviewers.max' })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: 'validation.duplicate',
    params: { field: 'reviewers' },
  });

/**
 * Who works on an application: the person in charge, the screening reviewers (0–9 while assigning;
 * starting the screening needs REVIEWERS_MIN) and the reviewers of the audio interview.
 */
export const ApplicationAssignmentSchema = z.object({
  personInChargeId: z.string().min(1).max(100).nullable(),
  reviewerIds: accountIds,
  audioReviewerIds: accountIds,
});
export type ApplicationAssignment = z.infer<typeof ApplicationAssignmentSchema>;

/** A note on an application, seen by the company's employers who can open it. */
export const ApplicationNoteSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(TEXT_LIMITS.note, { error: 'validation.tooLong' }),
});

/**
 * A rejection: a note to the candidate (in the e-mail) and the internal reason (kept by the company,
 * never sent).
 */
export const RejectionSchema = z.object({
  noteToCandidate: comment(TEXT_LIMITS.note),
  internalReason: comment(TEXT_LIMITS.note),
});
export type Rejection = z.infer<typeof RejectionSchema>;

/** The average of a reviewer's ratings of one application (CV and answers weigh alike). */
export function reviewerScore(ratings: { cv: { rating: number }; answers: readonly { rating: number }[] }) {
  const all = [ratings.cv.rating, ...ratings.answers.map((answer) => answer.rating)];
  return all.reduce((sum, value) => sum + value, 0) / all.length;
}

/** The score of an audio reviewer's ratings of one application: the mean of their audio answer ratings. */
export function audioReviewerScore(answers: readonly { rating: number }[]) {
  return answers.reduce((sum, answer) => sum + answer.rating, 0) / Math.max(1, answers.length);
}

/**
 * The overall rating of an application (spec section 3: CV, screening and audio ratings): the mean
 * of its reviews' scores, each screening reviewer's (reviewerScore) and each audio reviewer's
 * (audioReviewerScore) alike, so a reviewer weighs the same however many answers they rated; null
 * before anyone rated. Rounded to one decimal.
 */
export function overallRating(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return roundRating(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Calibration: how far one reviewer's score of an application lies from the team's average of it
 * (positive: more lenient, negative: harsher).
 */
export function spreadFromTeam(score: number, teamScores: readonly number[]): number {
  const average = overallRating(teamScores);
  return average === null ? 0 : roundRating(score - average);
}
