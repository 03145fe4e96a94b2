import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { preferredEncoding, preloadTags } from './web-app';

const SCRIPT = `console.log(${JSON.stringify('veil '.repeat(400))});`;

/** A built web app as Vite and its precompress plugin leave it: assets with `.br` and `.gz` beside. */
async function fakeDist() {
  const dist = await mkdtemp(path.join(tmpdir(), 'veil-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<html><head><meta name="description" content="Veil"><!--veil-config--></head><body>${'<!-- padding -->'.repeat(50)}</body></html>`,
  );
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  await writeFile(
    path.join(dist, '.vite', 'first-load.json'),
    JSON.stringify({
      candidate: {
        page: ['assets/area-candidate-A1.js', 'assets/Button-B2.css'],
        login: ['assets/login-page-C3.js'],
      },
      employer: { page: ['assets/area-employer-D4.js'], login: [] },
    }),
  );
  const asset = path.join(dist, 'assets', 'app-Dx3f9a.js');
  await writeFile(asset, SCRIPT);
  await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
  return dist;
}

describe('web app serving: compression and caching', () => {
  let dist = '';
  const served = useTestApp(async () => {
    dist = await fakeDist();
    return { webDistDir: dist };
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string) =>
    served.app.inject({
      method: 'GET',
      url,
      headers: {
        host: 'candidate.localhost',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends the brotli file of a hashed asset to a client that accepts br, cached as immutable', async () => {
    const res = await get('/assets/app-Dx3f9a.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-Dx3f9a.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await get('/assets/app-Dx3f9a.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(SCRIPT);
  });

  it('compresses the page shell, never lets it be cached without asking, and keeps the config in it', async () => {
    const br = await get('/candidate/login', 'br;q=1, gzip;q=0.5');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<script id="veil-config"');
    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<meta name="description"');
    const plain = await get('/candidate/login', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('veil-config');
  });

  it('lets the browser fetch the area and its login page together with the entry', async () => {
    const login = await get('/candidate/login');
    expect(login.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/area-candidate-A1.js">',
    );
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-C3.js">');
    expect(login.body).toContain('<link rel="preload" as="style" href="/assets/Button-B2.css">');
    const dashboard = await get('/candidate/');
    expect(dashboard.body).toContain('area-candidate-A1.js');
    expect(dashboard.body).not.toContain('login-page-C3.js');
    const employer = await get('/employer/applications', 'br');
    const html = brotliDecompressSync(employer.rawPayload).toString();
    expect(html).toContain('area-employer-D4.js');
    expect(html).not.toContain('area-candidate-A1.js');
  });

  it('answers /robots.txt with the robots file, not the app', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).not.toContain('<html');
  });

  it('does not hand out the build manifest', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.body).not.toBe('{}');
  });
});

describe('preloadTags', () => {
  const hints = { admin: { page: ['assets/area-admin-X.js', '../secret.js'], login: ['assets/login-Y.js'] } };

  it('names nothing for a path outside the areas, and only asset files', () => {
    expect(preloadTags(hints, '/')).toBe('');
    expect(preloadTags(hints, '/administrator')).toBe('');
    expect(preloadTags(hints, '/admin/login')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/area-admin-X.js"><link rel="modulepreload" crossorigin href="/assets/login-Y.js">',
    );
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
