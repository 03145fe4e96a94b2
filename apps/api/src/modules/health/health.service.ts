import type { Health } from '@veil/domain/contracts';
import { pingDatabase } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { APP_VERSION } from '../../version';

/** Reports whether the service can reach its database. */
export async function getHealth(ctx: Pick<RequestContext, 'database'>): Promise<Health> {
  const ping = await pingDatabase(ctx.database.db);
  return {
    status: ping.ok ? 'ok' : 'degraded',
    database: { ok: ping.ok, driver: ctx.database.driver, latencyMs: ping.latencyMs },
    version: APP_VERSION,
  };
}
