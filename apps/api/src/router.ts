import { api } from './http/context';
import { adminRoutes } from './modules/admins/admin.routes';
import { healthRoutes } from './modules/health/health.routes';
import { sessionRoutes } from './modules/session/session.routes';

/** Every module's handlers, shaped like the contract. */
export const router = api.router({
  health: healthRoutes,
  session: sessionRoutes,
  admin: adminRoutes,
});
