import { and, eq } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { lockApplication } from './application-records';
import { applications } from './applications.schema';

/**
 * The candidate's own application, locked for a change or read as it is; application_not_found
 * for anyone else's, so that an application's existence stays hidden.
 */
export async function findOwn(
  db: DbOrTx,
  candidate: CandidatePrincipal,
  applicationId: string,
  lock: boolean,
) {
  const row = lock
    ? await lockApplication(db, { id: applicationId, candidateId: candidate.userId })
    : (
        await db
          .select()
          .from(applications)
          .where(and(eq(applications.id, applicationId), eq(applications.candidateId, candidate.userId)))
      )[0];
  if (!row) throw new AppError('application_not_found');
  return row;
}
