import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { talentPoolConsents, talentPoolCounters } from './talent-pool.schema';

/** A consent in force at `now`: not revoked, not expired. Anything else hides the candidate at once. */
export function consentInForce(now: Date) {
  return and(isNull(talentPoolConsents.revokedAt), gt(talentPoolConsents.expiresAt, now));
}

/**
 * The company's next talent number: one upsert that increments its counter row, so concurrent
 * consents wait for each other's row lock and never share a number.
 */
export async function nextTalentNumber(tx: DbOrTx, companyId: string): Promise<number> {
  const [row] = await tx
    .insert(talentPoolCounters)
    .values({ companyId, lastTalentNumber: 1 })
    .onConflictDoUpdate({
      target: talentPoolCounters.companyId,
      set: { lastTalentNumber: sql`${talentPoolCounters.lastTalentNumber} + 1` },
    })
    .returning({ value: talentPoolCounters.lastTalentNumber });
  if (!row) throw new Error('nextTalentNumber: no counter row');
  return row.value;
}

/** The consent of a company's pool member `talentNumber`, if it is in force at `now`. */
export async function consentOfTalent(tx: DbOrTx, companyId: string, talentNumber: number, now: Date) {
  const [row] = await tx
    .select()
    .from(talentPoolConsents)
    .where(
      and(
        eq(talentPoolConsents.companyId, companyId),
        eq(talentPoolConsents.talentNumber, talentNumber),
        consentInForce(now),
      ),
    );
  return row ?? null;
}
