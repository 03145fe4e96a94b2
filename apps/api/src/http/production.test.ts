import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { createAdminUser } from '../testing/factories';
import { call, signInNewAdmin } from '../testing/http';
import { useTestApp } from '../testing/test-app';

// the app as production runs it: an https:// public origin (loadConfig refuses anything else there)
const ctx = useTestApp(() => {
  const production = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://veil.example',
    AUTH_SECRET: 'p'.repeat(40),
  });
  return {
    environment: production.environment,
    publicUrl: production.publicUrl,
    areaOrigins: production.areaOrigins,
    authSecret: production.authSecret,
  };
});

const PASSWORD = 'Sicher!Passwort1';

describe('in production', () => {
  it('sets session cookies with Secure, HttpOnly and SameSite', async () => {
    const user = await createAdminUser(ctx.app.database.db);
    await call(ctx.app, 'admin', 'PUT', '/api/admins/activate', {
      body: { token: user.token, password: PASSWORD },
    });
    const res = await call(ctx.app, 'admin', 'POST', '/api/auth/admin/sign-in/email', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const raw = res.headers['set-cookie'];
    const cookies = Array.isArray(raw) ? raw : [String(raw)];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on signed-in answers, errors, sign-in routes and the API documents', async () => {
    const admin = await signInNewAdmin(ctx.app);
    const answers = [
      await call(ctx.app, 'admin', 'GET', '/api/admins/me', { cookie: admin }),
      await call(ctx.app, 'admin', 'GET', '/api/admin/companies', { cookie: admin }),
      await call(ctx.app, 'admin', 'GET', '/api/auth/admin/get-session', { cookie: admin }),
      await call(ctx.app, 'admin', 'GET', '/api/admins/me'),
      await call(ctx.app, 'admin', 'GET', '/api/does-not-exist'),
      await call(ctx.app, 'admin', 'POST', '/api/auth/admin/sign-in/email', {
        body: { email: 'niemand@veil.example', password: 'Falsch!Passwort1' },
      }),
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    ];
    expect(answers.map((res) => res.headers['cache-control'])).toEqual(
      Array(answers.length).fill('no-store'),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 401, 404, 401, 200, 200]);
  });
});
