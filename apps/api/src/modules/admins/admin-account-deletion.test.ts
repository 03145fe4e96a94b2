import type { Role } from '@veil/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { sentApplication } from '../../testing/applications';
import { createCompany, createEmployerUser } from '../../testing/factories';
import { call, cookiesOf, signInNewAdmin } from '../../testing/http';
import { sampleResume } from '../../testing/resumes';
import { useTestApp } from '../../testing/test-app';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';

/*
 * Deleting an employer account (super admin): submitted ratings stay under the person's name, their
 * assignments go, applications in screening keep someone to rate them, and applications they were
 * in charge of pass to the company's default person in charge (docs/decisions/010).
 */

const ctx = useTestApp();
let adminCookie: string;
let serial = 0;

/**
 * An activated, signed-in employer called `firstName` Krüger; each signs in from an address of its
 * own, since these tests sign in more people than one address may in a minute.
 */
async function signedInEmployer(companyId: string, role: Role, firstName: string) {
  serial += 1;
  const remoteAddress = `10.78.${serial % 250}.${serial % 250}`;
  const user = await createEmployerUser(ctx.app.database.db, { companyId, role, firstName });
  await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
    body: { token: user.token, password: PASSWORD },
    remoteAddress,
  });
  const res = await call(ctx.app, 'employer', 'POST', '/api/auth/employer/sign-in/email', {
    body: { email: user.email, password: PASSWORD },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, cookie: cookiesOf(res) };
}
type Member = Awaited<ReturnType<typeof signedInEmployer>>;
const PASSWORD = 'Abschied!Passwort1';

beforeAll(async () => {
  adminCookie = await signInNewAdmin(ctx.app);
});

const as = (member: Member, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
  call(ctx.app, 'employer', method, `/api${path}`, {
    cookie: member.cookie,
    ...(body ? { body: body as Record<string, unknown> } : {}),
  });

const ratings = (rating: number) => ({
  cv: { rating, comment: 'Gut begründet' },
  answers: [{ questionId: 'q1', rating, comment: '' }],
});

/** A company with a power user, a regular user, three reviewers and an open job with one question. */
async function team() {
  serial += 1;
  const companyId = (await createCompany(ctx.app.database.db, { name: `Abschied ${serial} GmbH` })).id;
  const power = await signedInEmployer(companyId, 'power_user', 'Paula');
  const regular = await signedInEmployer(companyId, 'regular_user', 'Rita');
  const anna = await signedInEmployer(companyId, 'reviewer_user', 'Anna');
  const ben = await signedInEmployer(companyId, 'reviewer_user', 'Ben');
  const carl = await signedInEmployer(companyId, 'reviewer_user', 'Carl');
  const job = await insertJob(ctx.app, companyId, { screeningQuestions: [{ question: 'Warum wir?' }] });
  return { companyId, power, regular, anna, ben, carl, jobId: job.id };
}

/** A sent application with these people on it, in screening when `screening` is set. */
async function application(
  t: Awaited<ReturnType<typeof team>>,
  people: { personInCharge: Member | null; reviewers: Member[]; audioReviewers?: Member[] },
  screening = true,
) {
  serial += 1;
  const candidate = await signedUpCandidate(
    ctx.app,
    ctx.mail,
    undefined,
    `10.77.${serial % 250}.${serial % 250}`,
  );
  const resume = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
    cookie: candidate.cookie,
    body: sampleResume(`Abschied${serial}`),
  });
  expect(resume.statusCode, resume.body).toBe(200);
  const { id } = await sentApplication(ctx.app, candidate.cookie, t.jobId);
  const assigned = await as(t.power, 'PUT', `/company-applications/${id}/assignment`, {
    personInChargeId: people.personInCharge?.id ?? null,
    reviewerIds: people.reviewers.map((member) => member.id),
    audioReviewerIds: (people.audioReviewers ?? []).map((member) => member.id),
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  if (screening) {
    const started = await as(t.power, 'POST', `/company-applications/${id}/start-screening`);
    expect(started.statusCode, started.body).toBe(200);
  }
  return id;
}

const deleteAccount = (companyId: string, accountId: string) =>
  call(ctx.app, 'admin', 'DELETE', `/api/admin/companies/${companyId}/accounts/${accountId}`, {
    cookie: adminCookie,
  });

const setDefaults = (companyId: string, defaults: { personInCharge?: string; reviewer?: string }) =>
  ctx.app.database.db
    .update(companies)
    .set({
      defaultPersonInChargeId: defaults.personInCharge ?? null,
      defaultReviewerId: defaults.reviewer ?? null,
    })
    .where(eq(companies.id, companyId));

describe('DELETE /admin/companies/{companyId}/accounts/{accountId}', () => {
  it('keeps the ratings of a deleted reviewer under their name, with the overall rating and spreads', async () => {
    const t = await team();
    const shared = await application(t, { personInCharge: t.regular, reviewers: [t.anna, t.ben] });
    const alone = await application(t, { personInCharge: t.regular, reviewers: [t.anna] });
    await as(t.anna, 'POST', `/company-applications/${shared}/ratings`, ratings(2));
    await as(t.ben, 'POST', `/company-applications/${shared}/ratings`, ratings(4));
    await as(t.anna, 'POST', `/company-applications/${alone}/ratings`, ratings(5));
    const before = (await as(t.power, 'GET', `/company-applications/${shared}`)).json();
    expect(before.overallRating).toBe(3);

    const deleted = await deleteAccount(t.companyId, t.anna.id);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = (await as(t.power, 'GET', `/company-applications/${shared}`)).json();
    expect(after.overallRating).toBe(3);
    expect(after.reviewers.map((r: { id: string }) => r.id)).toEqual([t.ben.id]);
    expect(after).toMatchObject({ ratingsSubmitted: 2, ratingsExpected: 2 });
    const rows = after.ratings.map((entry: { reviewer: object; score: number; spreadFromTeam: number }) => [
      entry.reviewer,
      entry.score,
      entry.spreadFromTeam,
    ]);
    expect(rows).toEqual([
      [{ id: null, name: 'Anna Krüger', role: null }, 2, -1],
      [{ id: t.ben.id, name: 'Ben Krüger', role: 'reviewer_user' }, 4, 1],
    ]);
    // the remaining reviewer still sees the whole team's ratings, and the board its overall rating
    expect((await as(t.ben, 'GET', `/company-applications/${shared}`)).json().ratings).toHaveLength(2);
    const board = (await as(t.power, 'GET', '/company-applications')).json().data;
    expect(board.find((card: { id: string }) => card.id === shared).overallRating).toBe(3);

    // the only reviewer had rated: the rating stands for them, nobody is added, nothing is pending
    const rated = (await as(t.power, 'GET', `/company-applications/${alone}`)).json();
    expect(rated).toMatchObject({ reviewers: [], overallRating: 5, ratingsSubmitted: 1, ratingsExpected: 1 });
    expect(rated.ratings[0].reviewer).toEqual({ id: null, name: 'Anna Krüger', role: null });

    // changing the team later keeps a former member's rating (there is nobody to take it away from)
    const reassigned = await as(t.power, 'PUT', `/company-applications/${shared}/assignment`, {
      personInChargeId: t.regular.id,
      reviewerIds: [t.carl.id],
      audioReviewerIds: [],
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json()).toMatchObject({ overallRating: 2, ratingsSubmitted: 1, ratingsExpected: 2 });
    expect(
      reassigned.json().ratings.map((entry: { reviewer: { name: string } }) => entry.reviewer.name),
    ).toEqual(['Anna Krüger']);
  });

  it('drops pending assignments and refuses while applications in screening would be left without a reviewer', async () => {
    const t = await team();
    const withOthers = await application(t, { personInCharge: t.regular, reviewers: [t.carl, t.ben] });
    const onlyCarl = await application(t, { personInCharge: t.regular, reviewers: [t.carl] });
    const notStarted = await application(t, { personInCharge: t.regular, reviewers: [t.carl] }, false);
    const number = (await as(t.power, 'GET', `/company-applications/${onlyCarl}`)).json().sequenceNumber;

    // no default reviewer, or the departing account is the default: refused, nothing changed
    for (const reviewer of [undefined, t.carl.id]) {
      await setDefaults(t.companyId, reviewer ? { reviewer } : {});
      const refused = await deleteAccount(t.companyId, t.carl.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'application_last_reviewer',
        message: expect.stringContaining('1 application(s) in screening'),
        details: { count: 1, applicationNumbers: [number] },
      });
    }
    const untouched = (await as(t.power, 'GET', `/company-applications/${withOthers}`)).json();
    expect(untouched.reviewers.map((r: { id: string }) => r.id)).toEqual([t.carl.id, t.ben.id]);

    // with an active default reviewer the deletion goes through and they take the application over
    await setDefaults(t.companyId, { reviewer: t.anna.id });
    const deleted = await deleteAccount(t.companyId, t.carl.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const reviewersOf = async (id: string) =>
      (await as(t.power, 'GET', `/company-applications/${id}`))
        .json()
        .reviewers.map((r: { id: string }) => r.id);
    expect(await reviewersOf(withOthers)).toEqual([t.ben.id]);
    expect(await reviewersOf(onlyCarl)).toEqual([t.anna.id]);
    // not screened yet: no reviewer is needed until the screening starts
    expect(await reviewersOf(notStarted)).toEqual([]);
    // the new reviewer sees it on their board and can rate it
    const rated = await as(t.anna, 'POST', `/company-applications/${onlyCarl}/ratings`, ratings(3));
    expect(rated.json()).toMatchObject({ ratingsSubmitted: 1, ratingsExpected: 1, overallRating: 3 });
  });

  it('moves the default reviewer who takes over a screening off the audio list, where they were', async () => {
    const t = await team();
    const id = await application(t, {
      personInCharge: t.regular,
      reviewers: [t.carl],
      audioReviewers: [t.anna],
    });
    await setDefaults(t.companyId, { reviewer: t.anna.id });
    const deleted = await deleteAccount(t.companyId, t.carl.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const page = (await as(t.power, 'GET', `/company-applications/${id}`)).json();
    expect(page.reviewers.map((r: { id: string }) => r.id)).toEqual([t.anna.id]);
    // one person on both lists is what the assignment refuses (a reviewer would rate their own screening's audio)
    expect(page.audioReviewers).toEqual([]);
  });

  it("passes a deleted person in charge's applications to the company's default, or leaves them without", async () => {
    const t = await team();
    const first = await application(t, { personInCharge: t.regular, reviewers: [t.ben] });
    const second = await application(t, { personInCharge: t.regular, reviewers: [t.ben] }, false);
    await as(t.regular, 'POST', `/company-applications/${first}/notes`, { content: 'Bitte zuerst lesen.' });
    await setDefaults(t.companyId, { personInCharge: t.power.id });
    expect((await deleteAccount(t.companyId, t.regular.id)).statusCode).toBe(200);
    for (const id of [first, second]) {
      const seen = (await as(t.power, 'GET', `/company-applications/${id}`)).json();
      expect(seen.personInCharge).toEqual({ id: t.power.id, name: 'Paula Krüger', role: 'power_user' });
    }
    const note = (await as(t.power, 'GET', `/company-applications/${first}`)).json().notes[0];
    expect(note).toMatchObject({ author: 'Rita Krüger', content: 'Bitte zuerst lesen.' });

    // the default person in charge leaves too: the applications show that nobody is in charge
    const colleague = await signedInEmployer(t.companyId, 'power_user', 'Petra');
    expect((await deleteAccount(t.companyId, t.power.id)).statusCode).toBe(200);
    const board = (await as(colleague, 'GET', '/company-applications')).json().data;
    expect(
      board
        .filter((card: { id: string }) => [first, second].includes(card.id))
        .map((card: { personInCharge: unknown }) => card.personInCharge),
    ).toEqual([null, null]);
    const [company] = await ctx.app.database.db
      .select({ personInCharge: companies.defaultPersonInChargeId })
      .from(companies)
      .where(eq(companies.id, t.companyId));
    expect(company?.personInCharge).toBeNull();
  });
});

describe('PUT /admin/companies/{companyId}/accounts/{accountId}/status', () => {
  it('keeps a deactivated reviewer on their applications until the team replaces them', async () => {
    const t = await team();
    const id = await application(t, { personInCharge: t.regular, reviewers: [t.ben, t.carl] });
    await as(t.carl, 'POST', `/company-applications/${id}/ratings`, ratings(4));
    const off = await call(
      ctx.app,
      'admin',
      'PUT',
      `/api/admin/companies/${t.companyId}/accounts/${t.ben.id}/status`,
      {
        cookie: adminCookie,
        body: { active: false },
      },
    );
    expect(off.json().status).toBe('inactive');
    const seen = (await as(t.power, 'GET', `/company-applications/${id}`)).json();
    expect(seen).toMatchObject({ ratingsSubmitted: 1, ratingsExpected: 2 });
    expect(seen.reviewers.map((r: { id: string }) => r.id)).toEqual([t.ben.id, t.carl.id]);

    // the team changes the person in charge and keeps the deactivated reviewer where they are
    const kept = await as(t.power, 'PUT', `/company-applications/${id}/assignment`, {
      personInChargeId: t.power.id,
      reviewerIds: [t.ben.id, t.carl.id],
      audioReviewerIds: [],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    // but cannot give them a new place
    const moved = await as(t.power, 'PUT', `/company-applications/${id}/assignment`, {
      personInChargeId: t.power.id,
      reviewerIds: [t.ben.id, t.carl.id],
      audioReviewerIds: [t.ben.id],
    });
    expect(moved.json()).toMatchObject({
      code: 'application_assignee_invalid',
      details: { accountIds: [t.ben.id] },
    });
    // replacing them leaves every rating in
    const replaced = await as(t.power, 'PUT', `/company-applications/${id}/assignment`, {
      personInChargeId: t.power.id,
      reviewerIds: [t.carl.id],
      audioReviewerIds: [],
    });
    expect(replaced.json()).toMatchObject({ ratingsSubmitted: 1, ratingsExpected: 1 });
  });
});
