import { randomBytes } from 'node:crypto';
import type { JobPostInput, JobStatus } from '@veil/domain';
import type { App } from '../../app';
import { call, cookiesOf } from '../../testing/http';
import type { mailbox } from '../../testing/mailbox';
import { jobPosts } from './jobs.schema';

/** Test helpers of the candidate's job routes: candidates that sign up, jobs written straight into the table. */

export const CANDIDATE_PASSWORD = 'Kandidat!Passwort1';

/** A candidate who signed up and confirmed the address: the session cookie and the id. */
export async function signedUpCandidate(
  app: App,
  mail: ReturnType<typeof mailbox>,
  email = `kandidatin-${randomBytes(4).toString('hex')}@example.org`,
  /** a sign-up address of its own, for tests that sign up more candidates than one address may a minute */
  remoteAddress?: string,
) {
  const from = remoteAddress ? { remoteAddress } : {};
  await call(app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
    body: { email, password: CANDIDATE_PASSWORD, acceptTerms: true },
    ...from,
  });
  const res = await call(app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
    body: { email, otp: await mail.lastCode(email, 'email-verification') },
    ...from,
  });
  const cookie = cookiesOf(res);
  const me = await call(app, 'candidate', 'GET', '/api/candidates/me', { cookie });
  return { cookie, id: String(me.json().id), email };
}

type JobOverrides = Partial<Omit<JobPostInput, 'salaryRange'>> & {
  /** known before the job exists, so that a test file can name it at its top */
  id?: string;
  salaryRange?: { from: number; to: number };
  status?: JobStatus;
  publishedAt?: Date | null;
};

/** A job of `companyId` as stored; published (open) unless told otherwise. */
export async function insertJob(app: App, companyId: string, overrides: JobOverrides = {}) {
  const { status = 'open', publishedAt, salaryRange = { from: 0, to: 0 }, ...job } = overrides;
  const [row] = await app.database.db
    .insert(jobPosts)
    .values({
      companyId,
      jobTitle: 'Sachbearbeiter Buchhaltung',
      jobTypes: ['full_time'],
      contractType: 'permanent',
      experience: '2_years',
      officeLocation: 'Hamburg',
      workPlace: ['on_site'],
      industry: 'software_it_services',
      responsibilities: '<p>Sie betreuen unsere Kunden.</p>',
      requirements: '<p>Abgeschlossene Ausbildung.</p>',
      ...job,
      salaryFrom: salaryRange.from,
      salaryTo: salaryRange.to,
      status,
      publishedAt: publishedAt === undefined ? (status === 'draft' ? null : new Date()) : publishedAt,
      closedAt: status === 'closed' ? new Date() : null,
      sharableCode: randomBytes(18).toString('base64url'),
    })
    .returning();
  if (!row) throw new Error('job not inserted');
  return row;
}
