import { AreaApp, type RouterFactory } from '../lib/area-app';
import { CandidateLayout } from './layout';
import { candidateRoutes } from './routes';

/** The candidate area, loaded lazily only on the candidate host. */
export default function CandidateApp({ createRouter }: { createRouter?: RouterFactory }) {
  return (
    <AreaApp
      area="candidate"
      layout={<CandidateLayout />}
      routes={candidateRoutes}
      createRouter={createRouter}
    />
  );
}
