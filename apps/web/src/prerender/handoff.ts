import { LOADING_ATTRIBUTE } from '../ui/loading-marker';
import { carryOver } from './carry-over';

/** How long a page rendered ahead of time may stand in for the app at most, should the app never show a page. */
const LONGEST_WAIT_MS = 10_000;

/** An address without a trailing slash, as the prerendered pages name theirs. */
const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '');

/**
 * Takes the address of the page rendered ahead of time where it differs from the browser's: the
 * server sends the area's root (`/candidate/`) its login when the browser holds no session, so the
 * app starts on the login rather than loading the signed-in area's code only to be sent there.
 * Only the plain root: with a query or fragment it is a deep link, which the session guard sends to
 * the login with the notice and remembers for after signing in. Says whether it moved.
 */
export function followPrerenderedPath(doc: Document = document, win: Window = window): boolean {
  const path = doc.getElementById('prerendered')?.dataset.path;
  const { pathname, search, hash } = win.location;
  if (!path || search !== '' || hash !== '' || path === withoutTrailingSlash(pathname)) return false;
  win.history.replaceState(win.history.state, '', path);
  return true;
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
