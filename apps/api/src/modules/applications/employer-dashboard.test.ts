import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { sentApplication } from '../../testing/applications';
import { inviteToAudio } from '../../testing/audio-interview';
import { CANARY, canaryLeaks, canaryResume } from '../../testing/canary';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { type Member, ratings, useApplicationsCompany } from './applications.testing';
import { useInterviewTesting } from './interview.testing';

const HOUR = 3_600_000;
const clock = settableClock('2026-03-02T08:00:00Z');
const ctx = useTestApp({}, { clock });
const company = useApplicationsCompany(ctx);
const { power, regular, reviewerA, reviewerB, outsider, employerCall } = company;
const interviewTesting = useInterviewTesting(ctx, company, clock);

const bodies: string[] = [];
const dashboardOf = async (member: Member) => {
  const res = await employerCall(member, 'GET', '/company-dashboard');
  expect(res.statusCode, res.body).toBe(200);
  bodies.push(res.body);
  return res.json();
};
const idsIn = (list: { items: { applicationId: string }[] }) => list.items.map((item) => item.applicationId);

async function canaryCandidate() {
  const candidate = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email);
  const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
    cookie: candidate.cookie,
    body: canaryResume(),
  });
  expect(created.statusCode, created.body).toBe(200);
  return candidate;
}

describe('the employer dashboard', () => {
  it('lists what waits for the person in charge, missing ratings and due dates', async () => {
    clock.set('2026-03-02T08:00:00Z');
    const candidate = await canaryCandidate();
    // a title none of the canary's markers is in ("Datenbankentwicklerin" holds one)
    const job = await insertJob(ctx.app, company.companyId, {
      jobTitle: 'Datenbankpflege',
      screeningQuestions: [{ question: 'Warum wir?' }, { question: 'Ihr bestes Projekt?' }],
      audioQuestions: [{ question: 'Stellen Sie sich vor.', duration: 60 }],
    });
    const { id } = await sentApplication(ctx.app, candidate.cookie, job.id);
    const path = `/company-applications/${id}`;
    const assigned = await employerCall(power, 'PUT', `${path}/assignment`, {
      personInChargeId: regular.id,
      reviewerIds: [reviewerA.id],
      audioReviewerIds: [],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    // sent: the person in charge starts the screening
    let mine = await dashboardOf(regular);
    expect(mine.now).toBe('2026-03-02T08:00:00.000Z');
    expect(mine.waitingForMe.items).toEqual([
      {
        applicationId: id,
        sequenceNumber: expect.any(Number),
        jobId: job.id,
        jobTitle: 'Datenbankpflege',
        status: 'applied',
        nextMove: 'startScreening',
      },
    ]);
    expect(mine.waitingForMe.total).toBe(1);
    expect(idsIn((await dashboardOf(power)).waitingForMe)).toEqual([]);

    // screening: reviewer A's rating is missing, for the person in charge, the power user and A alone
    expect((await employerCall(regular, 'POST', `${path}/start-screening`)).statusCode).toBe(200);
    mine = await dashboardOf(regular);
    expect(mine.waitingForMe.items).toEqual([]);
    expect(mine.missingRatings.items).toEqual([expect.objectContaining({ applicationId: id, missing: 1 })]);
    expect(idsIn((await dashboardOf(power)).missingRatings)).toEqual([id]);
    expect(idsIn((await dashboardOf(reviewerA)).missingRatings)).toEqual([id]);
    expect((await dashboardOf(reviewerB)).missingRatings).toEqual({ items: [], total: 0 });
    expect(idsIn((await dashboardOf(outsider)).missingRatings)).toEqual([]);

    // rated: the person in charge decides
    expect((await employerCall(reviewerA, 'POST', `${path}/ratings`, ratings(4))).statusCode).toBe(200);
    mine = await dashboardOf(regular);
    expect(mine.missingRatings.items).toEqual([]);
    expect(mine.waitingForMe.items).toEqual([
      expect.objectContaining({ applicationId: id, nextMove: 'decide' }),
    ]);
    expect(idsIn((await dashboardOf(reviewerA)).missingRatings)).toEqual([]);

    // the audio interview's due date: shown from 72 hours ahead, then as passed
    const invited = await inviteToAudio(ctx.app, regular.cookie, id, [reviewerB.id], { days: 5 });
    expect(invited.statusCode, invited.body).toBe(200);
    expect((await dashboardOf(regular)).dueDatesPassing.items).toEqual([]);
    clock.set(new Date(clock.now().getTime() + 3 * 24 * HOUR));
    const due = (await dashboardOf(regular)).dueDatesPassing;
    expect(due.items).toEqual([
      expect.objectContaining({ applicationId: id, status: 'recording', overdue: false }),
    ]);
    expect(idsIn((await dashboardOf(reviewerB)).dueDatesPassing)).toEqual([id]);
    expect(idsIn((await dashboardOf(reviewerA)).dueDatesPassing)).toEqual([id]);
    clock.set(new Date(clock.now().getTime() + 3 * 24 * HOUR));
    expect((await dashboardOf(power)).dueDatesPassing.items).toEqual([
      expect.objectContaining({ applicationId: id, overdue: true }),
    ]);
    expect(idsIn((await dashboardOf(outsider)).dueDatesPassing)).toEqual([]);

    // nothing of the candidate in any of the answers
    expect(bodies.flatMap(canaryLeaks)).toEqual([]);
  });

  it('lists confirmed interviews of the next seven days', async () => {
    clock.set('2026-03-02T08:00:00Z');
    const { slot, approved, confirm } = interviewTesting;
    const { id, candidate } = await approved([slot(2, 9)]);
    expect((await dashboardOf(regular)).interviewsThisWeek.items).toEqual([]);
    const chosen = await confirm(candidate.cookie, id);
    const week = (await dashboardOf(regular)).interviewsThisWeek;
    expect(week).toEqual({
      items: [
        expect.objectContaining({
          applicationId: id,
          jobTitle: 'Interviewprofi',
          status: 'confirmed',
          startsAt: chosen.start,
          endsAt: chosen.end,
        }),
      ],
      total: 1,
    });
    expect(idsIn((await dashboardOf(power)).interviewsThisWeek)).toEqual([id]);
    expect(idsIn((await dashboardOf(reviewerA)).interviewsThisWeek)).toEqual([id]);
    expect(idsIn((await dashboardOf(outsider)).interviewsThisWeek)).toEqual([]);
    expect(bodies.join('\n')).not.toContain(candidate.marker);
    // eight days before it, and once it began, it is not of this week
    clock.set(new Date(new Date(chosen.start).getTime() - 8 * 24 * HOUR));
    expect((await dashboardOf(regular)).interviewsThisWeek.items).toEqual([]);
    clock.set(new Date(new Date(chosen.start).getTime() + HOUR));
    expect((await dashboardOf(regular)).interviewsThisWeek.items).toEqual([]);
  });

  it('is the employers’ alone', async () => {
    const candidate = await signedUpCandidate(ctx.app, ctx.mail);
    const res = await call(ctx.app, 'candidate', 'GET', '/api/company-dashboard', {
      cookie: candidate.cookie,
    });
    expect(res.statusCode).toBe(401);
  });
});
