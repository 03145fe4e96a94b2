import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_ATTRIBUTE } from '../ui/loading-marker';
import { followPrerenderedPath, handOverPrerenderedPage } from './handoff';

/** The body as the server sends a prerendered page: the page, and the app's empty root after it. */
function serverPage(locale = 'de') {
  document.body.innerHTML = `<div id="prerendered" data-locale="${locale}" inert><h1>Willkommen zurück</h1></div><div id="root"></div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

/** Lets the MutationObserver see what was just committed. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('handing a prerendered page over to the app', () => {
  it('keeps the page while the app shows only loading placeholders, then swaps in one go', async () => {
    const root = serverPage();
    handOverPrerenderedPage(root, 'de');
    root.innerHTML = `<div ${LOADING_ATTRIBUTE}="true">…</div>`;
    await observed();
    // the app renders out of the document: nothing of it is on the page twice
    expect(document.body.innerHTML).toBe(
      '<div id="prerendered" data-locale="de" inert=""><h1>Willkommen zurück</h1></div>',
    );

    root.innerHTML = '<main><h1>Willkommen zurück</h1><form></form></main>';
    await observed();
    expect(document.body.innerHTML).toBe(
      '<div id="root"><main><h1>Willkommen zurück</h1><form></form></main></div>',
    );
  });

  it('waits for placeholders nested in the page too', async () => {
    const root = serverPage();
    handOverPrerenderedPage(root, 'de');
    root.innerHTML = `<header>Veil</header><main><div ${LOADING_ATTRIBUTE}="true"></div></main>`;
    await observed();
    expect(document.getElementById('prerendered')).not.toBeNull();
    root.querySelector('main')?.replaceChildren(document.createElement('article'));
    await observed();
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('lets a page in another language than the app go at once', () => {
    const root = serverPage('de');
    handOverPrerenderedPage(root, 'en');
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });

  it('shows the app after a while even if it never shows a page', () => {
    vi.useFakeTimers();
    const root = serverPage();
    handOverPrerenderedPage(root, 'de');
    vi.advanceTimersByTime(10_000);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });

  it('does nothing on a page the server did not prerender', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    handOverPrerenderedPage(root, 'de');
    root.innerHTML = '<main></main>';
    expect(document.body.innerHTML).toBe('<div id="root"><main></main></div>');
  });
});

describe("taking the prerendered page's address", () => {
  const at = (url: string) => window.history.replaceState(null, '', url);
  const withPage = (path: string | null) => {
    document.body.innerHTML = `<div id="prerendered" ${path ? `data-path="${path}"` : ''} inert></div><div id="root"></div>`;
  };

  it("moves the area's plain root to the login the server sent", () => {
    at('/candidate/');
    withPage('/candidate/login');
    expect(followPrerenderedPath()).toBe(true);
    expect(window.location.pathname).toBe('/candidate/login');
  });

  it('leaves a deep link into the root to the session guard', () => {
    for (const url of ['/candidate/?tab=reminders', '/candidate/#saved']) {
      at(url);
      withPage('/candidate/login');
      expect(followPrerenderedPath()).toBe(false);
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(url);
    }
  });

  it('leaves the address alone where it is the page, or where no page came', () => {
    at('/candidate/login/');
    withPage('/candidate/login');
    expect(followPrerenderedPath()).toBe(false);
    expect(window.location.pathname).toBe('/candidate/login/');
    at('/candidate/');
    withPage(null);
    followPrerenderedPath();
    document.body.innerHTML = '';
    followPrerenderedPath();
    expect(window.location.pathname).toBe('/candidate/');
  });
});
