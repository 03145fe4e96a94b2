import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { sampleResume } from '../../testing/resumes';
import type { useTestApp } from '../../testing/test-app';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';

export type Member = Awaited<ReturnType<typeof signedInEmployer>>;

/** The ratings of an application's CV and both screening answers, all with `rating`. */
export const ratings = (rating: number) => ({
  cv: { rating, comment: 'Solider Werdegang' },
  answers: [
    { questionId: 'q1', rating, comment: '' },
    { questionId: 'q2', rating, comment: '' },
  ],
});

/**
 * The company `Bewerbungsfirma` of a test file, made before its tests (after the app of
 * `useTestApp`): its power user, regular user, two reviewers, a power user of another company, an
 * open job with two screening questions and an audio question, and a closed job. Ids and members
 * are known at the file's top and filled in before the first test.
 */
export function useApplicationsCompany(ctx: ReturnType<typeof useTestApp>) {
  const companyId = crypto.randomUUID();
  const jobId = crypto.randomUUID();
  const closedJobId = crypto.randomUUID();
  // filled in place before the first test, so that the file can take them apart at its top
  const member = () => ({}) as Member;
  const power = member();
  const regular = member();
  const reviewerA = member();
  const reviewerB = member();
  const outsider = member();

  beforeAll(async () => {
    const db = ctx.app.database.db;
    await createCompany(db, { id: companyId, name: 'Bewerbungsfirma' });
    Object.assign(power, await signedInEmployer(ctx.app, companyId, 'power_user'));
    Object.assign(regular, await signedInEmployer(ctx.app, companyId, 'regular_user'));
    Object.assign(reviewerA, await signedInEmployer(ctx.app, companyId, 'reviewer_user'));
    Object.assign(reviewerB, await signedInEmployer(ctx.app, companyId, 'reviewer_user'));
    const otherCompany = (await createCompany(db, { name: 'Andere Firma' })).id;
    Object.assign(outsider, await signedInEmployer(ctx.app, otherCompany, 'power_user'));
    await insertJob(ctx.app, companyId, {
      id: jobId,
      jobTitle: 'Datenbankentwicklerin',
      screeningQuestions: [{ question: 'Warum wir?' }, { question: 'Ihr bestes Projekt?' }],
      audioQuestions: [{ question: 'Stellen Sie sich vor.', duration: 60 }],
    });
    await insertJob(ctx.app, companyId, { id: closedJobId, jobTitle: 'Geschlossen', status: 'closed' });
  });

  let address = 0;
  /** A candidate with a resume whose personal values all carry `marker`. */
  async function candidateWithResume(marker = randomBytes(3).toString('hex')) {
    address += 1;
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, undefined, `10.9.0.${address}`);
    const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie: candidate.cookie,
      body: sampleResume(marker),
    });
    expect(created.statusCode, created.body).toBe(200);
    return { ...candidate, marker };
  }

  const employerCall = (
    member: Member,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: object,
  ) =>
    call(ctx.app, 'employer', method, `/api${path}`, {
      cookie: member.cookie,
      ...(body ? { body: body as Record<string, unknown> } : {}),
    });
  const candidateCall = (cookie: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
    call(ctx.app, 'candidate', method, `/api${path}`, {
      cookie,
      ...(body ? { body: body as Record<string, unknown> } : {}),
    });

  return {
    companyId,
    jobId,
    closedJobId,
    power,
    regular,
    reviewerA,
    reviewerB,
    outsider,
    candidateWithResume,
    employerCall,
    candidateCall,
  };
}
