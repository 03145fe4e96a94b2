import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { companies } from './db/schema';
import { createTestDatabaseConfig, testConfig, useTestApp } from './testing/test-app';

const ctx = useTestApp();

describe('GET /api/health', () => {
  it('reports a reachable database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('has the migrations applied', async () => {
    const rows = await ctx.app.database.db.select({ n: count() }).from(companies);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document listing the health call and the error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.paths['/health'].get).toBeDefined();
    expect(doc.components.schemas.ApiError.properties.code.enum).toContain('unhandled_error');
  });

  it('serves a readable docs page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/health');
  });
});

describe('unknown routes', () => {
  it('answers an unknown API GET with JSON, not the web app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'route_not_found' });
  });
});

describe('web app serving', () => {
  it('serves index.html with the runtime configuration for any page path', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'veil-dist-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<html><head><!--veil-config--></head><body></body></html>',
    );
    const { database, dispose } = await createTestDatabaseConfig();
    const app = await buildApp(testConfig({ database, webDistDir: dist }));
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/employer/applications',
        headers: { host: 'employer.localhost:3000' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<script id="veil-config" type="application/json">');
      expect(res.body).toContain('"employer":"employer."');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const root = await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'candidate.localhost:3000' },
      });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('veil-config');
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      // a source map left in the folder (an older build) is never served
      await mkdir(path.join(dist, 'assets'));
      await writeFile(
        path.join(dist, 'assets', 'app-1a2b.js'),
        'console.log(1);\n//# sourceMappingURL=app-1a2b.js.map',
      );
      await writeFile(path.join(dist, 'assets', 'app-1a2b.js.map'), '{"sources":["../src/app.tsx"]}');
      await writeFile(path.join(dist, 'app.js.map'), '{"sources":["../src/app.tsx"]}');
      expect((await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })).statusCode).toBe(200);
      for (const url of ['/assets/app-1a2b.js.map', '/app.js.map', '/assets/APP-1A2B.JS.MAP']) {
        const map = await app.inject({ method: 'GET', url });
        expect(map.statusCode, url).toBe(404);
        expect(map.body, url).not.toContain('sources');
      }
    } finally {
      await app.close();
      await dispose();
    }
  });
});
