import type { App } from '../app';
import { sentApplication } from './applications';
import { inviteToAudio, readyAudioAnswer } from './audio-interview';
import { CANDIDATES, type Entry, FORBIDDEN, notFound, OK, only, SIGNED_OUT } from './authorization';
import { call } from './http';
import { seedJob } from './jobs';
import { MARKERS, type World } from './principals';
import { sampleResume } from './resumes';

/*
 * The audio interview in the authorisation matrix (issue 37). Candidate A's application to a job of
 * company X with an audio question: X's reviewer rates the screening, X's regular user is the audio
 * reviewer, nobody is in charge (so deciding is the power user's). Company Y never finds it.
 */

const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };
const A_ONLY = { ...CANDIDATE_ONLY, candidateB: notFound('application_not_found') };
const Y_REFUSED = { powerUserY: notFound('application_not_found') };

type Stage = 'screened' | 'invited' | 'answered' | 'submitted';

/** Candidate A's application brought to `stage` of the audio interview. */
async function audioOfA(app: App, w: World, stage: Stage): Promise<string> {
  const cookieA = w.cookies.candidateA;
  const current = (await call(app, 'candidate', 'GET', '/api/resumes', { cookie: cookieA })).json().resume;
  if (!current)
    await call(app, 'candidate', 'POST', '/api/resumes', {
      cookie: cookieA,
      body: sampleResume(MARKERS.candidateA),
    });
  const job = await seedJob(app.database.db, w.companyX.id, {
    status: 'open',
    jobTitle: `Audiostelle ${MARKERS.xPublic}`,
    screeningQuestions: [{ question: 'Warum?' }],
    audioQuestions: [{ question: 'Stellen Sie sich vor.', duration: 30 }],
  });
  const { id } = await sentApplication(app, cookieA, job.id);
  const power = w.cookies.powerUserX;
  await call(app, 'employer', 'PUT', `/api/company-applications/${id}/assignment`, {
    cookie: power,
    body: { personInChargeId: null, reviewerIds: [w.ids.reviewerX ?? ''], audioReviewerIds: [] },
  });
  await call(app, 'employer', 'POST', `/api/company-applications/${id}/start-screening`, { cookie: power });
  await call(app, 'employer', 'POST', `/api/company-applications/${id}/ratings`, {
    cookie: w.cookies.reviewerX,
    body: { cv: { rating: 4, comment: '' }, answers: [{ questionId: 'q1', rating: 4, comment: '' }] },
  });
  if (stage === 'screened') return id;
  const invited = await inviteToAudio(app, power, id, [w.ids.regularUserX ?? '']);
  if (invited.statusCode !== 200) throw new Error(`not invited: ${invited.body}`);
  if (stage === 'invited') return id;
  await readyAudioAnswer(app, cookieA, id);
  if (stage === 'answered') return id;
  await call(app, 'candidate', 'POST', `/api/applications/${id}/audio-answers/submit`, { cookie: cookieA });
  return id;
}

export const AUDIO_INTERVIEW_ROUTES: Record<string, Entry> = {
  'POST /company-applications/{applicationId}/audio-invitation': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await audioOfA(app, w, 'screened')}/audio-invitation`,
      body: {
        dueDate: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
        audioReviewerIds: [w.ids.regularUserX ?? ''],
      },
    }),
    expect: { ...only(['powerUserX']), regularUserX: FORBIDDEN, reviewerX: FORBIDDEN, ...Y_REFUSED },
  },
  'PUT /company-applications/{applicationId}/audio-invitation/due-date': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await audioOfA(app, w, 'invited')}/audio-invitation/due-date`,
      body: { dueDate: new Date(Date.now() + 10 * 24 * 3_600_000).toISOString() },
    }),
    expect: { ...only(['powerUserX']), regularUserX: FORBIDDEN, reviewerX: FORBIDDEN, ...Y_REFUSED },
  },
  'GET /company-applications/{applicationId}/audio-answers': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await audioOfA(app, w, 'submitted')}/audio-answers`,
    }),
    // everyone on the application reads the list (no file in it)
    expect: { ...only(['powerUserX', 'regularUserX', 'reviewerX']), ...Y_REFUSED },
  },
  'GET /company-applications/{applicationId}/audio-answers/{questionId}/audio': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await audioOfA(app, w, 'submitted')}/audio-answers/q1/audio`,
    }),
    // the power user and the audio reviewer hear it; the screening reviewer does not
    expect: { ...only(['powerUserX', 'regularUserX']), reviewerX: FORBIDDEN, ...Y_REFUSED },
  },
  'POST /company-applications/{applicationId}/audio-ratings': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await audioOfA(app, w, 'submitted')}/audio-ratings`,
      body: { answers: [{ questionId: 'q1', rating: 4, comment: '' }] },
    }),
    // only the audio reviewers rate the answers
    expect: { ...only(['regularUserX']), powerUserX: FORBIDDEN, reviewerX: FORBIDDEN, ...Y_REFUSED },
  },
  'GET /applications/{applicationId}/audio-interview': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await audioOfA(app, w, 'invited')}/audio-interview`,
    }),
    expect: A_ONLY,
  },
  'POST /applications/{applicationId}/audio-answers': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await audioOfA(app, w, 'invited')}/audio-answers`,
      body: { questionId: 'q1', answerLanguage: 'deu' },
    }),
    expect: A_ONLY,
  },
  'POST /applications/{applicationId}/audio-answers/submit': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await audioOfA(app, w, 'answered')}/audio-answers/submit`,
    }),
    expect: A_ONLY,
  },
  'POST /applications/{applicationId}/written-alternative': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await audioOfA(app, w, 'invited')}/written-alternative`,
    }),
    expect: A_ONLY,
  },
};
