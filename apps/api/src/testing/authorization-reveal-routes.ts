import type { App } from '../app';
import { sentApplication } from './applications';
import { CANDIDATES, conflict, type Entry, FORBIDDEN, notFound, OK, only, SIGNED_OUT } from './authorization';
import { call } from './http';
import { seedJob } from './jobs';
import { MARKERS, type World } from './principals';
import { sampleResume } from './resumes';

/*
 * The reveal in the authorisation matrix (issue 38): only candidate A, on their own application,
 * reads the preview and confirms; the application has had no interview, so the confirmation is
 * refused (the employer side, GET …/resume, is in authorization-application-routes.ts). Nothing is
 * ever revealed here, so the matrix's leak check holds for every employer cell.
 */

const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };
const A_ONLY = { ...CANDIDATE_ONLY, candidateB: notFound('application_not_found') };

/** Candidate A's application to a fresh job of company X, sent. */
export async function sentOfA(app: App, w: World) {
  const cookie = w.cookies.candidateA;
  const current = (await call(app, 'candidate', 'GET', '/api/resumes', { cookie })).json().resume;
  if (!current)
    await call(app, 'candidate', 'POST', '/api/resumes', { cookie, body: sampleResume(MARKERS.candidateA) });
  const job = await seedJob(app.database.db, w.companyX.id, {
    status: 'open',
    jobTitle: `Teilen ${MARKERS.xPublic}`,
    screeningQuestions: [],
  });
  return (await sentApplication(app, cookie, job.id)).id;
}

export const REVEAL_ROUTES: Record<string, Entry> = {
  'GET /applications/{applicationId}/reveal': {
    pool: 'candidate',
    request: async (w, app) => ({ path: `/applications/${await sentOfA(app, w)}/reveal` }),
    expect: A_ONLY,
  },
  'POST /applications/{applicationId}/reveal': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await sentOfA(app, w)}/reveal`,
      body: { confirm: true },
    }),
    expect: { ...A_ONLY, candidateA: conflict('reveal_before_interview') },
  },
};
