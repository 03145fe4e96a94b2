import { describe, expect, it } from 'vitest';
import { createAdminUser } from '../../testing/factories';
import { call, signIn } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const PASSWORD = 'Admin!Passwort1';

async function adminCookie(): Promise<{ cookie: string; email: string }> {
  const admin = await createAdminUser(ctx.app.database.db);
  await call(ctx.app, 'admin', 'PUT', '/api/admins/activate', {
    body: { token: admin.token, password: PASSWORD },
  });
  return { cookie: await signIn(ctx.app, 'admin', admin.email, PASSWORD), email: admin.email };
}

async function createCompany(cookie: string, name: string, powerUserEmail: string) {
  return call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
    cookie,
    body: {
      name,
      email: `kontakt@${name.trim().toLowerCase().replace(/\W+/g, '-')}.example`,
      powerUser: { firstName: 'Pia', lastName: 'Power', title: 'CEO', email: powerUserEmail },
    },
  });
}

describe('companies', () => {
  it('creates a company whose first power user activates from the e-mail and signs in', async () => {
    const { cookie, email: adminEmail } = await adminCookie();
    const res = await createCompany(cookie, 'Elbwerk Logistik', 'pia@elbwerk.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Elbwerk Logistik',
      isActive: true,
      userCount: 1,
      powerUserCount: 1,
      jobPostCount: 0,
      createdBy: adminEmail,
    });
    const token = await ctx.mail.lastActivationToken('pia@elbwerk.example');
    expect(
      (
        await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
          body: { token, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const employer = await signIn(ctx.app, 'employer', 'pia@elbwerk.example', PASSWORD);
    const me = await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: employer });
    expect(me.json()).toMatchObject({ companyName: 'Elbwerk Logistik', role: 'power_user' });
  });

  it('refuses a used company name and a used e-mail address', async () => {
    const { cookie } = await adminCookie();
    await createCompany(cookie, 'Doppelname AG', 'a@doppel.example');
    const sameName = await createCompany(cookie, '  doppelname ag ', 'b@doppel.example');
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().code).toBe('company_name_is_used');
    const sameUser = await createCompany(cookie, 'Andere AG', 'a@doppel.example');
    expect(sameUser.statusCode).toBe(409);
    expect(sameUser.json()).toEqual({
      code: 'email_is_used',
      message: 'Email address a@doppel.example already in use.',
      details: {
        email: 'a@doppel.example',
        conflicts: [
          { field: 'powerUser.email', code: 'email_is_used', params: { email: 'a@doppel.example' } },
        ],
      },
    });
    const blank = await call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
      cookie,
      body: { name: '   ', email: 'x', powerUser: { firstName: '', lastName: 'L', email: 'p@x.example' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('invalid_request_body');
  });

  it('reports every conflict at once: the name, the company address and the power user address', async () => {
    const { cookie } = await adminCookie();
    await createCompany(cookie, 'Alles Belegt GmbH', 'chefin@belegt.example');
    const res = await call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
      cookie,
      body: {
        name: 'alles belegt gmbh',
        email: 'Kontakt@alles-belegt-gmbh.example',
        powerUser: { firstName: 'Pia', lastName: 'Power', email: 'CHEFIN@belegt.example' },
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('company_name_is_used');
    expect(
      res.json().details.conflicts.map((c: { field: string; code: string }) => [c.field, c.code]),
    ).toEqual([
      ['name', 'company_name_is_used'],
      ['email', 'email_is_used'],
      ['powerUser.email', 'email_is_used'],
    ]);
  });

  it('keeps company and account addresses apart: no company address for an account, no account address for a company', async () => {
    const { cookie } = await adminCookie();
    const first = (await createCompany(cookie, 'Adressen Eins', 'eins@adressen.example')).json();
    const sameAsCompany = await call(ctx.app, 'admin', 'POST', `/api/admin/companies/${first.id}/accounts`, {
      cookie,
      body: { firstName: 'Ro', lastName: 'Le', email: 'KONTAKT@adressen-eins.example', role: 'regular_user' },
    });
    expect([sameAsCompany.statusCode, sameAsCompany.json().code]).toEqual([409, 'email_is_used']);
    const oneForBoth = await call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
      cookie,
      body: {
        name: 'Adressen Zwei',
        email: 'beide@adressen.example',
        powerUser: { firstName: 'Pia', lastName: 'Power', email: 'beide@adressen.example' },
      },
    });
    expect(oneForBoth.json().details.conflicts).toEqual([
      { field: 'powerUser.email', code: 'email_is_used', params: { email: 'beide@adressen.example' } },
    ]);
  });

  it('creates one company when two requests claim the same address at the same moment', async () => {
    const { cookie } = await adminCookie();
    const results = await Promise.all(
      ['Gleichzeitig Eins', 'Gleichzeitig Zwei', 'Gleichzeitig Drei'].map((name, i) =>
        call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
          cookie,
          body: {
            name,
            email: 'zugleich@gleichzeitig.example',
            powerUser: { firstName: 'Pia', lastName: 'Power', email: `pia${i}@gleichzeitig.example` },
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('email_is_used');
    }
  });

  it('lists companies newest first with search and keyset paging', async () => {
    const { cookie } = await adminCookie();
    for (const name of ['Paging Alpha', 'Paging Beta', 'Paging Gamma'])
      await createCompany(cookie, name, `${name.split(' ')[1]}@paging.example`);
    const first = await call(ctx.app, 'admin', 'GET', '/api/admin/companies?name=paging&pageSize=2', {
      cookie,
    });
    expect(first.json()).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(first.json().data.map((c: { name: string }) => c.name)).toEqual(['Paging Gamma', 'Paging Beta']);
    const next = await call(
      ctx.app,
      'admin',
      'GET',
      `/api/admin/companies?name=paging&pageSize=2&lastIndex=${first.json().lastIndex}`,
      {
        cookie,
      },
    );
    expect(next.json().data.map((c: { name: string }) => c.name)).toEqual(['Paging Alpha']);
    expect(next.json().lastIndex).toBeNull();
    const bad = await call(ctx.app, 'admin', 'GET', '/api/admin/companies?lastIndex=garbage', { cookie });
    expect(bad.json().code).toBe('invalid_query_parameters');
    const tooBig = await call(ctx.app, 'admin', 'GET', '/api/admin/companies?pageSize=500', { cookie });
    expect(tooBig.json().code).toBe('invalid_query_parameters');
  });

  it('renames only to a different, free name', async () => {
    const { cookie } = await adminCookie();
    const company = (await createCompany(cookie, 'Altname GmbH', 'alt@altname.example')).json();
    await createCompany(cookie, 'Belegt GmbH', 'b@belegt.example');
    const same = await call(ctx.app, 'admin', 'PUT', `/api/admin/companies/${company.id}/name`, {
      cookie,
      body: { name: 'Altname GmbH' },
    });
    expect(same.json().code).toBe('value_unchanged');
    const taken = await call(ctx.app, 'admin', 'PUT', `/api/admin/companies/${company.id}/name`, {
      cookie,
      body: { name: 'belegt gmbh' },
    });
    expect(taken.json().code).toBe('company_name_is_used');
    const ok = await call(ctx.app, 'admin', 'PUT', `/api/admin/companies/${company.id}/name`, {
      cookie,
      body: { name: 'Neuname GmbH' },
    });
    expect(ok.json().name).toBe('Neuname GmbH');
  });

  it('deactivating a company signs its users out and blocks sign-in; reactivating lets them back', async () => {
    const { cookie } = await adminCookie();
    const company = (await createCompany(cookie, 'Pause KG', 'p@pause.example')).json();
    const token = await ctx.mail.lastActivationToken('p@pause.example');
    await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
      body: { token, password: PASSWORD },
    });
    const employer = await signIn(ctx.app, 'employer', 'p@pause.example', PASSWORD);
    const off = await call(ctx.app, 'admin', 'PUT', `/api/admin/companies/${company.id}/status`, {
      cookie,
      body: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
    expect((await call(ctx.app, 'employer', 'GET', '/api/employers', { cookie: employer })).statusCode).toBe(
      401,
    );
    const again = await call(ctx.app, 'employer', 'POST', '/api/auth/employer/sign-in/email', {
      body: { email: 'p@pause.example', password: PASSWORD },
    });
    expect(again.json().code).toBe('company_inactive');
    await call(ctx.app, 'admin', 'PUT', `/api/admin/companies/${company.id}/status`, {
      cookie,
      body: { isActive: true },
    });
    await expect(signIn(ctx.app, 'employer', 'p@pause.example', PASSWORD)).resolves.toContain(
      'veil-employer',
    );
  });

  it('answers an unknown company with company_not_found', async () => {
    const { cookie } = await adminCookie();
    const res = await call(
      ctx.app,
      'admin',
      'GET',
      '/api/admin/companies/7d0c2a4e-6a8e-4f3c-9a39-2f1d1e0b8a11/accounts',
      { cookie },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('company_not_found');
  });
});
