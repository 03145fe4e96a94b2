import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { JobApplications } from '../jobs/job-applications';
import { applications } from './applications.schema';
import { eraseApplicationsOfJob } from './deletion-logs.service';

/** The applications of job posts, as the job routes count and erase them. */
export const jobApplications: JobApplications = {
  async counts(db, jobIds) {
    const result = new Map(jobIds.map((id) => [id, 0]));
    if (jobIds.length === 0) return result;
    const rows = await db
      .select({ jobId: applications.jobId, n: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(inArray(applications.jobId, [...jobIds]), isNotNull(applications.sequenceNumber)))
      .groupBy(applications.jobId);
    for (const row of rows) result.set(row.jobId, row.n);
    return result;
  },
  eraseOfJob: eraseApplicationsOfJob,
};
