import { AuthLayout } from '../features/sign-in/auth-layout';
import { SessionGuard } from '../features/sign-in/session-guard';
import { AreaApp, type RouterFactory } from '../ui/area-app';
import { adminRoutes, adminSignInRoutes } from './routes';

/** The admin area (English only), loaded lazily only on the admin host. */
export default function AdminApp({ createRouter }: { createRouter?: RouterFactory }) {
  return (
    <AreaApp
      area="admin"
      guard={<SessionGuard area="admin" />}
      layout={{ lazy: () => import('./layout').then(({ AdminLayout }) => <AdminLayout />) }}
      routes={adminRoutes}
      bareLayout={<AuthLayout />}
      bareRoutes={adminSignInRoutes}
      createRouter={createRouter}
    />
  );
}
