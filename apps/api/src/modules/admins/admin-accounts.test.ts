import { describe, expect, it } from 'vitest';
import { createAdminUser } from '../../testing/factories';
import { call, signIn } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const PASSWORD = 'Admin!Passwort1';
let serial = 0;

async function setup() {
  serial += 1;
  const admin = await createAdminUser(ctx.app.database.db);
  await call(ctx.app, 'admin', 'PUT', '/api/admins/activate', {
    body: { token: admin.token, password: PASSWORD },
  });
  const cookie = await signIn(ctx.app, 'admin', admin.email, PASSWORD);
  const powerEmail = `chefin-${serial}@konten.example`;
  const company = await call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
    cookie,
    body: {
      name: `Konten ${serial} GmbH`,
      email: `info-${serial}@konten.example`,
      powerUser: { firstName: 'Clara', lastName: 'Chef', title: 'CEO', email: powerEmail },
    },
  });
  const companyId: string = company.json().id;
  const token = await ctx.mail.lastActivationToken(powerEmail);
  await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', { body: { token, password: PASSWORD } });
  const accounts = await call(ctx.app, 'admin', 'GET', `/api/admin/companies/${companyId}/accounts`, {
    cookie,
  });
  const powerUserId: string = accounts.json().data[0].id;
  const base = `/api/admin/companies/${companyId}/accounts`;
  return { cookie, companyId, powerUserId, base, adminEmail: admin.email };
}

describe('accounts of a company', () => {
  it('adds a reviewer who gets an activation mail, and resends it so only the newest link works', async () => {
    const { cookie, base, adminEmail } = await setup();
    const added = await call(ctx.app, 'admin', 'POST', base, {
      cookie,
      body: {
        firstName: 'Rudi',
        lastName: 'Review',
        title: 'Extern',
        email: 'Rudi.Review@extern.example',
        role: 'reviewer_user',
        external: true,
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      email: 'rudi.review@extern.example',
      role: 'reviewer_user',
      external: true,
      status: 'pending',
      createdBy: adminEmail,
    });
    const first = await ctx.mail.lastActivationToken('rudi.review@extern.example');
    const resent = await call(ctx.app, 'admin', 'POST', `${base}/${added.json().id}/activation`, { cookie });
    expect(resent.statusCode).toBe(200);
    const second = await ctx.mail.lastActivationToken('rudi.review@extern.example');
    expect(second).not.toBe(first);
    const old = await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
      body: { token: first, password: PASSWORD },
    });
    expect(old.json().code).toBe('activation_link_used');
    const ok = await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
      body: { token: second, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const again = await call(ctx.app, 'admin', 'POST', `${base}/${added.json().id}/activation`, { cookie });
    expect(again.json().code).toBe('account_already_active');
  });

  it('refuses an address that already has an employer account', async () => {
    const { cookie, base } = await setup();
    const body = {
      firstName: 'Doro',
      lastName: 'Doppelt',
      email: 'doro@doppelt.example',
      role: 'regular_user',
      external: false,
    };
    expect((await call(ctx.app, 'admin', 'POST', base, { cookie, body })).statusCode).toBe(200);
    const twice = await call(ctx.app, 'admin', 'POST', base, { cookie, body });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('email_is_used');
  });

  it('never removes the last active power user: role, deactivation and deletion', async () => {
    const { cookie, base, powerUserId } = await setup();
    const demote = await call(ctx.app, 'admin', 'PUT', `${base}/${powerUserId}/role`, {
      cookie,
      body: { role: 'regular_user' },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({
      code: 'change_role_last_power_user',
      message: 'A company must have at least one power user.',
    });
    const deactivate = await call(ctx.app, 'admin', 'PUT', `${base}/${powerUserId}/status`, {
      cookie,
      body: { active: false },
    });
    expect(deactivate.json().code).toBe('deactive_last_power_user');
    const remove = await call(ctx.app, 'admin', 'DELETE', `${base}/${powerUserId}`, { cookie });
    expect(remove.json().code).toBe('deactive_last_power_user');
  });

  it('changes roles, deactivates (ending sessions), reactivates and deletes other accounts', async () => {
    const { cookie, base } = await setup();
    const added = await call(ctx.app, 'admin', 'POST', base, {
      cookie,
      body: {
        firstName: 'Nora',
        lastName: 'Normal',
        email: 'nora@konten.example',
        role: 'regular_user',
        external: false,
      },
    });
    const id: string = added.json().id;
    await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
      body: { token: await ctx.mail.lastActivationToken('nora@konten.example'), password: PASSWORD },
    });
    const session = await signIn(ctx.app, 'employer', 'nora@konten.example', PASSWORD);
    const promoted = await call(ctx.app, 'admin', 'PUT', `${base}/${id}/role`, {
      cookie,
      body: { role: 'power_user' },
    });
    expect(promoted.json().role).toBe('power_user');
    const off = await call(ctx.app, 'admin', 'PUT', `${base}/${id}/status`, {
      cookie,
      body: { active: false },
    });
    expect(off.json().status).toBe('inactive');
    expect((await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: session })).statusCode).toBe(
      401,
    );
    const on = await call(ctx.app, 'admin', 'PUT', `${base}/${id}/status`, {
      cookie,
      body: { active: true },
    });
    expect(on.json().status).toBe('accepted');
    expect((await call(ctx.app, 'admin', 'DELETE', `${base}/${id}`, { cookie })).json()).toEqual({
      deleted: true,
    });
    const list = await call(ctx.app, 'admin', 'GET', base, { cookie });
    expect(list.json().data.map((a: { id: string }) => a.id)).not.toContain(id);
  });

  it('lets only one of two simultaneous demotions of the last two active power users through', async () => {
    const { cookie, base, powerUserId } = await setup();
    const second = await call(ctx.app, 'admin', 'POST', base, {
      cookie,
      body: {
        firstName: 'Zora',
        lastName: 'Zwei',
        email: `zora-${serial}@konten.example`,
        role: 'power_user',
        external: false,
      },
    });
    await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
      body: {
        token: await ctx.mail.lastActivationToken(`zora-${serial}@konten.example`),
        password: PASSWORD,
      },
    });
    const results = await Promise.all(
      [powerUserId, second.json().id].map((id) =>
        call(ctx.app, 'admin', 'PUT', `${base}/${id}/role`, { cookie, body: { role: 'regular_user' } }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().code).toMatch(/^change_role_last/);
    const list = await call(ctx.app, 'admin', 'GET', base, { cookie });
    expect(
      list
        .json()
        .data.filter(
          (a: { role: string; status: string }) => a.role === 'power_user' && a.status === 'accepted',
        ),
    ).toHaveLength(1);
  });
});
