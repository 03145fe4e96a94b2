import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './prerender/first-use.css';
import { areaForHost } from './app-for-host';
import { clearStoredTarget, storeTarget } from './features/sign-in/browser-storage';
import { localeForArea, shareLocaleWithServer } from './lib/locale-choice';
import { readRuntimeConfig } from './lib/runtime-config';
import { errorReportingConfig } from './observability/configured';
import { awaitFirstUse } from './prerender/first-use';
import { followPrerenderedPath, prerenderedPage } from './prerender/handoff';

// The page's first script: small, without React or any of the app. A public page rendered ahead of
// time (login, sign-up, legal texts) works with it alone until the visitor first uses it; the app
// is fetched then (start-app.tsx), and at once on every other page.
// Each Mantine component brings its own stylesheet with its code (build/mantine-styles.ts, which
// also puts every sheet into its ordered layer); the entry holds only Mantine's reset, variables and
// global rules.

const config = readRuntimeConfig();
// error reporting (staging and production, when the server has a DSN): its SDK is fetched only then
const reporting = errorReportingConfig();
if (reporting) void import('./observability/error-reporting').then((m) => m.startErrorReporting(reporting));
const area = areaForHost(window.location.hostname, config.areaHosts);
const locale = localeForArea(area);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// the sign-in pages arrive rendered ahead of time, in the language this cookie names
if (area !== 'admin') shareLocaleWithServer(locale);
// the login the server sent for this address becomes the address, as the session guard would send
// the visitor there (@veil/domain/sign-in-guard): a page that needs a session is remembered for after
// signing in, the plain landing page forgets any page remembered before
const followed = followPrerenderedPath();
if (followed?.target) storeTarget(followed.target);
else if (followed) clearStoredTarget();

const start = (
  prerendered: { page: HTMLElement; actions: () => readonly Element[] } | null,
  session?: Promise<Response>,
) => import('./start-app').then(({ startApp }) => startApp({ area, locale, root, prerendered, session }));

/**
 * The app on the page's first use. Should it not arrive (offline), the buttons pressed meanwhile are
 * let go and the next use tries again; `data-app-unreachable` on the page says so until then.
 */
const startOnFirstUse = (page: HTMLElement, again = false) => {
  const use = awaitFirstUse(page, again);
  void use.used.then(() => {
    page.removeAttribute('data-app-unreachable');
    return start({ page, actions: use.actions }).catch(() => {
      use.stop();
      startOnFirstUse(page, true);
      page.setAttribute('data-app-unreachable', '');
    });
  });
};

/**
 * The session check, asked before the app has arrived: which page's code the app fetches depends on
 * it (a page behind the session guard only with a session), so it is not left to wait for React.
 * The same request as the app's (features/sign-in/auth-client.ts), without its code.
 */
const askForSession = () =>
  fetch(`/api/auth/${area}/get-session`, {
    headers: { Accept: 'application/json', 'Accept-Language': locale },
    credentials: 'same-origin',
  });

const prerendered = prerenderedPage(locale);
if (prerendered?.live) startOnFirstUse(prerendered.page);
else void start(prerendered ? { page: prerendered.page, actions: () => [] } : null, askForSession());
