import { DemoTourSlot, demoRoute } from '../features/demo-tour/demo-tour-slot';
import { AuthLayout } from '../features/sign-in/auth-layout';
import { preloadArea } from '../features/sign-in/preload';
import { SessionGuard } from '../features/sign-in/session-guard';
import { AreaApp, type AreaPreload, type LazyElement, type RouterFactory } from '../ui/area-app';
import { candidateRoutes, candidateSignInRoutes } from './routes';

/** The candidate layout, fetched with the first page behind the session guard. */
const layout: LazyElement = {
  lazy: () => import('./layout').then(({ CandidateLayout }) => <CandidateLayout />),
};

const routes = {
  area: 'candidate',
  guard: <SessionGuard area="candidate" />,
  layout,
  routes: candidateRoutes,
  bareLayout: <AuthLayout />,
  bareRoutes: candidateSignInRoutes,
  hostRoutes: [demoRoute],
} as const;

/** The candidate area, loaded lazily only on the candidate host. */
export default function CandidateApp({ createRouter }: { createRouter?: RouterFactory }) {
  return (
    <>
      <AreaApp {...routes} createRouter={createRouter} />
      <DemoTourSlot area="candidate" />
    </>
  );
}

/** Starts the layout, page and first data of an address once the session is known (start-app.tsx). */
export const preload: AreaPreload = (client, location, signedIn) =>
  preloadArea(routes, client, location, signedIn);
