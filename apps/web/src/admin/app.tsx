import { AreaApp, type RouterFactory } from '../lib/area-app';
import { AdminLayout } from './layout';
import { adminRoutes } from './routes';

/** The admin area (English only), loaded lazily only on the admin host. */
export default function AdminApp({ createRouter }: { createRouter?: RouterFactory }) {
  return <AreaApp area="admin" layout={<AdminLayout />} routes={adminRoutes} createRouter={createRouter} />;
}
