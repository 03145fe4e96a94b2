import type { App } from '../app';
import { createAdminUser, createCompany, createEmployerUser } from './factories';
import { call, cookiesOf, signIn } from './http';

/** Everyone the authorization matrix asks about. */
export const PRINCIPALS = [
  'anonymous',
  'candidateA',
  'candidateB',
  'powerUserX',
  'regularUserX',
  'reviewerX',
  'powerUserY',
  'superAdmin',
] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

export type World = {
  cookies: Record<PrincipalName, string>;
  companyX: { id: string };
  companyY: { id: string };
  ids: Partial<Record<PrincipalName, string>>;
};

const PASSWORD = 'Matrix!Passwort1';

async function candidate(
  app: App,
  email: string,
  mailCode: (email: string) => Promise<string>,
): Promise<string> {
  await call(app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
    body: { email, password: PASSWORD, acceptTerms: true },
  });
  const res = await call(app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
    body: { email, otp: await mailCode(email) },
  });
  return cookiesOf(res);
}

async function activated(app: App, pool: 'employer' | 'admin', token: string, email: string) {
  const path = pool === 'employer' ? '/api/employers/activate' : '/api/admins/activate';
  await call(app, pool, 'PUT', path, { body: { token, password: PASSWORD } });
  return signIn(app, pool, email, PASSWORD);
}

/** Signs in one of each principal: two candidates, every role of company X, a power user of Y, an admin. */
export async function createWorld(app: App, mailCode: (email: string) => Promise<string>): Promise<World> {
  const db = app.database.db;
  const companyX = await createCompany(db, { name: 'Firma X' });
  const companyY = await createCompany(db, { name: 'Firma Y' });
  const power = await createEmployerUser(db, { companyId: companyX.id, role: 'power_user' });
  const regular = await createEmployerUser(db, { companyId: companyX.id, role: 'regular_user' });
  const reviewer = await createEmployerUser(db, { companyId: companyX.id, role: 'reviewer_user' });
  const powerY = await createEmployerUser(db, { companyId: companyY.id, role: 'power_user' });
  const admin = await createAdminUser(db);
  return {
    companyX,
    companyY,
    ids: {
      powerUserX: power.id,
      regularUserX: regular.id,
      reviewerX: reviewer.id,
      powerUserY: powerY.id,
      superAdmin: admin.id,
    },
    cookies: {
      anonymous: '',
      candidateA: await candidate(app, 'kandidatin.a@example.org', mailCode),
      candidateB: await candidate(app, 'kandidat.b@example.org', mailCode),
      powerUserX: await activated(app, 'employer', power.token, power.email),
      regularUserX: await activated(app, 'employer', regular.token, regular.email),
      reviewerX: await activated(app, 'employer', reviewer.token, reviewer.email),
      powerUserY: await activated(app, 'employer', powerY.token, powerY.email),
      superAdmin: await activated(app, 'admin', admin.token, admin.email),
    },
  };
}
