import { checkTransition } from '@veil/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentApplication } from '../../testing/applications';
import { inviteToAudio, readyAudioAnswer, screenForAudio } from '../../testing/audio-interview';
import { signedInEmployer } from '../../testing/members';
import { useTestApp } from '../../testing/test-app';
import { deleteAccount } from '../accounts/accounts.service';
import { insertJob } from '../jobs/job-search.testing';
import { applicationFacts, assignmentsOf } from './application-records';
import { applications } from './applications.schema';
import { type Member, ratings, useApplicationsCompany } from './applications.testing';

const ctx = useTestApp();
const company = useApplicationsCompany(ctx);
const { power, regular, reviewerA, reviewerB, employerCall, candidateCall } = company;
const audioJobId = crypto.randomUUID();
// two audio reviewers of their own: nobody is on both lists
const audioA = {} as Member;
const audioB = {} as Member;

beforeAll(async () => {
  Object.assign(audioA, await signedInEmployer(ctx.app, company.companyId, 'reviewer_user'));
  Object.assign(audioB, await signedInEmployer(ctx.app, company.companyId, 'reviewer_user'));
  await insertJob(ctx.app, company.companyId, {
    id: audioJobId,
    jobTitle: 'Telefonberaterin',
    screeningQuestions: [{ question: 'Warum wir?' }, { question: 'Ihr bestes Projekt?' }],
    audioQuestions: [
      { question: 'Stellen Sie sich vor.', duration: 60 },
      { question: 'Wie beruhigen Sie einen verärgerten Kunden?', duration: 90 },
    ],
  });
});

const audioRatings = (rating: number, questionIds = ['q1', 'q2']) => ({
  answers: questionIds.map((questionId) => ({ questionId, rating, comment: 'Klar und freundlich' })),
});
const rate = (member: Member, id: string, body: object) =>
  employerCall(member, 'POST', `/company-applications/${id}/audio-ratings`, body);
const view = async (member: Member, id: string) =>
  (await employerCall(member, 'GET', `/company-applications/${id}`)).json();

/** Whether the state machine lets the person in charge approve the application now, and why not. */
async function approveCheck(id: string) {
  const db = ctx.app.database.db;
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error('no application');
  const assignment = (await assignmentsOf(db, [id])).get(id) ?? { reviewerIds: [], audioReviewerIds: [] };
  return checkTransition(
    'approve',
    row.status,
    ['personInCharge'],
    await applicationFacts.of(db, row, assignment),
  );
}

/**
 * An application with both audio questions answered and submitted (→ evaluating): screened with
 * reviewer A rating the CV and answers with 2, invited with audio reviewers A and B.
 */
async function evaluating() {
  const candidate = await company.candidateWithResume();
  const { id } = await sentApplication(ctx.app, candidate.cookie, audioJobId);
  await screenForAudio(company, id, ratings(2));
  const invited = await inviteToAudio(ctx.app, regular.cookie, id, [audioA.id, audioB.id]);
  expect(invited.statusCode, invited.body).toBe(200);
  // too early: nothing to hear yet
  const early = await rate(audioA, id, audioRatings(4));
  expect([early.statusCode, early.json().code]).toEqual([409, 'application_status_conflict']);
  for (const questionId of ['q1', 'q2']) await readyAudioAnswer(ctx.app, candidate.cookie, id, questionId);
  const submitted = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers/submit`);
  expect(submitted.json().status).toBe('evaluating');
  return id;
}

describe('POST /company-applications/{id}/audio-ratings', () => {
  it('lets each audio reviewer rate every answer once, blind to the others until their own are in', async () => {
    const id = await evaluating();
    expect(await approveCheck(id)).toEqual({ ok: false, error: 'application_ratings_missing' });

    // every answer must be rated: one missing, an unknown one, a rating out of range
    const missing = await rate(audioA, id, audioRatings(4, ['q1']));
    expect(missing.statusCode).toBe(400);
    // the key of "All answers must be evaluated before continuing", which the page shows in its language
    expect(missing.json().details.issues).toEqual([
      { path: ['answers'], message: 'validation.rating.allAnswersEvaluated' },
    ]);
    const unknown = await rate(audioA, id, audioRatings(4, ['q1', 'q9']));
    expect(unknown.statusCode).toBe(400);
    const twice = await rate(audioA, id, audioRatings(4, ['q1', 'q1']));
    expect(twice.statusCode).toBe(400);
    const empty = await rate(audioA, id, {
      answers: [
        { questionId: 'q1', rating: 0 },
        { questionId: 'q2', rating: 3 },
      ],
    });
    expect(empty.statusCode).toBe(400);
    expect((await view(audioA, id)).audioRatingsSubmitted).toBe(0);

    // two submissions at once (a double click): one counts, the other is refused
    const both = await Promise.all([rate(audioA, id, audioRatings(5)), rate(audioA, id, audioRatings(5))]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.statusCode === 409)?.json().code).toBe('application_already_rated');
    const ownA = both.find((res) => res.statusCode === 200)?.json();
    expect(ownA).toMatchObject({
      audioRatingsSubmitted: 1,
      audioRatingsExpected: 2,
      isReviewedAudioScreening: false,
    });
    expect(ownA.ownAudioRatings.answers).toEqual(audioRatings(5).answers);

    // B does not see A's ratings (nor the overall rating made with them) before submitting their own
    const blind = await view(audioB, id);
    expect(blind).toMatchObject({
      audioRatings: null,
      ratings: null,
      overallRating: null,
      ownAudioRatings: null,
      audioRatingsSubmitted: 1,
    });
    expect(blind.capacities).toEqual(['audioReviewer']);
    expect(blind.operations).toContain('rateAudio');
    expect(JSON.stringify(blind)).not.toContain('Klar und freundlich');
    expect(await approveCheck(id)).toEqual({ ok: false, error: 'application_ratings_missing' });
    // an audio reviewer's board holds the application, without the overall rating until they rated
    const card = async () =>
      ((await employerCall(audioB, 'GET', '/company-applications')).json().data as { id: string }[]).find(
        (entry) => entry.id === id,
      );
    expect(await card()).toMatchObject({ status: 'evaluating', overallRating: null });

    const afterB = (await rate(audioB, id, audioRatings(3))).json();
    expect(afterB).toMatchObject({ audioRatingsSubmitted: 2, isReviewedAudioScreening: true });
    expect(
      afterB.audioRatings.map((entry: { reviewer: { id: string }; score: number }) => [
        entry.reviewer.id,
        entry.score,
      ]),
    ).toEqual([
      [audioA.id, 5],
      [audioB.id, 3],
    ]);
    // the overall rating: reviewer A's screening score (2) and the audio scores (5, 3), each alike
    expect(afterB.overallRating).toBe(3.3);
    expect((await view(power, id)).overallRating).toBe(3.3);
    expect(await card()).toMatchObject({ overallRating: 3.3 });
    expect(await approveCheck(id)).toEqual({ ok: true, value: 'approved' });
  });

  it('refuses anyone not on the audio list, and every status but evaluating', async () => {
    const id = await evaluating();
    // a screening reviewer of the application, one of the company not on it, the deciders
    for (const member of [reviewerA, reviewerB, power, regular]) {
      const res = await rate(member, id, audioRatings(4));
      expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden_to_access_data']);
    }
    // rejected: the audio reviewers' turn is over
    expect((await employerCall(power, 'POST', `/company-applications/${id}/reject`, {})).statusCode).toBe(
      200,
    );
    const late = await rate(audioA, id, audioRatings(4));
    expect([late.statusCode, late.json().code]).toEqual([409, 'application_status_conflict']);
  });

  it('keeps a former audio reviewer’s ratings, counted for the reviewer they were', async () => {
    const id = await evaluating();
    expect((await rate(audioA, id, audioRatings(4))).statusCode).toBe(200);
    // A's account is deleted: the rating stays under the name kept with it
    await ctx.app.database.db.transaction((tx) =>
      deleteAccount(tx, { companyId: company.companyId, accountId: audioA.id }),
    );
    const seen = await view(power, id);
    expect(seen).toMatchObject({
      audioRatingsSubmitted: 1,
      audioRatingsExpected: 2,
      isReviewedAudioScreening: false,
    });
    expect(seen.audioRatings).toMatchObject([{ reviewer: { id: null, role: null }, score: 4 }]);
    expect(await approveCheck(id)).toEqual({ ok: false, error: 'application_ratings_missing' });
    expect((await rate(audioB, id, audioRatings(2))).json()).toMatchObject({
      isReviewedAudioScreening: true,
    });
    expect(await approveCheck(id)).toEqual({ ok: true, value: 'approved' });
  });
});
