import { encodeCursor } from '@veil/domain';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { insertJob } from '../jobs/job-search.testing';
import { useSignedInCandidate } from './candidate-profile.testing';

// For you: open jobs ranked by the candidate's profile (jobs/for-you.ts).
const ctx = useTestApp();
const { api, created, patch } = useSignedInCandidate(ctx);

describe('For you', () => {
  it('ranks open jobs by how well they match the profile and says why', async () => {
    const company = await createCompany(ctx.app.database.db);
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));
    const match = await insertJob(ctx.app, company.id, {
      jobTitle: 'Platform Engineer',
      skillTags: ['TypeScript', 'Kafka'],
      industry: 'software_it_services',
      jobTypes: ['full_time'],
      publishedAt: at(1),
    });
    const french = await insertJob(ctx.app, company.id, {
      jobTitle: 'Ingénieur logiciel',
      skillTags: ['TypeScript'],
      industry: 'software_it_services',
      jobTypes: ['full_time'],
      languages: [{ iso: 'fra', level: 'business_fluent' }],
      publishedAt: at(3),
    });
    const unrelated = await insertJob(ctx.app, company.id, {
      jobTitle: 'Gärtnerin',
      skillTags: ['Pflanzenkunde'],
      industry: 'agriculture',
      jobTypes: ['part_time'],
      publishedAt: at(5),
    });
    await insertJob(ctx.app, company.id, {
      jobTitle: 'Geschlossen',
      skillTags: ['TypeScript'],
      status: 'closed',
    });

    expect((await api('GET', '/jobs/for-you')).json().code).toBe('resume_not_found');
    await created();
    const res = await api('GET', '/jobs/for-you?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((job: { id: string }) => job.id);
    expect(ids.indexOf(match.id)).toBeLessThan(ids.indexOf(french.id));
    expect(ids.indexOf(french.id)).toBeLessThan(ids.indexOf(unrelated.id));
    expect(res.json().data.map((job: { jobTitle: string }) => job.jobTitle)).not.toContain('Geschlossen');
    const first = res.json().data[ids.indexOf(match.id)];
    expect(first.reasons).toEqual([
      { kind: 'skills', values: ['TypeScript'] },
      { kind: 'industry', values: ['software_it_services'] },
      { kind: 'jobType', values: ['full_time'] },
      { kind: 'location', values: ['Hamburg'] },
    ]);

    // a second industry among the experiences brings its jobs into the pool as well
    const saved = await patch({
      updateType: 'workExperiences',
      newData: [
        {
          company: 'Hof GmbH',
          industry: 'agriculture',
          companySize: '1-9',
          jobTitle: 'Aushilfe',
          workFrom: '2015-04',
          workTo: '2016-09',
          currentlyWorking: false,
          jobDescription: 'Ernte',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const widened = (await api('GET', '/jobs/for-you?pageSize=50')).json().data;
    expect(widened.find((job: { id: string }) => job.id === unrelated.id).reasons).toContainEqual({
      kind: 'industry',
      values: ['agriculture'],
    });
  });

  it('pages without repeats or gaps', async () => {
    const company = await createCompany(ctx.app.database.db);
    const same = new Date(Date.UTC(2026, 6, 1, 9, 0));
    for (let i = 0; i < 7; i++)
      await insertJob(ctx.app, company.id, {
        jobTitle: `Seite ${i}`,
        skillTags: ['PostgreSQL'],
        publishedAt: same,
      });
    await created();
    const seen: string[] = [];
    let lastIndex: string | null = null;
    let total = 0;
    do {
      const res = await api(
        'GET',
        `/jobs/for-you?pageSize=3${lastIndex ? `&lastIndex=${encodeURIComponent(lastIndex)}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().data.map((job: { id: string }) => job.id));
      total = res.json().totalRecords;
      lastIndex = res.json().lastIndex;
    } while (lastIndex);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);

    // a cursor past the pool's end: no job, and still the pool's size
    const end = encodeURIComponent(
      encodeCursor('-999|2000-01-01 00:00:00+00', '00000000-0000-4000-8000-000000000000'),
    );
    const past = await api('GET', `/jobs/for-you?pageSize=3&lastIndex=${end}`);
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json()).toMatchObject({ data: [], lastIndex: null, totalRecords: total });
  });
});
