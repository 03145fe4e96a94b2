import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Locale } from '@veil/domain/i18n';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app-providers';
import { initI18n } from '../lib/i18n';
import type { RouterFactory } from '../ui/area-app';

/** Renders with every provider of the app, in the given language, with a cache that never retries. */
export function renderWithProviders(ui: ReactElement, { locale = 'de' }: { locale?: Locale } = {}) {
  const i18n = initI18n(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
}

/** A router factory for area apps that starts at `path` in memory instead of the browser's URL. */
export function memoryRouterAt(path: string): RouterFactory & { last?: ReturnType<RouterFactory> } {
  const factory: RouterFactory & { last?: ReturnType<RouterFactory> } = (routes: RouteObject[]) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    factory.last = router;
    return router;
  };
  return factory;
}
