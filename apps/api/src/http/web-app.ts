import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../env';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const CONFIG_PLACEHOLDER = '<!--veil-config-->';

/** What the browser app learns about its deployment; read by apps/web/src/lib/runtime-config.ts. */
export function runtimeConfig(config: AppConfig) {
  return {
    areaHosts: config.areaHosts,
    environment: config.environment,
    /** the candidate login shows "Sign in with Google" only when it is configured */
    googleSignIn: config.googleOidc !== null,
    /** shown as a link wherever a message says to contact support */
    supportEmail: config.supportEmail,
  };
}

/** The compressed form of the page shell the client accepts, if any (`br` first, then `gzip`). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name === '*' ? 'gzip' : name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html (with the runtime
 * configuration injected) for every other GET that is not an API call, so client routes deep-link.
 * Assets go out as the brotli or gzip files the build wrote beside them (`.br`, `.gz`) when the
 * client accepts one; the page shell is compressed once at start. Anything else that matches no
 * route gets the JSON `route_not_found` error.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const dist = config.webDistDir ? path.resolve(config.webDistDir) : DEFAULT_DIST;
  const indexFile = path.join(dist, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replace(
        CONFIG_PLACEHOLDER,
        `<script id="veil-config" type="application/json">${JSON.stringify(runtimeConfig(config)).replace(/</g, '\\u003c')}</script>`,
      )
    : null;
  const indexEncoded = indexHtml
    ? {
        br: brotliCompressSync(indexHtml, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(indexHtml, { level: 9 }),
      }
    : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      preCompressed: true,
      // dist/.vite holds the build manifest, which is for the budget check, not for browsers
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml || !indexEncoded) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build -w @veil/web` (npm start does this).');
    }
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(indexHtml);
    return reply.header('content-encoding', encoding).send(indexEncoded[encoding]);
  };
  // the dist folder itself is no page: '/' gets the app shell like every other client route
  app.get('/', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/dev/') &&
      !pathname.startsWith('/assets/');
    if (!isPage) {
      const error = new AppError('route_not_found');
      return reply
        .status(error.status)
        .send(errorBody(error, localeFromHeader(request.headers['accept-language'])));
    }
    return sendIndex(request, reply);
  });
}
