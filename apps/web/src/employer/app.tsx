import { AreaApp, type RouterFactory } from '../lib/area-app';
import { EmployerLayout } from './layout';
import { employerRoutes } from './routes';

/** The employer area, loaded lazily only on the employer host. */
export default function EmployerApp({ createRouter }: { createRouter?: RouterFactory }) {
  return (
    <AreaApp
      area="employer"
      layout={<EmployerLayout />}
      routes={employerRoutes}
      createRouter={createRouter}
    />
  );
}
