import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';

/** The catalogue error for one Fastify raises before a handler runs (bad JSON, body too large, …). */
function appErrorOf(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 413) return new AppError('request_too_large');
  if (status === 415) return new AppError('unsupported_content_type');
  if (status === 431) return new AppError('request_header_too_large');
  if (error.code === 'FST_ERR_BAD_URL') return new AppError('invalid_path_parameters');
  if (status >= 400 && status < 500) return new AppError('invalid_request_body');
  return new AppError('unhandled_error');
}

/** Errors Fastify raises before a handler runs (bad JSON, body too large) get the house `{ code, message }` shape. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = appErrorOf(error);
    if (appError.code === 'unhandled_error') request.log.error({ err: error }, 'request failed');
    return reply
      .status(appError.status)
      .send(errorBody(appError, localeFromHeader(request.headers['accept-language'])));
  });
}

/**
 * Fastify's `frameworkErrors` option: a URL whose encoding is broken (`/api/x/%E0%A4%A`) is answered
 * before any route runs, in the house shape too.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = appErrorOf(error);
  return reply
    .status(appError.status)
    .send(errorBody(appError, localeFromHeader(request.headers['accept-language'])));
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses (headers too large, a broken
 * request line) never reaches Fastify, so the answer is written to the socket here, in the house
 * shape. Its language is the default one: the headers that would tell it were not readable.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const appError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('request_header_too_large')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? null
        : new AppError('invalid_request_body');
  if (!appError) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify(errorBody(appError, 'de'));
  const reason = appError.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${appError.status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
