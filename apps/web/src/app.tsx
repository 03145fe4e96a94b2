import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { Area } from './lib/areas';
import { PageLoader } from './ui/page-loader';

/**
 * One dynamic import per area: the bundler emits each as its own chunk, so a browser only downloads
 * the code of the area its host name selects.
 */
const AREA_APPS: Record<Area, LazyExoticComponent<ComponentType>> = {
  candidate: lazy(() => import('./candidate/app')),
  employer: lazy(() => import('./employer/app')),
  admin: lazy(() => import('./admin/app')),
};

/** Renders the app of the area chosen by host name. */
export function App({ area }: { area: Area }) {
  const AreaApp = AREA_APPS[area];
  return (
    <Suspense fallback={<PageLoader />}>
      <AreaApp />
    </Suspense>
  );
}
