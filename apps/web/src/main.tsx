import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadAreaApp } from './app';
import { areaForHost } from './app-for-host';
import { AppProviders } from './app-providers';
import { clearStoredTarget } from './features/sign-in/browser-storage';
import { initI18n, loadMessages, localeForArea, shareLocaleWithServer } from './lib/i18n';
import { readRuntimeConfig } from './lib/runtime-config';
import { followPrerenderedPath, handOverPrerenderedPage } from './prerender/handoff';

// Each Mantine component brings its own stylesheet with its code (build/mantine-styles.ts, which
// also puts every sheet into its ordered layer); the entry holds only Mantine's reset, variables and
// global rules.

const config = readRuntimeConfig();
const area = areaForHost(window.location.hostname, config.areaHosts);
const locale = localeForArea(area);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// the sign-in pages arrive rendered ahead of time, in the language this cookie names
if (area !== 'admin') shareLocaleWithServer(locale);
// the plain landing page goes to the login as the session guard would send it, forgetting any
// page remembered for after signing in (features/sign-in/guard.ts)
if (followPrerenderedPath()) clearStoredTarget();
handOverPrerenderedPage(container, locale);

// The area's code and its copy in one language download side by side; the first render waits for
// the copy so that no page shows keys.
void loadAreaApp(area);
void loadMessages(area, locale).then(() => {
  const i18n = initI18n(locale);
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <App area={area} />
      </AppProviders>
    </StrictMode>,
  );
});
