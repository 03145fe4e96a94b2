import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  all,
  BAD_TOKEN,
  CANDIDATES,
  EMPLOYERS,
  type Entry,
  nextSerial,
  only,
  throwawayCompany,
} from './testing/authorization';
import { FILE_ROUTES } from './testing/authorization-file-routes';
import { createEmployerUser } from './testing/factories';
import { call } from './testing/http';
import { createWorld, PRINCIPALS, type World } from './testing/principals';
import { useTestApp } from './testing/test-app';

/** Every route of the OpenAPI document with the status each principal must get (see testing/authorization.ts). */
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
      const serial = nextSerial();
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
      const serial = nextSerial();
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
      body: { name: `Umbenannt ${nextSerial()}` },
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
        email: `rita-${nextSerial()}@matrix.example`,
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
  ...FILE_ROUTES,
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
