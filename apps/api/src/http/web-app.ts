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
import {
  isPrerenderedPath,
  prerenderedPageFor,
  readPrerenderedPages,
  withPrerenderedPage,
  withScriptsAfterPaint,
} from './prerendered-pages';

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
    /** the browser's error reporting (apps/web/src/observability): a DSN is public by design */
    errorReporting: config.errorReporting,
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

/** Per area, the chunks its pages fetch after the entry, and apart those of its login page. */
export type FirstLoadHints = Record<string, { page: string[]; login: string[] }>;

const AREA_PAGE = /^\/(candidate|employer|admin)(\/login\/?)?(?:\/|$)/;

/**
 * `<link>` tags that let the browser fetch a page's chunks together with the entry, instead of one
 * round trip after another (entry, then area, then page): scripts as module preloads, styles as
 * preloads (not render-blocking). The area is the path's first segment; `/` gets none.
 */
export function preloadTags(hints: FirstLoadHints, pathname: string): string {
  const match = AREA_PAGE.exec(pathname);
  const area = match?.[1] ? hints[match[1]] : undefined;
  if (!area) return '';
  const files = match?.[2] ? [...area.page, ...area.login] : area.page;
  return files
    .filter((file) => /^assets\/[\w.-]+\.(js|css)$/.test(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('');
}

function readHints(dist: string): FirstLoadHints {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite', 'first-load.json'), 'utf8')) as FirstLoadHints;
  } catch {
    return {};
  }
}

type EncodedPage = { plain: string; br: Buffer; gzip: Buffer };

function encodePage(html: string): EncodedPage {
  return {
    plain: html,
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html (with the runtime
 * configuration injected) for every other GET that is not an API call, so client routes deep-link.
 * Assets go out as the brotli or gzip files the build wrote beside them (`.br`, `.gz`) when the
 * client accepts one; the page shell, with the preloads of its area's first load, is compressed once
 * per variant (area, login or not) and kept. Anything else that matches no route gets the JSON
 * `route_not_found` error.
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
  const hints = readHints(dist);
  const prerendered = readPrerenderedPages(dist);
  const pages = new Map<string, EncodedPage>();
  const pageFor = (html: string, request: FastifyRequest): EncodedPage => {
    const [pathname = '/', query] = request.url.split('?');
    const ready = prerenderedPageFor(
      prerendered,
      { pathname, search: query, hostname: request.hostname, cookie: request.headers.cookie },
      { areaHosts: config.areaHosts, googleSignIn: config.googleOidc !== null },
    );
    // A prerendered page at its address works without the app, which comes on its first use: no
    // preloads then; so does the login a page that needs a session gets, which becomes the address.
    // Elsewhere the app starts at once, and the preloads are those of the page shown (a sign-in
    // page with a query, such as the login's `?error=google`, until the app takes over).
    const live = ready !== null && (query === undefined || ready.forProtectedPage === true);
    const tags = live ? '' : preloadTags(hints, ready?.path ?? pathname);
    const key = ready
      ? `${tags}|${ready.path}|${ready.locale}|${ready.googleSignIn}|${ready.forProtectedPage === true}`
      : tags;
    let page = pages.get(key);
    if (!page) {
      // a prerendered page's stylesheets first: they hold up its first paint, the preloads do not
      const shell = ready ? withPrerenderedPage(html, ready) : html;
      const withTags = tags ? shell.replace('</head>', `${tags}</head>`) : shell;
      page = encodePage(ready ? withScriptsAfterPaint(withTags) : withTags);
      pages.set(key, page);
    }
    return page;
  };
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      // source maps would hand out the original source; the build makes none, and none is served
      allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.map'),
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
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build -w @veil/web` (npm start does this).');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    reply
      .header('cache-control', 'no-cache')
      // a prerendered page comes in the language the browser's cookie names
      .header('vary', isPrerenderedPath(pathname) ? 'accept-encoding, cookie' : 'accept-encoding')
      .type('text/html; charset=utf-8');
    const page = pageFor(indexHtml, request);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.plain);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  };
  // the dist folder itself is no page: '/' gets the app shell like every other client route
  app.get('/', (request, reply) => sendIndex(request, reply));

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
    // the /demo tour's page exists only with DEMO_AREA on; off, the app shows its not-found page
    if (!config.demoArea && /^\/demo\/?$/.test(pathname)) reply.status(404);
    return sendIndex(request, reply);
  });
}
