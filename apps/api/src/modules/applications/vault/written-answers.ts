import type { ScreeningAnswer } from '@veil/domain/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { vaultScreeningAnswers } from './vault.schema';

/*
 * The candidate's answers as written: the only door to the vault table. Callers are the candidate's
 * own services (drafts, sending, their reading and their data export); sending is where the
 * redaction reads them to store the masked copy for employers.
 */

/** The written answers of each application among `applicationIds` (none stored: absent). */
export async function writtenAnswersOf(
  db: DbOrTx,
  applicationIds: readonly string[],
): Promise<Map<string, ScreeningAnswer[]>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: vaultScreeningAnswers.applicationId, answers: vaultScreeningAnswers.answers })
    .from(vaultScreeningAnswers)
    .where(inArray(vaultScreeningAnswers.applicationId, [...applicationIds]));
  return new Map(rows.map((row) => [row.applicationId, row.answers]));
}

/** The written answers of one application ([] when none are stored). */
export async function writtenAnswersOfOne(db: DbOrTx, applicationId: string): Promise<ScreeningAnswer[]> {
  return (await writtenAnswersOf(db, [applicationId])).get(applicationId) ?? [];
}

/** Stores the application's written answers, replacing what was there (in the caller's transaction). */
export async function storeWrittenAnswers(
  tx: DbOrTx,
  applicationId: string,
  answers: readonly ScreeningAnswer[],
  now = new Date(),
): Promise<void> {
  await tx
    .insert(vaultScreeningAnswers)
    .values({ applicationId, answers: [...answers], updatedAt: now })
    .onConflictDoUpdate({
      target: vaultScreeningAnswers.applicationId,
      set: { answers: [...answers], updatedAt: now },
    });
}
