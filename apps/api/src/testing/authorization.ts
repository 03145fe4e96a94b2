import type { App } from '../app';
import type { Pool } from '../auth/pools';
import { createCompany, createEmployerUser } from './factories';
import { call } from './http';
import { PRINCIPALS, type PrincipalName, type World } from './principals';
import { logoPng, smallPdf } from './sample-files';
import { uploadDone } from './uploads';

/**
 * One entry of the authorisation matrix (src/authorization-matrix.test.ts). For every route of the OpenAPI document: the request to send (built from the seeded world, using
 * objects of candidate A and company X) and the HTTP status each principal must get. A route missing
 * here fails the first test, so every feature adds its routes as it lands.
 */
export type Entry = {
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

export const all = (status: number): Record<PrincipalName, number> =>
  Object.fromEntries(PRINCIPALS.map((p) => [p, status])) as Record<PrincipalName, number>;
export const only = (allowed: PrincipalName[], ok = 200, otherwise = 401): Record<PrincipalName, number> =>
  Object.fromEntries(PRINCIPALS.map((p) => [p, allowed.includes(p) ? ok : otherwise])) as Record<
    PrincipalName,
    number
  >;
export const CANDIDATES: PrincipalName[] = ['candidateA', 'candidateB'];
export const EMPLOYERS: PrincipalName[] = ['powerUserX', 'regularUserX', 'reviewerX', 'powerUserY'];
export const BAD_TOKEN = 'not-a-real-activation-token-000000000000';
export const ADMIN_ONLY = only(['superAdmin']);
let serial = 0;
/** A number not used before in this run, for unique names and e-mail addresses. */
export function nextSerial(): number {
  serial += 1;
  return serial;
}

/** A company of its own with an active power user and a pending regular user, for one destructive entry. */
export async function throwawayCompany(app: App) {
  const company = await createCompany(app.database.db, { name: `Matrix Wegwerf ${nextSerial()}` });
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
export async function companyUpload(
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
export async function asPowerUserX<T = { id: string }>(
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
export const X_POWER_CHANGES = {
  ...only(['powerUserX']),
  regularUserX: 403,
  reviewerX: 403,
  powerUserY: 404,
};
/** What a company's public page shows: any candidate and company X's employers, not company Y. */
export const X_PUBLIC = {
  ...only([...CANDIDATES, 'powerUserX', 'regularUserX', 'reviewerX']),
  powerUserY: 404,
};
