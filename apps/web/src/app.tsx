import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { Area } from './lib/areas';
import type { AreaPreload } from './ui/area-app';
import { PageLoader } from './ui/page-loader';

/** An area's module: its app, and the preload of an address once the session is known. */
type AreaModule = { default: ComponentType; preload: AreaPreload };

/**
 * One dynamic import per area: the bundler emits each as its own chunk, so a browser only downloads
 * the code of the area its host name selects.
 */
const AREA_IMPORTS: Record<Area, () => Promise<AreaModule>> = {
  candidate: () => import('./candidate/app'),
  employer: () => import('./employer/app'),
  admin: () => import('./admin/app'),
};

/** Starts downloading an area's code (the entry does so before its copy has arrived). */
export function loadAreaApp(area: Area): Promise<AreaModule> {
  return AREA_IMPORTS[area]();
}

const AREA_APPS: Record<Area, LazyExoticComponent<ComponentType>> = {
  candidate: lazy(AREA_IMPORTS.candidate),
  employer: lazy(AREA_IMPORTS.employer),
  admin: lazy(AREA_IMPORTS.admin),
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
