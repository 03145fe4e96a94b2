import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { requestVacuum } from '../../db/erasure-vacuum';
import { savedSearches, savedSearchMatches } from './saved-searches.schema';

/**
 * The saved searches' part of a candidate's account deletion (candidate-profile/account-deletion.ts):
 * their searches, and with them (cascade) the record of which jobs each was told of.
 */
export async function eraseSavedSearchesOfCandidate(tx: DbOrTx, candidateId: string): Promise<void> {
  await tx.delete(savedSearches).where(eq(savedSearches.candidateId, candidateId));
  await requestVacuum(tx, [savedSearches, savedSearchMatches]);
}
