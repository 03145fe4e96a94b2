import { AbortedRequestError, ApiError, apiErrorFromResponse, RedirectedRequestError } from './api-errors';
import type { Area } from './areas';
import { i18n } from './i18n';

/** Where the API lives, relative to the page's origin. */
export const API_BASE_PATH = '/api';

/**
 * GET paths (below `/api`) whose 404 is an answer the screen handles itself, not a missing page:
 * e.g. `GET /resumes` is 404 until the candidate has created a profile, and an unknown activation
 * link is explained on the activation page; a candidate's job page shows `job_not_found` in place,
 * and a public anonymous profile whose link was turned off shows `resume_not_found` in place.
 */
export const NOT_FOUND_REDIRECT_EXCLUDED_PATHS: readonly string[] = [
  '/resumes',
  '/activations',
  '/jobs',
  '/anonymous-profiles',
];

/**
 * Reacts to a 401 that means "not (or no longer) signed in" (spec section 7). Returns the page it
 * leads to, or `undefined` when it did nothing (e.g. nobody was signed in), so the error goes on to
 * the caller.
 */
export type UnauthorizedHandler = () => string | undefined;

/** How the client leads the user to another page; registered by the area app that is mounted. */
export type ApiNavigation = { area: Area; navigate: (path: string) => void };

export type ApiFetchOptions = {
  /** The language sent as `Accept-Language`. */
  getLocale: () => string;
  /** The current area and its navigate function, if an area app is mounted. */
  getNavigation: () => ApiNavigation | undefined;
  /** The sign-in feature's reaction to a lost session, if an area registered one. */
  getUnauthorizedHandler?: () => UnauthorizedHandler | undefined;
  /** Defaults to the global fetch, looked up on each call (so tests can stub it). */
  fetch?: (request: Request) => Promise<Response>;
  excludedNotFoundPaths?: readonly string[];
};

function apiPath(url: string): string {
  const { pathname } = new URL(url);
  return pathname.startsWith(`${API_BASE_PATH}/`) ? pathname.slice(API_BASE_PATH.length) : pathname;
}

function isExcluded(path: string, excluded: readonly string[]): boolean {
  return excluded.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Codes of a 401 that mean the session is missing or gone (not a wrong password at sign-in). */
const SESSION_GONE_CODES: ReadonlySet<string> = new Set(['no_authentication_info', 'session_expired']);

/**
 * Wraps fetch with the answer handling of spec section 7: aborted requests reject with an
 * `AbortedRequestError`; a network failure leads to the area's cors page (admin: a plain error);
 * a GET answered 404, or refused for a malformed id in its path, leads to the area's 404 page unless
 * its path is excluded; a 401 for a missing
 * session goes to the registered unauthorized handler (sign-in page); every other error answer
 * rejects with an `ApiError` carrying the server's `{ code, message }`.
 */
export function createApiFetch(options: ApiFetchOptions): (request: Request) => Promise<Response> {
  const excluded = options.excludedNotFoundPaths ?? NOT_FOUND_REDIRECT_EXCLUDED_PATHS;

  return async (request) => {
    request.headers.set('Accept-Language', options.getLocale());
    const doFetch = options.fetch ?? ((req: Request) => globalThis.fetch(req));

    let response: Response;
    try {
      response = await doFetch(request);
    } catch (error) {
      if (request.signal.aborted || (error instanceof Error && error.name === 'AbortError')) {
        throw new AbortedRequestError();
      }
      const navigation = options.getNavigation();
      if (navigation && navigation.area !== 'admin') {
        const target = `/${navigation.area}/cors`;
        navigation.navigate(target);
        throw new RedirectedRequestError(target);
      }
      throw new ApiError(0, 'generic_error', error instanceof Error ? error.message : 'Network error');
    }

    if (response.ok) return response;

    const navigation = options.getNavigation();
    const error = await apiErrorFromResponse(response);
    // a page for something that does not exist: an unknown id, or one that cannot be an id at all
    const missing =
      response.status === 404 || (response.status === 400 && error.code === 'invalid_path_parameters');
    if (navigation && request.method === 'GET' && missing && !isExcluded(apiPath(request.url), excluded)) {
      const target = `/${navigation.area}/404`;
      navigation.navigate(target);
      throw new RedirectedRequestError(target);
    }
    if (response.status === 401 && SESSION_GONE_CODES.has(error.code)) {
      const target = options.getUnauthorizedHandler?.()?.();
      if (target) throw new RedirectedRequestError(target);
    }
    throw error;
  };
}

let currentNavigation: ApiNavigation | undefined;

/** Lets the mounted area app receive the client's redirects; returns the function that undoes it. */
export function registerApiNavigation(navigation: ApiNavigation): () => void {
  currentNavigation = navigation;
  return () => {
    if (currentNavigation === navigation) currentNavigation = undefined;
  };
}

let currentUnauthorizedHandler: UnauthorizedHandler | undefined;

/** Lets the mounted area's session guard handle lost sessions; returns the function that undoes it. */
export function registerUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  currentUnauthorizedHandler = handler;
  return () => {
    if (currentUnauthorizedHandler === handler) currentUnauthorizedHandler = undefined;
  };
}

/** The fetch every API call of the app goes through (also for calls outside the contract). */
export const apiFetch = createApiFetch({
  getLocale: () => i18n.resolvedLanguage || i18n.language || 'de',
  getNavigation: () => currentNavigation,
  getUnauthorizedHandler: () => currentUnauthorizedHandler,
});
