import { api } from './http/context';
import { healthRoutes } from './modules/health/health.routes';

/** Every module's handlers, shaped like the contract. */
export const router = api.router({
  health: healthRoutes,
});
