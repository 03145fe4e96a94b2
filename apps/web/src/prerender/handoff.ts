import type { LoginLocationState } from '../features/sign-in/session-guard';
import { LOADING_ATTRIBUTE } from '../ui/loading-marker';
import { carryOver } from './carry-over';

/** How long a page rendered ahead of time may stand in for the app at most, should the app never show a page. */
const LONGEST_WAIT_MS = 10_000;

/** An address without a trailing slash, as the prerendered pages name theirs. */
const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '');

/**
 * The location state of a login the session guard sent a visitor to from a page that needs a
 * session (`LoginLocationState.from`: the login shows its note to sign in to continue); also how
 * the build renders that login ahead of time.
 */
export function signInToContinueState(from: string): LoginLocationState {
  return { from };
}

/**
 * Takes the address of the page rendered ahead of time where it differs from the browser's, so the
 * app starts on the login rather than loading the signed-in area's code only to be sent there; the
 * server sends a browser without a session of the area its login (apps/api/src/http/
 * prerendered-pages.ts, deciding as the session guard does):
 * - for a page that needs a session (`data-for-protected-page`): the page is remembered for after
 *   signing in (`target`) and the login gets the guard's state, so it shows the note to sign in to
 *   continue, as the guard's redirect would;
 * - for the area's plain root or landing page: only when the address has no query or fragment (the
 *   server does not see a fragment; with one, the guard decides once the app is there), and any page
 *   remembered before is forgotten (`target: null`), as the guard does for the landing page.
 * Returns null where it did not move.
 */
export function followPrerenderedPath(
  doc: Document = document,
  win: Window = window,
): { target: string | null } | null {
  const page = doc.getElementById('prerendered');
  const path = page?.dataset.path;
  const { pathname, search, hash } = win.location;
  if (!page || !path || (path === withoutTrailingSlash(pathname) && search === '')) return null;
  if (page.hasAttribute('data-for-protected-page')) {
    const target = `${pathname}${search}${hash}`;
    // React Router's `history.state`: `usr` is the location's state, `key` and `idx` its bookkeeping
    const state = { usr: signInToContinueState(target), key: 'default', idx: 0 };
    win.history.replaceState(state, '', path);
    return { target };
  }
  if (search !== '' || hash !== '') return null;
  win.history.replaceState(win.history.state, '', path);
  return { target: null };
}

/**
 * The page rendered ahead of time that this document holds (`#prerendered`, sent by the server for
 * the public pages), if it is in the app's language (one in another language goes at once), and
 * whether the visitor may use it before the app is there (`live`): only at the page's own address
 * without a query. Anywhere else (a deep link such as `/candidate/?tab=reminders`, the login's
 * `?error=google`) the app shows more than the page, so the page only stands in until it does.
 */
export function prerenderedPage(
  locale: string,
  doc: Document = document,
  win: Window = window,
): { page: HTMLElement; live: boolean } | null {
  const page = doc.getElementById('prerendered');
  if (!page) return null;
  if (page.dataset.locale !== locale) {
    page.remove();
    return null;
  }
  const { pathname, search } = win.location;
  return { page, live: search === '' && page.dataset.path === withoutTrailingSlash(pathname) };
}

/**
 * Hands a page rendered ahead of time over to the app. The app renders into `#root` taken out of the
 * document meanwhile, so nothing of it is on the page twice; the page stays until the app has
 * rendered something that is not a loading placeholder, and is then replaced by `#root` in one go,
 * so the visitor sees one page, never page, skeleton, page. What the visitor did on the page in the
 * meantime goes over to the app's (`carry-over.ts`): the values typed, the focus, and the buttons
 * pressed before the app was there (`actions`, from `first-use.ts`, asked at the moment of the swap),
 * which the app's buttons then do.
 */
export function handOverPrerenderedPage(
  root: HTMLElement,
  prerendered: HTMLElement,
  actions: () => readonly Element[] = () => [],
): void {
  root.remove();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (shown()) reveal();
  });
  const shown = () =>
    root.firstElementChild !== null && root.querySelector(`[${LOADING_ATTRIBUTE}]`) === null;
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    const active = prerendered.ownerDocument.activeElement;
    const focused = active && prerendered.contains(active) ? active : null;
    prerendered.replaceWith(root);
    carryOver(prerendered, root, { focused, actions: actions() });
  };
  observer.observe(root, { childList: true, subtree: true });
  timer = setTimeout(reveal, LONGEST_WAIT_MS);
}
