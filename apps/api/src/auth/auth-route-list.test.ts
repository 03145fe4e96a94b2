import { describe, expect, it } from 'vitest';
import { call } from '../testing/http';
import { signedInCandidate } from '../testing/members';
import { useTestApp } from '../testing/test-app';
import { authRoutes, isAuthRoute } from './auth-route-list';
import { POOLS } from './pools';

const ctx = useTestApp();

type Endpoint = { path?: string; options?: { method?: string | string[] } };

/** Every endpoint better-auth itself would serve for a pool, as method and path. */
function betterAuthEndpoints(pool: (typeof POOLS)[number]) {
  const api = ctx.app.auths[pool].api as unknown as Record<string, Endpoint>;
  return Object.values(api).flatMap((endpoint) =>
    endpoint?.path
      ? [endpoint.options?.method ?? 'GET']
          .flat()
          .map((method) => ({ method, path: endpoint.path as string }))
      : [],
  );
}

describe('sign-in routes', () => {
  it('answer 404 for every better-auth endpoint the product does not offer, on every pool', async () => {
    for (const pool of POOLS) {
      const offered = authRoutes(pool, { google: false });
      const hidden = betterAuthEndpoints(pool).filter((e) => !isAuthRoute(offered, e.method, e.path));
      expect(hidden.length).toBeGreaterThan(25);
      for (const { method, path } of hidden) {
        if (method !== 'GET' && method !== 'POST') continue;
        const url = `/api/auth/${pool}${path.replace(/:(\w+)/g, 'x')}`;
        const res = await call(ctx.app, pool, method, url, method === 'POST' ? { body: {} } : {});
        expect([`${method} ${url}`, res.statusCode, res.json().code]).toEqual([
          `${method} ${url}`,
          404,
          'route_not_found',
        ]);
      }
    }
  });

  it('never sign anyone in with a mailed code, nor mail one for it', async () => {
    const candidate = await signedInCandidate(ctx.app, ctx.mail);
    const before = (await ctx.mail.messages(candidate.email)).length;
    const ask = await call(
      ctx.app,
      'candidate',
      'POST',
      '/api/auth/candidate/email-otp/send-verification-otp',
      {
        body: { email: candidate.email, type: 'sign-in' },
      },
    );
    expect([ask.statusCode, ask.json().code]).toEqual([400, 'invalid_request_body']);
    const guess = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-in/email-otp', {
      body: { email: candidate.email, otp: '123456' },
    });
    expect([guess.statusCode, guess.json().code]).toEqual([404, 'route_not_found']);
    expect((await ctx.mail.messages(candidate.email)).length).toBe(before);
  });

  it('give no list of sessions with their tokens', async () => {
    const candidate = await signedInCandidate(ctx.app, ctx.mail);
    const res = await call(ctx.app, 'candidate', 'GET', '/api/auth/candidate/list-sessions', {
      cookie: candidate.cookie,
    });
    expect(res.statusCode).toBe(404);
  });
});
