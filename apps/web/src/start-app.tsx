import type { Locale } from '@veil/domain/i18n/locales';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadAreaApp } from './app';
import { AppProviders, createAppQueryClient } from './app-providers';
import type { AuthSession } from './features/sign-in/auth-client';
import { primeSessionCheck } from './features/sign-in/early-session';
import type { Area } from './lib/areas';
import { i18n, initI18n, loadMessages } from './lib/i18n';
import { handOverPrerenderedPage } from './prerender/handoff';

/**
 * Starts the app (React, the router, the area's code and its copy): at once on most pages, on first
 * use on a page rendered ahead of time (main.ts). The area's code, its copy in one language and the
 * session check run side by side; the first render waits for the copy so that no page shows keys.
 * Once the session is known, the page's code and its first data are fetched side by side too
 * (`preload` of the area, features/sign-in/preload.ts): a page behind the session guard is downloaded only by
 * someone who may see it, and a signed-in user waits for no chain of session, code, then data.
 */
export function startApp(start: {
  area: Area;
  locale: Locale;
  root: HTMLElement;
  /** the page rendered ahead of time the app takes the place of, with what was done on it meanwhile */
  prerendered: { page: HTMLElement; actions: () => readonly Element[] } | null;
  /** the sign-in service's answer to the session check, when the page's first script already asked */
  session?: Promise<Response>;
}): void {
  const { area, locale, root, prerendered } = start;
  if (prerendered) handOverPrerenderedPage(root, prerendered.page, prerendered.actions);
  const client = createAppQueryClient(i18n);
  const asked =
    start.session ??
    fetch(`/api/auth/${area}/get-session`, {
      headers: { Accept: 'application/json', 'Accept-Language': locale },
      credentials: 'same-origin',
    });
  const session = asked.then((response) =>
    response.ok
      ? (response.json() as Promise<AuthSession | null>)
      : Promise.reject(new Error(`${response.status}`)),
  );
  primeSessionCheck(area, session);
  // the copy first: the API answers in the language the app has set up (lib/api-fetch.ts)
  const messages = loadMessages(area, locale).then(() => initI18n(locale));
  const location = { pathname: window.location.pathname, search: window.location.search };
  const signedIn = session.then(
    (answer) => answer !== null,
    () => false,
  );
  void Promise.all([loadAreaApp(area), signedIn, messages]).then(([areaApp, known]) =>
    areaApp.preload(client, location, known),
  );
  void messages.then(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={client}>
          <App area={area} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
