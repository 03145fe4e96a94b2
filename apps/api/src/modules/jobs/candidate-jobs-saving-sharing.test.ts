import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { type ListBody, useJobSearch } from './candidate-jobs.testing';
import { insertJob, signedUpCandidate } from './job-search.testing';
import { jobPosts } from './jobs.schema';

const ctx = useTestApp();
const { candidate, companyId, get, search } = useJobSearch(ctx);

describe('a job, saving and sharing', () => {
  it('reads a published job with its company and whether it is saved', async () => {
    const job = await insertJob(ctx.app, companyId, {
      jobTitle: 'Lesestelle',
      skillTags: ['Lesen'],
      salaryRange: { from: 40_000, to: 50_000 },
    });
    const res = await get(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: job.id,
      jobTitle: 'Lesestelle',
      status: 'open',
      salaryRange: { from: 40_000, to: 50_000 },
      skillTags: ['Lesen'],
      company: { id: companyId, name: 'Suchfirma', logoUrl: null },
      isSaved: false,
    });
    expect(res.json()).not.toHaveProperty('sharableCode');
    expect(res.json()).not.toHaveProperty('createdBy');
    const missing = await get(`/jobs/${crypto.randomUUID()}`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'job_not_found']);
  });

  it('saves and unsaves idempotently, lists the last saved first, keeps a saved job that closes', async () => {
    const other = await signedUpCandidate(ctx.app, ctx.mail);
    const jobs = [];
    for (const n of [1, 2, 3])
      jobs.push(await insertJob(ctx.app, companyId, { jobTitle: `Merkstelle ${n}` }));
    const save = (id: string, cookie = other.cookie) =>
      call(ctx.app, 'candidate', 'PUT', `/api/jobs/${id}/saved`, { cookie });
    const unsave = (id: string) =>
      call(ctx.app, 'candidate', 'DELETE', `/api/jobs/${id}/saved`, { cookie: other.cookie });
    for (const job of jobs) expect((await save(job.id)).json()).toEqual({ isSaved: true });
    // saving again keeps its place
    expect((await save(jobs[0]?.id ?? '')).json()).toEqual({ isSaved: true });
    const saved = async (query = '') => {
      const res = await get(`/jobs/saved${query}`, other.cookie);
      expect(res.statusCode).toBe(200);
      return res.json() as ListBody;
    };
    const first = await saved('?pageSize=2');
    expect(first.data.map((j) => [j.jobTitle, j.isSaved])).toEqual([
      ['Merkstelle 3', true],
      ['Merkstelle 2', true],
    ]);
    expect([first.totalRecords, first.totalCapped]).toEqual([3, false]);
    const second = await saved(`?pageSize=2&lastIndex=${encodeURIComponent(first.lastIndex ?? '')}`);
    expect(second.data.map((j) => j.jobTitle)).toEqual(['Merkstelle 1']);
    expect(second.lastIndex).toBeNull();
    // the search says which are saved, for this candidate only
    const found = await search({ keyword: 'Merkstelle' });
    expect(found.data.every((j) => j.isSaved === false)).toBe(true);

    // closed after saving: still listed, as closed; a closed job not saved yet cannot be saved
    await ctx.app.database.db
      .update(jobPosts)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(jobPosts.id, jobs[1]?.id ?? ''));
    expect((await saved()).data.find((j) => j.jobTitle === 'Merkstelle 2')?.status).toBe('closed');
    expect((await save(jobs[1]?.id ?? '')).json()).toEqual({ isSaved: true });
    const closedForOthers = await save(jobs[1]?.id ?? '', candidate.cookie);
    expect([closedForOthers.statusCode, closedForOthers.json().code]).toEqual([410, 'job_inactive']);
    const closedJob = await get(`/jobs/${jobs[1]?.id}`);
    expect([closedJob.statusCode, closedJob.json().status]).toEqual([200, 'closed']);

    for (const _ of [1, 2]) expect((await unsave(jobs[2]?.id ?? '')).json()).toEqual({ isSaved: false });
    expect((await saved()).data.map((j) => j.jobTitle)).toEqual(['Merkstelle 2', 'Merkstelle 1']);
    const badCursor = await get('/jobs/saved?lastIndex=kaputt', other.cookie);
    expect([badCursor.statusCode, badCursor.json().code]).toEqual([400, 'invalid_query_parameters']);
  });

  it('opens a shared job signed out; a regenerated code retires the old link', async () => {
    const job = await insertJob(ctx.app, companyId, { jobTitle: 'Teilstelle' });
    const signedOut = await get(`/jobs/share/${job.sharableCode}`, '');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toMatchObject({ id: job.id, jobTitle: 'Teilstelle', isSaved: null });
    await call(ctx.app, 'candidate', 'PUT', `/api/jobs/${job.id}/saved`, { cookie: candidate.cookie });
    expect((await get(`/jobs/share/${job.sharableCode}`)).json().isSaved).toBe(true);

    await ctx.app.database.db
      .update(jobPosts)
      .set({ sharableCode: 'ein-neuer-code-0123456789' })
      .where(eq(jobPosts.id, job.id));
    const old = await get(`/jobs/share/${job.sharableCode}`, '');
    expect([old.statusCode, old.json().code]).toEqual([404, 'job_not_found']);
    expect((await get('/jobs/share/ein-neuer-code-0123456789', '')).json().id).toBe(job.id);
  });
});
