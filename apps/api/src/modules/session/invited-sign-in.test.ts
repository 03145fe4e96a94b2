import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountActivations, authEmployerUser, companies, employerUsers } from '../../db/schema';
import { createAdminUser, createEmployerUser } from '../../testing/factories';
import { call, cookiesOf, signIn } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { createActivationToken } from './activation.service';

const ctx = useTestApp();
const PASSWORD = 'Firmen!Passwort9';

async function activate(pool: 'employer' | 'admin', token: string, password = PASSWORD) {
  const path = pool === 'employer' ? '/api/employers/activate' : '/api/admins/activate';
  return call(ctx.app, pool, 'PUT', path, { body: { token, password } });
}

describe('employer activation', () => {
  it('shows whom a link is for, sets the password once, and refuses the link afterwards', async () => {
    const user = await createEmployerUser(ctx.app.database.db, { firstName: 'Jana' });
    const check = await call(ctx.app, 'employer', 'GET', `/api/activations/employer/${user.token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: user.email, firstName: 'Jana' });

    const before = await call(ctx.app, 'employer', 'POST', '/api/auth/employer/sign-in/email', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(before.statusCode).toBe(401);

    expect((await activate('employer', user.token)).statusCode).toBe(200);
    const again = await activate('employer', user.token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('activation_link_used');

    const cookie = await signIn(ctx.app, 'employer', user.email, PASSWORD);
    const me = await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: user.email, role: 'power_user', companyId: user.companyId });
  });

  it('refuses an expired link and an unknown link with their own messages', async () => {
    const user = await createEmployerUser(ctx.app.database.db);
    await ctx.app.database.db
      .update(accountActivations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountActivations.userId, user.id));
    const expired = await activate('employer', user.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('activation_link_expired');
    const unknown = await activate('employer', 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('activation_link_invalid');
  });

  it('lets only the newest link work after a resend', async () => {
    const user = await createEmployerUser(ctx.app.database.db);
    const newer = await createActivationToken(ctx.app.database.db, 'employer', user.id);
    expect((await activate('employer', user.token)).json().code).toBe('activation_link_used');
    expect((await activate('employer', newer)).statusCode).toBe(200);
  });

  it('applies the password policy to the new password', async () => {
    const user = await createEmployerUser(ctx.app.database.db);
    const res = await activate('employer', user.token, 'password');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request_body');
  });

  it('tells a deactivated user and a user of a deactivated company, but only with the right password', async () => {
    const db = ctx.app.database.db;
    const user = await createEmployerUser(db);
    await activate('employer', user.token);
    await db.update(employerUsers).set({ status: 'inactive' }).where(eq(employerUsers.id, user.id));
    const wrong = await call(ctx.app, 'employer', 'POST', '/api/auth/employer/sign-in/email', {
      body: { email: user.email, password: 'Falsch!Passwort1' },
    });
    expect(wrong.json().code).toBe('invalid_credentials');
    const inactive = await call(ctx.app, 'employer', 'POST', '/api/auth/employer/sign-in/email', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({
      code: 'user_inactive',
      message: expect.stringMatching(/Your account is currently inactive/),
    });

    await db.update(employerUsers).set({ status: 'accepted' }).where(eq(employerUsers.id, user.id));
    await db.update(companies).set({ isActive: false }).where(eq(companies.id, user.companyId));
    const companyOff = await call(ctx.app, 'employer', 'POST', '/api/auth/employer/sign-in/email', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(companyOff.statusCode).toBe(403);
    expect(companyOff.json().code).toBe('company_inactive');
  });

  it('has no self-signup', async () => {
    const res = await call(ctx.app, 'employer', 'POST', '/api/auth/employer/sign-up/email', {
      body: { email: 'selbst@example.org', password: PASSWORD, acceptTerms: true },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await ctx.app.database.db
      .select()
      .from(authEmployerUser)
      .where(eq(authEmployerUser.email, 'selbst@example.org'));
    expect(rows).toEqual([]);
  });
});

describe('separate pools', () => {
  it('keeps one address as candidate and employer apart, and never accepts one pool session in another', async () => {
    const email = 'doppelrolle@example.org';
    const employer = await createEmployerUser(ctx.app.database.db, { email });
    await activate('employer', employer.token);
    const signUp = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
      body: { email, password: 'Kandidat!Pass1', acceptTerms: true },
    });
    expect(signUp.statusCode).toBe(200);
    const verify = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
      body: { email, otp: await ctx.mail.lastCode(email, 'email-verification') },
    });
    const candidateCookie = cookiesOf(verify);
    const employerCookie = await signIn(ctx.app, 'employer', email, PASSWORD);

    // each password belongs to its own pool
    await expect(signIn(ctx.app, 'candidate', email, PASSWORD)).rejects.toThrow(/401/);

    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: candidateCookie })).statusCode,
    ).toBe(401);
    expect(
      (await call(ctx.app, 'candidate', 'GET', '/api/candidates/me', { cookie: employerCookie })).statusCode,
    ).toBe(401);
    expect(
      (await call(ctx.app, 'admin', 'GET', '/api/admins/me', { cookie: employerCookie })).statusCode,
    ).toBe(401);
    const both = `${candidateCookie}; ${employerCookie}`;
    expect(
      (await call(ctx.app, 'candidate', 'GET', '/api/candidates/me', { cookie: both })).json().email,
    ).toBe(email);
    expect((await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: both })).json().email).toBe(
      email,
    );

    const out = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-out', { cookie: both });
    expect(out.statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'candidate', 'GET', '/api/candidates/me', { cookie: candidateCookie })).statusCode,
    ).toBe(401);
    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: employerCookie })).statusCode,
    ).toBe(200);
  });
});

describe('admin sign-in', () => {
  it('activates by link and signs in', async () => {
    const admin = await createAdminUser(ctx.app.database.db);
    expect((await activate('admin', admin.token)).statusCode).toBe(200);
    const cookie = await signIn(ctx.app, 'admin', admin.email, PASSWORD);
    const me = await call(ctx.app, 'admin', 'GET', '/api/admins/me', { cookie });
    expect(me.json()).toMatchObject({ email: admin.email });
  });
});
