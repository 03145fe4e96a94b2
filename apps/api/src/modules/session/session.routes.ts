import { requirePrincipal } from '../../auth/session';
import { api } from '../../http/context';
import { activateAccount, checkActivation } from './activation.service';
import { completeCandidateOnboarding, getAdminMe, getCandidateMe, getEmployerMe } from './me.service';

export const sessionRoutes = api.session.router({
  checkActivation: api.session.checkActivation.handler(({ input, context }) =>
    checkActivation(context.database.db, input.pool, input.token),
  ),
  activateEmployer: api.session.activateEmployer.handler(({ input, context }) =>
    activateAccount(context.database.db, 'employer', input),
  ),
  activateAdmin: api.session.activateAdmin.handler(({ input, context }) =>
    activateAccount(context.database.db, 'admin', input),
  ),
  candidateMe: api.session.candidateMe.handler(async ({ context }) => {
    const principal = await requirePrincipal(context.session, 'candidate');
    return getCandidateMe(context.database.db, principal);
  }),
  completeCandidateOnboarding: api.session.completeCandidateOnboarding.handler(async ({ context }) => {
    const principal = await requirePrincipal(context.session, 'candidate');
    return completeCandidateOnboarding(context.database.db, principal);
  }),
  employerMe: api.session.employerMe.handler(async ({ context }) => {
    const principal = await requirePrincipal(context.session, 'employer');
    return getEmployerMe({ db: context.database.db, storage: context.storage }, principal);
  }),
  adminMe: api.session.adminMe.handler(async ({ context }) => {
    const principal = await requirePrincipal(context.session, 'admin');
    return getAdminMe(context.database.db, principal);
  }),
});
