import type { CandidateApplication } from '@veil/domain/contracts';
import type { ApplicationRow } from './application-records';

/*
 * When the candidate may reveal their full profile (issue 38), for the reveal itself
 * (profile-reveal.ts) and the candidate's application view alike.
 */

type RevealFacts = Pick<ApplicationRow, 'status' | 'revealedAt' | 'interviewAt'>;

/**
 * The one rule of when a candidate may reveal: the interview is confirmed and its time (the confirmed
 * slot's start, set by the interview invitation) has passed on the app's clock, and they have not
 * revealed to this company yet.
 */
export function canRevealProfile(row: RevealFacts, now: Date): boolean {
  return (
    row.status === 'confirmed' &&
    row.revealedAt === null &&
    row.interviewAt !== null &&
    row.interviewAt.getTime() <= now.getTime()
  );
}

/** The reveal's fields of the candidate's application view. */
export function revealFields(
  row: RevealFacts,
  now: Date,
): Pick<CandidateApplication, 'canReveal' | 'revealedAt'> {
  return { canReveal: canRevealProfile(row, now), revealedAt: row.revealedAt?.toISOString() ?? null };
}
