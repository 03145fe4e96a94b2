import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_ATTRIBUTE } from '../ui/loading-marker';
import { followPrerenderedPath, handOverPrerenderedPage, prerenderedPage } from './handoff';

/** The body as the server sends a prerendered page: the page, and the app's empty root after it. */
function serverPage(locale = 'de') {
  document.body.innerHTML = `<div id="prerendered" data-locale="${locale}" inert><h1>Willkommen zurück</h1></div><div id="root"></div>`;
  const root = document.getElementById('root');
  const page = document.getElementById('prerendered');
  if (!root || !page) throw new Error('no page');
  return { root, page };
}

/** Lets the MutationObserver see what was just committed. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('handing a prerendered page over to the app', () => {
  it('keeps the page while the app shows only loading placeholders, then swaps in one go', async () => {
    const { root, page } = serverPage();
    handOverPrerenderedPage(root, page);
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
    const { root, page } = serverPage();
    handOverPrerenderedPage(root, page);
    root.innerHTML = `<header>Veil</header><main><div ${LOADING_ATTRIBUTE}="true"></div></main>`;
    await observed();
    expect(document.getElementById('prerendered')).not.toBeNull();
    root.querySelector('main')?.replaceChildren(document.createElement('article'));
    await observed();
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('shows the app after a while even if it never shows a page', () => {
    vi.useFakeTimers();
    const { root, page } = serverPage();
    handOverPrerenderedPage(root, page);
    vi.advanceTimersByTime(10_000);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});

describe('the page rendered ahead of time', () => {
  const at = (url: string) => window.history.replaceState(null, '', url);
  const withPage = (path: string, locale = 'de') => {
    document.body.innerHTML = `<div id="prerendered" data-locale="${locale}" data-path="${path}" inert></div><div id="root"></div>`;
  };

  it('may be used before the app at its own address without a query', () => {
    for (const url of ['/candidate/login', '/candidate/login/', '/candidate/login#top']) {
      at(url);
      withPage('/candidate/login');
      expect(prerenderedPage('de')).toEqual({ page: document.getElementById('prerendered'), live: true });
    }
  });

  it('only stands in for the app at a deep link or with a query', () => {
    for (const url of ['/candidate/?tab=reminders', '/candidate/login?error=google']) {
      at(url);
      withPage('/candidate/login');
      expect(prerenderedPage('de')?.live).toBe(false);
    }
  });

  it('goes at once in another language than the app', () => {
    at('/candidate/login');
    withPage('/candidate/login', 'de');
    expect(prerenderedPage('en')).toBeNull();
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });

  it('is none where the server sent none', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(prerenderedPage('de')).toBeNull();
  });
});

describe("taking the prerendered page's address", () => {
  const at = (url: string) => window.history.replaceState(null, '', url);
  const withPage = (path: string | null, forProtectedPage = false) => {
    document.body.innerHTML = `<div id="prerendered" ${path ? `data-path="${path}"` : ''} ${forProtectedPage ? 'data-for-protected-page' : ''} inert></div><div id="root"></div>`;
  };

  it("moves the area's plain root to the login the server sent", () => {
    at('/candidate/');
    withPage('/candidate/login');
    expect(followPrerenderedPath()).toEqual({ target: null });
    expect(window.location.pathname).toBe('/candidate/login');
  });

  it('moves a page that needs a session to the login with the note, and names the page to return to', () => {
    for (const url of ['/candidate/jobs/list?q=Pflege#top', '/candidate/?tab=reminders']) {
      at(url);
      withPage('/candidate/login', true);
      expect(followPrerenderedPath()).toEqual({ target: url });
      expect(window.location.pathname).toBe('/candidate/login');
      expect(window.location.search).toBe('');
      // React Router's history state: the login's location state is `{ from }`, which shows the note
      expect(window.history.state).toMatchObject({ usr: { from: url }, idx: 0 });
    }
  });

  it('leaves a deep link into the root to the session guard', () => {
    for (const url of ['/candidate/?tab=reminders', '/candidate/#saved']) {
      at(url);
      withPage('/candidate/login');
      expect(followPrerenderedPath()).toBeNull();
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(url);
    }
  });

  it('leaves the address alone where it is the page, or where no page came', () => {
    at('/candidate/login/');
    withPage('/candidate/login');
    expect(followPrerenderedPath()).toBeNull();
    expect(window.location.pathname).toBe('/candidate/login/');
    at('/candidate/');
    withPage(null);
    followPrerenderedPath();
    document.body.innerHTML = '';
    followPrerenderedPath();
    expect(window.location.pathname).toBe('/candidate/');
  });
});
