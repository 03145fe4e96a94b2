import { LOADING_ATTRIBUTE } from '../ui/loading-marker';

/** How long a page rendered ahead of time may stand in for the app at most, should the app never show a page. */
const LONGEST_WAIT_MS = 10_000;

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
  if (!path || search !== '' || hash !== '' || path === pathname.replace(/\/+$/, '')) return false;
  win.history.replaceState(win.history.state, '', path);
  return true;
}

/**
 * Hands a page rendered ahead of time (`#prerendered`, sent by the server for the public pages) over
 * to the app. The app renders into `#root` taken out of the document meanwhile, so nothing of it is
 * on the page twice; the prerendered page stays (inert: nothing in it can be focused or clicked, it
 * has no code yet) until the app has rendered something that is not a loading placeholder, and is
 * then replaced by `#root` in one go, so the visitor sees one page, never page, skeleton, page. A page
 * in another language than the app's goes at once.
 */
export function handOverPrerenderedPage(root: HTMLElement, locale: string, doc: Document = document): void {
  const prerendered = doc.getElementById('prerendered');
  if (!prerendered) return;
  if (prerendered.dataset.locale !== locale) {
    prerendered.remove();
    return;
  }
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
    prerendered.replaceWith(root);
  };
  observer.observe(root, { childList: true, subtree: true });
  timer = setTimeout(reveal, LONGEST_WAIT_MS);
}
