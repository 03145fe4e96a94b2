import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookiesOf } from '../testing/http';
import { useTestApp } from '../testing/test-app';

/**
 * Google sign-in for candidates, for real: a local OpenID Connect provider (oidc-provider) runs the
 * authorization-code flow with PKCE against the app, through its own login and consent steps.
 */
const CLIENT = { id: 'veil-candidates', secret: 'a-long-test-client-secret-for-veil' };
let server: Server;
let issuer = '';

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: ['http://candidate.localhost:3000/api/auth/candidate/callback/google'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true, name: 'Greta Google' }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['veil-test-cookie-key'] },
  });
  server.on('request', provider.callback());
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ctx = useTestApp(() => ({
  googleOidc: { issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret },
}));

/** Walks the provider's pages like a browser: follows redirects, signs in as `login`, consents. */
async function throughProvider(startUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = startUrl;
  let method: 'GET' | 'POST' = 'GET';
  let body: string | undefined;
  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    }
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (next.startsWith('http://candidate.localhost:3000/')) return next;
      url = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!prompt) throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 200)}`);
    method = 'POST';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    ).toString();
  }
  throw new Error('the provider never redirected back');
}

describe('Google sign-in (OpenID Connect)', () => {
  it('signs a new candidate in through the provider and returns to the app page', async () => {
    const start = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-in/social', {
      body: { provider: 'google', callbackURL: '/candidate/login/oauth2/code/cognito/' },
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    expect(authorizeUrl.origin).toBe(issuer);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');

    const callback = new URL(await throughProvider(authorizeUrl.toString(), 'greta@example.org'));
    const done = await ctx.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookiesOf(start) },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/candidate/login/oauth2/code/cognito/');

    const me = await call(ctx.app, 'candidate', 'GET', '/api/candidates/me', { cookie: cookiesOf(done) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'greta@example.org', onboarded: false });
  });

  it('offers no Google sign-in to employers', async () => {
    const res = await call(ctx.app, 'employer', 'POST', '/api/auth/employer/sign-in/social', {
      body: { provider: 'google', callbackURL: '/employer/' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
