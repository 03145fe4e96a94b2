import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';

/** The deepest JSON body the API reads; real requests nest three or four levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Paths below /api that take a body other than JSON: the disk driver's raw file uploads, and the
 * Google callback (an OpenID provider may post its answer as a form).
 */
const RAW_BODY_PATHS = [/^\/api\/files\//, /^\/api\/auth\/[^/]+\/callback\//];

/**
 * What the API refuses before any handler runs, so that bad input never reaches the database or
 * better-auth (where it used to end as a 500): bodies other than JSON (415), JSON nested deeper than
 * MAX_JSON_DEPTH, and U+0000 in any string of the body, the query or the path (PostgreSQL cannot
 * store it). Each answer is the house `{ code, message }` in the caller's language. And no answer
 * of the API is cached.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // every API answer may carry personal data or name a session: no browser, proxy or CDN keeps one.
  // The disk driver's file downloads keep their short private caching: their signed link is the
  // whole permission, and video players ask for the same file in ranges.
  app.addHook('onSend', async (request, reply, payload) => {
    const isFileDownload = request.method === 'GET' && request.url.startsWith('/api/files/');
    if (request.url.startsWith('/api/') && !isFileDownload) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.addHook('onRequest', async (request, reply) => {
    const mark = request.url.indexOf('?');
    const pathname = mark < 0 ? request.url : request.url.slice(0, mark);
    const query = mark < 0 ? '' : request.url.slice(mark + 1);
    if (!pathname.startsWith('/api/')) return;
    if (/%00/i.test(pathname)) return refuse(request, reply, new AppError('invalid_path_parameters'));
    if (/%00/i.test(query)) return refuse(request, reply, new AppError('invalid_query_parameters'));
    if (!hasBody(request) || RAW_BODY_PATHS.some((raw) => raw.test(pathname))) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type && type !== 'application/json') {
      // the client may still be sending the body we will not read
      reply.header('connection', 'close');
      return refuse(request, reply, new AppError('unsupported_content_type'));
    }
  });
}

function hasBody(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
}

function refuse(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply
    .status(error.status)
    .send(errorBody(error, localeFromHeader(request.headers['accept-language'])));
}

/**
 * JSON.parse with the limits of the API: nesting checked on the text first (a deep body costs one
 * linear scan, not a deep recursion), then every string and key checked for U+0000; `__proto__`
 * keys are refused as Fastify's own parser does.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new AppError('invalid_request_body', { maxDepth: MAX_JSON_DEPTH });
  let value: unknown;
  try {
    value = JSON.parse(text, (key, inner) => {
      if (key === '__proto__') throw new AppError('invalid_request_body');
      return inner;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_request_body');
  }
  if (containsNul(value)) throw new AppError('invalid_request_body');
  return value;
}

/** The deepest nesting of brackets in a JSON text, outside its strings. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92)
        i += 1; // backslash: skip the escaped character
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 || char === 91) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > MAX_JSON_DEPTH) return deepest;
    } else if (char === 125 || char === 93) depth -= 1;
  }
  return deepest;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  }
  return false;
}
