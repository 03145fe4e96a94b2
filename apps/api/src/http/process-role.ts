import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../env';
import { AppError } from '../errors/app-error';

/** What a worker process (ROLE=worker) answers: its health, for the orchestrator, and its metrics. */
const WORKER_PATHS = new Set(['/api/health', '/metrics']);

/**
 * A worker process builds the whole app (its jobs need the mailer, storage and sign-in pools) but
 * serves only its health and metrics: users reach the API processes, never a worker.
 */
export function registerProcessRole(app: FastifyInstance, role: AppConfig['role']) {
  if (role !== 'worker') return;
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!WORKER_PATHS.has(path)) throw new AppError('route_not_found');
  });
}
