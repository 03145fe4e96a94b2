import { beforeAll, expect } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import type { useTestApp } from '../../testing/test-app';
import { signedUpCandidate } from './job-search.testing';

/** Test helpers of the candidate's job routes: the candidate who searches and the company whose jobs are found. */

/** A page of the job search or of the saved jobs, as far as the tests read it. */
export type ListBody = {
  data: { id: string; jobTitle: string; isSaved: boolean; status: string; company: { name: string } }[];
  lastIndex: string | null;
  totalRecords: number;
  totalCapped: boolean;
  correctedKeyword: string | null;
  correctedLocation: string[] | null;
};

/**
 * The candidate of a test file and the company `Suchfirma`, both made before its tests (after the app
 * of `useTestApp`); with the candidate's job routes called as that candidate.
 */
export function useJobSearch(ctx: ReturnType<typeof useTestApp>) {
  // known before the app exists, so that a test file can take them apart at its top
  const candidate = { cookie: '', id: '' };
  const companyId = crypto.randomUUID();

  beforeAll(async () => {
    Object.assign(candidate, await signedUpCandidate(ctx.app, ctx.mail));
    await createCompany(ctx.app.database.db, { id: companyId, name: 'Suchfirma' });
  });

  async function get(path: string, cookie = candidate.cookie) {
    return call(ctx.app, 'candidate', 'GET', `/api${path}`, { cookie });
  }

  async function search(query: Record<string, string>) {
    const res = await get(`/jobs?${new URLSearchParams(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  }

  async function titles(query: Record<string, string>) {
    return (await search(query)).data.map((job) => job.jobTitle);
  }

  return { candidate, companyId, get, search, titles };
}
