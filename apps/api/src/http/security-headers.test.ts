import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
};

describe('security headers', () => {
  it("computes helmet's headers once, as the middleware would set them", () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toMatch(/^default-src 'self';.*object-src 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('refuses options helmet refuses, at start', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'; script-src *"] } } }),
    ).toThrow();
  });

  it('sets them on every answer, and a route may replace one', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/page', async () => 'page');
    app.get('/file', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'; sandbox").send('file'),
    );
    const page = await app.inject({ method: 'GET', url: '/page' });
    const file = await app.inject({ method: 'GET', url: '/file' });
    const missing = await app.inject({ method: 'GET', url: '/nothing' });
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
