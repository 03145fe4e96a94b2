import { api, serviceDeps } from '../../http/context';
import { asCandidate } from '../../http/guards';
import { vacuumErasedSoon } from '../../jobs';
import { listCandidateApplications, listWithdrawnApplications } from './candidate-application-lists';
import {
  getCandidateApplication,
  saveScreeningAnswers,
  startApplication,
  submitApplication,
  withdrawApplication,
} from './candidate-applications.service';

export const candidateApplicationsRoutes = api.candidateApplications.router({
  start: api.candidateApplications.start.handler(async ({ input, context }) =>
    startApplication(serviceDeps(context), await asCandidate(context), input.jobId),
  ),
  list: api.candidateApplications.list.handler(async ({ input, context }) =>
    listCandidateApplications(serviceDeps(context), await asCandidate(context), input),
  ),
  withdrawn: api.candidateApplications.withdrawn.handler(async ({ input, context }) =>
    listWithdrawnApplications(context.database.db, await asCandidate(context), input),
  ),
  get: api.candidateApplications.get.handler(async ({ input, context }) =>
    getCandidateApplication(serviceDeps(context), await asCandidate(context), input.applicationId),
  ),
  saveAnswers: api.candidateApplications.saveAnswers.handler(async ({ input, context }) =>
    saveScreeningAnswers(
      serviceDeps(context),
      await asCandidate(context),
      input.applicationId,
      input.answers,
    ),
  ),
  submit: api.candidateApplications.submit.handler(async ({ input, context }) =>
    submitApplication(serviceDeps(context), await asCandidate(context), input.applicationId),
  ),
  withdraw: api.candidateApplications.withdraw.handler(async ({ input, context }) => {
    const { applicationId, ...withdrawal } = input;
    const withdrawn = await withdrawApplication(
      { ...serviceDeps(context), mail: context.mail },
      await asCandidate(context),
      applicationId,
      withdrawal,
    );
    // the erasure asked for its tables to be rewritten (at once when embedded, else tonight)
    await vacuumErasedSoon(context);
    return withdrawn;
  }),
});
