import type { EmployerPrincipal } from '../../auth/session';
import type { DbOrTx } from '../../db/client';

/**
 * What job posts need of their applications: how many each job has, and erasing them when a job is
 * deleted. Applications depend on job posts, not the other way round, so the router hands the
 * applications module's implementation to the job routes (docs/decisions/005-module-boundaries.md).
 */
export type JobApplications = {
  /** sent applications per job */
  counts(db: DbOrTx, jobIds: readonly string[]): Promise<Map<string, number>>;
  /** erases every application of a job about to be deleted (job row locked), with deletion logs */
  eraseOfJob(tx: DbOrTx, employer: EmployerPrincipal, jobId: string): Promise<number>;
};
