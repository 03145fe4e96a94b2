import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { authEmployerSession, companies, employerUsers } from '../db/schema';
import { loadConfig } from '../env';
import { createCompany } from '../testing/factories';
import { call } from '../testing/http';
import { signedInEmployer } from '../testing/members';
import { useTestApp } from '../testing/test-app';
import { cookieSigningKey, verifiedSessionToken } from './session-principal';

const ctx = useTestApp();
// the API tests run once on PGlite and once more against the PostgreSQL server of DATABASE_URL
const onPostgres = loadConfig().database.kind === 'postgres';
const DAY_MS = 24 * 3600 * 1000;

/** Counts the database round trips `action` makes (either driver). */
async function roundTrips(app: App, action: () => Promise<unknown>): Promise<number> {
  const { pglite, pool } = app.database;
  const spies = pglite
    ? [vi.spyOn(pglite, 'query'), vi.spyOn(pglite, 'exec')]
    : pool
      ? // pool.query checks a connection out by itself; transactions would check one out with connect()
        [vi.spyOn(pool, 'query')]
      : [];
  try {
    await action();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

let companyId: string;
beforeAll(async () => {
  companyId = (await createCompany(ctx.app.database.db)).id;
});

describe('the principal of a signed-in request', () => {
  it('costs one database round trip, account and company status included', async () => {
    const reviewer = await signedInEmployer(ctx.app, companyId, 'reviewer_user');
    // refused by role: the session, the account, the company and the role came from one query
    let status = 0;
    const trips = await roundTrips(ctx.app, async () => {
      status = (await call(ctx.app, 'employer', 'GET', '/api/companies/files', { cookie: reviewer.cookie }))
        .statusCode;
    });
    expect(status).toBe(403);
    expect(trips).toBe(1);
    // the next request of the session finds its principal in memory
    const again = await roundTrips(ctx.app, () =>
      call(ctx.app, 'employer', 'GET', '/api/companies/files', { cookie: reviewer.cookie }),
    );
    expect(again).toBe(0);
  });

  it('ends with signing out, from the very next request', async () => {
    const member = await signedInEmployer(ctx.app, companyId, 'regular_user');
    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie })).statusCode,
    ).toBe(200);
    const out = await call(ctx.app, 'employer', 'POST', '/api/auth/employer/sign-out', {
      cookie: member.cookie,
    });
    expect(out.statusCode).toBe(200);
    const after = await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('no_authentication_info');
  });

  it('follows a deactivation and a reactivation at once', async () => {
    const member = await signedInEmployer(ctx.app, companyId, 'regular_user');
    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie })).statusCode,
    ).toBe(200);
    const setStatus = (status: 'inactive' | 'accepted') =>
      ctx.app.database.db.update(employerUsers).set({ status }).where(eq(employerUsers.id, member.id));
    await setStatus('inactive');
    const refused = await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'user_inactive']);
    await setStatus('accepted');
    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie })).statusCode,
    ).toBe(200);
  });

  it('follows a deactivated company at once', async () => {
    const other = (await createCompany(ctx.app.database.db)).id;
    const member = await signedInEmployer(ctx.app, other, 'power_user');
    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie })).statusCode,
    ).toBe(200);
    await ctx.app.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, other));
    const refused = await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'company_inactive']);
  });

  it('follows a changed role at once', async () => {
    const member = await signedInEmployer(ctx.app, companyId, 'regular_user');
    const files = () => call(ctx.app, 'employer', 'GET', '/api/companies/files', { cookie: member.cookie });
    expect((await files()).statusCode).toBe(200);
    await ctx.app.database.db
      .update(employerUsers)
      .set({ role: 'reviewer_user' })
      .where(eq(employerUsers.id, member.id));
    const refused = await files();
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden_to_access_data']);
  });

  // on PostgreSQL another connection stands for another server; PGlite has only this process
  it.runIf(onPostgres)(
    'follows a change another server makes, as soon as the database announces it',
    async () => {
      const { database } = ctx.app.config;
      if (database.kind !== 'postgres')
        throw new Error('this test needs the PostgreSQL server of DATABASE_URL');
      const member = await signedInEmployer(ctx.app, companyId, 'regular_user');
      const read = async () =>
        (await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie })).statusCode;
      expect(await read()).toBe(200);
      const elsewhere = new pg.Client({ connectionString: database.url });
      await elsewhere.connect();
      try {
        await elsewhere.query(`update employer_users set status = 'inactive' where id = $1`, [member.id]);
      } finally {
        await elsewhere.end();
      }
      // heard asynchronously, on whichever connection of the pool reads it first
      await expect.poll(read, { timeout: 30_000, interval: 10 }).toBe(403);
    },
  );

  it('reads the token of a cookie signed with the secret, and only of such a cookie', () => {
    const secret = 'a-secret-of-the-test-0123456789abcdef';
    const signed = (token: string, key = secret) =>
      encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);
    const key = cookieSigningKey(secret);
    expect(verifiedSessionToken(signed('tok3n'), key)).toBe('tok3n');
    expect(verifiedSessionToken(signed('tok3n', 'another-secret'), key)).toBeNull();
    // one character of the signature changed, the token changed, no signature, not URI-decodable
    const good = decodeURIComponent(signed('tok3n'));
    const at = good.lastIndexOf('.') + 1;
    const flipped = `${good.slice(0, at)}${good[at] === 'A' ? 'B' : 'A'}${good.slice(at + 1)}`;
    expect(verifiedSessionToken(encodeURIComponent(flipped), key)).toBeNull();
    expect(verifiedSessionToken(encodeURIComponent(good.replace('tok3n', 'tok4n')), key)).toBeNull();
    expect(verifiedSessionToken('tok3n', key)).toBeNull();
    expect(verifiedSessionToken('%E0%A4%A', key)).toBeNull();
  });

  it('refuses a cookie whose signature does not hold, and an expired session', async () => {
    const member = await signedInEmployer(ctx.app, companyId, 'regular_user');
    const tampered = member.cookie.replace(/\.session_token=([^.;]+)/, '.session_token=x$1');
    expect((await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: tampered })).statusCode).toBe(
      401,
    );
    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie })).statusCode,
    ).toBe(200);
    await ctx.app.database.db
      .update(authEmployerSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authEmployerSession.userId, member.id));
    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie })).statusCode,
    ).toBe(401);
  });

  it('extends a session in use once a day, and its cookie with it', async () => {
    const member = await signedInEmployer(ctx.app, companyId, 'regular_user');
    const fresh = await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie });
    expect(fresh.headers['set-cookie']).toBeUndefined();

    // last extended two days ago: five of its seven days are left
    await ctx.app.database.db
      .update(authEmployerSession)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) })
      .where(eq(authEmployerSession.userId, member.id));
    const used = await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: member.cookie });
    expect(used.statusCode).toBe(200);
    const cookie = String(used.headers['set-cookie']);
    expect(cookie).toContain(member.cookie.split(';')[0]);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/HttpOnly/);
    const [row] = await ctx.app.database.db
      .select({ left: sql<number>`extract(epoch from ${authEmployerSession.expiresAt} - now())` })
      .from(authEmployerSession)
      .where(eq(authEmployerSession.userId, member.id));
    expect(Number(row?.left)).toBeGreaterThan(6.9 * 24 * 3600);
  });
});
