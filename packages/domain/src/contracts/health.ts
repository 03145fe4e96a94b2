import { oc } from '@orpc/contract';
import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

export const healthContract = {
  get: oc
    .route({ method: 'GET', path: '/health', summary: 'Service and database health', tags: ['system'] })
    .output(HealthSchema),
};
