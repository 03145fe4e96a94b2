import type { JobInformation, JobStatus } from '@veil/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { newSharableCode } from '../modules/jobs/job-post-writes';
import { jobPosts } from '../modules/jobs/jobs.schema';

/** The job information of a job as the editor sends it (spec section 3). */
export function jobInformation(overrides: Partial<JobInformation> = {}): JobInformation {
  return {
    jobTitle: 'Softwareentwicklerin Backend',
    jobTypeDescription: 'Vollzeit, unbefristet',
    jobTypes: ['full_time'],
    contractType: 'permanent',
    experience: '2_5_years',
    officeLocation: 'Hamburg',
    workPlace: ['hybrid', 'on_site'],
    salaryRange: { from: 55_000, to: 70_000 },
    industry: 'software_it_services',
    ...overrides,
  };
}

/** Fills the company information that creating jobs needs (spec section 6). */
export async function completeCompany(db: Db, companyId: string) {
  await db
    .update(companies)
    .set({
      industry: 'software_it_services',
      location: 'Hamburg',
      companySize: '50-249',
      website: 'https://nordlicht.example',
      introduction: '<p>Wir bauen Software für den Norden.</p>',
      benefits: '<p>Gleitzeit</p>',
    })
    .where(eq(companies.id, companyId));
}

/**
 * A job post written straight into the table (for tests that need jobs of a company whose
 * information is incomplete, or in a given status): complete enough to publish unless overridden.
 */
export async function seedJob(
  db: Db,
  companyId: string,
  overrides: Partial<typeof jobPosts.$inferInsert> & { status?: JobStatus } = {},
) {
  const information = jobInformation();
  const status = overrides.status ?? 'draft';
  const [row] = await db
    .insert(jobPosts)
    .values({
      companyId,
      jobTitle: information.jobTitle,
      jobTypeDescription: information.jobTypeDescription,
      jobTypes: information.jobTypes,
      contractType: information.contractType,
      experience: information.experience,
      officeLocation: information.officeLocation,
      workPlace: information.workPlace,
      salaryFrom: 55_000,
      salaryTo: 70_000,
      industry: information.industry,
      responsibilities: '<p>APIs entwerfen und betreiben</p>',
      requirements: '<p>TypeScript und PostgreSQL</p>',
      sharableCode: newSharableCode(),
      publishedAt: status === 'draft' ? null : new Date(),
      closedAt: status === 'closed' ? new Date() : null,
      ...overrides,
      status,
    })
    .returning();
  if (!row) throw new Error('job not created');
  return row;
}

/**
 * `count` job posts of a company written in one statement, titled `prefix n` and created at `at(n)`
 * (an SQL expression of n), for list tests: paging, totals, plans.
 */
export async function insertJobRows(
  db: Db,
  input: { companyId: string; prefix: string; count: number; at: SQL; status?: JobStatus },
) {
  await db.execute(sql`
    insert into job_posts (company_id, job_title, job_types, contract_type, experience, office_location,
      work_place, industry, status, sharable_code, created_at, updated_at)
    select ${input.companyId}::uuid, ${input.prefix} || ' ' || n, '{full_time}', 'permanent', '2_5_years',
      'Hamburg', '{remote}', 'software_it_services', ${input.status ?? 'draft'}, 'seed-' || gen_random_uuid(),
      ${input.at}, now()
    from generate_series(1, ${input.count}) as n`);
}
