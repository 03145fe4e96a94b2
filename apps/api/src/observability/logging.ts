import type { FastifyRequest } from 'fastify';
import { errorReportingHooks } from './error-reporting';

/**
 * A request as its log lines show it: Fastify's default fields, with the query string left out
 * (a link or a form may carry an address or a code there). The path stays: routes hold ids only.
 */
function requestForLog(request: FastifyRequest) {
  const [path, query] = request.url.split('?', 2);
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?…`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app logger's options beside level, redaction and stream (app.ts): privacy and error reporting. */
export const observedLogging = {
  serializers: { req: requestForLog },
  hooks: errorReportingHooks,
};
