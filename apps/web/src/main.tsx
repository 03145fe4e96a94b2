import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { areaForHost } from './app-for-host';
import { AppProviders } from './app-providers';
import { initI18n, localeForArea } from './lib/i18n';
import { readRuntimeConfig } from './lib/runtime-config';

const config = readRuntimeConfig();
const area = areaForHost(window.location.hostname, config.areaHosts);
const i18n = initI18n(localeForArea(area));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n}>
      <App area={area} />
    </AppProviders>
  </StrictMode>,
);
