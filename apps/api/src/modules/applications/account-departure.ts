import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { activeAccounts } from './application-records';
import {
  applicationAudioReviews,
  applicationReviewers,
  applicationReviews,
  applications,
} from './applications.schema';

/*
 * What the company's applications keep when one of its accounts is deleted
 * (docs/decisions/010-departing-accounts.md): submitted ratings (screening and audio) stay under the
 * name kept with them, the person's assignments go, an application in screening never ends up with
 * neither a reviewer nor a rating, and applications they were in charge of pass to the company's
 * default person in charge. Runs in the deletion's transaction, before the account row goes.
 */

/** The company's default person in charge and reviewer, if active and not the departing account. */
async function successors(tx: Tx, companyId: string, accountId: string) {
  const [company] = await tx
    .select({
      personInChargeId: companies.defaultPersonInChargeId,
      reviewerId: companies.defaultReviewerId,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const wanted = [company?.personInChargeId, company?.reviewerId].filter(
    (id): id is string => Boolean(id) && id !== accountId,
  );
  const active = await activeAccounts(tx, companyId, wanted);
  return {
    personInChargeId:
      active.find((account) => account.id === company?.personInChargeId && account.role !== 'reviewer_user')
        ?.id ?? null,
    reviewerId: active.find((account) => account.id === company?.reviewerId)?.id ?? null,
  };
}

/**
 * Prepares the company's applications for the deletion of `accountId`. Refuses with
 * application_last_reviewer (naming how many and which) when the account is the only reviewer of
 * applications in screening that nobody has rated yet and the company has no active default
 * reviewer to take them over.
 */
export async function releaseDepartingAccount(
  tx: Tx,
  input: { companyId: string; accountId: string },
): Promise<void> {
  const { companyId, accountId } = input;
  const assigned = tx
    .select({ id: applicationReviewers.applicationId })
    .from(applicationReviewers)
    .where(eq(applicationReviewers.reviewerId, accountId));
  // the same lock every change to an application takes, so no action sees half of this
  const touched = await tx
    .select({
      id: applications.id,
      status: applications.status,
      sequenceNumber: applications.sequenceNumber,
      personInChargeId: applications.personInChargeId,
    })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        or(eq(applications.personInChargeId, accountId), inArray(applications.id, assigned)),
      ),
    )
    .orderBy(applications.id)
    .for('update');
  if (touched.length === 0) return;
  const ids = touched.map((row) => row.id);

  const screening = touched.filter((row) => row.status === 'screening').map((row) => row.id);
  const others = screening.length
    ? await tx
        .select({ id: applicationReviewers.applicationId })
        .from(applicationReviewers)
        .where(
          and(
            inArray(applicationReviewers.applicationId, screening),
            eq(applicationReviewers.kind, 'screening'),
            sql`${applicationReviewers.reviewerId} <> ${accountId}`,
          ),
        )
    : [];
  const rated = screening.length
    ? await tx
        .select({ id: applicationReviews.applicationId })
        .from(applicationReviews)
        .where(inArray(applicationReviews.applicationId, screening))
    : [];
  const covered = new Set([...others, ...rated].map((row) => row.id));
  // in screening with this account as its only reviewer and no rating in: nobody would be left to rate
  const orphans = touched.filter((row) => row.status === 'screening' && !covered.has(row.id));

  const next = await successors(tx, companyId, accountId);
  if (orphans.length > 0 && !next.reviewerId)
    throw new AppError('application_last_reviewer', {
      count: orphans.length,
      applicationNumbers: orphans.map((row) => row.sequenceNumber),
    });

  // the ratings keep the name the team last saw them under; the account's id goes with the account
  const [account] = await tx
    .select({ firstName: employerUsers.firstName, lastName: employerUsers.lastName })
    .from(employerUsers)
    .where(eq(employerUsers.id, accountId));
  if (account) {
    const reviewerName = `${account.firstName} ${account.lastName}`.trim();
    await tx
      .update(applicationReviews)
      .set({ reviewerName })
      .where(eq(applicationReviews.reviewerId, accountId));
    await tx
      .update(applicationAudioReviews)
      .set({ reviewerName })
      .where(eq(applicationAudioReviews.reviewerId, accountId));
  }

  await tx.delete(applicationReviewers).where(eq(applicationReviewers.reviewerId, accountId));
  if (orphans.length > 0 && next.reviewerId) {
    const reviewerId = next.reviewerId;
    // no one is on both lists (the assignment refuses it): taking over the screening ends their audio review
    await tx.delete(applicationReviewers).where(
      and(
        inArray(
          applicationReviewers.applicationId,
          orphans.map((row) => row.id),
        ),
        eq(applicationReviewers.reviewerId, reviewerId),
        eq(applicationReviewers.kind, 'audio'),
      ),
    );
    await tx
      .insert(applicationReviewers)
      .values(
        orphans.map((row) => ({
          applicationId: row.id,
          reviewerId,
          kind: 'screening' as const,
          position: 0,
        })),
      )
      .onConflictDoNothing();
  }
  await tx
    .update(applications)
    .set({ personInChargeId: next.personInChargeId })
    .where(and(inArray(applications.id, ids), eq(applications.personInChargeId, accountId)));
  // every open page of these applications is stale now
  await tx
    .update(applications)
    .set({ version: sql`${applications.version} + 1`, updatedAt: new Date() })
    .where(inArray(applications.id, ids));
}
