import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createCompany, createEmployerUser } from '../../testing/factories';
import { call, cookiesOf, signIn } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const PASSWORD = 'Firma!Passwort1';

async function member(companyId: string, role: 'power_user' | 'regular_user' | 'reviewer_user') {
  const user = await createEmployerUser(ctx.app.database.db, { companyId, role });
  await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
    body: { token: user.token, password: PASSWORD },
  });
  return { ...user, cookie: await signIn(ctx.app, 'employer', user.email, PASSWORD) };
}

const BASIC = {
  updateType: 'basic_information',
  name: 'Kranich Bau GmbH',
  email: 'info@kranich.example',
  industry: 'construction',
  location: 'Leipzig',
  companySize: '50-249',
  website: 'www.kranich.example',
  socialLinks: [{ linkType: 'linkedin', link: 'https://www.linkedin.com/company/kranich' }],
};

describe('company information', () => {
  it('becomes complete section by section, sanitising rich text', async () => {
    const company = await createCompany(ctx.app.database.db);
    const power = await member(company.id, 'power_user');
    const before = await call(ctx.app, 'employer', 'GET', '/api/companies', { cookie: power.cookie });
    expect(before.json().missingFields).toEqual([
      'industry',
      'location',
      'companySize',
      'website',
      'introduction',
      'benefits',
    ]);

    const basic = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: BASIC,
    });
    expect(basic.statusCode).toBe(200);
    expect(basic.json()).toMatchObject({
      name: 'Kranich Bau GmbH',
      website: '//www.kranich.example',
      location: 'Leipzig',
    });

    const intro = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: {
        updateType: 'introduction',
        introduction: '<h3>Werte</h3><p>Wir bauen <b>fair</b>.</p><script>alert(1)</script>',
      },
    });
    expect(intro.json().introduction).toBe('<h3>Werte</h3><p>Wir bauen <b>fair</b>.</p>');
    const benefits = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: {
        updateType: 'benefits',
        benefits: '<ul><li>30 Tage Urlaub</li><li onmouseover="x">Jobrad</li></ul>',
      },
    });
    expect(benefits.json().benefits).toBe('<ul><li>30 Tage Urlaub</li><li>Jobrad</li></ul>');
    expect(benefits.json().missingFields).toEqual([]);
  });

  it('refuses an unknown section, a sub-industry of another industry and an over-long text', async () => {
    const company = await createCompany(ctx.app.database.db);
    const power = await member(company.id, 'power_user');
    const unknown = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: { updateType: 'logo' },
    });
    expect(unknown.json().code).toBe('invalid_request_body');
    const wrongSub = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: {
        ...BASIC,
        name: `Sub ${company.id}`,
        email: `sub-${company.id}@x.example`,
        industry: 'legal',
        subIndustry: 'banking',
      },
    });
    expect(wrongSub.json().code).toBe('invalid_request_body');
    const long = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: { updateType: 'benefits', benefits: `<p>${'x'.repeat(3001)}</p>` },
    });
    expect(long.json()).toMatchObject({
      code: 'invalid_request_body',
      details: { field: 'benefits', max: 3000 },
    });
  });

  it('keeps names and e-mails unique across companies', async () => {
    const taken = await createCompany(ctx.app.database.db, {
      name: 'Besetzt AG',
      email: 'besetzt@x.example',
    });
    expect(taken.name).toBe('Besetzt AG');
    const company = await createCompany(ctx.app.database.db);
    const power = await member(company.id, 'power_user');
    const name = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: { ...BASIC, name: 'besetzt ag' },
    });
    expect(name.json().code).toBe('company_name_is_used');
    const email = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: { ...BASIC, name: 'Frei AG', email: 'Besetzt@x.example' },
    });
    expect(email.json().code).toBe('email_is_used');
    // nor an address of an employer account, its own power user's included
    const accountAddress = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: { ...BASIC, name: 'Frei AG', email: power.email.toUpperCase() },
    });
    expect(accountAddress.json()).toMatchObject({ code: 'email_is_used', details: { email: power.email } });
  });

  it('refuses to save a required section empty, keeping what was saved', async () => {
    const company = await createCompany(ctx.app.database.db);
    const power = await member(company.id, 'power_user');
    const put = (body: Record<string, unknown>) =>
      call(ctx.app, 'employer', 'PUT', '/api/companies', { cookie: power.cookie, body });
    expect(
      (await put({ updateType: 'introduction', introduction: '<p>Wir bauen Brücken.</p>' })).statusCode,
    ).toBe(200);
    for (const introduction of ['', '<p>   </p>', '<p><br></p>', '<script>alert(1)</script>']) {
      const empty = await put({ updateType: 'introduction', introduction });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        code: 'invalid_request_body',
        details: { issues: [{ path: ['introduction'], message: 'validation.required' }] },
      });
    }
    const saved = await call(ctx.app, 'employer', 'GET', '/api/companies', { cookie: power.cookie });
    expect(saved.json().introduction).toBe('<p>Wir bauen Brücken.</p>');
  });

  it('sets default person in charge and reviewer only from active members of the company', async () => {
    const company = await createCompany(ctx.app.database.db);
    const power = await member(company.id, 'power_user');
    const reviewer = await member(company.id, 'reviewer_user');
    const stranger = await createEmployerUser(ctx.app.database.db);
    const ok = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: { updateType: 'defaults', defaultPersonInChargeId: power.id, defaultReviewerId: reviewer.id },
    });
    expect(ok.json()).toMatchObject({ defaultPersonInChargeId: power.id, defaultReviewerId: reviewer.id });
    const reviewerInCharge = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: { updateType: 'defaults', defaultPersonInChargeId: reviewer.id, defaultReviewerId: null },
    });
    expect(reviewerInCharge.json()).toMatchObject({
      code: 'invalid_request_body',
      details: { field: 'defaultPersonInChargeId' },
    });
    const foreign = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: power.cookie,
      body: { updateType: 'defaults', defaultPersonInChargeId: null, defaultReviewerId: stranger.id },
    });
    expect(foreign.json()).toMatchObject({
      code: 'invalid_request_body',
      details: { field: 'defaultReviewerId' },
    });
  });

  it('shows candidates the public face of an active company only', async () => {
    const company = await createCompany(ctx.app.database.db, {
      introduction: '<p>Hallo</p>',
      defaultReviewerId: null,
    });
    const email = `kandidat-${company.id}@example.org`;
    await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
      body: { email, password: PASSWORD, acceptTerms: true },
    });
    const verified = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
      body: { email, otp: await ctx.mail.lastCode(email, 'email-verification') },
    });
    const cookie = cookiesOf(verified);
    const res = await call(ctx.app, 'candidate', 'GET', `/api/companies/${company.id}/public`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: company.id, name: company.name, introduction: '<p>Hallo</p>' });
    expect(res.json()).not.toHaveProperty('email');
    expect(res.json()).not.toHaveProperty('defaultReviewerId');
    await ctx.app.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, company.id));
    const gone = await call(ctx.app, 'candidate', 'GET', `/api/companies/${company.id}/public`, { cookie });
    expect(gone.json().code).toBe('company_not_found');
  });

  it('lets regular users read but not edit, and refuses reviewers', async () => {
    const company = await createCompany(ctx.app.database.db);
    const regular = await member(company.id, 'regular_user');
    const reviewer = await member(company.id, 'reviewer_user');
    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/companies', { cookie: regular.cookie })).statusCode,
    ).toBe(200);
    const edit = await call(ctx.app, 'employer', 'PUT', '/api/companies', {
      cookie: regular.cookie,
      body: BASIC,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('forbidden_to_access_data');
    expect(
      (await call(ctx.app, 'employer', 'GET', '/api/companies', { cookie: reviewer.cookie })).statusCode,
    ).toBe(403);
  });
});
