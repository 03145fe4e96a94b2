import type { Notification, SavedSearch } from '@veil/domain/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { useCompanyJobs } from '../jobs/employer-jobs.testing';
import { CANDIDATE_PASSWORD, insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { announceNewJob } from './new-job-matches';
import { savedSearches, savedSearchMatches } from './saved-searches.schema';

const ctx = useTestApp();
const { companyId, power, jobs, save, draft } = useCompanyJobs(ctx);

type Candidate = Awaited<ReturnType<typeof signedUpCandidate>>;
type Body = Record<string, unknown>;

let address = 0;
/** A candidate signed up from an address of their own (sign-ups per address are limited). */
function candidate() {
  address += 1;
  return signedUpCandidate(ctx.app, ctx.mail, undefined, `10.36.0.${address}`);
}

const searches = (who: Candidate, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', body?: Body) =>
  call(ctx.app, 'candidate', method, `/api/saved-searches${path}`, {
    cookie: who.cookie,
    ...(body ? { body } : {}),
    locale: 'de',
  });

async function saveSearch(who: Candidate, name: string, filters: Body, emailNewJobs = true) {
  const res = await searches(who, 'POST', '', { name, filters, emailNewJobs });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SavedSearch;
}

const newJobs = async (who: Candidate) => {
  const res = await call(ctx.app, 'candidate', 'GET', '/api/notifications', { cookie: who.cookie });
  return (res.json().data as Notification[]).filter((n) => n.kind === 'new_job');
};

const mailsTo = (who: Candidate) => ctx.mail.messages(who.email, 'new-job-match');

/** A complete draft of the company titled `jobTitle`, published through the employer's route. */
async function publish(jobTitle: string, overrides: Body = {}) {
  const job = await draft(power, { jobTitle, ...overrides });
  for (const section of [
    { updateType: 'responsibilities', responsibilities: '<p>Lichter warten</p>' },
    { updateType: 'requirements', requirements: '<p>Schwindelfreiheit</p>' },
  ])
    expect((await save(job.id, section)).status).toBe(200);
  const res = await jobs(power, 'POST', `/${job.id}/publish`);
  expect(res.statusCode, res.body).toBe(200);
  return job.id;
}

describe('saved searches and new_job notifications', () => {
  it('tell each candidate whose search lists a newly published job once, by e-mail only when switched on', async () => {
    const mailed = await candidate();
    const quiet = await candidate();
    const other = await candidate();
    const twice = await candidate();
    await saveSearch(mailed, 'Leuchtturm in Hamburg', { keyword: 'Leuchtturmwärterin', location: 'Hamburg' });
    await saveSearch(quiet, 'Leuchtturm still', { keyword: 'leuchtturmwärter' }, false);
    // the same keyword in another industry, and in another place: the list would not show the job
    await saveSearch(other, 'Leuchtturm Pflege', {
      keyword: 'Leuchtturmwärter',
      industries: ['health_care'],
    });
    await saveSearch(other, 'Leuchtturm München', { keyword: 'Leuchtturmwärter', location: 'München' });
    // two searches of one candidate that both find it: one notification, one mail naming both
    await saveSearch(twice, 'Alles in Hamburg', {
      location: 'Hamburg',
      jobTypes: ['full_time', 'part_time'],
    });
    await saveSearch(twice, 'Leuchttürme', { keyword: 'Leuchtturmwärter', salaryFrom: 60_000 });

    const jobId = await publish('Leuchtturmwärter Nordsee');

    const [told] = await waitFor(async () => (await newJobs(mailed)).length > 0 && newJobs(mailed), {
      what: 'the new_job notification',
    });
    expect(told).toMatchObject({
      kind: 'new_job',
      jobId,
      applicationId: null,
      jobTitle: 'Leuchtturmwärter Nordsee',
      read: false,
    });
    await waitFor(async () => (await newJobs(twice)).length > 0, {
      what: "the second candidate's notification",
    });
    expect((await newJobs(quiet)).map((n) => n.jobId)).toEqual([jobId]);
    expect(await newJobs(twice)).toHaveLength(1);
    expect(await newJobs(other)).toEqual([]);

    const [mail] = await mailsTo(mailed);
    expect(mail?.subject).toBe('New matching job: Leuchtturmwärter Nordsee');
    expect(mail?.text).toContain(`/candidate/jobs/${jobId}`);
    expect(mail?.text).toContain('“Leuchtturm in Hamburg”');
    expect(await mailsTo(quiet)).toEqual([]);
    expect(await mailsTo(other)).toEqual([]);
    const both = await mailsTo(twice);
    expect(both).toHaveLength(1);
    expect(both[0]?.text).toContain('“Alles in Hamburg”, “Leuchttürme”');

    // a retried run (or a second one) tells nobody again
    expect(await announceNewJob(deps(), jobId)).toEqual({ told: 0, mailed: 0 });
    expect(await newJobs(mailed)).toHaveLength(1);
    expect(await mailsTo(mailed)).toHaveLength(1);
  });

  it('tells nobody of a job candidates cannot see: a draft, a closed job, a deactivated company', async () => {
    const who = await candidate();
    await saveSearch(who, 'Signalgeber', { keyword: 'Signalgeberin' });
    const hidden = await createCompany(ctx.app.database.db, { isActive: false });
    const ofHidden = await insertJob(ctx.app, hidden.id, {
      officeLocation: 'Kiel',
      jobTitle: 'Signalgeber Hafen',
    });
    const drafted = await insertJob(ctx.app, companyId, {
      officeLocation: 'Kiel',
      jobTitle: 'Signalgeber Deich',
      status: 'draft',
    });
    const closed = await insertJob(ctx.app, companyId, {
      officeLocation: 'Kiel',
      jobTitle: 'Signalgeber Watt',
      status: 'closed',
    });
    for (const job of [ofHidden, drafted, closed])
      expect(await announceNewJob(deps(), job.id)).toEqual({ told: 0, mailed: 0 });
    const open = await insertJob(ctx.app, companyId, {
      officeLocation: 'Kiel',
      jobTitle: 'Signalgeber Elbe',
    });
    expect(await announceNewJob(deps(), open.id)).toEqual({ told: 1, mailed: 1 });
    expect((await newJobs(who)).map((n) => n.jobId)).toEqual([open.id]);
  });

  it('lists, renames, switches and deletes the own searches; another candidate cannot touch them', async () => {
    const owner = await candidate();
    const stranger = await candidate();
    const created = await saveSearch(owner, 'Entwicklung', {
      keyword: 'Entwickler',
      jobTypes: [],
      experiences: ['2_5_years'],
      location: '',
    });
    // empty filters are not stored: the search is what the list's query says
    expect(created).toMatchObject({
      name: 'Entwicklung',
      emailNewJobs: true,
      filters: { keyword: 'Entwickler', experiences: ['2_5_years'] },
    });
    expect(Object.keys(created.filters).sort()).toEqual(['experiences', 'keyword']);

    const renamed = await searches(owner, 'PATCH', `/${created.id}`, {
      name: 'Backend',
      emailNewJobs: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Backend', emailNewJobs: false });

    for (const [method, body] of [
      ['PATCH', { name: 'Meins' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await searches(stranger, method, `/${created.id}`, body);
      expect([res.statusCode, res.json().code]).toEqual([404, 'saved_search_not_found']);
    }
    expect((await searches(stranger, 'GET')).json()).toEqual({ savedSearches: [] });
    expect((await searches(owner, 'GET')).json().savedSearches).toHaveLength(1);

    const invalid = await searches(owner, 'POST', '', {
      name: 'Gehalt',
      filters: { salaryFrom: 90_000, salaryTo: 10_000 },
    });
    expect([invalid.statusCode, invalid.json().code]).toEqual([400, 'invalid_query_parameters']);
    const unnamed = await searches(owner, 'POST', '', { name: '  ', filters: {} });
    expect(unnamed.statusCode).toBe(400);

    const removed = await searches(owner, 'DELETE', `/${created.id}`);
    expect(removed.json()).toEqual({ savedSearches: [] });
    const signedOut = await call(ctx.app, 'candidate', 'GET', '/api/saved-searches');
    expect(signedOut.statusCode).toBe(401);
  });

  it('keeps at most ten searches and says so in the candidate language', async () => {
    const who = await candidate();
    for (let i = 1; i <= 10; i += 1) await saveSearch(who, `Suche ${i}`, { keyword: `Wort${i}` });
    const over = await searches(who, 'POST', '', { name: 'Elf', filters: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'saved_search_limit_reached',
      message: 'Sie können höchstens 10 Suchen speichern. Bitte löschen Sie zuerst eine gespeicherte Suche.',
    });
    const english = await call(ctx.app, 'candidate', 'POST', '/api/saved-searches', {
      cookie: who.cookie,
      body: { name: 'Eleven', filters: {} },
      locale: 'en',
    });
    expect(english.json().message).toBe(
      'You can save at most 10 searches. Please delete a saved search first.',
    );
  });

  it('go with the account and are in its data export', async () => {
    const who = await candidate();
    const search = await saveSearch(who, 'Export', { keyword: 'Exporteur' });
    const job = await insertJob(ctx.app, companyId, { officeLocation: 'Kiel', jobTitle: 'Exporteur Nord' });
    expect(await announceNewJob(deps(), job.id)).toEqual({ told: 1, mailed: 1 });

    const exported = await call(ctx.app, 'candidate', 'GET', '/api/resumes/export', { cookie: who.cookie });
    expect(exported.statusCode, exported.body).toBe(200);
    const file = JSON.parse(Buffer.from(exported.json().content, 'base64').toString('utf8'));
    expect(file.savedSearches).toEqual([
      expect.objectContaining({ name: 'Export', filters: { keyword: 'Exporteur' }, emailNewJobs: true }),
    ]);

    const deleted = await call(ctx.app, 'candidate', 'DELETE', '/api/candidates/me', {
      cookie: who.cookie,
      body: { password: CANDIDATE_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = ctx.app.database.db;
    expect(await db.select().from(savedSearches).where(eq(savedSearches.candidateId, who.id))).toEqual([]);
    expect(
      await db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, search.id)),
    ).toEqual([]);
  });
});

function deps() {
  return { db: ctx.app.database.db, mail: ctx.app.mail, log: ctx.app.log, clock: { now: () => new Date() } };
}
