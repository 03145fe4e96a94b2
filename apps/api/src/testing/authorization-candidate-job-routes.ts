import type { App } from '../app';
import { insertJob } from '../modules/jobs/job-search.testing';
import { all, CANDIDATES, type Entry, FORBIDDEN, OK, only, SIGNED_OUT } from './authorization';
import { createCompany } from './factories';
import type { World } from './principals';

/** The candidate's job routes: candidates only; employers and admins are told they are not theirs. */
const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };

/** A published job of company X (its public face is what candidates may see). */
async function jobOfX(w: World, app: App) {
  return insertJob(app, w.companyX.id, { jobTitle: 'Matrix Stelle' });
}

export const CANDIDATE_JOB_ROUTES: Record<string, Entry> = {
  'GET /jobs': {
    pool: 'candidate',
    request: () => ({ path: '/jobs?keyword=matrix' }),
    expect: CANDIDATE_ONLY,
  },
  'GET /jobs/saved': { pool: 'candidate', request: () => ({ path: '/jobs/saved' }), expect: CANDIDATE_ONLY },
  'GET /jobs/{jobId}': {
    pool: 'candidate',
    request: async (w, app) => ({ path: `/jobs/${(await jobOfX(w, app)).id}` }),
    expect: CANDIDATE_ONLY,
  },
  'PUT /jobs/{jobId}/saved': {
    pool: 'candidate',
    request: async (w, app) => ({ path: `/jobs/${(await jobOfX(w, app)).id}/saved` }),
    expect: CANDIDATE_ONLY,
  },
  'DELETE /jobs/{jobId}/saved': {
    pool: 'candidate',
    request: async (w, app) => ({ path: `/jobs/${(await jobOfX(w, app)).id}/saved` }),
    expect: CANDIDATE_ONLY,
  },
  // a shared link is open to everybody, signed out too: a company of no principal, so its name is
  // nobody's data the matrix guards
  'GET /jobs/share/{shareCode}': {
    pool: 'candidate',
    request: async (_w, app) => {
      const company = await createCompany(app.database.db);
      return { path: `/jobs/share/${(await insertJob(app, company.id)).sharableCode}` };
    },
    expect: all(OK),
  },
};
