import { api, serviceDeps } from '../../http/context';
import { asCandidate } from '../../http/guards';
import { candidateDashboard } from './candidate-dashboard';

/** The candidate's dashboard: greeting, reminders, analytics. */
export const candidateDashboardRoutes = api.candidateDashboard.router({
  get: api.candidateDashboard.get.handler(async ({ context }) =>
    candidateDashboard(serviceDeps(context), await asCandidate(context)),
  ),
});
