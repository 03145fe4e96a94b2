import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { movableClock, settableClock } from '../clock';
import { registerDevClock } from './dev-clock';

const HOUR = 3_600_000;

async function devServer(environment: 'development' | 'production') {
  const base = settableClock('2026-11-28T12:00:00Z');
  const clock = movableClock(base);
  const ranAt: string[] = [];
  const app = Fastify();
  registerDevClock(app, {
    config: { environment },
    clock,
    runTimedWork: async (now) => ranAt.push(now.toISOString()),
  });
  await app.ready();
  return { app, ranAt };
}

describe('the development clock', () => {
  it('moves "now", runs the timed work at the moved time, and goes back to the real time', async () => {
    const { app, ranAt } = await devServer('development');
    expect((await app.inject({ method: 'GET', url: '/dev/clock' })).json()).toEqual({
      now: '2026-11-28T12:00:00.000Z',
    });
    const moved = await app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceHours: 100 } });
    expect(moved.json()).toEqual({
      now: new Date(Date.parse('2026-11-28T12:00:00Z') + 100 * HOUR).toISOString(),
    });
    expect(ranAt).toEqual([moved.json().now]);
    const reset = await app.inject({ method: 'POST', url: '/dev/clock', payload: { reset: true } });
    expect(reset.json()).toEqual({ now: '2026-11-28T12:00:00.000Z' });
    const bad = await app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceHours: 'soon' } });
    expect(bad.statusCode).toBe(400);
    expect(ranAt).toHaveLength(2);
    await app.close();
  });

  it('answers only to this machine, and does not exist in production', async () => {
    const dev = await devServer('development');
    const remote = await dev.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceHours: 1 },
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(404);
    expect(dev.ranAt).toEqual([]);
    await dev.app.close();
    const production = await devServer('production');
    expect((await production.app.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
    expect(
      (await production.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceHours: 1 } }))
        .statusCode,
    ).toBe(404);
    await production.app.close();
  });
});
