import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { Area } from '../../lib/areas';
import { lazyRoute } from '../../ui/area-app';
import { TOUR_STATE_KEY } from './tour-key';

/*
 * What every area's first load carries of the /demo tour: its route and the slot of its panel. Both
 * load their code only when used (the areas' first load has a budget).
 */

/** `/demo` on every host (outside the areas' prefixes and session guards): the tour's page. */
export const demoRoute: RouteObject = {
  path: '/demo',
  ...lazyRoute(() => import('./demo-page').then(({ DemoPage }) => <DemoPage />)),
};

const TourPanel = lazy(() => import('./tour-panel'));

function onTour(): boolean {
  try {
    return sessionStorage.getItem(TOUR_STATE_KEY) !== null && !/^\/demo\/?$/.test(location.pathname);
  } catch {
    return false;
  }
}

/**
 * Where an area shows the tour panel: nothing (and no download) unless this tab is on the /demo
 * tour, and never on the /demo page itself, which explains the tour on its own.
 */
export function DemoTourSlot({ area }: { area: Area }) {
  if (!onTour()) return null;
  return (
    <Suspense fallback={null}>
      <TourPanel area={area} />
    </Suspense>
  );
}
