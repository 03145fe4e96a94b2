import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  all,
  BAD_TOKEN,
  CANDIDATES,
  checkCell,
  conflict,
  EMPLOYERS,
  type Entry,
  FORBIDDEN,
  nextSerial,
  notFound,
  OK,
  only,
  SIGNED_OUT,
  throwawayCompany,
} from './testing/authorization';
import { APPLICATION_ROUTES } from './testing/authorization-application-routes';
import { AUDIO_INTERVIEW_ROUTES } from './testing/authorization-audio-interview-routes';
import { AUTH_ROUTES, offeredAuthRoutes } from './testing/authorization-auth-routes';
import { CANDIDATE_JOB_ROUTES } from './testing/authorization-candidate-job-routes';
import { FILE_ROUTES } from './testing/authorization-file-routes';
import { INTERVIEW_ROUTES } from './testing/authorization-interview-routes';
import { JOB_ROUTES } from './testing/authorization-job-routes';
import { NOTIFICATION_ROUTES } from './testing/authorization-notification-routes';
import { RECORDING_ROUTES } from './testing/authorization-recording-routes';
import { RESUME_ROUTES } from './testing/authorization-resume-routes';
import { REVEAL_ROUTES } from './testing/authorization-reveal-routes';
import { SAVED_SEARCH_ROUTES } from './testing/authorization-saved-search-routes';
import { TALENT_POOL_ROUTES } from './testing/authorization-talent-pool-routes';
import { TEMPLATE_ROUTES } from './testing/authorization-template-routes';
import { createEmployerUser } from './testing/factories';
import { createWorld, PRINCIPALS, type World } from './testing/principals';
import { useTestApp } from './testing/test-app';

/** Every route of the OpenAPI document with the status each principal must get (see testing/authorization.ts). */
const MATRIX: Record<string, Entry> = {
  'GET /health': { pool: 'candidate', request: () => ({ path: '/health' }), expect: all(OK) },
  'GET /activations/{pool}/{token}': {
    pool: 'employer',
    request: () => ({ path: `/activations/employer/${BAD_TOKEN}` }),
    expect: all(notFound('activation_link_invalid')),
  },
  'PUT /employers/activate': {
    pool: 'employer',
    request: () => ({
      path: '/employers/activate',
      body: { token: BAD_TOKEN, password: 'Matrix!Passwort1' },
    }),
    expect: all(notFound('activation_link_invalid')),
  },
  'PUT /admins/activate': {
    pool: 'admin',
    request: () => ({ path: '/admins/activate', body: { token: BAD_TOKEN, password: 'Matrix!Passwort1' } }),
    expect: all(notFound('activation_link_invalid')),
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
  'GET /candidates/me/deletion': {
    pool: 'candidate',
    request: () => ({ path: '/candidates/me/deletion' }),
    expect: { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT },
  },
  // a wrong password: the candidates of the world keep their accounts (the deletion: account-deletion.test.ts)
  'DELETE /candidates/me': {
    pool: 'candidate',
    request: () => ({ path: '/candidates/me', body: { password: 'Falsch!Passwort1' } }),
    expect: {
      ...only(CANDIDATES, { status: 422, code: 'account_deletion_wrong_password' }, FORBIDDEN),
      anonymous: SIGNED_OUT,
    },
  },
  'GET /employers': { pool: 'employer', request: () => ({ path: '/employers' }), expect: only(EMPLOYERS) },
  'GET /admins/me': { pool: 'admin', request: () => ({ path: '/admins/me' }), expect: ADMIN_ONLY },
  'GET /companies': {
    pool: 'employer',
    request: () => ({ path: '/companies' }),
    expect: { ...only(['powerUserX', 'regularUserX', 'powerUserY']), reviewerX: FORBIDDEN },
  },
  'PUT /companies': {
    pool: 'employer',
    request: () => ({ path: '/companies', body: { updateType: 'benefits', benefits: '<p>Gleitzeit</p>' } }),
    expect: { ...only(['powerUserX', 'powerUserY']), regularUserX: FORBIDDEN, reviewerX: FORBIDDEN },
  },
  'PUT /employers': {
    pool: 'employer',
    request: () => ({ path: '/employers', body: { firstName: 'Matrix', lastName: 'Nutzer', locale: 'de' } }),
    expect: only(EMPLOYERS),
  },
  'GET /employers/team': {
    pool: 'employer',
    request: () => ({ path: '/employers/team' }),
    expect: { ...only(['powerUserX', 'powerUserY']), regularUserX: FORBIDDEN, reviewerX: FORBIDDEN },
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
    // each power user invites a new person into their own company
    expect: { ...only(['powerUserX', 'powerUserY']), regularUserX: FORBIDDEN, reviewerX: FORBIDDEN },
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
    expect: {
      ...only(['powerUserX']),
      regularUserX: FORBIDDEN,
      reviewerX: FORBIDDEN,
      powerUserY: notFound('user_not_found'),
    },
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
    expect: {
      ...only(['powerUserX']),
      regularUserX: FORBIDDEN,
      reviewerX: FORBIDDEN,
      powerUserY: notFound('user_not_found'),
    },
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
    expect: {
      ...only(['powerUserX']),
      regularUserX: FORBIDDEN,
      reviewerX: FORBIDDEN,
      powerUserY: notFound('user_not_found'),
    },
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
  // the matrix's companies are not complete yet: whoever may import gets past the role check to the gate
  'POST /company-jobs/import': {
    pool: 'employer',
    request: () => ({
      path: '/company-jobs/import',
      body: {
        fileName: 'stellen.csv',
        content: Buffer.from('Berufsbezeichnung\nMatrix\n').toString('base64'),
      },
    }),
    expect: {
      ...only(['powerUserX', 'regularUserX', 'powerUserY'], conflict('company_incomplete')),
      reviewerX: FORBIDDEN,
    },
  },
  'GET /company-jobs/import/template': {
    pool: 'employer',
    request: () => ({ path: '/company-jobs/import/template?format=csv&language=de' }),
    expect: { ...only(['powerUserX', 'regularUserX', 'powerUserY']), reviewerX: FORBIDDEN },
  },
  'GET /dashboard': {
    pool: 'candidate',
    request: () => ({ path: '/dashboard' }),
    expect: { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT },
  },
  // each employer reads their own dashboard (who sees which application: employer-dashboard.test.ts)
  'GET /company-dashboard': {
    pool: 'employer',
    request: () => ({ path: '/company-dashboard' }),
    expect: only(EMPLOYERS),
  },
  ...FILE_ROUTES,
  ...JOB_ROUTES,
  ...AUTH_ROUTES,
  ...CANDIDATE_JOB_ROUTES,
  ...RESUME_ROUTES,
  ...APPLICATION_ROUTES,
  ...AUDIO_INTERVIEW_ROUTES,
  ...INTERVIEW_ROUTES,
  ...REVEAL_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...TALENT_POOL_ROUTES,
  ...SAVED_SEARCH_ROUTES,
  ...RECORDING_ROUTES,
  ...TEMPLATE_ROUTES,
};

const ctx = useTestApp();
let world: World;
let documentRoutes: string[] = [];

beforeAll(async () => {
  world = await createWorld(ctx.app, ctx.mail);
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  documentRoutes = [
    ...Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    ),
    ...offeredAuthRoutes(),
  ];
});

describe('authorization matrix', () => {
  it('has an entry for every route of the OpenAPI document and every sign-in route, and no stale ones', () => {
    expect(documentRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !documentRoutes.includes(route))).toEqual([]);
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    it(`${route} answers each principal as listed and shows nobody data that is not theirs`, async () => {
      const problems: string[] = [];
      for (const principal of PRINCIPALS) {
        problems.push(...(await checkCell(ctx.app, world, route, entry, principal)));
      }
      expect(problems).toEqual([]);
    });
  }
});
