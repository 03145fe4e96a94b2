import type { ErrorCode } from '@veil/domain';
import type { App } from '../app';
import type { Pool } from '../auth/pools';
import { createCompany, createEmployerUser } from './factories';
import { call } from './http';
import { leakedOwners, PRINCIPALS, type PrincipalName, type World } from './principals';
import { logoPng, smallPdf } from './sample-files';
import { uploadDone } from './uploads';

/** What one principal must get from a route: the status and, for an error, the catalogue code. */
export type Cell = { status: number; code?: ErrorCode };

/** What to send; `cookie` replaces the principal's own (e.g. a fresh session for a route that ends it). */
export type MatrixRequest = { path: string; body?: Record<string, unknown>; cookie?: string };

/**
 * One entry of the authorisation matrix (src/authorization-matrix.test.ts). For every route of the
 * OpenAPI document and every sign-in route: the request to send and the answer each principal must
 * get. `request` runs once per principal, so a route that changes or deletes an object gets a fresh
 * object for each one and no principal's answer depends on what another did before.
 */
export type Entry = {
  pool: Pool;
  request: (world: World, app: App, principal: PrincipalName) => Promise<MatrixRequest> | MatrixRequest;
  expect: Record<PrincipalName, Cell>;
};

export const OK: Cell = { status: 200 };
export const SIGNED_OUT: Cell = { status: 401, code: 'no_authentication_info' };
export const FORBIDDEN: Cell = { status: 403, code: 'forbidden_to_access_data' };
export const notFound = (code: ErrorCode): Cell => ({ status: 404, code });
export const conflict = (code: ErrorCode): Cell => ({ status: 409, code });

export const all = (cell: Cell): Record<PrincipalName, Cell> =>
  Object.fromEntries(PRINCIPALS.map((p) => [p, cell])) as Record<PrincipalName, Cell>;
/** `allowed` get `ok`, everyone else `otherwise` (by default: not signed in to this pool). */
export const only = (
  allowed: readonly PrincipalName[],
  ok: Cell = OK,
  otherwise: Cell = SIGNED_OUT,
): Record<PrincipalName, Cell> =>
  Object.fromEntries(PRINCIPALS.map((p) => [p, allowed.includes(p) ? ok : otherwise])) as Record<
    PrincipalName,
    Cell
  >;
export const CANDIDATES: PrincipalName[] = ['candidateA', 'candidateB'];
export const EMPLOYERS: PrincipalName[] = ['powerUserX', 'regularUserX', 'reviewerX', 'powerUserY'];
export const BAD_TOKEN = 'not-a-real-activation-token-000000000000';
export const ADMIN_ONLY = only(['superAdmin']);

/**
 * Sends an entry's request as `principal` and returns what differs from the expected cell, plus any
 * owner whose data a successful answer shows although the principal may not read it. Empty: fine.
 */
export async function checkCell(
  app: App,
  world: World,
  route: string,
  entry: Entry,
  principal: PrincipalName,
): Promise<string[]> {
  const method = route.split(' ')[0] as 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  const { path, body, cookie = world.cookies[principal] } = await entry.request(world, app, principal);
  // each principal calls from an address of its own, as real users do, so per-address limits count them apart
  const remoteAddress = `198.51.100.${PRINCIPALS.indexOf(principal) + 1}`;
  const res = await call(app, entry.pool, method, `/api${path}`, {
    cookie: cookie || undefined,
    body,
    remoteAddress,
  });
  const problems: string[] = [];
  const expected = entry.expect[principal];
  const code = res.statusCode >= 400 ? (res.json() as { code?: string }).code : undefined;
  if (res.statusCode !== expected.status || code !== expected.code) {
    problems.push(
      `${principal}: expected ${expected.status} ${expected.code ?? ''}, got ${res.statusCode} ${code ?? ''}`.trim(),
    );
  }
  if (res.statusCode < 400) {
    const leaked = leakedOwners(world, principal, res.body);
    if (leaked.length > 0) problems.push(`${principal}: the answer shows data of ${leaked.join(', ')}`);
  }
  return problems;
}

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

/**
 * A completed upload of company X, sent by its power user. Before a media upload X's media are
 * cleared, so entries that create one per principal never reach the limit of 12.
 */
export async function companyUpload(
  w: World,
  app: App,
  type: 'company_logo' | 'company_media' | 'company_additional_file',
) {
  if (type === 'company_media') await clearCompanyMedia(w, app);
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

/** Removes every media item of company X. */
async function clearCompanyMedia(w: World, app: App) {
  const files = await call(app, 'employer', 'GET', '/api/companies/files', { cookie: w.cookies.powerUserX });
  for (const item of (files.json() as { media: { id: string }[] }).media) {
    await call(app, 'employer', 'DELETE', `/api/companies/media/${item.id}`, {
      cookie: w.cookies.powerUserX,
    });
  }
}
