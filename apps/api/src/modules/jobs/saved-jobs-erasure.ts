import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { requestVacuum } from '../../db/erasure-vacuum';
import { savedJobs } from './jobs.schema';

/** The jobs' part of a candidate's account deletion: the jobs they saved (candidate-profile/account-deletion.ts). */
export async function eraseSavedJobsOfCandidate(tx: DbOrTx, candidateId: string): Promise<void> {
  await tx.delete(savedJobs).where(eq(savedJobs.candidateId, candidateId));
  await requestVacuum(tx, [savedJobs]);
}
