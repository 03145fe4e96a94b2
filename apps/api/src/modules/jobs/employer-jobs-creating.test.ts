import { describe, expect, it } from 'vitest';
import { jobInformation } from '../../testing/jobs';
import { useTestApp } from '../../testing/test-app';
import { issuesOf, useCompanyJobs } from './employer-jobs.testing';
import { jobPosts } from './jobs.schema';

const ctx = useTestApp();
const { companyId, power, regular, incompletePower, incompleteRegular, jobs, draft } = useCompanyJobs(ctx);

describe('creating a job', () => {
  it('makes a draft from the job information; every other section starts empty', async () => {
    const job = await draft(power);
    expect(job).toMatchObject({
      companyId,
      jobTitle: 'Softwareentwicklerin Backend',
      jobTypes: ['full_time'],
      workPlace: ['hybrid', 'on_site'],
      salaryRange: { from: 55_000, to: 70_000 },
      status: 'draft',
      responsibilities: '',
      requirements: '',
      skillTags: [],
      screeningQuestions: [],
      applicationCount: 0,
      missingFields: ['responsibilities', 'requirements'],
      publishedAt: null,
      closedAt: null,
      createdBy: power.email,
    });
    expect(job.sharableCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // a regular user creates jobs too
    expect((await draft(regular)).createdBy).toBe(regular.email);
  });

  it('takes an empty salary as 0–0 (not given)', async () => {
    const { salaryRange: _salary, ...withoutSalary } = jobInformation();
    const res = await jobs(power, 'POST', '', withoutSalary);
    expect(res.json().salaryRange).toEqual({ from: 0, to: 0 });
  });

  it('is refused while the company information is incomplete, naming what is missing', async () => {
    for (const who of [incompletePower, incompleteRegular]) {
      const en = await jobs(who, 'POST', '', jobInformation());
      expect([en.statusCode, en.json().code]).toEqual([409, 'company_incomplete']);
      expect(en.json().details.missingFields).toEqual([
        'industry',
        'location',
        'companySize',
        'website',
        'introduction',
        'benefits',
      ]);
      expect(en.json().message).toMatch(/company information is not complete/i);
      const de = await jobs(who, 'POST', '', jobInformation(), 'de');
      expect(de.json().message).toBe(
        'Die Unternehmensinformationen sind noch nicht vollständig. Ein Power User Ihres Unternehmens kann sie auf der Unternehmensseite ergänzen.',
      );
    }
    const rows = await ctx.app.database.db.select().from(jobPosts);
    expect(rows.filter((row) => row.createdBy === incompletePower.email)).toEqual([]);
  });

  it('checks the job information: required fields, limits, options, duplicates and the salary order', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ jobTitle: '   ' }, ['jobTitle: validation.required']],
      [{ jobTitle: 'x'.repeat(101) }, ['jobTitle: validation.tooLong']],
      [{ officeLocation: '' }, ['officeLocation: validation.required']],
      [{ jobTypeDescription: 'x'.repeat(151) }, ['jobTypeDescription: validation.tooLong']],
      [{ jobTypes: [] }, ['jobTypes: validation.required']],
      [{ jobTypes: ['full_time', 'full_time'] }, ['jobTypes.1: validation.duplicate']],
      [{ workPlace: ['remote', 'remote'] }, ['workPlace.1: validation.duplicate']],
      [{ salaryRange: { from: 70_000, to: 55_000 } }, ['salaryRange.to: validation.salary.order']],
      [{ salaryRange: { from: 50_000, to: 50_000 } }, ['salaryRange.to: validation.salary.order']],
      [{ salaryRange: { from: -1, to: 50_000 } }, ['salaryRange.from: validation.salary.positive']],
      [{ salaryRange: { from: 1, to: 10_000_001 } }, ['salaryRange.to: validation.tooLarge']],
    ];
    for (const [overrides, issues] of cases) {
      const res = await jobs(power, 'POST', '', { ...jobInformation(), ...overrides });
      expect([res.statusCode, res.json().code], JSON.stringify(overrides)).toEqual([
        400,
        'invalid_request_body',
      ]);
      expect(issuesOf(res.json()), JSON.stringify(overrides)).toEqual(issues);
    }
    const wrongOption = await jobs(power, 'POST', '', { ...jobInformation(), contractType: 'lifetime' });
    expect(wrongOption.json().details.issues.map((issue: { path: string[] }) => issue.path)).toEqual([
      ['contractType'],
    ]);
    const en = await jobs(power, 'POST', '', { ...jobInformation(), jobTitle: '' });
    expect(en.json().message).toBe('The request contains invalid data.');
    const de = await jobs(power, 'POST', '', { ...jobInformation(), jobTitle: '' }, 'de');
    expect(de.json().message).toBe('Die Anfrage enthält ungültige Daten.');
  });
});
