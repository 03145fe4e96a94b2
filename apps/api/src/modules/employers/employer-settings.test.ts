import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { employerUsers } from '../../db/schema';
import { createCompany, createEmployerUser } from '../../testing/factories';
import { call, signIn } from '../../testing/http';
import { GPS_MARKER, logoPng, photoWithGps } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { fetchSigned, uploadDone, uploadRow } from '../../testing/uploads';

const ctx = useTestApp();
const PASSWORD = 'Team!Passwort1';

async function member(companyId: string, role: 'power_user' | 'regular_user' | 'reviewer_user') {
  const user = await createEmployerUser(ctx.app.database.db, { companyId, role });
  await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
    body: { token: user.token, password: PASSWORD },
  });
  return { ...user, cookie: await signIn(ctx.app, 'employer', user.email, PASSWORD) };
}

describe('own profile', () => {
  it('updates name, title and e-mail language', async () => {
    const company = await createCompany(ctx.app.database.db);
    const reviewer = await member(company.id, 'reviewer_user');
    const res = await call(ctx.app, 'employer', 'PUT', '/api/employers', {
      cookie: reviewer.cookie,
      body: { firstName: 'Friederike', lastName: 'Förster', title: 'Senior Engineer', locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Friederike',
      lastName: 'Förster',
      title: 'Senior Engineer',
      role: 'reviewer_user',
    });
    const blank = await call(ctx.app, 'employer', 'PUT', '/api/employers', {
      cookie: reviewer.cookie,
      body: { firstName: ' ', lastName: 'X', locale: 'de' },
    });
    expect(blank.json().code).toBe('invalid_request_body');
  });
});

describe('own profile picture', () => {
  const photo = async () => ({
    type: 'employer_profile',
    filename: 'ich.jpg',
    mediaType: 'image/jpeg',
    body: await photoWithGps(),
  });

  it('sets, replaces and removes the picture, re-encoded to 720 px without GPS', async () => {
    const company = await createCompany(ctx.app.database.db);
    const reviewer = await member(company.id, 'reviewer_user');
    const first = await uploadDone(ctx.app, 'employer', reviewer.cookie, await photo());
    const set = await call(ctx.app, 'employer', 'PUT', '/api/employers/profile-picture', {
      cookie: reviewer.cookie,
      body: { uploadId: first },
    });
    expect(set.statusCode).toBe(200);
    const served = await fetchSigned(ctx.app, 'GET', set.json().profilePictureUrl);
    expect(served.status).toBe(200);
    expect(served.body.includes(GPS_MARKER)).toBe(false);
    const meta = await sharp(served.body).metadata();
    expect(meta.width).toBeLessThanOrEqual(720);
    expect(meta.exif).toBeUndefined();
    const me = await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: reviewer.cookie });
    expect(me.json().profilePictureUrl).toEqual(expect.any(String));

    const second = await uploadDone(ctx.app, 'employer', reviewer.cookie, await photo());
    await call(ctx.app, 'employer', 'PUT', '/api/employers/profile-picture', {
      cookie: reviewer.cookie,
      body: { uploadId: second },
    });
    expect((await uploadRow(ctx.app, first))?.status).toBe('removed');
    expect((await fetchSigned(ctx.app, 'GET', set.json().profilePictureUrl)).status).toBe(404);

    const removed = await call(ctx.app, 'employer', 'DELETE', '/api/employers/profile-picture', {
      cookie: reviewer.cookie,
    });
    expect(removed.json().profilePictureUrl).toBeNull();
    expect((await uploadRow(ctx.app, second))?.status).toBe('removed');
    const again = await call(ctx.app, 'employer', 'DELETE', '/api/employers/profile-picture', {
      cookie: reviewer.cookie,
    });
    expect(again.json().code).toBe('file_not_found');
  });

  it("refuses someone else's upload and an upload of another purpose", async () => {
    const company = await createCompany(ctx.app.database.db);
    const power = await member(company.id, 'power_user');
    const colleague = await member(company.id, 'regular_user');
    const theirs = await uploadDone(ctx.app, 'employer', colleague.cookie, await photo());
    const taken = await call(ctx.app, 'employer', 'PUT', '/api/employers/profile-picture', {
      cookie: power.cookie,
      body: { uploadId: theirs },
    });
    expect(taken.statusCode).toBe(404);
    const logo = await uploadDone(ctx.app, 'employer', power.cookie, {
      type: 'company_logo',
      filename: 'logo.png',
      mediaType: 'image/png',
      body: await logoPng(),
    });
    const wrong = await call(ctx.app, 'employer', 'PUT', '/api/employers/profile-picture', {
      cookie: power.cookie,
      body: { uploadId: logo },
    });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('team of a power user', () => {
  it("shows who created or changed an account only when it was a colleague, never an administrator's address", async () => {
    const company = await createCompany(ctx.app.database.db);
    const power = await member(company.id, 'power_user');
    const colleague = await member(company.id, 'regular_user');
    await ctx.app.database.db
      .update(employerUsers)
      .set({ createdBy: 'betrieb@veil.example', updatedBy: 'betrieb@veil.example' })
      .where(eq(employerUsers.companyId, company.id));
    const team = await call(ctx.app, 'employer', 'GET', '/api/employers/team', { cookie: power.cookie });
    expect(team.body).not.toContain('betrieb@veil.example');
    const changed = await call(ctx.app, 'employer', 'PUT', `/api/employers/team/${colleague.id}/role`, {
      cookie: power.cookie,
      body: { role: 'reviewer_user' },
    });
    expect(changed.json()).toMatchObject({ createdBy: null, updatedBy: power.email });
    const admin = await ctx.app.database.db
      .select()
      .from(employerUsers)
      .where(eq(employerUsers.id, colleague.id));
    expect(admin[0]?.createdBy).toBe('betrieb@veil.example');
  });

  it('invites a colleague in their own company, with the same last-power-user rule as the admin area', async () => {
    const company = await createCompany(ctx.app.database.db);
    const power = await member(company.id, 'power_user');
    const added = await call(ctx.app, 'employer', 'POST', '/api/employers/team', {
      cookie: power.cookie,
      body: {
        firstName: 'Paul',
        lastName: 'Neu',
        email: 'paul.neu@team.example',
        role: 'regular_user',
        external: false,
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ status: 'pending', createdBy: power.email });
    expect(await ctx.mail.lastActivationToken('paul.neu@team.example')).toBeTruthy();
    const team = await call(ctx.app, 'employer', 'GET', '/api/employers/team', { cookie: power.cookie });
    expect(team.json().data.map((a: { email: string }) => a.email)).toEqual([
      power.email,
      'paul.neu@team.example',
    ]);

    const demoteSelf = await call(ctx.app, 'employer', 'PUT', `/api/employers/team/${power.id}/role`, {
      cookie: power.cookie,
      body: { role: 'regular_user' },
    });
    expect(demoteSelf.json().code).toBe('change_role_last_power_user');
    const resend = await call(
      ctx.app,
      'employer',
      'POST',
      `/api/employers/team/${added.json().id}/activation`,
      { cookie: power.cookie },
    );
    expect(resend.statusCode).toBe(200);
  });

  it('cannot reach accounts of another company', async () => {
    const mine = await createCompany(ctx.app.database.db);
    const power = await member(mine.id, 'power_user');
    const other = await createEmployerUser(ctx.app.database.db);
    const res = await call(ctx.app, 'employer', 'PUT', `/api/employers/team/${other.id}/status`, {
      cookie: power.cookie,
      body: { active: false },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('user_not_found');
  });

  it('is for power users only', async () => {
    const company = await createCompany(ctx.app.database.db);
    const regular = await member(company.id, 'regular_user');
    const res = await call(ctx.app, 'employer', 'GET', '/api/employers/team', { cookie: regular.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
  });
});
