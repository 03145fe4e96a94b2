import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';

/** Errors Fastify raises before a handler runs (bad JSON, body too large) get the house `{ code, message }` shape. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const appError =
      status === 413
        ? new AppError('file_too_large')
        : status >= 400 && status < 500
          ? new AppError('invalid_request_body')
          : new AppError('unhandled_error');
    if (appError.code === 'unhandled_error') request.log.error({ err: error }, 'request failed');
    return reply
      .status(appError.status)
      .send(errorBody(appError, localeFromHeader(request.headers['accept-language'])));
  });
}
