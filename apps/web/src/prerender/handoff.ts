import { LOADING_ATTRIBUTE } from '../ui/loading-marker';

/** How long a page rendered ahead of time may stand in for the app at most, should the app never show a page. */
const LONGEST_WAIT_MS = 10_000;

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
