import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { AppConfig } from '../env';
import { registerProcessRole } from '../http/process-role';
import { startErrorReporting } from './error-reporting';
import { registerMetrics } from './metrics';

export { errorReportingOrigins, flushErrorReports, scrubEvent } from './error-reporting';
export { observedLogging } from './logging';

/**
 * What an operator sees of a running process (docs/operations.md): error reporting when configured,
 * Prometheus metrics at /metrics, and what its ROLE serves. Call before the routes are registered.
 */
export function registerObservability(app: FastifyInstance, deps: { config: AppConfig; database: Database }) {
  startErrorReporting(deps.config);
  registerProcessRole(app, deps.config.role);
  registerMetrics(app, deps);
}
