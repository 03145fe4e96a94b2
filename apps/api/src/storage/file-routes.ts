import type { ErrorCode } from '@veil/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';
import { DISK_FILES_PATH, type DiskStorage, UploadTooLargeError } from './disk-storage';
import { contentDisposition } from './storage';

// a wildcard, not `:token`: route parameters are capped at 100 characters, tokens are longer
type TokenParams = { '*': string };

/** What the owner of the upload keys decides about a PUT beyond its signed grant. */
export type FileRouteOptions = {
  /**
   * Whether `key` may still receive a file: asked before the body is read and again once it is
   * stored (what arrived after the upload was finished is deleted). Without it, every valid grant may.
   */
  acceptsUpload?: (key: string) => Promise<boolean>;
};

/**
 * The disk driver's stand-ins for S3's presigned URLs: `PUT /api/files/upload/{token}` stores one
 * file, `GET /api/files/{token}` serves one. The token is the whole permission, so these raw routes
 * sit outside the JSON API (and its OpenAPI document) and read no session.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  storage: DiskStorage,
  options: FileRouteOptions = {},
) {
  const accepts = options.acceptsUpload ?? (async () => true);
  await app.register(async (scope) => {
    // the body is the file itself: hand the request stream over unread, whatever its type
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    scope.put<{ Params: TokenParams }>(`${DISK_FILES_PATH}/upload/*`, async (request, reply) => {
      const grant = storage.signer.verify(request.params['*'], 'put');
      if (!grant) return fail(request, reply, 'forbidden_to_access_data');
      if (mediaType(request.headers['content-type']) !== mediaType(grant.contentType))
        return fail(request, reply, 'forbidden_to_access_data');
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > grant.maxBytes)
        return fail(request, reply, 'file_too_large', true);
      // a link stays valid for its time, but its upload may be finished (or given up) before that
      if (!(await accepts(grant.key))) return fail(request, reply, 'upload_expired', true);
      try {
        await storage.write(grant.key, request.raw, {
          contentType: grant.contentType,
          maxBytes: grant.maxBytes,
        });
      } catch (error) {
        if (error instanceof UploadTooLargeError) return fail(request, reply, 'file_too_large', true);
        throw error;
      }
      // finished while this body was streaming: what arrived is nobody's file
      if (!(await accepts(grant.key))) {
        await storage.delete(grant.key);
        return fail(request, reply, 'upload_expired');
      }
      return reply.status(200).send();
    });

    scope.get<{ Params: TokenParams }>(`${DISK_FILES_PATH}/*`, async (request, reply) => {
      const grant = storage.signer.verify(request.params['*'], 'get');
      if (!grant) return fail(request, reply, 'forbidden_to_access_data');
      const object = await storage.head(grant.key);
      if (!object) return fail(request, reply, 'file_not_found');
      const range = parseRange(request.headers.range, object.size);
      const stream = await storage.get(grant.key, range ?? undefined);
      if (!stream) return fail(request, reply, 'file_not_found');
      const secondsLeft = Math.max(0, grant.exp - Math.floor(Date.now() / 1000));
      reply
        .header('content-type', object.contentType)
        .header('content-disposition', contentDisposition(grant.fileName))
        .header('accept-ranges', 'bytes')
        .header('cache-control', `private, max-age=${secondsLeft}`)
        // a stored file is data, never a page of ours: no scripts, no forms, no same-origin access
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (range) {
        const end = range.end ?? object.size - 1;
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${end}/${object.size}`)
          .header('content-length', end - range.start + 1);
      } else {
        reply.status(200).header('content-length', object.size);
      }
      return reply.send(stream);
    });
  });
}

function fail(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, closeConnection = false) {
  const error = new AppError(code);
  // the client may still be sending a body we refuse to read
  if (closeConnection) reply.header('connection', 'close');
  return reply
    .status(error.status)
    .send(errorBody(error, localeFromHeader(request.headers['accept-language'])));
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** One `bytes=start-end` range inside the file (what video players ask for); anything else: the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || size === 0) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) return null;
  return { start, end };
}
