import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, employerUsers } from '../../db/schema';
import { createCompany } from '../../testing/factories';
import { completeCompany, jobInformation, seedJob } from '../../testing/jobs';
import { signedInEmployer } from '../../testing/members';
import { useTestApp } from '../../testing/test-app';
import { type Method, useCompanyJobs } from './employer-jobs.testing';

const ctx = useTestApp();
const { companyId, power, reviewer, otherPower, jobs, draft, completeDraft } = useCompanyJobs(ctx);

describe('tenant isolation', () => {
  it('another company’s job is not found, on every route, and stays as it was', async () => {
    const job = await completeDraft();
    const requests: [Method, string, object?][] = [
      ['GET', `/${job.id}`],
      ['PATCH', `/${job.id}`, { updateType: 'benefits', benefits: '<p>Fremd</p>' }],
      [
        'PATCH',
        `/${job.id}`,
        { updateType: 'job_information', ...jobInformation({ jobTitle: 'Übernommen' }) },
      ],
      ['POST', `/${job.id}/publish`],
      ['POST', `/${job.id}/close`],
      ['POST', `/${job.id}/share-code`],
      ['DELETE', `/${job.id}`],
    ];
    for (const [method, path, body] of requests) {
      const res = await jobs(otherPower, method, path, body);
      expect([res.statusCode, res.json().code], `${method} ${path}`).toEqual([404, 'job_not_found']);
    }
    const unknown = await jobs(power, 'GET', `/${crypto.randomUUID()}`);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'job_not_found']);
    const mine = (await jobs(power, 'GET', `/${job.id}`)).json();
    expect(mine).toMatchObject({
      status: 'draft',
      jobTitle: job.jobTitle,
      benefits: '',
      sharableCode: job.sharableCode,
    });
  });

  it('no employer ever lists another company’s jobs or drafts', async () => {
    const db = ctx.app.database.db;
    await seedJob(db, companyId, { jobTitle: 'Geheimer Entwurf Alpha' });
    await seedJob(db, companyId, { jobTitle: 'Offene Stelle Alpha', status: 'open' });
    const theirs = await jobs(otherPower, 'GET', '?pageSize=100');
    const titles = theirs.json().data.map((row: { jobTitle: string }) => row.jobTitle);
    expect(titles.filter((title: string) => title.includes('Alpha'))).toEqual([]);
    const search = await jobs(otherPower, 'GET', `?jobTitle=${encodeURIComponent('Alpha')}`);
    expect([search.json().data, search.json().totalRecords]).toEqual([[], 0]);
    const own = await jobs(power, 'GET', `?jobTitle=${encodeURIComponent('Alpha')}`);
    expect(
      own
        .json()
        .data.map((row: { jobTitle: string }) => row.jobTitle)
        .sort(),
    ).toEqual(['Geheimer Entwurf Alpha', 'Offene Stelle Alpha']);
  });

  it('reviewers cannot use any job route', async () => {
    const job = await draft();
    const requests: [Method, string, object?][] = [
      ['GET', ''],
      ['POST', '', jobInformation()],
      ['GET', `/${job.id}`],
      ['PATCH', `/${job.id}`, { updateType: 'benefits', benefits: '<p>Prüfer</p>' }],
      ['POST', `/${job.id}/publish`],
      ['POST', `/${job.id}/close`],
      ['POST', `/${job.id}/share-code`],
      ['DELETE', `/${job.id}`],
    ];
    for (const [method, path, body] of requests) {
      const res = await jobs(reviewer, method, path, body);
      expect([res.statusCode, res.json().code], `${method} ${path}`).toEqual([
        403,
        'forbidden_to_access_data',
      ]);
    }
    const de = await jobs(reviewer, 'GET', '', undefined, 'de');
    expect(de.json().message).toBe('Sie haben keine Berechtigung, auf diese Daten zuzugreifen.');
  });

  it('a deactivated account or company is turned away as everywhere else', async () => {
    const db = ctx.app.database.db;
    const company = (await createCompany(db)).id;
    await completeCompany(db, company);
    const person = await signedInEmployer(ctx.app, company, 'power_user');
    expect((await jobs(person, 'GET')).statusCode).toBe(200);
    await db.update(companies).set({ isActive: false }).where(eq(companies.id, company));
    const blocked = await jobs(person, 'POST', '', jobInformation());
    expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'company_inactive']);
    await db.update(companies).set({ isActive: true }).where(eq(companies.id, company));
    await db.update(employerUsers).set({ status: 'inactive' }).where(eq(employerUsers.id, person.id));
    const inactive = await jobs(person, 'GET');
    expect([inactive.statusCode, inactive.json().code]).toEqual([403, 'user_inactive']);
  });
});
