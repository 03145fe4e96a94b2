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
  // the logins as a page that needs a session sends a visitor there, with the note to sign in
  page({ forProtectedPage: true, html: '<main><h1>Willkommen zurück</h1><p>Bitte melde dich an</p></main>' }),
  page({
    forProtectedPage: true,
    locale: 'en',
    html: '<main><h1>Welcome back</h1><p>Please sign in</p></main>',
  }),
  page({
    path: '/employer/login',
    googleSignIn: null,
    forProtectedPage: true,
    html: '<main><h1>Arbeitgeber</h1><p>Bitte melde dich an</p></main>',
  }),
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

  it("gives no page of another area than the host's, and none for public pages not prerendered", () => {
    expect(pick('/candidate/login', 'employer.localhost')).toBeNull();
    expect(pick('/employer/login', 'candidate.localhost')).toBeNull();
    expect(pick('/candidate/forgot-password', 'candidate.localhost')).toBeNull();
    expect(pick('/candidate/jobs/share/AB12', 'candidate.localhost')).toBeNull();
    expect(pick('/candidate/404', 'candidate.localhost')).toBeNull();
    expect(pick('/demo', 'candidate.localhost')).toBeNull();
  });

  it('gives a page that needs a session the login with the note to sign in, as the session guard would', () => {
    for (const [pathname, search] of [
      ['/candidate/jobs/list', undefined],
      ['/candidate/applications/7', 'tab=answers'],
      // the landing page with a query is a page of its own, which the guard remembers
      ['/candidate/', 'tab=reminders'],
      // an unknown address: the guard sends it to the login, the router later to the landing page
      ['/candidate/login-not', undefined],
    ] as const) {
      const chosen = prerenderedPageFor(
        PAGES,
        { pathname, search, hostname: 'candidate.localhost', cookie: undefined },
        { areaHosts: HOSTS, googleSignIn: false },
      );
      expect(chosen).toMatchObject({ path: '/candidate/login', forProtectedPage: true, locale: 'de' });
    }
    expect(pick('/employer/applications/12', 'employer.localhost')).toContain('Bitte melde dich an');
    expect(pick('/candidate/profile', 'candidate.localhost', 'veil-locale=en')).toContain('Please sign in');
    // the landing page itself: the plain login, as the guard sends it there without a note
    expect(pick('/employer/applications', 'employer.localhost')).not.toContain('Bitte');
    expect(pick('/employer/applications', 'employer.localhost')).toContain('Arbeitgeber');
    // no such login rendered (Google sign-in on, in this list): no page, the app decides
    expect(pick('/candidate/profile', 'candidate.localhost', undefined, true)).toBeNull();
    // a session of the area: the app
    expect(pick('/candidate/profile', 'candidate.localhost', 'veil-candidate.session_token=x')).toBeNull();
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

  it('sends the plain shell to a browser with a session, and for public pages not prerendered', async () => {
    for (const res of [
      await get('/candidate/jobs/list', 'veil-candidate.session_token=x'),
      await get('/candidate/', 'veil-candidate.session_token=x'),
      await get('/candidate/jobs/share/AB12'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<body><div id="root"></div></body>');
      expect(res.body).not.toContain('fetchpriority');
      expect(res.headers.vary).toBe('accept-encoding, cookie');
    }
  });

  it('sends a page that needs a session the login with the note, for the first script to make it the address', async () => {
    for (const url of ['/candidate/jobs/list', '/candidate/?tab=reminders']) {
      const res = await get(url);
      expect(res.body).toContain(
        '<div id="prerendered" data-locale="de" data-path="/candidate/login" data-for-protected-page inert aria-hidden="true"><main><h1>Willkommen zurück</h1><p>Bitte melde dich an</p>',
      );
      // it works before the app, like the login at its own address: none of the app's code comes first
      expect(res.body).not.toContain('area-candidate-A1.js');
    }
  });

  it("preloads none of the app's code with a page that works before the app, but with a sign-in page's query", async () => {
    for (const url of ['/candidate/login', '/candidate/']) {
      const res = await get(url);
      expect(res.body).toContain('<div id="prerendered"');
      expect(res.body).not.toContain('data-for-protected-page');
      expect(res.body).not.toContain('area-candidate-A1.js');
      expect(res.body).not.toContain('login-page-C3.js');
    }
    const withQuery = await get('/candidate/login?error=google');
    expect(withQuery.body).toContain('<div id="prerendered"');
    expect(withQuery.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/area-candidate-A1.js">',
    );
    expect(withQuery.body).toContain('login-page-C3.js');
  });
});
