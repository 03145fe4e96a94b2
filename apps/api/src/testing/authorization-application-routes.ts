import type { App } from '../app';
import { sentApplication } from './applications';
import {
  CANDIDATES,
  EMPLOYERS,
  type Entry,
  FORBIDDEN,
  notFound,
  OK,
  only,
  SIGNED_OUT,
} from './authorization';
import { call } from './http';
import { seedJob } from './jobs';
import { MARKERS, type PrincipalName, type World } from './principals';
import { sampleResume } from './resumes';

/*
 * Applications in the authorisation matrix. Candidate A applies to company X's jobs with a resume
 * marked as A's, so the leak check of every cell also proves that no employer answer shows A's
 * personal data. Company X's reviewer is on no application unless an entry puts them there: the
 * spec's "no permission to view the application". Company Y's power user never finds X's
 * applications (application_not_found, so their existence does not leak).
 */

const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };
/** Candidate A's application: A reads it, B does not find it, employers and admins are told it is not theirs. */
const A_ONLY = { ...CANDIDATE_ONLY, candidateB: notFound('application_not_found') };
const Y_REFUSED = { powerUserY: notFound('application_not_found') };
/** X's power and regular users; X's reviewer is not on the application. */
const X_TEAM = { ...only(['powerUserX', 'regularUserX']), reviewerX: FORBIDDEN, ...Y_REFUSED };
/** Decisions: a power user (or the person in charge; nobody is in charge of these). */
const X_DECIDERS = { ...only(['powerUserX']), regularUserX: FORBIDDEN, reviewerX: FORBIDDEN, ...Y_REFUSED };

/** A candidate's resume, marked as theirs, created when they have none. */
async function resumeOf(app: App, w: World, principal: 'candidateA' | 'candidateB') {
  const cookie = w.cookies[principal];
  const current = (await call(app, 'candidate', 'GET', '/api/resumes', { cookie })).json().resume;
  if (!current)
    await call(app, 'candidate', 'POST', '/api/resumes', { cookie, body: sampleResume(MARKERS[principal]) });
}

/** A fresh open job of company X with one screening question. */
async function xJob(app: App, w: World) {
  return (
    await seedJob(app.database.db, w.companyX.id, {
      status: 'open',
      jobTitle: `Offene Stelle ${MARKERS.xPublic}`,
      screeningQuestions: [{ question: 'Warum?' }],
    })
  ).id;
}

/** Candidate A's draft application to a fresh job of company X. */
async function draftOfA(app: App, w: World) {
  await resumeOf(app, w, 'candidateA');
  const res = await call(app, 'candidate', 'POST', '/api/applications', {
    cookie: w.cookies.candidateA,
    body: { jobId: await xJob(app, w) },
  });
  return res.json().id as string;
}

/** Candidate A's application to a fresh job of company X, sent; with `reviewer`, X's reviewer is on it and screening runs. */
async function sentOfA(app: App, w: World, options: { screening?: boolean } = {}) {
  await resumeOf(app, w, 'candidateA');
  const { id } = await sentApplication(app, w.cookies.candidateA, await xJob(app, w));
  if (options.screening) {
    await call(app, 'employer', 'PUT', `/api/company-applications/${id}/assignment`, {
      cookie: w.cookies.powerUserX,
      body: { personInChargeId: null, reviewerIds: [w.ids.reviewerX ?? ''], audioReviewerIds: [] },
    });
    await call(app, 'employer', 'POST', `/api/company-applications/${id}/start-screening`, {
      cookie: w.cookies.powerUserX,
    });
  }
  return id;
}

const forCandidate = (principal: PrincipalName): principal is 'candidateA' | 'candidateB' =>
  CANDIDATES.includes(principal);

/** A read of the whole board (every employer's, a reviewer's empty), with an application of A's on X's. */
const boardRead = (path: string): Entry => ({
  pool: 'employer',
  request: async (w, app) => {
    await sentOfA(app, w);
    return { path };
  },
  expect: only(EMPLOYERS),
});

export const APPLICATION_ROUTES: Record<string, Entry> = {
  'POST /applications': {
    pool: 'candidate',
    request: async (w, app, principal) => {
      if (forCandidate(principal)) await resumeOf(app, w, principal);
      return { path: '/applications', body: { jobId: await xJob(app, w) } };
    },
    expect: CANDIDATE_ONLY,
  },
  'GET /applications': {
    pool: 'candidate',
    request: () => ({ path: '/applications' }),
    expect: CANDIDATE_ONLY,
  },
  'GET /applications/withdrawn': {
    pool: 'candidate',
    request: () => ({ path: '/applications/withdrawn' }),
    expect: CANDIDATE_ONLY,
  },
  'GET /applications/{applicationId}': {
    pool: 'candidate',
    request: async (w, app) => ({ path: `/applications/${await draftOfA(app, w)}` }),
    expect: A_ONLY,
  },
  'PUT /applications/{applicationId}/screening-answers': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await draftOfA(app, w)}/screening-answers`,
      body: { answers: [{ questionId: 'q1', answer: 'Darum.' }] },
    }),
    expect: A_ONLY,
  },
  'POST /applications/{applicationId}/submit': {
    pool: 'candidate',
    request: async (w, app) => {
      const id = await draftOfA(app, w);
      await call(app, 'candidate', 'PUT', `/api/applications/${id}/screening-answers`, {
        cookie: w.cookies.candidateA,
        body: { answers: [{ questionId: 'q1', answer: 'Darum.' }] },
      });
      return { path: `/applications/${id}/submit` };
    },
    expect: A_ONLY,
  },
  'POST /applications/{applicationId}/withdraw': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await sentOfA(app, w)}/withdraw`,
      body: { reason: 'haveAnother' },
    }),
    expect: A_ONLY,
  },
  'GET /company-applications': boardRead('/company-applications'),
  'GET /company-applications/status-counts': boardRead('/company-applications/status-counts'),
  'GET /company-applications/assignees': {
    pool: 'employer',
    request: () => ({ path: '/company-applications/assignees' }),
    expect: only(EMPLOYERS),
  },
  'GET /company-applications/{applicationId}': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/company-applications/${await sentOfA(app, w)}` }),
    expect: X_TEAM,
  },
  'GET /company-applications/{applicationId}/resume': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/company-applications/${await sentOfA(app, w)}/resume` }),
    // before the candidate's reveal the full profile exists for nobody of the company
    expect: { ...only(['powerUserX', 'regularUserX', 'reviewerX'], FORBIDDEN), ...Y_REFUSED },
  },
  'PUT /company-applications/{applicationId}/assignment': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await sentOfA(app, w)}/assignment`,
      body: {
        personInChargeId: w.ids.regularUserX ?? null,
        reviewerIds: [w.ids.reviewerX ?? ''],
        audioReviewerIds: [],
      },
    }),
    expect: X_TEAM,
  },
  'POST /company-applications/{applicationId}/start-screening': {
    pool: 'employer',
    request: async (w, app) => {
      const id = await sentOfA(app, w);
      await call(app, 'employer', 'PUT', `/api/company-applications/${id}/assignment`, {
        cookie: w.cookies.powerUserX,
        body: { personInChargeId: null, reviewerIds: [w.ids.reviewerX ?? ''], audioReviewerIds: [] },
      });
      return { path: `/company-applications/${id}/start-screening` };
    },
    // X's reviewer is on this one: they open it, but starting the screening is not theirs
    expect: X_DECIDERS,
  },
  'POST /company-applications/{applicationId}/ratings': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await sentOfA(app, w, { screening: true })}/ratings`,
      body: { cv: { rating: 4, comment: '' }, answers: [{ questionId: 'q1', rating: 5, comment: '' }] },
    }),
    // only reviewers on the application rate it
    expect: { ...only(['reviewerX']), powerUserX: FORBIDDEN, regularUserX: FORBIDDEN, ...Y_REFUSED },
  },
  'POST /company-applications/{applicationId}/notes': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await sentOfA(app, w)}/notes`,
      body: { content: 'Notiz' },
    }),
    expect: X_TEAM,
  },
  'POST /company-applications/{applicationId}/reject': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await sentOfA(app, w)}/reject`,
      body: { noteToCandidate: 'Leider nein.' },
    }),
    expect: X_DECIDERS,
  },
  'PUT /company-applications/{applicationId}/selected': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await sentOfA(app, w)}/selected`,
      body: { isSelected: true },
    }),
    expect: X_DECIDERS,
  },
  'GET /deletion-logs': {
    pool: 'employer',
    request: () => ({ path: '/deletion-logs' }),
    expect: { ...only(['powerUserX', 'regularUserX', 'powerUserY']), reviewerX: FORBIDDEN },
  },
  'GET /deletion-logs/{applicationId}': {
    pool: 'employer',
    request: async (w, app) => {
      const id = await sentOfA(app, w);
      await call(app, 'candidate', 'POST', `/api/applications/${id}/withdraw`, {
        cookie: w.cookies.candidateA,
        body: { reason: 'noLongerInterested' },
      });
      return { path: `/deletion-logs/${id}` };
    },
    expect: { ...only(['powerUserX', 'regularUserX']), reviewerX: FORBIDDEN, ...Y_REFUSED },
  },
  'GET /company-jobs/{jobId}/deletion-stats': {
    pool: 'employer',
    request: async (w, app) => ({ path: `/company-jobs/${await xJob(app, w)}/deletion-stats` }),
    expect: {
      ...only(['powerUserX', 'regularUserX']),
      reviewerX: FORBIDDEN,
      powerUserY: notFound('job_not_found'),
    },
  },
};
