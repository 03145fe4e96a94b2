import type { JobStatus } from '@veil/domain';
import type { App } from '../app';
import { ADMIN_ONLY, conflict, type Entry, FORBIDDEN, notFound, only } from './authorization';
import { completeCompany, jobInformation, seedJob } from './jobs';
import { MARKERS, type World } from './principals';

/**
 * Company X's job rules: its power and regular users work on its jobs, its reviewer is refused, and
 * company Y's power user never finds them (job_not_found, so a job's existence does not leak).
 */
const X_JOB_EDITORS = {
  ...only(['powerUserX', 'regularUserX']),
  reviewerX: FORBIDDEN,
  powerUserY: notFound('job_not_found'),
};

/** A fresh job of company X, its title marked as X's private data (drafts are nobody else's). */
async function xJob(w: World, app: App, status: JobStatus = 'draft') {
  const job = await seedJob(app.database.db, w.companyX.id, {
    status,
    jobTitle: `Stelle ${MARKERS.xPrivate}`,
  });
  return job.id;
}

/** The employer's and the admin's job post routes in the authorisation matrix. */
export const JOB_ROUTES: Record<string, Entry> = {
  'GET /company-jobs': {
    pool: 'employer',
    request: async (w, app) => {
      // a job in each company: each list shows its own company's only
      await xJob(w, app);
      await seedJob(app.database.db, w.companyY.id, { jobTitle: `Stelle ${MARKERS.yPrivate}` });
      return { path: '/company-jobs' };
    },
    expect: { ...only(['powerUserX', 'regularUserX', 'powerUserY']), reviewerX: FORBIDDEN },
  },
  'POST /company-jobs': {
    pool: 'employer',
    request: async (w, app, principal) => {
      // company Y's information is complete, company X's is not: X's users hear what is missing
      if (principal === 'powerUserY') await completeCompany(app.database.db, w.companyY.id);
      return { path: '/company-jobs', body: jobInformation() };
    },
    expect: {
      ...only(['powerUserY']),
      powerUserX: conflict('company_incomplete'),
      regularUserX: conflict('company_incomplete'),
      reviewerX: FORBIDDEN,
    },
  },
  'GET /company-jobs/{jobId}': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/company-jobs/${await xJob(w, app)}` }),
    expect: X_JOB_EDITORS,
  },
  'PATCH /company-jobs/{jobId}': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-jobs/${await xJob(w, app)}`,
      body: { updateType: 'benefits', benefits: '<p>Obstkorb</p>' },
    }),
    expect: X_JOB_EDITORS,
  },
  'POST /company-jobs/{jobId}/publish': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/company-jobs/${await xJob(w, app)}/publish` }),
    expect: X_JOB_EDITORS,
  },
  'POST /company-jobs/{jobId}/close': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/company-jobs/${await xJob(w, app, 'open')}/close` }),
    expect: X_JOB_EDITORS,
  },
  'POST /company-jobs/{jobId}/share-code': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/company-jobs/${await xJob(w, app)}/share-code` }),
    expect: X_JOB_EDITORS,
  },
  'DELETE /company-jobs/{jobId}': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/company-jobs/${await xJob(w, app)}` }),
    expect: X_JOB_EDITORS,
  },
  'GET /admin/job-posts': {
    pool: 'admin',
    request: async (w, app) => {
      await xJob(w, app);
      return { path: '/admin/job-posts' };
    },
    expect: ADMIN_ONLY,
  },
};
