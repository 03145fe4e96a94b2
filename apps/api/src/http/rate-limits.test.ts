import { describe, expect, it } from 'vitest';
import { call, signInNewAdmin } from '../testing/http';
import { useTestApp } from '../testing/test-app';
import { expensiveRoute, RATE_LIMIT_BUDGETS } from './rate-limits';

// a tenth of the real budgets, so that each limit is reached with few requests
const SCALE = 0.1;
const ctx = useTestApp({ rateLimitScale: SCALE });
const budget = (perMinute: number) => Math.round(perMinute * SCALE);

const activate = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/employers/activate',
    remoteAddress,
    headers: { 'accept-language': 'de', ...headers },
    payload: { token: 'kein-echter-aktivierungslink-0000000000000', password: 'Gutes!Passwort1' },
  });

describe('rate limits', () => {
  it('refuses an expensive route past its budget with 429, Retry-After and a message in the caller language', async () => {
    for (let i = 0; i < budget(RATE_LIMIT_BUDGETS.credentials); i += 1) {
      expect((await activate('203.0.113.1')).statusCode).toBe(404);
    }
    const refused = await activate('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
    // someone else is not held up
    expect((await activate('203.0.113.2')).statusCode).toBe(404);
  });

  it('keeps counting the address when the client forges X-Forwarded-For (no proxy is trusted)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= budget(RATE_LIMIT_BUDGETS.credentials); i += 1) {
      statuses.push((await activate('203.0.113.3', { 'x-forwarded-for': `198.18.0.${i + 1}` })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts a signed-in caller by session, from whichever address it calls', async () => {
    const admin = await signInNewAdmin(ctx.app);
    const other = await signInNewAdmin(ctx.app);
    for (let i = 0; i < budget(RATE_LIMIT_BUDGETS.perCaller); i += 1) {
      const res = await call(ctx.app, 'admin', 'GET', '/api/admins/me', {
        cookie: admin,
        remoteAddress: `192.0.2.${(i % 200) + 1}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await call(ctx.app, 'admin', 'GET', '/api/admins/me', { cookie: admin, locale: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please wait a moment and try again.');
    expect((await call(ctx.app, 'admin', 'GET', '/api/admins/me', { cookie: other })).statusCode).toBe(200);
  });

  it('counts every caller of one address together, so made-up session cookies do not escape it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= budget(RATE_LIMIT_BUDGETS.perAddress); i += 1) {
      const res = await call(ctx.app, 'admin', 'GET', '/api/admins/me', {
        cookie: `veil-admin.session_token=erfunden-${i}`,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('treats sign-in, sign-up, password reset, activation, uploads and imports as expensive', () => {
    const expensive = [
      ['POST', '/api/auth/candidate/sign-in/email'],
      ['POST', '/api/auth/candidate/sign-up/email'],
      ['POST', '/api/auth/employer/forget-password/email-otp'],
      ['POST', '/api/auth/employer/email-otp/reset-password'],
      ['POST', '/api/auth/candidate/email-otp/send-verification-otp'],
      ['PUT', '/api/admins/activate'],
      ['GET', '/api/activations/employer/abc'],
      ['POST', '/api/media'],
      ['POST', '/api/media/7d0c2a4e-6a8e-4f3c-9a39-2f1d1e0b8a11/complete'],
      ['PUT', '/api/files/upload/token'],
      ['POST', '/api/companies/documents'],
      ['POST', '/api/jobs/import'],
    ];
    const ordinary = [
      ['GET', '/api/auth/candidate/get-session'],
      ['POST', '/api/auth/candidate/sign-out'],
      ['GET', '/api/admin/companies'],
      ['GET', '/api/files/token'],
      ['GET', '/api/media/7d0c2a4e-6a8e-4f3c-9a39-2f1d1e0b8a11/download'],
    ];
    expect(expensive.filter(([method, path]) => !expensiveRoute(method ?? '', path ?? ''))).toEqual([]);
    expect(expensiveRoute('POST', '/api/media')?.kind).toBe('uploads');
    expect(expensiveRoute('PUT', '/api/admins/activate')?.kind).toBe('credentials');
    expect(ordinary.filter(([method, path]) => expensiveRoute(method ?? '', path ?? ''))).toEqual([]);
  });
});
