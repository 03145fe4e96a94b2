import { ROLES } from '@veil/domain';
import { api, serviceDeps } from '../../http/context';
import { asEmployer } from '../../http/guards';
import { employerDashboard } from './employer-dashboard';

/** The employer's dashboard: what waits for them, missing ratings, interviews, due dates. */
export const employerDashboardRoutes = api.employerDashboard.router({
  get: api.employerDashboard.get.handler(async ({ context }) =>
    employerDashboard(serviceDeps(context), await asEmployer(context, ROLES)),
  ),
});
