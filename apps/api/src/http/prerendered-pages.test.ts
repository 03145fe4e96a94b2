import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { type PrerenderedPage, prerenderedPageFor, withPrerenderedPage } from './prerendered-pages';

const SHELL =
  '<!doctype html><html lang="de"><head><title>Veil</title><script type="module" crossorigin src="/assets/index-A.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-B.js"><!--veil-config--></head>' +
  '<body><div id="root"></div></body></html>';

const page = (overrides: Partial<PrerenderedPage>): PrerenderedPage => ({
  path: '/candidate/login',
  locale: 'de',
  googleSignIn: false,
  css: ['assets/login-page-C.css'],
  html: '<main><h1>Willkommen zurück</h1></main>',
  ...overrides,
});

const PAGES: PrerenderedPage[] = [
  page({ title: 'Anmelden · Veil' }),
  page({ googleSignIn: true, html: '<main><h1>Willkommen zurück</h1><a>Google</a></main>' }),
  page({ locale: 'en', html: '<main><h1>Welcome back</h1></main>' }),
  page({ locale: 'en', googleSignIn: true, html: '<main><h1>Welcome back</h1><a>Google</a></main>' }),
  page({
    path: '/candidate/terms-conditions/de',
    googleSignIn: null,
    html: '<main><h1>Nutzungsbedingungen</h1></main>',
  }),
  page({ path: '/employer/login', googleSignIn: null, html: '<main><h1>Arbeitgeber</h1></main>' }),
  page({ path: '/admin/login', locale: 'en', googleSignIn: null, html: '<main><h1>Admin</h1></main>' }),
];

const HOSTS = { candidate: 'candidate.', employer: 'employer.', admin: 'admin.' };
const pick = (pathname: string, hostname: string, cookie?: string, googleSignIn = false) =>
  prerenderedPageFor(PAGES, { pathname, hostname, cookie }, { areaHosts: HOSTS, googleSignIn })?.html ?? null;

describe('which prerendered page a request gets', () => {
  it('picks the language of the cookie, German without one, and the Google setting of the server', () => {
    expect(pick('/candidate/login', 'candidate.localhost')).toContain('Willkommen');
    expect(pick('/candidate/login/', 'candidate.localhost', 'a=1; veil-locale=en')).toContain('Welcome');
    expect(pick('/candidate/login', 'candidate.localhost', 'veil-locale=fr')).toContain('Willkommen');
    expect(pick('/candidate/login', 'candidate.localhost', undefined, true)).toContain('Google');
    expect(pick('/candidate/login', 'candidate.localhost', 'veil-locale=en', true)).toContain('Welcome');
  });

  it('keeps the admin area in English whatever the cookie says', () => {
    expect(pick('/admin/login', 'admin.veil.example', 'veil-locale=de')).toContain('Admin');
  });

  it("gives no page of another area than the host's, and none for pages not prerendered", () => {
    expect(pick('/candidate/login', 'employer.localhost')).toBeNull();
    expect(pick('/employer/login', 'candidate.localhost')).toBeNull();
    expect(pick('/candidate/jobs/list', 'candidate.localhost')).toBeNull();
    expect(pick('/candidate/login-not', 'candidate.localhost')).toBeNull();
  });

  it('gives none to a browser with a session of the area: the pages are as a visitor sees them', () => {
    expect(
      pick('/candidate/terms-conditions/de', 'candidate.localhost', 'veil-candidate.session_token=x'),
    ).toBeNull();
    expect(
      pick('/employer/login', 'employer.localhost', '__Secure-veil-employer.session_token=x'),
    ).toBeNull();
    expect(pick('/employer/login', 'employer.localhost', 'veil-candidate.session_token=x')).toContain(
      'Arbeitgeber',
    );
  });

  it("shows an area's address as its login to a browser without a session of the area", () => {
    expect(pick('/candidate/', 'candidate.localhost')).toContain('Willkommen');
    expect(pick('/candidate', 'localhost', 'veil-employer.session_token=x')).toContain('Willkommen');
    expect(pick('/candidate/', 'candidate.localhost', 'veil-candidate.session_token=x')).toBeNull();
    expect(pick('/candidate/', 'candidate.localhost', '__Secure-veil-candidate.session_token=x')).toBeNull();
    expect(pick('/employer', 'employer.localhost')).toContain('Arbeitgeber');
  });

  it("puts the page into the shell: inert, with its language and stylesheets, before the app's root", () => {
    const html = withPrerenderedPage(SHELL, page({ locale: 'en', html: '<h1>Welcome back</h1>' }));
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/login-page-C.css"></head>');
    expect(html).toContain(
      '<div id="prerendered" data-locale="en" data-path="/candidate/login" inert aria-hidden="true"><h1>Welcome back</h1></div><div id="root"></div>',
    );
  });
});

describe('web app serving: prerendered pages', () => {
  let dist = '';
  const served = useTestApp(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'veil-dist-'));
    await mkdir(path.join(dist, '.vite'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), SHELL);
    await writeFile(path.join(dist, '.vite', 'prerendered.json'), JSON.stringify({ pages: PAGES }));
    await writeFile(
      path.join(dist, '.vite', 'first-load.json'),
      JSON.stringify({
        candidate: { page: ['assets/area-candidate-A1.js'], login: ['assets/login-page-C3.js'] },
      }),
    );
    return { webDistDir: dist };
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  const get = (url: string, cookie?: string) =>
    served.app.inject({
      method: 'GET',
      url,
      headers: { host: 'candidate.localhost', ...(cookie ? { cookie } : {}) },
    });

  it('sends the page in the shell, its scripts fetched after the stylesheets, varying by cookie', async () => {
    const res = await get('/candidate/login', 'veil-locale=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    expect(res.body).toContain(
      '<div id="prerendered" data-locale="en" data-path="/candidate/login" inert aria-hidden="true"><main><h1>Welcome back</h1>',
    );
    expect(res.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js">',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-B.js">',
    );
    expect(res.body).toContain('<title>Veil</title>');
    expect((await get('/candidate/login')).body).toContain('<title>Anmelden · Veil</title>');
    // the runtime configuration is still there for the app
    expect(res.body).toContain('<script id="veil-config" type="application/json">');
    expect((await get('/candidate/login')).body).toContain('Willkommen zurück');
  });

  it('sends the plain shell elsewhere, and to a browser with a session at the area address', async () => {
    for (const res of [
      await get('/candidate/jobs/list'),
      await get('/candidate/', 'veil-candidate.session_token=x'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<body><div id="root"></div></body>');
      expect(res.body).not.toContain('fetchpriority');
    }
    expect((await get('/candidate/jobs/list')).headers.vary).toBe('accept-encoding');
  });

  it("preloads none of the app's code with a page that works before the app, but with a deep link that needs it", async () => {
    for (const url of ['/candidate/login', '/candidate/']) {
      const res = await get(url);
      expect(res.body).toContain('<div id="prerendered"');
      expect(res.body).not.toContain('area-candidate-A1.js');
      expect(res.body).not.toContain('login-page-C3.js');
    }
    const deepLink = await get('/candidate/?tab=reminders');
    expect(deepLink.body).toContain('<div id="prerendered"');
    expect(deepLink.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/area-candidate-A1.js">',
    );
    expect(deepLink.body).toContain('login-page-C3.js');
  });
});
