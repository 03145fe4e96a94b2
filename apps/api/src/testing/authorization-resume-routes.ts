import type { App } from '../app';
import {
  all,
  CANDIDATES,
  conflict,
  type Entry,
  FORBIDDEN,
  notFound,
  OK,
  only,
  SIGNED_OUT,
} from './authorization';
import { call } from './http';
import type { PrincipalName, World } from './principals';
import { ensureResume, sampleResume } from './resumes';

/** The candidate's resume routes: the candidate's own only; employers and admins are told they are not theirs. */
const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };

/** Gives a candidate principal a resume first, so each route meets the state it works on. */
async function withResume(w: World, app: App, principal: PrincipalName) {
  if (CANDIDATES.includes(principal)) await ensureResume(app, w.cookies[principal]);
}

export const RESUME_ROUTES: Record<string, Entry> = {
  'GET /resumes': { pool: 'candidate', request: () => ({ path: '/resumes' }), expect: CANDIDATE_ONLY },
  // a second resume is refused: every candidate principal has one by then
  'POST /resumes': {
    pool: 'candidate',
    request: async (w, app, principal) => {
      await withResume(w, app, principal);
      return { path: '/resumes', body: sampleResume() };
    },
    expect: { ...only(CANDIDATES, conflict('conflict'), FORBIDDEN), anonymous: SIGNED_OUT },
  },
  'PATCH /resumes': {
    pool: 'candidate',
    request: async (w, app, principal) => {
      await withResume(w, app, principal);
      return { path: '/resumes', body: { updateType: 'tags', removeIds: [], newData: [{ tag: 'Matrix' }] } };
    },
    expect: CANDIDATE_ONLY,
  },
  // candidate A's resume: nobody else's resume id opens it
  'GET /resumes/{id}/anonymous': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/resumes/${(await ensureResume(app, w.cookies.candidateA)).id}/anonymous`,
    }),
    expect: { ...CANDIDATE_ONLY, candidateB: notFound('resume_not_found') },
  },
  'GET /resumes/download_pdf': {
    pool: 'candidate',
    request: async (w, app, principal) => {
      await withResume(w, app, principal);
      return { path: '/resumes/download_pdf?language=de' };
    },
    expect: CANDIDATE_ONLY,
  },
  'GET /jobs/for-you': {
    pool: 'candidate',
    request: async (w, app, principal) => {
      await withResume(w, app, principal);
      return { path: '/jobs/for-you' };
    },
    expect: CANDIDATE_ONLY,
  },
  'GET /resumes/export': {
    pool: 'candidate',
    request: () => ({ path: '/resumes/export' }),
    expect: CANDIDATE_ONLY,
  },
  'POST /resumes/pdf': {
    pool: 'candidate',
    request: () => ({
      path: '/resumes/pdf',
      body: { fileName: 'Skills.csv', content: Buffer.from('Name\nTypeScript\n').toString('base64') },
    }),
    expect: CANDIDATE_ONLY,
  },
  'GET /resumes/pdf': {
    pool: 'candidate',
    request: () => ({ path: '/resumes/pdf' }),
    expect: CANDIDATE_ONLY,
  },
  'DELETE /resumes/pdf': {
    pool: 'candidate',
    request: () => ({ path: '/resumes/pdf' }),
    expect: CANDIDATE_ONLY,
  },
  'PUT /resumes/public-link': {
    pool: 'candidate',
    request: async (w, app, principal) => {
      await withResume(w, app, principal);
      return { path: '/resumes/public-link', body: { enabled: false } };
    },
    expect: CANDIDATE_ONLY,
  },
  // open to everybody who has the link: candidate A's anonymous CV holds nothing of candidate A
  'GET /anonymous-profiles/{code}': {
    pool: 'candidate',
    request: async (w, app) => {
      await ensureResume(app, w.cookies.candidateA);
      const res = await call(app, 'candidate', 'PUT', '/api/resumes/public-link', {
        cookie: w.cookies.candidateA,
        body: { enabled: true },
      });
      return { path: `/anonymous-profiles/${res.json().publicCode}` };
    },
    expect: all(OK),
  },
};
