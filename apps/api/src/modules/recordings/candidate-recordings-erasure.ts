import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { requestVacuum } from '../../db/erasure-vacuum';
import { recordings } from './recordings.schema';

/**
 * The recordings' part of a candidate's account deletion (candidate-profile/account-deletion.ts):
 * every recorded answer's row goes in the caller's transaction; returns the altered files' storage
 * keys, which the deletion's file job removes once it has committed. The raw files are uploads and
 * go with the candidate's uploads.
 */
export async function eraseRecordingsOfCandidate(tx: DbOrTx, candidateId: string): Promise<string[]> {
  const gone = await tx
    .delete(recordings)
    .where(eq(recordings.candidateId, candidateId))
    .returning({ alteredKey: recordings.alteredKey });
  await requestVacuum(tx, [recordings]);
  return gone.flatMap((row) => (row.alteredKey ? [row.alteredKey] : []));
}
