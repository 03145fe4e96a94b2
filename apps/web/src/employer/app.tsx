import { AuthLayout } from '../features/sign-in/auth-layout';
import { SessionGuard } from '../features/sign-in/session-guard';
import { AreaApp, type RouterFactory } from '../ui/area-app';
import { employerRoutes, employerSignInRoutes } from './routes';

/** The employer area, loaded lazily only on the employer host. */
export default function EmployerApp({ createRouter }: { createRouter?: RouterFactory }) {
  return (
    <AreaApp
      area="employer"
      guard={<SessionGuard area="employer" />}
      layout={{ lazy: () => import('./layout').then(({ EmployerLayout }) => <EmployerLayout />) }}
      routes={employerRoutes}
      bareLayout={<AuthLayout />}
      bareRoutes={employerSignInRoutes}
      createRouter={createRouter}
    />
  );
}
