import type { App } from '../app';
import { sentApplication } from './applications';
import {
  CANDIDATES,
  type Entry,
  FORBIDDEN,
  nextSerial,
  notFound,
  OK,
  only,
  SIGNED_OUT,
} from './authorization';
import { call } from './http';
import { seedJob } from './jobs';
import { MARKERS, type World } from './principals';
import { sampleResume } from './resumes';

/*
 * The interview invitation in the authorisation matrix (issue 38). Candidate A's application to a
 * job of company X without audio questions: X's reviewer rates the screening, nobody is in charge
 * (so deciding is the power user's), X's regular user interviews. Every application gets a slot of
 * its own (a serial number of days ahead), so that the confirmations of the cells never reserve
 * each other's times. Company Y never finds it.
 */

const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };
const A_ONLY = { ...CANDIDATE_ONLY, candidateB: notFound('application_not_found') };
const Y_REFUSED = { powerUserY: notFound('application_not_found') };
const DECIDERS = { ...only(['powerUserX']), regularUserX: FORBIDDEN, reviewerX: FORBIDDEN, ...Y_REFUSED };

type Stage = 'screened' | 'approved' | 'confirmed';

/** An hour on a day of its own, 30 + serial days ahead (10:00 UTC: the same day in Berlin). */
function freshSlot() {
  const day = new Date(Date.now() + (30 + nextSerial()) * 24 * 3_600_000);
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10);
  return { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() };
}

const invitation = (w: World) => ({
  interviewType: 'on_site',
  duration: 3600,
  location: 'Hauptstraße 1, Berlin',
  interviewerIds: [w.ids.regularUserX ?? ''],
  cc: '',
  slots: [freshSlot()],
});

/** Candidate A's application brought to `stage` of the interview. */
async function interviewOfA(app: App, w: World, stage: Stage): Promise<string> {
  const cookieA = w.cookies.candidateA;
  const current = (await call(app, 'candidate', 'GET', '/api/resumes', { cookie: cookieA })).json().resume;
  if (!current)
    await call(app, 'candidate', 'POST', '/api/resumes', {
      cookie: cookieA,
      body: sampleResume(MARKERS.candidateA),
    });
  const job = await seedJob(app.database.db, w.companyX.id, {
    status: 'open',
    jobTitle: `Interviewstelle ${MARKERS.xPublic}`,
    screeningQuestions: [{ question: 'Warum?' }],
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
  const approved = await call(
    app,
    'employer',
    'POST',
    `/api/company-applications/${id}/interview-invitation`,
    {
      cookie: power,
      body: invitation(w),
    },
  );
  if (approved.statusCode !== 200) throw new Error(`not approved: ${approved.body}`);
  if (stage === 'approved') return id;
  const slotId = (
    await call(app, 'candidate', 'GET', `/api/applications/${id}/interview`, { cookie: cookieA })
  ).json().slots[0].id;
  const confirmed = await call(
    app,
    'candidate',
    'POST',
    `/api/applications/${id}/interview/slots/${slotId}/confirm`,
    {
      cookie: cookieA,
    },
  );
  if (confirmed.statusCode !== 200) throw new Error(`not confirmed: ${confirmed.body}`);
  return id;
}

/** The first slot's id of an approved application of candidate A. */
async function slotOfA(app: App, w: World, id: string): Promise<string> {
  return (
    await call(app, 'candidate', 'GET', `/api/applications/${id}/interview`, { cookie: w.cookies.candidateA })
  ).json().slots[0].id;
}

export const INTERVIEW_ROUTES: Record<string, Entry> = {
  'POST /company-applications/{applicationId}/interview-invitation': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await interviewOfA(app, w, 'screened')}/interview-invitation`,
      body: invitation(w),
    }),
    expect: DECIDERS,
  },
  'PUT /company-applications/{applicationId}/interview-invitation': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await interviewOfA(app, w, 'approved')}/interview-invitation`,
      body: invitation(w),
    }),
    expect: DECIDERS,
  },
  'GET /company-applications/{applicationId}/interview': {
    pool: 'employer',
    request: async (w, app) => ({
      path: `/company-applications/${await interviewOfA(app, w, 'approved')}/interview`,
    }),
    // everyone on the application reads it (no candidate in it)
    expect: { ...only(['powerUserX', 'regularUserX', 'reviewerX']), ...Y_REFUSED },
  },
  'GET /applications/{applicationId}/interview': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await interviewOfA(app, w, 'approved')}/interview`,
    }),
    expect: A_ONLY,
  },
  'POST /applications/{applicationId}/interview/slots/{slotId}/confirm': {
    pool: 'candidate',
    request: async (w, app) => {
      const id = await interviewOfA(app, w, 'approved');
      return { path: `/applications/${id}/interview/slots/${await slotOfA(app, w, id)}/confirm` };
    },
    expect: A_ONLY,
  },
  'POST /applications/{applicationId}/interview/none-fits': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await interviewOfA(app, w, 'approved')}/interview/none-fits`,
      body: { message: 'Keiner der Termine passt mir, geht es nächste Woche?' },
    }),
    expect: A_ONLY,
  },
  'POST /applications/{applicationId}/interview/reschedule': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/applications/${await interviewOfA(app, w, 'confirmed')}/interview/reschedule`,
      body: { message: 'Könnten wir den Termin verschieben?' },
    }),
    expect: A_ONLY,
  },
  'GET /calendar': {
    pool: 'candidate',
    request: () => ({ path: '/calendar' }),
    expect: CANDIDATE_ONLY,
  },
};
