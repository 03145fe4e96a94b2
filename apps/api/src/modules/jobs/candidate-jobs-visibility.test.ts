import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { type ListBody, useJobSearch } from './candidate-jobs.testing';
import { insertJob } from './job-search.testing';

const ctx = useTestApp();
const { candidate, companyId, get, titles } = useJobSearch(ctx);

describe('what candidates never see', () => {
  it('drafts: not found, not listed, not saved, not shared', async () => {
    const draft = await insertJob(ctx.app, companyId, { jobTitle: 'Geheimentwurf', status: 'draft' });
    expect(await titles({ keyword: 'Geheimentwurf' })).toEqual([]);
    expect((await titles({ keyword: 'Geheimentwrf' })).length).toBe(0);
    for (const res of [
      await get(`/jobs/${draft.id}`),
      await get(`/jobs/share/${draft.sharableCode}`, ''),
      await call(ctx.app, 'candidate', 'PUT', `/api/jobs/${draft.id}/saved`, { cookie: candidate.cookie }),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([404, 'job_not_found']);
    }
  });

  it('jobs of a deactivated company', async () => {
    const company = await createCompany(ctx.app.database.db);
    const job = await insertJob(ctx.app, company.id, { jobTitle: 'Stilllegungsstelle' });
    await call(ctx.app, 'candidate', 'PUT', `/api/jobs/${job.id}/saved`, { cookie: candidate.cookie });
    expect(await titles({ keyword: 'Stilllegungsstelle' })).toEqual(['Stilllegungsstelle']);
    await ctx.app.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, company.id));
    expect(await titles({ keyword: 'Stilllegungsstelle' })).toEqual([]);
    const res = await get(`/jobs/${job.id}`);
    expect([res.statusCode, res.json().code]).toEqual([404, 'job_not_found']);
    const saved = (await get('/jobs/saved')).json() as ListBody;
    expect(saved.data.map((j) => j.jobTitle)).not.toContain('Stilllegungsstelle');
  });
});
