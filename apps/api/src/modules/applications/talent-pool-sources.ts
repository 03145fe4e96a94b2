import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { jobPosts } from '../jobs/jobs.schema';
import { applications, withdrawnApplications } from './applications.schema';

/*
 * What the talent pool (modules/talent-pool) may know of the application a consent is given on: the
 * company and the job's title, nothing else. Only a rejected application of the candidate, or one
 * they withdrew (its line in their withdrawn list, the application itself being erased), qualifies.
 */

/** The company and job title of the candidate's rejected or withdrawn application. */
export async function talentPoolSourceOf(
  db: DbOrTx,
  candidateId: string,
  applicationId: string,
): Promise<{ companyId: string; jobTitle: string }> {
  const [application] = await db
    .select({ status: applications.status, companyId: applications.companyId, jobTitle: jobPosts.jobTitle })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(applications.candidateId, candidateId)));
  if (application) {
    if (application.status !== 'rejected') throw new AppError('application_status_conflict');
    return { companyId: application.companyId, jobTitle: application.jobTitle };
  }
  const [withdrawn] = await db
    .select({ companyId: jobPosts.companyId, jobTitle: withdrawnApplications.jobTitle })
    .from(withdrawnApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, withdrawnApplications.jobId))
    .where(
      and(eq(withdrawnApplications.id, applicationId), eq(withdrawnApplications.candidateId, candidateId)),
    );
  if (!withdrawn) throw new AppError('application_not_found');
  return withdrawn;
}
