import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/**
 * Serves the built web app: hashed assets with a long cache, and index.html (with the runtime
 * configuration injected) for every other GET that is not an API call, so client routes deep-link.
 * Anything else that matches no route gets the JSON `route_not_found` error.
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
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      // source maps would hand out the original source; the build makes none, and none is served
      allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.map'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build -w @veil/web` (npm start does this).');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };
  // the dist folder itself is no page: '/' gets the app shell like every other client route
  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/dev/') &&
      !pathname.startsWith('/assets/') &&
      !pathname.toLowerCase().endsWith('.map');
    if (!isPage) {
      const error = new AppError('route_not_found');
      return reply
        .status(error.status)
        .send(errorBody(error, localeFromHeader(request.headers['accept-language'])));
    }
    return sendIndex(reply);
  });
}
