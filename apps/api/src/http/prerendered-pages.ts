import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type AreaHosts, areaForHost } from '@veil/domain/areas';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@veil/domain/i18n/locales';
import { decideRoute, signInPath } from '@veil/domain/sign-in-guard';
import { cookiePrefix } from '../auth/pools';
import { parseCookies } from '../auth/session';

/**
 * A page the web build rendered ahead of time (apps/web/build/prerender.ts writes them to
 * `dist/.vite/prerendered.json`): the public sign-in pages, per language and, where the page shows
 * it, with and without "Sign in with Google".
 */
export type PrerenderedPage = {
  path: string;
  locale: Locale;
  /** null: the page looks the same either way */
  googleSignIn: boolean | null;
  /** the page's stylesheets beyond the entry's, as `assets/…` paths */
  css: string[];
  html: string;
  /** the document title the page sets; the shell's otherwise */
  title?: string | null;
  /**
   * A login as the session guard shows it to a visitor it sent there from a page that needs a
   * session: with the note to sign in to continue. Absent (false) for every other page.
   */
  forProtectedPage?: boolean;
};

/** The build's prerendered pages; none when the web app was built without them. */
export function readPrerenderedPages(dist: string): PrerenderedPage[] {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dist, '.vite', 'prerendered.json'), 'utf8')) as {
      pages?: PrerenderedPage[];
    };
    return (parsed.pages ?? []).filter((page) => isLocale(page.locale));
  } catch {
    return [];
  }
}

/**
 * Whether the answer for a path may hold a prerendered page, and so depends on the cookies (the
 * language, a session): every page of an area, since a page that needs a session gets the login.
 */
export function isPrerenderedPath(pathname: string): boolean {
  return /^\/(candidate|employer|admin)(\/|$)/.test(pathname);
}

/**
 * The prerendered page a request gets: only for a browser without a session of the area (the pages
 * are rendered as a signed-out visitor sees them), only in the area its host opens (as the browser
 * app decides, `areaForHost`), in the language the browser shows (the `veil-locale` cookie the app
 * writes; German without one; the admin area is English), in the server's Google sign-in setting.
 * Which page is the session guard's decision (`decideRoute`, the browser app's own): a public page
 * gets itself; the area's plain address and landing page get the login; any other page needs a
 * session and gets the login with its note to sign in to continue (`forProtectedPage`), which the
 * app's first script makes the page's address while it remembers the page for after signing in
 * (apps/web/src/prerender/handoff.ts). So a visitor without a session downloads only the login's
 * first script, never the signed-in area's code.
 */
export function prerenderedPageFor(
  pages: PrerenderedPage[],
  request: { pathname: string; search?: string; hostname: string; cookie: string | undefined },
  settings: { areaHosts: AreaHosts; googleSignIn: boolean },
): PrerenderedPage | null {
  const area = areaForHost(request.hostname, settings.areaHosts);
  const cookies = parseCookies(request.cookie);
  const session = `${cookiePrefix(area)}.session_token`;
  if (cookies.has(session) || cookies.has(`__Secure-${session}`)) return null;
  const normalised = request.pathname.replace(/\/+$/, '');
  if (normalised !== `/${area}` && !normalised.startsWith(`/${area}/`)) return null;
  const search = request.search ? `?${request.search}` : '';
  let wanted = { path: normalised, forProtectedPage: false };
  // the area's own address without a query is where the app starts a visitor: its login
  if (normalised === `/${area}` && search === '')
    wanted = { path: signInPath(area, 'login'), forProtectedPage: false };
  else {
    const decision = decideRoute({
      area,
      path: `${request.pathname}${search}`,
      session: null,
      storedTarget: null,
    });
    if ('redirect' in decision) {
      wanted = { path: decision.redirect, forProtectedPage: decision.storeTarget !== undefined };
    }
  }
  const chosen = cookies.get(LOCALE_COOKIE);
  const locale = area === 'admin' ? 'en' : isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  return (
    pages.find(
      (page) =>
        page.path === wanted.path &&
        (page.forProtectedPage ?? false) === wanted.forProtectedPage &&
        page.locale === locale &&
        (page.googleSignIn === null || page.googleSignIn === settings.googleSignIn),
    ) ?? null
  );
}

/**
 * The page shell with a prerendered page in it, under the page's own title: its stylesheets linked
 * (they are needed to show it before any script runs) and the page in `#prerendered` before the app's empty `#root`. It comes
 * inert and hidden from assistive technology until the page's first script runs: that script makes
 * it usable at its own address and fetches the app on its first use (apps/web/src/prerender/
 * first-use.ts), elsewhere it stands in until the app shows the page. The app puts `#root` in its
 * place once it shows the page itself (apps/web/src/prerender/handoff.ts). Its `data-path` names
 * the page, which the app takes as its address where it differs (the area's root, a page that needs
 * a session: `data-for-protected-page`, which the app remembers for after signing in).
 */
export function withPrerenderedPage(shell: string, page: PrerenderedPage): string {
  const links = page.css.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  const titled = page.title
    ? shell.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title ?? '')}</title>`)
    : shell;
  return titled
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}" data-mantine-color-scheme="light"`)
    .replace('</head>', `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="prerendered" data-locale="${page.locale}" data-path="${page.path}"${page.forProtectedPage ? ' data-for-protected-page' : ''} inert aria-hidden="true">${page.html}</div><div id="root"></div>`,
    );
}

/** Text made safe to stand between HTML tags. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A prerendered page needs no script for its first paint, only its stylesheets: its scripts and their
 * preloads are fetched at low priority, so that on a slow connection they do not hold up the
 * stylesheets (browsers fetch both at high priority otherwise).
 */
export function withScriptsAfterPaint(shell: string): string {
  return shell
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}
