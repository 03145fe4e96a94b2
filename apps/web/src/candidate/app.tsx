import { AuthLayout } from '../features/sign-in/auth-layout';
import { SessionGuard } from '../features/sign-in/session-guard';
import { AreaApp, type RouterFactory } from '../ui/area-app';
import { candidateRoutes, candidateSignInRoutes } from './routes';

/** The candidate area, loaded lazily only on the candidate host. */
export default function CandidateApp({ createRouter }: { createRouter?: RouterFactory }) {
  return (
    <AreaApp
      area="candidate"
      guard={<SessionGuard area="candidate" />}
      layout={{ lazy: () => import('./layout').then(({ CandidateLayout }) => <CandidateLayout />) }}
      routes={candidateRoutes}
      bareLayout={<AuthLayout />}
      bareRoutes={candidateSignInRoutes}
      createRouter={createRouter}
    />
  );
}
