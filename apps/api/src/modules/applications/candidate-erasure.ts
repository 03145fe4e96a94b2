import { eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { requestVacuum } from '../../db/erasure-vacuum';
import { ERASABLE_COLUMNS, eraseApplications } from './application-erasure';
import { applications, withdrawnApplications } from './applications.schema';
import { revealRecords } from './reveal.schema';

/*
 * The applications' part of a candidate's account deletion (candidate-profile/account-deletion.ts,
 * docs/decisions/020-candidate-account-deletion.md): every application goes the way a withdrawal
 * does, through `eraseApplications`, with the reason `account_deleted`; a sent one leaves its company
 * a deletion log without identity, a draft leaves nothing. The withdrawn list and the records of
 * reveals go too.
 */

/** How many of the candidate's applications companies received, and how many are drafts. */
export async function countApplicationsOfCandidate(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      drafts: sql<number>`count(*) filter (where ${isNull(applications.sequenceNumber)})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(eq(applications.candidateId, candidateId));
  const all = Number(row?.all ?? 0);
  const drafts = Number(row?.drafts ?? 0);
  return { sent: all - drafts, drafts };
}

/** Erases every application of the candidate and their withdrawn list, in the caller's transaction. */
export async function eraseApplicationsOfCandidate(
  tx: DbOrTx,
  candidateId: string,
  now: Date,
): Promise<number> {
  // the same row lock every change to an application takes: an employer's action waits or finds it gone
  const rows = await tx
    .select(ERASABLE_COLUMNS)
    .from(applications)
    .where(eq(applications.candidateId, candidateId))
    .orderBy(applications.id)
    .for('update');
  // of several companies: each deletion log names its own
  const erased = await eraseApplications(tx, rows, { reason: 'account_deleted', responsible: null, now });
  await tx.delete(withdrawnApplications).where(eq(withdrawnApplications.candidateId, candidateId));
  // the records that they revealed their profile outlive a withdrawal, not the account
  await tx.delete(revealRecords).where(eq(revealRecords.candidateId, candidateId));
  await requestVacuum(tx, [withdrawnApplications, revealRecords]);
  return erased;
}
