import { DemoTourSlot, demoRoute } from '../features/demo-tour/demo-tour-slot';
import { AuthLayout } from '../features/sign-in/auth-layout';
import { preloadArea } from '../features/sign-in/preload';
import { SessionGuard } from '../features/sign-in/session-guard';
import { AreaApp, type AreaPreload, type LazyElement, type RouterFactory } from '../ui/area-app';
import { employerRoutes, employerSignInRoutes } from './routes';

/** The employer layout, fetched with the first page behind the session guard. */
const layout: LazyElement = {
  lazy: () => import('./layout').then(({ EmployerLayout }) => <EmployerLayout />),
};

const routes = {
  area: 'employer',
  guard: <SessionGuard area="employer" />,
  layout,
  routes: employerRoutes,
  bareLayout: <AuthLayout />,
  bareRoutes: employerSignInRoutes,
  hostRoutes: [demoRoute],
} as const;

/** The employer area, loaded lazily only on the employer host. */
export default function EmployerApp({ createRouter }: { createRouter?: RouterFactory }) {
  return (
    <>
      <AreaApp {...routes} createRouter={createRouter} />
      <DemoTourSlot area="employer" />
    </>
  );
}

/** Starts the layout, page and first data of an address once the session is known (start-app.tsx). */
export const preload: AreaPreload = (client, location, signedIn) =>
  preloadArea(routes, client, location, signedIn);
