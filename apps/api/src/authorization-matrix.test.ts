import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import type { Pool } from './auth/pools';
import { createCompany, createEmployerUser } from './testing/factories';
import { call } from './testing/http';
import { createWorld, PRINCIPALS, type PrincipalName, type World } from './testing/principals';
import { logoPng, smallPdf } from './testing/sample-files';
import { useTestApp } from './testing/test-app';
import { fetchSigned, uploadDone } from './testing/uploads';

/**
 * For every route of the OpenAPI document: the request to send (built from the seeded world, using
 * objects of candidate A and company X) and the HTTP status each principal must get. A route missing
 * here fails the first test, so every feature adds its routes as it lands.
 */
type Entry = {
  pool: Pool;
  /** may create throwaway objects, so a change made for one principal never alters the world of the next */
  request: (
    world: World,
    app: App,
  ) =>
    | Promise<{ path: string; body?: Record<string, unknown> }>
    | { path: string; body?: Record<string, unknown> };
  expect: Record<PrincipalName, number>;
};

const all = (status: number): Record<PrincipalName, number> =>
  Object.fromEntries(PRINCIPALS.map((p) => [p, status])) as Record<PrincipalName, number>;
const only = (allowed: PrincipalName[], ok = 200, otherwise = 401): Record<PrincipalName, number> =>
  Object.fromEntries(PRINCIPALS.map((p) => [p, allowed.includes(p) ? ok : otherwise])) as Record<
    PrincipalName,
    number
  >;
const CANDIDATES: PrincipalName[] = ['candidateA', 'candidateB'];
const EMPLOYERS: PrincipalName[] = ['powerUserX', 'regularUserX', 'reviewerX', 'powerUserY'];
const BAD_TOKEN = 'not-a-real-activation-token-000000000000';
const ADMIN_ONLY = only(['superAdmin']);
let serial = 0;

/** A company of its own with an active power user and a pending regular user, for one destructive entry. */
async function throwawayCompany(app: App) {
  serial += 1;
  const company = await createCompany(app.database.db, { name: `Matrix Wegwerf ${serial}` });
  const keeper = await createEmployerUser(app.database.db, { companyId: company.id, role: 'power_user' });
  await app.inject({
    method: 'PUT',
    url: '/api/employers/activate',
    payload: { token: keeper.token, password: 'Matrix!Passwort1' },
  });
  const member = await createEmployerUser(app.database.db, { companyId: company.id, role: 'regular_user' });
  return { companyId: company.id, memberId: member.id };
}

/** A completed upload of company X, sent by its power user. */
async function companyUpload(
  w: World,
  app: App,
  type: 'company_logo' | 'company_media' | 'company_additional_file',
) {
  const file =
    type === 'company_additional_file'
      ? { filename: 'matrix.pdf', mediaType: 'application/pdf', body: smallPdf() }
      : { filename: 'matrix.png', mediaType: 'image/png', body: await logoPng() };
  return uploadDone(app, 'employer', w.cookies.powerUserX, { type, ...file });
}

/** Calls the API as company X's power user, for entries that need an object of company X first. */
async function asPowerUserX<T = { id: string }>(
  w: World,
  app: App,
  method: 'POST' | 'PUT',
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  const res = await call(app, 'employer', method, `/api${path}`, { cookie: w.cookies.powerUserX, body });
  if (res.statusCode !== 200) throw new Error(`${method} ${path} failed: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** Company X's file rules: its power user changes, its other roles 403, Y's power user never finds it. */
const X_POWER_CHANGES = { ...only(['powerUserX']), regularUserX: 403, reviewerX: 403, powerUserY: 404 };
/** What a company's public page shows: any candidate and company X's employers, not company Y. */
const X_PUBLIC = { ...only([...CANDIDATES, 'powerUserX', 'regularUserX', 'reviewerX']), powerUserY: 404 };

const MATRIX: Record<string, Entry> = {
  'GET /health': { pool: 'candidate', request: () => ({ path: '/health' }), expect: all(200) },
  'GET /activations/{pool}/{token}': {
    pool: 'employer',
    request: () => ({ path: `/activations/employer/${BAD_TOKEN}` }),
    expect: all(404),
  },
  'PUT /employers/activate': {
    pool: 'employer',
    request: () => ({
      path: '/employers/activate',
      body: { token: BAD_TOKEN, password: 'Matrix!Passwort1' },
    }),
    expect: all(404),
  },
  'PUT /admins/activate': {
    pool: 'admin',
    request: () => ({ path: '/admins/activate', body: { token: BAD_TOKEN, password: 'Matrix!Passwort1' } }),
    expect: all(404),
  },
  'GET /candidates/me': {
    pool: 'candidate',
    request: () => ({ path: '/candidates/me' }),
    expect: only(CANDIDATES),
  },
  'PUT /candidates/me/onboarding': {
    pool: 'candidate',
    request: () => ({ path: '/candidates/me/onboarding' }),
    expect: only(CANDIDATES),
  },
  'GET /employers': { pool: 'employer', request: () => ({ path: '/employers' }), expect: only(EMPLOYERS) },
  'GET /admins/me': { pool: 'admin', request: () => ({ path: '/admins/me' }), expect: ADMIN_ONLY },
  'GET /companies': {
    pool: 'employer',
    request: () => ({ path: '/companies' }),
    expect: { ...only(['powerUserX', 'regularUserX', 'powerUserY']), reviewerX: 403 },
  },
  'PUT /companies': {
    pool: 'employer',
    request: () => ({ path: '/companies', body: { updateType: 'benefits', benefits: '<p>Gleitzeit</p>' } }),
    expect: { ...only(['powerUserX', 'powerUserY']), regularUserX: 403, reviewerX: 403 },
  },
  'PUT /employers': {
    pool: 'employer',
    request: () => ({ path: '/employers', body: { firstName: 'Matrix', lastName: 'Nutzer', locale: 'de' } }),
    expect: only(EMPLOYERS),
  },
  'GET /employers/team': {
    pool: 'employer',
    request: () => ({ path: '/employers/team' }),
    expect: { ...only(['powerUserX', 'powerUserY']), regularUserX: 403, reviewerX: 403 },
  },
  'POST /employers/team': {
    pool: 'employer',
    request: () => {
      serial += 1;
      return {
        path: '/employers/team',
        body: {
          firstName: 'Tim',
          lastName: 'Team',
          email: `tim-${serial}@team.example`,
          role: 'reviewer_user',
          external: false,
        },
      };
    },
    // one body for all: X's power user invites the address, Y's then finds it taken (one account per address)
    expect: { ...only(['powerUserX']), regularUserX: 403, reviewerX: 403, powerUserY: 409 },
  },
  'POST /employers/team/{accountId}/activation': {
    pool: 'employer',
    request: async (w, app) => {
      const pending = await createEmployerUser(app.database.db, {
        companyId: w.companyX.id,
        role: 'regular_user',
      });
      return { path: `/employers/team/${pending.id}/activation` };
    },
    // company X's account: found only inside company X
    expect: { ...only(['powerUserX']), regularUserX: 403, reviewerX: 403, powerUserY: 404 },
  },
  'PUT /employers/team/{accountId}/role': {
    pool: 'employer',
    request: async (w, app) => {
      const colleague = await createEmployerUser(app.database.db, {
        companyId: w.companyX.id,
        role: 'regular_user',
      });
      return { path: `/employers/team/${colleague.id}/role`, body: { role: 'reviewer_user' } };
    },
    expect: { ...only(['powerUserX']), regularUserX: 403, reviewerX: 403, powerUserY: 404 },
  },
  'PUT /employers/team/{accountId}/status': {
    pool: 'employer',
    request: async (w, app) => {
      const colleague = await createEmployerUser(app.database.db, {
        companyId: w.companyX.id,
        role: 'regular_user',
      });
      return { path: `/employers/team/${colleague.id}/status`, body: { active: false } };
    },
    expect: { ...only(['powerUserX']), regularUserX: 403, reviewerX: 403, powerUserY: 404 },
  },
  'GET /companies/{companyId}/public': {
    pool: 'candidate',
    request: (w) => ({ path: `/companies/${w.companyX.id}/public` }),
    expect: only(CANDIDATES),
  },
  'GET /admin/companies': {
    pool: 'admin',
    request: () => ({ path: '/admin/companies' }),
    expect: ADMIN_ONLY,
  },
  'POST /admin/companies': {
    pool: 'admin',
    request: () => {
      serial += 1;
      return {
        path: '/admin/companies',
        body: {
          name: `Matrix Neu ${serial}`,
          email: `matrix-${serial}@neu.example`,
          powerUser: {
            firstName: 'Mia',
            lastName: 'Matrix',
            title: 'CEO',
            email: `mia-${serial}@neu.example`,
          },
        },
      };
    },
    expect: ADMIN_ONLY,
  },
  'GET /admin/companies/{companyId}': {
    pool: 'admin',
    request: (w) => ({ path: `/admin/companies/${w.companyX.id}` }),
    expect: ADMIN_ONLY,
  },
  'PUT /admin/companies/{companyId}/name': {
    pool: 'admin',
    request: async (_w, app) => ({
      path: `/admin/companies/${(await throwawayCompany(app)).companyId}/name`,
      body: { name: `Umbenannt ${serial}` },
    }),
    expect: ADMIN_ONLY,
  },
  'PUT /admin/companies/{companyId}/status': {
    pool: 'admin',
    request: async (_w, app) => ({
      path: `/admin/companies/${(await throwawayCompany(app)).companyId}/status`,
      body: { isActive: false },
    }),
    expect: ADMIN_ONLY,
  },
  'GET /admin/companies/{companyId}/accounts': {
    pool: 'admin',
    request: (w) => ({ path: `/admin/companies/${w.companyX.id}/accounts` }),
    expect: ADMIN_ONLY,
  },
  'POST /admin/companies/{companyId}/accounts': {
    pool: 'admin',
    request: async (_w, app) => ({
      path: `/admin/companies/${(await throwawayCompany(app)).companyId}/accounts`,
      body: {
        firstName: 'Rita',
        lastName: 'Review',
        email: `rita-${serial}@matrix.example`,
        role: 'reviewer_user',
        external: true,
      },
    }),
    expect: ADMIN_ONLY,
  },
  'POST /admin/companies/{companyId}/accounts/{accountId}/activation': {
    pool: 'admin',
    request: async (_w, app) => {
      const { companyId, memberId } = await throwawayCompany(app);
      return { path: `/admin/companies/${companyId}/accounts/${memberId}/activation` };
    },
    expect: ADMIN_ONLY,
  },
  'PUT /admin/companies/{companyId}/accounts/{accountId}/role': {
    pool: 'admin',
    request: async (_w, app) => {
      const { companyId, memberId } = await throwawayCompany(app);
      return {
        path: `/admin/companies/${companyId}/accounts/${memberId}/role`,
        body: { role: 'reviewer_user' },
      };
    },
    expect: ADMIN_ONLY,
  },
  'PUT /admin/companies/{companyId}/accounts/{accountId}/status': {
    pool: 'admin',
    request: async (_w, app) => {
      const { companyId, memberId } = await throwawayCompany(app);
      return { path: `/admin/companies/${companyId}/accounts/${memberId}/status`, body: { active: false } };
    },
    expect: ADMIN_ONLY,
  },
  'DELETE /admin/companies/{companyId}/accounts/{accountId}': {
    pool: 'admin',
    request: async (_w, app) => {
      const { companyId, memberId } = await throwawayCompany(app);
      return { path: `/admin/companies/${companyId}/accounts/${memberId}` };
    },
    expect: ADMIN_ONLY,
  },
  'POST /media': {
    pool: 'employer',
    request: () => ({
      path: '/media',
      body: { type: 'company_media', filename: 'matrix.png', mediaType: 'image/png', size: 100 },
    }),
    // candidates are signed in, but company files are not theirs to send
    expect: {
      ...only(['powerUserX', 'powerUserY']),
      regularUserX: 403,
      reviewerX: 403,
      candidateA: 403,
      candidateB: 403,
    },
  },
  'POST /media/{uploadId}/complete': {
    pool: 'employer',
    request: async (w, app) => {
      const body = await logoPng();
      type Ticket = { url: string; headers: Record<string, string>; uploadId: string };
      const { url, headers, uploadId } = await asPowerUserX<Ticket>(w, app, 'POST', '/media', {
        type: 'company_media',
        filename: 'matrix.png',
        mediaType: 'image/png',
        size: body.length,
      });
      await fetchSigned(app, 'PUT', url, { headers, body });
      return { path: `/media/${uploadId}/complete` };
    },
    expect: { ...X_POWER_CHANGES, candidateA: 404, candidateB: 404 },
  },
  'GET /media/{uploadId}/download': {
    pool: 'employer',
    request: async (w, app) => {
      const uploadId = await companyUpload(w, app, 'company_media');
      await asPowerUserX(w, app, 'POST', '/companies/media', { uploadId, isSelected: true });
      return { path: `/media/${uploadId}/download` };
    },
    expect: X_PUBLIC,
  },
  'GET /companies/files': {
    pool: 'employer',
    request: () => ({ path: '/companies/files' }),
    expect: only(EMPLOYERS),
  },
  'PUT /companies/logo': {
    pool: 'employer',
    request: async (w, app) => ({
      path: '/companies/logo',
      body: { uploadId: await companyUpload(w, app, 'company_logo') },
    }),
    expect: X_POWER_CHANGES,
  },
  'DELETE /companies/logo': {
    pool: 'employer',
    request: async (w, app) => {
      await asPowerUserX(w, app, 'PUT', '/companies/logo', {
        uploadId: await companyUpload(w, app, 'company_logo'),
      });
      return { path: '/companies/logo' };
    },
    // company Y has no logo to remove
    expect: X_POWER_CHANGES,
  },
  'POST /companies/media': {
    pool: 'employer',
    request: async (w, app) => ({
      path: '/companies/media',
      body: { uploadId: await companyUpload(w, app, 'company_media') },
    }),
    expect: X_POWER_CHANGES,
  },
  'PUT /companies/media/{mediaId}': {
    pool: 'employer',
    request: async (w, app) => {
      const uploadId = await companyUpload(w, app, 'company_media');
      const item = await asPowerUserX(w, app, 'POST', '/companies/media', { uploadId });
      return { path: `/companies/media/${item.id}`, body: { isSelected: false } };
    },
    expect: X_POWER_CHANGES,
  },
  'DELETE /companies/media/{mediaId}': {
    pool: 'employer',
    request: async (w, app) => {
      const uploadId = await companyUpload(w, app, 'company_media');
      const item = await asPowerUserX(w, app, 'POST', '/companies/media', { uploadId });
      return { path: `/companies/media/${item.id}` };
    },
    expect: X_POWER_CHANGES,
  },
  'POST /companies/documents': {
    pool: 'employer',
    request: async (w, app) => ({
      path: '/companies/documents',
      body: {
        uploadId: await companyUpload(w, app, 'company_additional_file'),
        fileType: 'other',
        displayName: 'Matrix',
      },
    }),
    expect: X_POWER_CHANGES,
  },
  'DELETE /companies/documents/{documentId}': {
    pool: 'employer',
    request: async (w, app) => {
      const uploadId = await companyUpload(w, app, 'company_additional_file');
      const document = await asPowerUserX(w, app, 'POST', '/companies/documents', {
        uploadId,
        fileType: 'data_protection',
        displayName: 'Matrix',
      });
      return { path: `/companies/documents/${document.id}` };
    },
    expect: X_POWER_CHANGES,
  },
  'GET /companies/{companyId}/public-files': {
    pool: 'candidate',
    request: (w) => ({ path: `/companies/${w.companyX.id}/public-files` }),
    expect: X_PUBLIC,
  },
};

const ctx = useTestApp();
let world: World;
let documentRoutes: string[] = [];

beforeAll(async () => {
  world = await createWorld(ctx.app, (email) => ctx.mail.lastCode(email, 'email-verification'));
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  documentRoutes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
});

describe('authorization matrix', () => {
  it('has an entry for every route of the OpenAPI document, and no stale ones', () => {
    expect(documentRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !documentRoutes.includes(route))).toEqual([]);
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    it(`${route} answers each principal as listed`, async () => {
      const method = route.split(' ')[0] as 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
      const { path, body } = await entry.request(world, ctx.app);
      const seen: Record<string, number> = {};
      for (const principal of PRINCIPALS) {
        const res = await call(ctx.app, entry.pool, method, `/api${path}`, {
          cookie: world.cookies[principal] || undefined,
          body,
        });
        seen[principal] = res.statusCode;
      }
      expect(seen).toEqual(entry.expect);
    });
  }
});
