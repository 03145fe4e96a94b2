import { eq, isNotNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { requestVacuum } from '../../db/erasure-vacuum';
import type { JobQueue } from '../../jobs';
import { talentPoolConsents, talentPoolInvitations } from './talent-pool.schema';

/** Every day at 03:15 UTC, with the applications' retention (applications/retention.ts). */
export const TALENT_POOL_RETENTION_CRON = '15 3 * * *';

/**
 * Deletes revoked and expired consents (their invitations go with them) and lapsed invitations.
 * They were hidden from the moment they ended; this removes the rows. Returns how many consents went.
 */
export async function purgeTalentPool(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(talentPoolConsents)
      .where(or(isNotNull(talentPoolConsents.revokedAt), lte(talentPoolConsents.expiresAt, now)))
      .returning({ id: talentPoolConsents.id });
    await tx.delete(talentPoolInvitations).where(lte(talentPoolInvitations.expiresAt, now));
    if (gone.length > 0) await requestVacuum(tx, [talentPoolConsents, talentPoolInvitations]);
    return gone.length;
  });
}

/** The talent pool's part of a candidate's account deletion, in its transaction. */
export async function eraseTalentPoolOfCandidate(tx: DbOrTx, candidateId: string): Promise<void> {
  await tx.delete(talentPoolConsents).where(eq(talentPoolConsents.candidateId, candidateId));
  await requestVacuum(tx, [talentPoolConsents, talentPoolInvitations]);
}

/** Schedules the daily purge; "now" is the app's clock, so a moved clock expires consents in tests. */
export async function startTalentPoolRetention(deps: {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  clock: Clock;
}) {
  const log = deps.log.child({ module: 'talent-pool-retention' });
  await deps.jobs.work('talent-pool.retention', async () => {
    const deleted = await purgeTalentPool(deps.db, deps.clock.now());
    log.info({ deleted }, 'talent pool retention run');
  });
  await deps.jobs.schedule('talent-pool.retention', TALENT_POOL_RETENTION_CRON, {});
}
