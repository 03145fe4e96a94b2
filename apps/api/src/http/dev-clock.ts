import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '../clock';
import type { AppConfig } from '../env';
import { isLoopbackAddress } from '../mail/dev-mailbox';

/** What `POST /dev/clock` takes: hours to move "now" by (back with a negative value), or a reset. */
const MoveSchema = z.union([
  z.object({
    advanceHours: z
      .number()
      .min(-24 * 366)
      .max(24 * 366),
  }),
  z.object({ reset: z.literal(true) }),
]);

/**
 * The development clock: outside production, and only to connections from this machine (as the
 * development mailbox), `POST /dev/clock` with `{"advanceHours": n}` or `{"reset": true}` moves the
 * server's "now" (the one clock every due date reads, clock.ts) and then runs the timed work at the
 * new time (the audio interview reminders), so that a browser journey or a person trying the product
 * sees a reminder without waiting for its day. `GET /dev/clock` tells the server's "now". In
 * production the routes do not exist (the API's usual 404).
 */
export function registerDevClock(
  app: FastifyInstance,
  deps: {
    config: Pick<AppConfig, 'environment'>;
    clock: MovableClock;
    /** the scheduled work that reads the clock, run once at the moved time */
    runTimedWork: (now: Date) => Promise<unknown>;
  },
) {
  if (deps.config.environment === 'production') return;
  const fromThisMachine = (request: FastifyRequest) => isLoopbackAddress(request.socket.remoteAddress);
  app.get('/dev/clock', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    return { now: deps.clock.now().toISOString() };
  });
  app.post('/dev/clock', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const move = MoveSchema.safeParse(request.body);
    if (!move.success) return reply.status(400).send({ error: 'advanceHours (a number) or reset: true' });
    if ('reset' in move.data) deps.clock.reset();
    else deps.clock.advance(move.data.advanceHours * 3_600_000);
    const now = deps.clock.now();
    await deps.runTimedWork(now);
    return { now: now.toISOString() };
  });
}
