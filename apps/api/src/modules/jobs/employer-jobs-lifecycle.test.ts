import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInCandidate } from '../../testing/members';
import { useTestApp } from '../../testing/test-app';
import { issuesOf, useCompanyJobs } from './employer-jobs.testing';
import { jobPosts, savedJobs } from './jobs.schema';

const ctx = useTestApp();
const { power, regular, jobs, draft, save, completeDraft } = useCompanyJobs(ctx);

describe('the lifecycle', () => {
  it('publishes a complete draft, keeps an open job editable and complete, and closes it for good', async () => {
    const job = await draft();
    const incomplete = await jobs(power, 'POST', `/${job.id}/publish`);
    expect([incomplete.statusCode, incomplete.json().code]).toEqual([409, 'job_incomplete']);
    expect(incomplete.json().details.missingFields).toEqual(['responsibilities', 'requirements']);
    expect(incomplete.json().message).toBe(
      'The job cannot be published yet. Please fill in first: Responsibilities, Requirements.',
    );
    await save(job.id, { updateType: 'responsibilities', responsibilities: '<p>Code</p>' });
    const german = await jobs(power, 'POST', `/${job.id}/publish`, undefined, 'de');
    expect(german.json().message).toBe(
      'Die Stelle kann noch nicht veröffentlicht werden. Bitte füllen Sie zuerst aus: Anforderungen.',
    );
    // blank markup counts as missing
    await save(job.id, { updateType: 'requirements', requirements: '<p>Neugier</p>' });

    const published = await jobs(regular, 'POST', `/${job.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'open', missingFields: [], closedAt: null });
    expect(Date.parse(published.json().publishedAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await jobs(power, 'POST', `/${job.id}/publish`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'job_status_conflict']);
    expect(again.json().message).toMatch(/status of this job does not allow/i);

    // an open job can be edited, but not emptied of what candidates read
    expect((await save(job.id, { updateType: 'benefits', benefits: '<p>Obst</p>' })).status).toBe(200);
    const emptied = await save(job.id, { updateType: 'requirements', requirements: '<p></p>' });
    expect([emptied.status, issuesOf(emptied.body)]).toEqual([400, ['requirements: validation.required']]);
    expect((await jobs(power, 'GET', `/${job.id}`)).json().requirements).toBe('<p>Neugier</p>');

    const closed = await jobs(power, 'POST', `/${job.id}/close`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(closed.json().closedAt).not.toBeNull();
    expect(closed.json().publishedAt).toBe(published.json().publishedAt);

    for (const [method, path, body] of [
      ['POST', `/${job.id}/close`, undefined],
      ['POST', `/${job.id}/publish`, undefined],
      ['PATCH', `/${job.id}`, { updateType: 'benefits', benefits: '<p>Neu</p>' }],
      ['PATCH', `/${job.id}`, { updateType: 'requirements', requirements: '' }],
    ] as const) {
      const res = await jobs(power, method, path, body);
      expect([res.statusCode, res.json().code], `${method} ${path}`).toEqual([409, 'job_status_conflict']);
    }
    const de = await jobs(power, 'POST', `/${job.id}/close`, undefined, 'de');
    expect(de.json().message).toBe(
      'Der Status dieser Stelle lässt das nicht zu (er hat sich eventuell inzwischen geändert). Bitte laden Sie die Seite neu.',
    );
    expect((await jobs(power, 'GET', `/${job.id}`)).json().benefits).toBe('<p>Obst</p>');
  });

  it('closes only open jobs: a draft is deleted or published instead', async () => {
    const job = await draft();
    const res = await jobs(power, 'POST', `/${job.id}/close`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'job_status_conflict']);
  });

  it('regenerates the share code so the old link stops working', async () => {
    const job = await draft();
    const res = await jobs(regular, 'POST', `/${job.id}/share-code`);
    expect(res.statusCode).toBe(200);
    expect(res.json().sharableCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(res.json().sharableCode).not.toBe(job.sharableCode);
    const old = await ctx.app.database.db
      .select()
      .from(jobPosts)
      .where(eq(jobPosts.sharableCode, job.sharableCode));
    expect(old).toEqual([]);
  });

  it('deletes a job without applications, with the candidates’ saved entries', async () => {
    const db = ctx.app.database.db;
    const job = await completeDraft();
    await jobs(power, 'POST', `/${job.id}/publish`);
    const candidate = await signedInCandidate(ctx.app, ctx.mail);
    await db.insert(savedJobs).values({ candidateId: candidate.id, jobId: job.id });
    const res = await jobs(regular, 'DELETE', `/${job.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { deleted: true }]);
    expect(await db.select().from(savedJobs).where(eq(savedJobs.jobId, job.id))).toEqual([]);
    const gone = await jobs(power, 'GET', `/${job.id}`);
    expect([gone.statusCode, gone.json().code, gone.json().message]).toEqual([
      404,
      'job_not_found',
      'Job does not exist',
    ]);
    expect((await jobs(power, 'DELETE', `/${job.id}`, undefined, 'de')).json().message).toBe(
      'Diese Stelle existiert nicht.',
    );
  });
});

/** Sends `send` `n` times at once, as a double click or two tabs would; the answers as "status code". */
async function atOnce(n: number, send: () => Promise<{ statusCode: number; json: () => { code?: string } }>) {
  const answers = await Promise.all(Array.from({ length: n }, send));
  return answers
    .map((res) => `${res.statusCode}${res.statusCode >= 400 ? ` ${res.json().code}` : ''}`)
    .sort();
}

// On PostgreSQL (npm run test:db) these requests really overlap; on PGlite they run one after the
// other. Either way each change happens once and the other requests hear why not.
describe('parallel requests', () => {
  it('publish a draft once; the others hear job_status_conflict', async () => {
    const job = await completeDraft();
    expect(await atOnce(6, () => jobs(power, 'POST', `/${job.id}/publish`))).toEqual([
      '200',
      ...Array(5).fill('409 job_status_conflict'),
    ]);
    const [row] = await ctx.app.database.db.select().from(jobPosts).where(eq(jobPosts.id, job.id));
    expect(row?.status).toBe('open');
  });

  it('close an open job once; the others hear job_status_conflict', async () => {
    const job = await completeDraft();
    await jobs(power, 'POST', `/${job.id}/publish`);
    const first = await atOnce(6, () => jobs(power, 'POST', `/${job.id}/close`));
    expect(first).toEqual(['200', ...Array(5).fill('409 job_status_conflict')]);
  });

  it('delete a job once; the others find it gone', async () => {
    const job = await draft();
    expect(await atOnce(4, () => jobs(power, 'DELETE', `/${job.id}`))).toEqual([
      '200',
      ...Array(3).fill('404 job_not_found'),
    ]);
  });

  it('publishing and closing at once never leave a job between states', async () => {
    const job = await completeDraft();
    const answers = await Promise.all([
      jobs(power, 'POST', `/${job.id}/publish`),
      jobs(regular, 'POST', `/${job.id}/close`),
    ]);
    const [row] = await ctx.app.database.db.select().from(jobPosts).where(eq(jobPosts.id, job.id));
    // either close came first (refused) and publish won, or publish then close both worked
    const statuses = answers.map((res) => res.statusCode);
    if (statuses[1] === 200) expect(row?.status).toBe('closed');
    else expect([row?.status, statuses]).toEqual(['open', [200, 409]]);
    expect(row?.publishedAt).not.toBeNull();
  });

  it('save different sections at once without losing any', async () => {
    const job = await draft();
    const answers = await Promise.all([
      save(job.id, { updateType: 'benefits', benefits: '<p>Jobrad</p>' }),
      save(job.id, { updateType: 'infos', infos: '<p>Remote möglich</p>' }, regular),
      save(job.id, { updateType: 'skills', skillTags: ['Go'] }),
      save(job.id, { updateType: 'languages', languages: [{ iso: 'eng', level: 'fluent' }] }, regular),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await jobs(power, 'GET', `/${job.id}`)).json()).toMatchObject({
      benefits: '<p>Jobrad</p>',
      infos: '<p>Remote möglich</p>',
      skillTags: ['Go'],
      languages: [{ iso: 'eng', level: 'fluent' }],
    });
  });
});
