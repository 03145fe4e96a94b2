import { DemoTourSlot, demoRoute } from '../features/demo-tour/demo-tour-slot';
import { AuthLayout } from '../features/sign-in/auth-layout';
import { preloadArea } from '../features/sign-in/preload';
import { SessionGuard } from '../features/sign-in/session-guard';
import { AreaApp, type AreaPreload, type LazyElement, type RouterFactory } from '../ui/area-app';
import { adminRoutes, adminSignInRoutes } from './routes';

/** The admin layout, fetched with the first page behind the session guard. */
const layout: LazyElement = { lazy: () => import('./layout').then(({ AdminLayout }) => <AdminLayout />) };

const routes = {
  area: 'admin',
  guard: <SessionGuard area="admin" />,
  layout,
  routes: adminRoutes,
  bareLayout: <AuthLayout />,
  bareRoutes: adminSignInRoutes,
  hostRoutes: [demoRoute],
} as const;

/** The admin area (English only), loaded lazily only on the admin host. */
export default function AdminApp({ createRouter }: { createRouter?: RouterFactory }) {
  return (
    <>
      <AreaApp {...routes} createRouter={createRouter} />
      <DemoTourSlot area="admin" />
    </>
  );
}

/** Starts the layout, page and first data of an address once the session is known (start-app.tsx). */
export const preload: AreaPreload = (client, location, signedIn) =>
  preloadArea(routes, client, location, signedIn);
