import { type ApplicationCapacity, employerCapacities } from '@veil/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type ApplicationRow, type Assignment, lockApplication } from './application-records';
import { applications } from './applications.schema';

/*
 * Who of the company may open a sent application, and finding it: what reading an application and
 * changing it both start with.
 */

type Employer = EmployerPrincipal;

/** The viewer's capacities on a sent application of their company; none means they may not open it. */
export function capacitiesOn(
  employer: Employer,
  row: ApplicationRow,
  assignment: Assignment,
): ApplicationCapacity[] {
  if (row.companyId !== employer.companyId || row.sequenceNumber === null) return [];
  return employerCapacities(employer, {
    personInChargeId: row.personInChargeId,
    reviewerIds: assignment.reviewerIds,
    audioReviewerIds: assignment.audioReviewerIds,
  });
}

/** Refuses a viewer without any capacity on the application. */
export function refuse(capacities: readonly ApplicationCapacity[]) {
  // a reviewer of the company who is not on it: the spec's "no permission to view the application"
  if (capacities.length === 0) throw new AppError('forbidden_to_access_data', { scope: 'application' });
}

/** Finds a sent application of the employer's company (not found for anything else). */
export async function findSent(db: DbOrTx, employer: Employer, applicationId: string, lock: boolean) {
  if (lock) {
    const row = await lockApplication(db, { id: applicationId, companyId: employer.companyId });
    if (row.sequenceNumber === null) throw new AppError('application_not_found');
    return row;
  }
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.companyId, employer.companyId),
        isNotNull(applications.sequenceNumber),
      ),
    );
  if (!row) throw new AppError('application_not_found');
  return row;
}
