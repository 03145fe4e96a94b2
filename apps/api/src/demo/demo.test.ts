import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authCandidateUser, companies } from '../db/schema';
import { applications } from '../modules/applications/applications.schema';
import { call, cookiesOf, signIn } from '../testing/http';
import { useTestApp } from '../testing/test-app';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VISITORS } from './demo-accounts';
import { resetDemoData } from './demo-reset';
import { seedDemoData } from './demo-seed';

const ctx = useTestApp({ demoArea: true });
const off = useTestApp({ demoArea: false });

const seed = () =>
  seedDemoData({
    db: ctx.app.database.db,
    storage: ctx.app.storage,
    log: ctx.app.log,
    clock: ctx.app.clock,
    sendActivation: ctx.app.mail.sendActivation,
  });

/** Starts the tour on an area: the visitor's session cookie. */
async function visitorOf(pool: 'candidate' | 'employer' | 'admin') {
  const res = await call(ctx.app, pool, 'POST', `/api/demo/sessions/${pool}`);
  expect(res.statusCode, res.body).toBe(200);
  return cookiesOf(res);
}

async function demoApplicationCount() {
  const rows = await ctx.app.database.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(authCandidateUser, eq(authCandidateUser.id, applications.candidateId))
    .where(eq(authCandidateUser.email, DEMO_VISITORS.candidate));
  return rows.length;
}

describe('the /demo tour', () => {
  it('seeds the demo data idempotently, with the demo candidate applied at the demo company', async () => {
    await seed();
    await seed();
    expect(await demoApplicationCount()).toBe(1);
    const hafenkante = await ctx.app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Hafenkante Digital GmbH'));
    expect(hafenkante).toHaveLength(1);
  });

  it('POST /api/demo/sessions/{pool} signs a visitor in without a password, on each area', async () => {
    const candidate = await visitorOf('candidate');
    const resume = await call(ctx.app, 'candidate', 'GET', '/api/resumes', { cookie: candidate });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json().resume.userDetails.firstName).toBe('Mia');

    const employer = await visitorOf('employer');
    const board = await call(ctx.app, 'employer', 'GET', '/api/company-applications', { cookie: employer });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().data.length).toBeGreaterThan(0);
    // what the employer's tour shows is the anonymous CV: nothing personal of the demo candidate
    const [application] = board.json().data as { id: string }[];
    const detail = await call(ctx.app, 'employer', 'GET', `/api/company-applications/${application?.id}`, {
      cookie: employer,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain('Backend mit Node.js und PostgreSQL');
    for (const text of [board.body, detail.body])
      for (const personal of ['Beispiel', 'Speicherstadt', '5550199', '1993-04-12', DEMO_VISITORS.candidate])
        expect(text).not.toContain(personal);

    const admin = await visitorOf('admin');
    const list = await call(ctx.app, 'admin', 'GET', '/api/admin/companies', { cookie: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain('Hafenkante Digital GmbH');
  });

  it('refuses every change of a visitor with demo_read_only, in the caller language', async () => {
    const candidate = await visitorOf('candidate');
    const patch = await call(ctx.app, 'candidate', 'PATCH', '/api/resumes', {
      cookie: candidate,
      locale: 'de',
      body: { updateType: 'tags', removeIds: [], newData: [{ tag: 'Go' }] },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toMatchObject({
      code: 'demo_read_only',
      message: 'In der Demo lässt sich nichts ändern.',
    });

    const employer = await visitorOf('employer');
    const template = await call(ctx.app, 'employer', 'POST', '/api/templates', {
      cookie: employer,
      body: { name: 'Neu', subject: 'x', body: '<p>x</p>', locale: 'de' },
    });
    expect(template.statusCode).toBe(403);
    expect(template.json()).toMatchObject({
      code: 'demo_read_only',
      message: 'Nothing can be changed in the demo.',
    });

    const admin = await visitorOf('admin');
    const company = await call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
      cookie: admin,
      body: { name: 'Fremd GmbH', email: 'a@fremd.example', powerUser: {} },
    });
    expect(company.json().code).toBe('demo_read_only');
    const upload = await call(ctx.app, 'candidate', 'POST', '/api/media', {
      cookie: candidate,
      body: { purpose: 'candidate_profile', fileName: 'a.png', size: 10, contentType: 'image/png' },
    });
    expect(upload.json().code).toBe('demo_read_only');
    const password = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/change-password', {
      cookie: candidate,
      body: { currentPassword: 'x', newPassword: 'Neu!Passwort123' },
    });
    expect(password.json().code).toBe('demo_read_only');

    // signing out is no change of data
    const out = await call(ctx.app, 'admin', 'POST', '/api/auth/admin/sign-out', { cookie: admin });
    expect(out.statusCode, out.body).toBe(200);
  });

  it('leaves the same accounts signed in with a password free to change things', async () => {
    const admin = await signIn(ctx.app, 'admin', DEMO_ADMIN, DEMO_PASSWORD);
    const res = await call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
      cookie: admin,
      body: {
        name: 'Echt GmbH',
        email: 'kontakt@echt.example',
        powerUser: { firstName: 'Eva', lastName: 'Echt', title: 'CEO', email: 'eva@echt.example' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('resets the demo data: what was changed is gone, the demo data is back', async () => {
    const db = ctx.app.database.db;
    await db
      .update(companies)
      .set({ location: 'Irgendwo' })
      .where(eq(companies.name, 'Hafenkante Digital GmbH'));
    const visitor = await visitorOf('employer');
    await resetDemoData({
      db,
      storage: ctx.app.storage,
      log: ctx.app.log,
      clock: ctx.app.clock,
      sendActivation: ctx.app.mail.sendActivation,
    });
    const [hafenkante] = await db
      .select({ location: companies.location })
      .from(companies)
      .where(eq(companies.name, 'Hafenkante Digital GmbH'));
    expect(hafenkante?.location).toBe('Hamburg');
    expect(await demoApplicationCount()).toBe(1);
    // other data is left alone
    expect(await db.select().from(companies).where(eq(companies.name, 'Echt GmbH'))).toHaveLength(1);
    // the evening's visitor session went with the old account
    const board = await call(ctx.app, 'employer', 'GET', '/api/company-applications', { cookie: visitor });
    expect(board.statusCode).toBe(401);
    await visitorOf('employer');
  });
});

describe('with DEMO_AREA off', () => {
  it('answers 404 to the tour calls', async () => {
    expect((await call(off.app, 'candidate', 'GET', '/api/demo')).statusCode).toBe(404);
    expect((await call(off.app, 'employer', 'POST', '/api/demo/sessions/employer')).statusCode).toBe(404);
  });
});
