import type { Locale } from '@veil/domain/i18n/locales';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadAreaApp } from './app';
import { AppProviders } from './app-providers';
import type { Area } from './lib/areas';
import { initI18n, loadMessages } from './lib/i18n';
import { handOverPrerenderedPage } from './prerender/handoff';

/**
 * Starts the app (React, the router, the area's code and its copy): at once on most pages, on first
 * use on a page rendered ahead of time (main.ts). The area's code and its copy in one language
 * download side by side; the first render waits for the copy so that no page shows keys.
 */
export function startApp(start: {
  area: Area;
  locale: Locale;
  root: HTMLElement;
  /** the page rendered ahead of time the app takes the place of, with what was done on it meanwhile */
  prerendered: { page: HTMLElement; actions: () => readonly Element[] } | null;
}): void {
  const { area, locale, root, prerendered } = start;
  if (prerendered) handOverPrerenderedPage(root, prerendered.page, prerendered.actions);
  void loadAreaApp(area);
  void loadMessages(area, locale).then(() => {
    const i18n = initI18n(locale);
    createRoot(root).render(
      <StrictMode>
        <AppProviders i18n={i18n}>
          <App area={area} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
