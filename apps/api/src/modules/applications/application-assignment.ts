import { type ApplicationAssignment, checkOperation } from '@veil/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { refreshRatings } from './application-ratings';
import { activeAccounts } from './application-records';
import { applicationReviewers, applicationReviews, applications } from './applications.schema';
import { allow, change } from './employer-application-change';

/*
 * Who works on an application (spec section 4): its person in charge, its screening reviewers and
 * its audio reviewers.
 */

type Employer = EmployerPrincipal;

/**
 * Sets who works on the application: the person in charge (a power or regular user), the screening
 * reviewers (at most nine, in order) and the audio reviewers: active accounts of the company, or
 * deactivated ones that are on it already (they keep their place until someone replaces them). A
 * removed reviewer's ratings go with them; a former member's ratings stay (there is nobody to remove).
 */
export function assignApplication(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
  input: ApplicationAssignment,
) {
  return change(db, employer, applicationId, async (tx, row, assignment, capacities) => {
    allow(checkOperation('assign', row.status, capacities));
    // a deactivated account keeps the places it holds (decision 010); new places need an active one
    const keeps = (id: string) =>
      (id !== input.personInChargeId || id === row.personInChargeId) &&
      (!input.reviewerIds.includes(id) || assignment.reviewerIds.includes(id)) &&
      (!input.audioReviewerIds.includes(id) || assignment.audioReviewerIds.includes(id));
    const ids = [
      ...new Set([
        ...(input.personInChargeId ? [input.personInChargeId] : []),
        ...input.reviewerIds,
        ...input.audioReviewerIds,
      ]),
    ];
    const accounts = await activeAccounts(tx, row.companyId, ids);
    const found = new Map(accounts.map((account) => [account.id, account]));
    const missing = ids.filter((id) => !found.has(id) && !keeps(id));
    if (missing.length) throw new AppError('application_assignee_invalid', { accountIds: missing });
    if (input.personInChargeId && found.get(input.personInChargeId)?.role === 'reviewer_user')
      throw new AppError('application_assignee_invalid', { accountIds: [input.personInChargeId] });
    // the audio reviewers are additional ones (spec section 4): a person on both lists was shown by
    // account id on the card, whose lists offer a person only for one of them (issue 36)
    if (input.audioReviewerIds.some((id) => input.reviewerIds.includes(id)))
      throw new AppError('invalid_request_body', {
        issues: [{ path: ['audioReviewerIds'], message: 'validation.reviewers.audioOverlap' }],
      });
    if (row.status !== 'applied' && input.reviewerIds.length === 0)
      throw new AppError('invalid_request_body', {
        issues: [{ path: ['reviewerIds'], message: 'validation.reviewers.min' }],
      });
    await tx.delete(applicationReviewers).where(eq(applicationReviewers.applicationId, row.id));
    const entries = [
      ...input.reviewerIds.map((reviewerId, position) => ({
        reviewerId,
        kind: 'screening' as const,
        position,
      })),
      ...input.audioReviewerIds.map((reviewerId, position) => ({
        reviewerId,
        kind: 'audio' as const,
        position,
      })),
    ];
    if (entries.length)
      await tx
        .insert(applicationReviewers)
        .values(entries.map((entry) => ({ ...entry, applicationId: row.id })));
    await tx.delete(applicationReviews).where(
      and(
        eq(applicationReviews.applicationId, row.id),
        isNotNull(applicationReviews.reviewerId),
        input.reviewerIds.length
          ? sql`${applicationReviews.reviewerId} not in (${sql.join(
              input.reviewerIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
    await tx
      .update(applications)
      .set({ personInChargeId: input.personInChargeId })
      .where(eq(applications.id, row.id));
    await refreshRatings(tx, row.id);
  });
}
