import { EMPLOYER_ACCESS } from '@veil/domain';
import { api } from '../../http/context';
import { asEmployer } from '../../http/guards';
import {
  createEmployerJob,
  getEmployerJob,
  listEmployerJobs,
  regenerateShareCode,
  removeEmployerJob,
  takeJobAction,
  updateEmployerJob,
} from './employer-jobs.service';
import type { JobApplications } from './job-applications';

/** Power and regular users work on their company's jobs; reviewers get forbidden_to_access_data. */
const JOB_EDITORS = EMPLOYER_ACCESS.jobs;

export function createEmployerJobsRoutes(applications: JobApplications) {
  return api.employerJobs.router({
    list: api.employerJobs.list.handler(async ({ input, context }) =>
      listEmployerJobs(context.database.db, applications, await asEmployer(context, JOB_EDITORS), input),
    ),
    create: api.employerJobs.create.handler(async ({ input, context }) =>
      createEmployerJob(context.database.db, applications, await asEmployer(context, JOB_EDITORS), input),
    ),
    get: api.employerJobs.get.handler(async ({ input, context }) =>
      getEmployerJob(context.database.db, applications, await asEmployer(context, JOB_EDITORS), input.jobId),
    ),
    update: api.employerJobs.update.handler(async ({ input, context }) => {
      const employer = await asEmployer(context, JOB_EDITORS);
      const { jobId, ...section } = input;
      return updateEmployerJob(context.database.db, applications, employer, jobId, section);
    }),
    publish: api.employerJobs.publish.handler(async ({ input, context }) =>
      takeJobAction(
        context.database.db,
        { applications, jobs: context.jobs },
        await asEmployer(context, JOB_EDITORS),
        input.jobId,
        'publish',
      ),
    ),
    close: api.employerJobs.close.handler(async ({ input, context }) =>
      takeJobAction(
        context.database.db,
        { applications, jobs: context.jobs },
        await asEmployer(context, JOB_EDITORS),
        input.jobId,
        'close',
      ),
    ),
    regenerateShareCode: api.employerJobs.regenerateShareCode.handler(async ({ input, context }) =>
      regenerateShareCode(
        context.database.db,
        applications,
        await asEmployer(context, JOB_EDITORS),
        input.jobId,
      ),
    ),
    remove: api.employerJobs.remove.handler(async ({ input, context }) =>
      removeEmployerJob(
        context.database.db,
        applications,
        await asEmployer(context, JOB_EDITORS),
        input.jobId,
      ),
    ),
  });
}
