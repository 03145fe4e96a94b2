import { beforeEach, expect } from 'vitest';
import { call } from '../../testing/http';
import { sampleResume } from '../../testing/resumes';
import type { useTestApp } from '../../testing/test-app';
import { signedUpCandidate } from '../jobs/job-search.testing';

/** Test helpers of the candidate's profile routes: a new signed-in candidate for every test. */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A candidate signed up afresh before each test of the file (after the app of `useTestApp`), with the
 * API called as that candidate.
 */
export function useSignedInCandidate(ctx: ReturnType<typeof useTestApp>) {
  let signUps = 0;
  /** A new candidate, each from an address of its own (one address may sign up ten a minute). */
  const newCandidate = () => signedUpCandidate(ctx.app, ctx.mail, undefined, `203.0.113.${++signUps}`);
  // the same object throughout, so that a test file can take it apart at its top
  const candidate = { cookie: '', id: '', email: '' };

  beforeEach(async () => {
    Object.assign(candidate, await newCandidate());
  });

  const api = (method: Method, path: string, body?: object, locale: 'de' | 'en' = 'en') =>
    call(ctx.app, 'candidate', method, `/api${path}`, {
      cookie: candidate.cookie,
      locale,
      ...(body ? { body: body as Record<string, unknown> } : {}),
    });

  /** Creates the candidate's resume from the sample and returns it. */
  async function created(marker = 'x') {
    const res = await api('POST', '/resumes', sampleResume(marker));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const patch = (body: object, locale: 'de' | 'en' = 'en') => api('PATCH', '/resumes', body, locale);

  return { candidate, newCandidate, api, created, patch };
}
