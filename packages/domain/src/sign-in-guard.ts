import { type Area, LANDING_PATH } from './areas';

/*
 * The route guard of spec section 2 as one pure function. Paths are below `/<area>/`; a pattern
 * ending in `/*` also covers everything below it (`jobs/share/*` → `jobs/share/AB12`). The browser
 * app's session guard decides with it, and the server with it which page a browser without a
 * session gets first (the login rendered ahead of time, for a page that needs a session).
 */

/** Sign-in pages below `/<area>/` (spec section 2); not every area has every page. */
export const SIGN_IN_PAGES = {
  login: 'login',
  logout: 'logout',
  signup: 'signup',
  verify: 'signup/verify',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  activeAccount: 'active-account',
  firstTimeSignIn: 'first-time-signin',
  googleCallback: 'login/oauth2/code/cognito/',
} as const;
export type SignInPage = keyof typeof SIGN_IN_PAGES;

/** The absolute path of a sign-in page of an area, e.g. `/employer/login`. */
export function signInPath(area: Area, page: SignInPage): string {
  return `/${area}/${SIGN_IN_PAGES[page]}`;
}

/** Sign-in pages: public, and a signed-in user who opens one is sent on (to the landing page). */
const AUTH_PAGES: Record<Area, readonly string[]> = {
  admin: [SIGN_IN_PAGES.login, SIGN_IN_PAGES.activeAccount],
  employer: [SIGN_IN_PAGES.login, SIGN_IN_PAGES.activeAccount, SIGN_IN_PAGES.forgotPassword],
  candidate: [
    SIGN_IN_PAGES.login,
    SIGN_IN_PAGES.signup,
    SIGN_IN_PAGES.verify,
    SIGN_IN_PAGES.forgotPassword,
    SIGN_IN_PAGES.resetPassword,
  ],
};

/**
 * Pages open to everybody, signed in or not. `logout` of employer and admin is not in the spec's
 * tables: it is where their "Sign out" leads, so every area signs out the same way.
 */
const OPEN_PAGES: Record<Area, readonly string[]> = {
  admin: [SIGN_IN_PAGES.logout, '404', 'cors'],
  employer: [SIGN_IN_PAGES.logout, '404', 'cors'],
  candidate: [
    SIGN_IN_PAGES.googleCallback,
    SIGN_IN_PAGES.logout,
    'terms-conditions/*',
    'privacy-policy/*',
    'jobs/share/*',
    'anonymous-profile/*',
    // the confirmation after deleting one's account, whose session went with it
    'account-deleted',
    '404',
    'cors',
  ],
};

/** Public pages that mark the visit as a "public job session" when nobody is signed in. */
const PUBLIC_JOB_PAGES: Record<Area, readonly string[]> = {
  admin: [],
  employer: [],
  candidate: ['jobs/share/*'],
};

/** Pages a stored target may never point at: they would lead straight back into sign-in. */
const NEVER_A_TARGET = [SIGN_IN_PAGES.logout, SIGN_IN_PAGES.googleCallback, SIGN_IN_PAGES.firstTimeSignIn];

/** What the guard knows about the signed-in user; `null` when nobody is signed in. */
export type GuardSession = { onboarded?: boolean } | null;

export type GuardInput = {
  area: Area;
  /** The requested location: pathname, optionally with `?search` and `#hash`. */
  path: string;
  session: GuardSession;
  /** The path stored when an unauthenticated visit was sent to sign in, if any. */
  storedTarget: string | null;
};

export type GuardDecision =
  | { allow: true; flagPublicJobSession?: true }
  | {
      redirect: string;
      /** Remember this path, to return to it after sign-in. */
      storeTarget?: string;
      /** The stored target has been used (or is useless): forget it. */
      clearTarget?: true;
    };

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** The path below `/<area>/` without query or hash (`''` for the area's index); null outside the area. */
export function areaRelativePath(area: Area, path: string): string | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const prefix = `/${area}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  return trimSlashes(pathname.slice(prefix.length));
}

function matches(relative: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const clean = trimSlashes(pattern);
    if (clean.endsWith('/*')) {
      const base = clean.slice(0, -2);
      return relative === base || relative.startsWith(`${base}/`);
    }
    return relative === clean;
  });
}

/** Whether a sign-in page of the area (login, signup, forgot password, activation …). */
export function isAuthPage(area: Area, path: string): boolean {
  const relative = areaRelativePath(area, path);
  return relative !== null && matches(relative, AUTH_PAGES[area]);
}

/** Whether a page can be shown without being signed in. */
export function isPublicPage(area: Area, path: string): boolean {
  const relative = areaRelativePath(area, path);
  return relative !== null && (matches(relative, AUTH_PAGES[area]) || matches(relative, OPEN_PAGES[area]));
}

/** Whether a stored path is a safe place to return to after sign-in in this area. */
export function isValidTarget(area: Area, target: string | null): target is string {
  // only paths of this origin: no `//host` or `/\\host`, which browsers treat as other sites
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return false;
  const relative = areaRelativePath(area, target);
  if (relative === null) return false;
  return !matches(relative, AUTH_PAGES[area]) && !matches(relative, NEVER_A_TARGET);
}

/**
 * Where a user goes once signed in: the stored target if there is a usable one; otherwise admin to
 * the company list, employer to the applications, and a candidate to the first-time sign-in
 * welcome until it is done, then to the dashboard.
 */
export function afterSignInPath(input: Omit<GuardInput, 'path'>): string {
  const { area, session, storedTarget } = input;
  if (isValidTarget(area, storedTarget)) return storedTarget;
  if (area === 'candidate' && session && session.onboarded === false) {
    return signInPath('candidate', 'firstTimeSignIn');
  }
  return LANDING_PATH[area];
}

/**
 * Decides whether a page may be shown (spec section 2, "Guards and redirects"):
 * - open pages (404, cors, logout; candidate also terms, privacy, shared jobs, anonymous profiles and
 *   the Google return page) are always shown; a shared job seen signed out flags a public job session;
 * - sign-in pages are shown to signed-out users; a signed-in user is sent to where sign-in leads:
 *   the stored target, else the landing page (a candidate who has not had the welcome: first-time
 *   sign-in). This is also how a finished sign-in, here or in another tab, moves on;
 * - every other page needs a session: without one, the path is stored (unless it is the landing page)
 *   and the user sent to login.
 * Paths outside the area are left to the router (it redirects them to the landing page).
 */
export function decideRoute(input: GuardInput): GuardDecision {
  const { area, path, session } = input;
  const relative = areaRelativePath(area, path);
  if (relative === null) return { allow: true };

  if (matches(relative, OPEN_PAGES[area])) {
    return !session && matches(relative, PUBLIC_JOB_PAGES[area])
      ? { allow: true, flagPublicJobSession: true }
      : { allow: true };
  }
  if (matches(relative, AUTH_PAGES[area])) {
    if (!session) return { allow: true };
    return { redirect: afterSignInPath(input), clearTarget: true };
  }
  if (session) return { allow: true };
  // the landing page is where sign-in leads anyway; storing it would skip a candidate's welcome
  if (isPlainLandingPage(area, path)) return { redirect: signInPath(area, 'login'), clearTarget: true };
  return { redirect: signInPath(area, 'login'), storeTarget: path };
}

/** The landing page itself, without a query or hash that would make it a page of its own. */
function isPlainLandingPage(area: Area, path: string): boolean {
  return !/[?#]/.test(path) && areaRelativePath(area, path) === areaRelativePath(area, LANDING_PATH[area]);
}
