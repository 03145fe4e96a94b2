import type { Locale } from '@veil/domain/i18n';
import { memoryRouterAt, renderWithProviders } from '../test/render';
import CandidateApp from './app';

/**
 * The candidate app rendered at `path` in a memory router: `location()` is where it is now (path and
 * query), `pathname()` the path alone, `router` the router factory the app was given.
 */
export function renderCandidateAt(path: string, locale: Locale = 'de') {
  const router = memoryRouterAt(path);
  renderWithProviders(<CandidateApp createRouter={router} />, { locale });
  return {
    location: () => {
      const location = router.last?.state.location;
      return `${location?.pathname ?? ''}${location?.search ?? ''}`;
    },
    pathname: () => router.last?.state.location.pathname ?? '',
    router,
  };
}
