/*
 * A page rendered ahead of time (a sign-in form, a legal text) works before the app is there: its
 * fields take input, its links lead on, its texts can be read. The app is fetched when the visitor
 * first uses the page (a focus, a touch, a key, a click), so a visit that only looks, reads or
 * follows a link never downloads it; what is done meanwhile goes over to the app (carry-over.ts).
 */

/** What counts as using the page: the app is fetched then. Following a link does not count. */
const USE_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input'] as const;

const onLink = (event: Event) => event.target instanceof Element && event.target.closest('a[href]') !== null;

export type FirstUse = {
  /** settles on the first use */
  used: Promise<void>;
  /**
   * The buttons pressed before the app was there, in order (each once), and one held down right now
   * (its click would be lost when the app's page takes its place): the app presses them again.
   */
  actions: () => readonly Element[];
  /**
   * Stops listening and lets the pressed buttons go (no longer busy, no longer remembered): for when
   * the app could not be fetched, so that the next use tries again.
   */
  stop: () => void;
};

/**
 * Makes the page usable (the server sends it inert and hidden from assistive technology, for the
 * moment before this script runs) and waits for its first use (`again`: for the next one, after the
 * app could not be fetched). A button pressed before the app is
 * there does nothing yet (a form is not sent), is marked busy, and is remembered for the app.
 */
export function awaitFirstUse(page: HTMLElement, again = false): FirstUse {
  const actions: Element[] = [];
  let held: Element | null = null;
  const listening = new AbortController();
  const { signal } = listening;
  let markUsed: () => void = () => undefined;
  const used = new Promise<void>((resolve) => {
    markUsed = resolve;
  });
  const hold = (button: Element | null | undefined) => {
    markUsed();
    if (!button || actions.includes(button)) return;
    actions.push(button);
    button.setAttribute('aria-busy', 'true');
  };
  const onUse = (event: Event) => {
    if (!onLink(event)) markUsed();
  };
  for (const type of USE_EVENTS) page.addEventListener(type, onUse, { capture: true, passive: true, signal });
  page.addEventListener(
    'pointerdown',
    (event) => {
      held = event.target instanceof Element ? event.target.closest('button') : null;
    },
    { signal },
  );
  const release = () => {
    held = null;
  };
  page.ownerDocument.addEventListener('pointerup', release, { capture: true, signal });
  page.ownerDocument.addEventListener('pointercancel', release, { capture: true, signal });
  // a click on a button, also the one a browser makes for Enter in a form's field
  page.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return onUse(event);
      event.preventDefault();
      hold(button);
    },
    { capture: true, signal },
  );
  page.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      hold(event.submitter ?? form?.querySelector('button[type="submit"]'));
    },
    { capture: true, signal },
  );
  page.removeAttribute('inert');
  page.removeAttribute('aria-hidden');
  // a focus already in the page is a use, unless this is the wait after a failed fetch: the next use
  // is the next event then, or a page left focused would fetch again and again while offline
  if (!again && page.contains(page.ownerDocument.activeElement)) markUsed();
  const stop = () => {
    listening.abort();
    for (const button of actions) button.removeAttribute('aria-busy');
    actions.length = 0;
    held = null;
  };
  return { used, actions: () => (held && !actions.includes(held) ? [...actions, held] : actions), stop };
}
