import type { App } from '../app';
import { createAdminUser } from './factories';
import { call, cookiesOf, signIn } from './http';
import type { mailbox } from './mailbox';

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

/**
 * Whose data a value belongs to. Every name, e-mail and id the world seeds carries the marker of its
 * owner, so a response can be searched for data its reader must not see. A company's public face
 * (its name and id) is an owner of its own: candidates may read it, its private data they may not.
 */
export const OWNERS = [
  'xPublic',
  'xPrivate',
  'yPublic',
  'yPrivate',
  'candidateA',
  'candidateB',
  'admin',
] as const;
export type Owner = (typeof OWNERS)[number];

/** The data each principal may read in any answer. */
export const MAY_READ: Record<PrincipalName, readonly Owner[]> = {
  anonymous: [],
  candidateA: ['candidateA', 'xPublic', 'yPublic'],
  candidateB: ['candidateB', 'xPublic', 'yPublic'],
  powerUserX: ['xPublic', 'xPrivate'],
  regularUserX: ['xPublic', 'xPrivate'],
  reviewerX: ['xPublic', 'xPrivate'],
  powerUserY: ['yPublic', 'yPrivate'],
  superAdmin: ['xPublic', 'xPrivate', 'yPublic', 'yPrivate', 'admin'],
};

/** Unique strings, one per owner, that occur nowhere but in that owner's seeded data. */
export const MARKERS: Record<Owner, string> = {
  xPublic: 'mkxpubq7',
  xPrivate: 'mkxprivq7',
  yPublic: 'mkypubq7',
  yPrivate: 'mkyprivq7',
  candidateA: 'mkcandaq7',
  candidateB: 'mkcandbq7',
  admin: 'mkadminq7',
};

export type World = {
  cookies: Record<PrincipalName, string>;
  companyX: { id: string };
  companyY: { id: string };
  ids: Partial<Record<PrincipalName, string>>;
  /** each signed-in principal's address and pool, to open a fresh session (all share one password) */
  accounts: Partial<Record<PrincipalName, { pool: 'candidate' | 'employer' | 'admin'; email: string }>>;
  /** values (ids) that belong to an owner but cannot carry its marker string */
  ownedValues: Record<Owner, string[]>;
};

export const PASSWORD = 'Matrix!Passwort1';

type Mail = ReturnType<typeof mailbox>;

async function candidate(app: App, mail: Mail, owner: 'candidateA' | 'candidateB') {
  const email = `kandidat.${MARKERS[owner]}@example.org`;
  await call(app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
    body: { email, password: PASSWORD, acceptTerms: true },
  });
  const res = await call(app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
    body: { email, otp: await mail.lastCode(email, 'email-verification') },
  });
  const cookie = cookiesOf(res);
  const me = await call(app, 'candidate', 'GET', '/api/candidates/me', { cookie });
  return { cookie, id: String(me.json().id) };
}

async function activated(app: App, mail: Mail, pool: 'employer' | 'admin', email: string, token?: string) {
  const path = pool === 'employer' ? '/api/employers/activate' : '/api/admins/activate';
  const activation = token ?? (await mail.lastActivationToken(email));
  const res = await call(app, pool, 'PUT', path, { body: { token: activation, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`activation of ${email} failed: ${res.body}`);
  return signIn(app, pool, email, PASSWORD);
}

async function asAdmin<T>(app: App, cookie: string, method: 'POST', path: string, body: object): Promise<T> {
  const res = await call(app, 'admin', method, `/api${path}`, {
    cookie,
    body: body as Record<string, unknown>,
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${path} failed: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/**
 * Seeds the world the matrix runs in, the way the product itself does: the super admin creates
 * companies X and Y with their power users and adds X's regular user and reviewer; two candidates
 * sign up. Every name and e-mail carries its owner's marker.
 */
export async function createWorld(app: App, mail: Mail): Promise<World> {
  const adminUser = await createAdminUser(app.database.db, { email: `admin.${MARKERS.admin}@veil.example` });
  const superAdmin = await activated(app, mail, 'admin', adminUser.email, adminUser.token);
  const person = (owner: Owner, role: string) => ({
    firstName: `${role}${owner === 'xPrivate' ? 'X' : 'Y'}`,
    lastName: `Nutzer ${MARKERS[owner]}`,
    email: `${role}.${MARKERS[owner]}@firma.example`,
  });
  const company = async (pub: Owner, priv: Owner) =>
    asAdmin<{ id: string }>(app, superAdmin, 'POST', '/admin/companies', {
      name: `Firma ${MARKERS[pub]}`,
      email: `kontakt.${MARKERS[priv]}@firma.example`,
      powerUser: { ...person(priv, 'power'), title: `Leitung ${MARKERS[priv]}` },
    });
  const companyX = await company('xPublic', 'xPrivate');
  const companyY = await company('yPublic', 'yPrivate');
  const member = (role: 'regular_user' | 'reviewer_user', tag: string) =>
    asAdmin<{ id: string }>(app, superAdmin, 'POST', `/admin/companies/${companyX.id}/accounts`, {
      ...person('xPrivate', tag),
      role,
      external: false,
    });
  const regular = await member('regular_user', 'regular');
  const reviewer = await member('reviewer_user', 'reviewer');
  const candidateA = await candidate(app, mail, 'candidateA');
  const candidateB = await candidate(app, mail, 'candidateB');
  const employerIds = async (companyId: string) =>
    (
      await call(app, 'admin', 'GET', `/api/admin/companies/${companyId}/accounts`, { cookie: superAdmin })
    ).json().data as { id: string; email: string }[];
  const xAccounts = await employerIds(companyX.id);
  const yAccounts = await employerIds(companyY.id);
  const idOf = (accounts: { id: string; email: string }[], prefix: string) =>
    accounts.find((a) => a.email.startsWith(prefix))?.id ?? '';
  return {
    companyX,
    companyY,
    ids: {
      candidateA: candidateA.id,
      candidateB: candidateB.id,
      powerUserX: idOf(xAccounts, 'power.'),
      regularUserX: regular.id,
      reviewerX: reviewer.id,
      powerUserY: idOf(yAccounts, 'power.'),
      superAdmin: adminUser.id,
    },
    accounts: {
      candidateA: { pool: 'candidate', email: `kandidat.${MARKERS.candidateA}@example.org` },
      candidateB: { pool: 'candidate', email: `kandidat.${MARKERS.candidateB}@example.org` },
      powerUserX: { pool: 'employer', email: person('xPrivate', 'power').email },
      regularUserX: { pool: 'employer', email: person('xPrivate', 'regular').email },
      reviewerX: { pool: 'employer', email: person('xPrivate', 'reviewer').email },
      powerUserY: { pool: 'employer', email: person('yPrivate', 'power').email },
      superAdmin: { pool: 'admin', email: adminUser.email },
    },
    ownedValues: {
      xPublic: [companyX.id],
      xPrivate: xAccounts.map((a) => a.id),
      yPublic: [companyY.id],
      yPrivate: yAccounts.map((a) => a.id),
      candidateA: [candidateA.id],
      candidateB: [candidateB.id],
      admin: [adminUser.id],
    },
    cookies: {
      anonymous: '',
      candidateA: candidateA.cookie,
      candidateB: candidateB.cookie,
      powerUserX: await activated(app, mail, 'employer', person('xPrivate', 'power').email),
      regularUserX: await activated(app, mail, 'employer', person('xPrivate', 'regular').email),
      reviewerX: await activated(app, mail, 'employer', person('xPrivate', 'reviewer').email),
      powerUserY: await activated(app, mail, 'employer', person('yPrivate', 'power').email),
      superAdmin,
    },
  };
}

/**
 * The owners whose data `text` (an answer body) shows although `principal` may not read them.
 * Empty when the answer keeps to what the principal may read.
 */
export function leakedOwners(world: World, principal: PrincipalName, text: string): Owner[] {
  const lower = text.toLowerCase();
  return OWNERS.filter(
    (owner) =>
      !MAY_READ[principal].includes(owner) &&
      (lower.includes(MARKERS[owner]) ||
        world.ownedValues[owner].some((value) => value && lower.includes(value))),
  );
}
