import { api, serviceDeps } from '../../http/context';
import { asCandidate } from '../../http/guards';
import {
  getCandidateJob,
  getSharedJob,
  listSavedJobs,
  saveJob,
  searchJobs,
  unsaveJob,
} from './candidate-jobs.service';

export const candidateJobsRoutes = api.candidateJobs.router({
  search: api.candidateJobs.search.handler(async ({ input, context }) => {
    const candidate = await asCandidate(context);
    return searchJobs(serviceDeps(context), { candidateId: candidate.userId, query: input });
  }),
  listSaved: api.candidateJobs.listSaved.handler(async ({ input, context }) => {
    const candidate = await asCandidate(context);
    return listSavedJobs(serviceDeps(context), { candidateId: candidate.userId, query: input });
  }),
  get: api.candidateJobs.get.handler(async ({ input, context }) => {
    const candidate = await asCandidate(context);
    return getCandidateJob(serviceDeps(context), { jobId: input.jobId, candidateId: candidate.userId });
  }),
  save: api.candidateJobs.save.handler(async ({ input, context }) => {
    const candidate = await asCandidate(context);
    return saveJob(context.database.db, { candidateId: candidate.userId, jobId: input.jobId });
  }),
  unsave: api.candidateJobs.unsave.handler(async ({ input, context }) => {
    const candidate = await asCandidate(context);
    return unsaveJob(context.database.db, { candidateId: candidate.userId, jobId: input.jobId });
  }),
  // open to everybody (a signed-out visitor of a shared link); a signed-in candidate sees isSaved
  getShared: api.candidateJobs.getShared.handler(async ({ input, context }) => {
    const signedIn = await context.session('candidate');
    const candidateId = signedIn && !signedIn.block ? signedIn.principal.userId : null;
    return getSharedJob(serviceDeps(context), { shareCode: input.shareCode, candidateId });
  }),
});
