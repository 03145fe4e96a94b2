import type { EmployerJob } from '@veil/domain/contracts';
import { beforeAll, expect } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { completeCompany, jobInformation } from '../../testing/jobs';
import { signedInEmployer } from '../../testing/members';
import type { useTestApp } from '../../testing/test-app';

/** Test helpers of the employer's job routes: the employers who call them and shortcuts for the calls. */

export type Person = { cookie: string; email: string };
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The employers of a test file, signed in before its tests (after the app of `useTestApp`): a power,
 * a regular and a reviewer user of a complete company, the power user of another complete company and
 * a power and a regular user of an incomplete one; with the company-jobs routes called as them.
 */
export function useCompanyJobs(ctx: ReturnType<typeof useTestApp>) {
  // known before the app exists, so that a test file can take them apart at its top
  const companyId = crypto.randomUUID();
  const otherCompanyId = crypto.randomUUID();
  const signedIn = () => ({ cookie: '', email: '' });
  const power: Person = signedIn();
  const regular: Person = signedIn();
  const reviewer: Person = signedIn();
  const otherPower: Person = signedIn();
  const incompletePower: Person = signedIn();
  const incompleteRegular: Person = signedIn();

  beforeAll(async () => {
    const db = ctx.app.database.db;
    await createCompany(db, { id: companyId });
    await createCompany(db, { id: otherCompanyId });
    await completeCompany(db, companyId);
    await completeCompany(db, otherCompanyId);
    const incomplete = (await createCompany(db)).id;
    Object.assign(power, await signedInEmployer(ctx.app, companyId, 'power_user'));
    Object.assign(regular, await signedInEmployer(ctx.app, companyId, 'regular_user'));
    Object.assign(reviewer, await signedInEmployer(ctx.app, companyId, 'reviewer_user'));
    Object.assign(otherPower, await signedInEmployer(ctx.app, otherCompanyId, 'power_user'));
    Object.assign(incompletePower, await signedInEmployer(ctx.app, incomplete, 'power_user'));
    Object.assign(incompleteRegular, await signedInEmployer(ctx.app, incomplete, 'regular_user'));
  });

  const jobs = (who: Person, method: Method, path = '', body?: object, locale: 'de' | 'en' = 'en') =>
    call(ctx.app, 'employer', method, `/api/company-jobs${path}`, {
      cookie: who.cookie,
      body: body as Record<string, unknown>,
      locale,
    });

  /** A new draft of `who`'s company, made through the API. */
  async function draft(who: Person = power, overrides: Parameters<typeof jobInformation>[0] = {}) {
    const res = await jobs(who, 'POST', '', jobInformation(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EmployerJob;
  }

  /** Saves one section; the answer as status and body. */
  async function save(jobId: string, section: Record<string, unknown>, who: Person = power) {
    const res = await jobs(who, 'PATCH', `/${jobId}`, section);
    return { status: res.statusCode, body: res.json() };
  }

  /** A draft whose required sections are filled: ready to publish. */
  async function completeDraft(who: Person = power) {
    const job = await draft(who);
    expect(
      (await save(job.id, { updateType: 'responsibilities', responsibilities: '<p>Code</p>' }, who)).status,
    ).toBe(200);
    expect(
      (await save(job.id, { updateType: 'requirements', requirements: '<p>Neugier</p>' }, who)).status,
    ).toBe(200);
    return job;
  }

  return {
    companyId,
    power,
    regular,
    reviewer,
    otherPower,
    incompletePower,
    incompleteRegular,
    jobs,
    draft,
    save,
    completeDraft,
  };
}

/** The validation issues of an answer as "path: message". */
export const issuesOf = (body: { details?: { issues?: { path: unknown[]; message: string }[] } }) =>
  (body.details?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
