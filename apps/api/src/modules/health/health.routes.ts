import { api } from '../../http/context';
import { getHealth } from './health.service';

export const healthRoutes = api.health.router({
  get: api.health.get.handler(async ({ context }) => {
    const health = await getHealth(context);
    if (!health.database.ok) context.reply.status(503);
    return health;
  }),
});
