import type { Notification } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { sentApplication } from '../../testing/applications';
import { CANARY, canaryLeaks, canaryResume } from '../../testing/canary';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { useApplicationsCompany } from '../applications/applications.testing';
import { useInterviewTesting } from '../applications/interview.testing';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { listeningPort, openStream } from './notification-stream.testing';

const clock = settableClock();
const ctx = useTestApp({}, { clock });
const company = useApplicationsCompany(ctx);
const { power, regular, reviewerA, employerCall, candidateCall } = company;
const { approved, confirm } = useInterviewTesting(ctx, company, clock);

type Page = { data: Notification[]; lastIndex: string | null; unread: number };
const employerList = async (member: typeof power, query = '') =>
  (await employerCall(member, 'GET', `/company-notifications${query}`)).json() as Page;
const candidateList = async (cookie: string, query = '') =>
  (await candidateCall(cookie, 'GET', `/notifications${query}`)).json() as Page;

describe('notifications on both sides', () => {
  it('tell the candidate of their application and the company of its steps, never who the candidate is', async () => {
    clock.set(new Date());
    const canary = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email, '10.9.3.1');
    const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie: canary.cookie,
      body: canaryResume(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = await approved(undefined, undefined, canary);
    await confirm(canary.cookie, id);

    const mine = await candidateList(canary.cookie);
    expect(mine.data.map((n) => [n.kind, n.status])).toEqual([
      ['interview_invitation', 'approved'],
      ['my_application', 'screening'],
    ]);
    expect(mine.data[0]).toMatchObject({ applicationId: id, companyName: 'Bewerbungsfirma', read: false });
    expect(mine.unread).toBe(2);

    // the person in charge hears of complete ratings and the confirmed slot; power users of all but ratings
    const inCharge = await employerList(regular);
    expect(inCharge.data.map((n) => n.kind)).toEqual(['slot_confirmed', 'ratings_complete']);
    const powerUser = await employerList(power);
    expect(powerUser.data.map((n) => n.kind)).toEqual(['slot_confirmed', 'new_application']);
    expect(powerUser.data[0]).toMatchObject({ applicationId: id, companyName: '', status: null });
    expect(powerUser.data[0]?.applicationNumber).toBeGreaterThan(0);
    // a reviewer is told nothing
    expect((await employerList(reviewerA)).data).toEqual([]);
    // one's marks are one's own: the power user reading all leaves the person in charge's unread
    await employerCall(power, 'POST', '/company-notifications/read');
    expect((await employerList(power)).unread).toBe(0);
    expect((await employerList(regular)).unread).toBe(2);
    // the canary: nothing of the candidate in any employer's notifications
    const employerText = JSON.stringify([inCharge, powerUser]);
    expect(canaryLeaks(employerText)).toEqual([]);
    expect(employerText).not.toContain(canary.email);
  });

  it('are paged newest first, marked read one by one or all at once, and only by their recipient', async () => {
    const candidate = await company.candidateWithResume();
    for (let i = 0; i < 3; i += 1) {
      const job = await insertJob(ctx.app, company.companyId, {
        jobTitle: `Stelle ${i}`,
        screeningQuestions: [],
      });
      const { id } = await sentApplication(ctx.app, candidate.cookie, job.id);
      const started = await employerCall(power, 'PUT', `/company-applications/${id}/assignment`, {
        personInChargeId: regular.id,
        reviewerIds: [reviewerA.id],
        audioReviewerIds: [],
      });
      expect(started.statusCode, started.body).toBe(200);
      expect(
        (await employerCall(regular, 'POST', `/company-applications/${id}/start-screening`)).statusCode,
      ).toBe(200);
    }
    const first = await candidateList(candidate.cookie, '?pageSize=2');
    expect(first.data).toHaveLength(2);
    expect(first.lastIndex).not.toBeNull();
    const second = await candidateList(candidate.cookie, `?pageSize=2&lastIndex=${first.lastIndex}`);
    expect(second.data).toHaveLength(1);
    expect(second.lastIndex).toBeNull();
    const ids = [...first.data, ...second.data].map((n) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bad = await candidateCall(candidate.cookie, 'GET', '/notifications?lastIndex=nope');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_query_parameters']);

    const oneId = first.data[0]?.id ?? '';
    // another's notification is not found, for candidates and employers alike
    const other = await company.candidateWithResume();
    const foreign = await candidateCall(other.cookie, 'POST', `/notifications/${oneId}/read`);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'notification_not_found']);
    const byEmployer = await employerCall(power, 'POST', `/company-notifications/${oneId}/read`);
    expect(byEmployer.statusCode).toBe(404);

    const read = await candidateCall(candidate.cookie, 'POST', `/notifications/${oneId}/read`);
    expect(read.json()).toEqual({ unread: 2 });
    expect((await candidateCall(candidate.cookie, 'GET', '/notifications/unread-count')).json()).toEqual({
      unread: 2,
    });
    expect((await candidateCall(candidate.cookie, 'POST', '/notifications/read')).json()).toEqual({
      unread: 0,
    });
    expect((await candidateList(candidate.cookie)).data.every((n) => n.read)).toBe(true);
  });
});

describe('the live stream', () => {
  it('sends a new notification as it is written, and what was missed after Last-Event-ID', async () => {
    const port = await listeningPort(ctx.app);
    const candidate = await company.candidateWithResume();
    const anonymous = await openStream(port, '/api/notifications/stream');
    expect(anonymous.status).toBe(401);
    anonymous.close();
    // an employer's cookie opens no candidate stream
    const wrongPool = await openStream(port, '/api/notifications/stream', { cookie: power.cookie });
    expect(wrongPool.status).toBe(401);
    wrongPool.close();

    const stream = await openStream(port, '/api/notifications/stream', { cookie: candidate.cookie });
    const employerStream = await openStream(port, '/api/company-notifications/stream', {
      cookie: power.cookie,
    });
    expect([stream.status, employerStream.status]).toEqual([200, 200]);
    // a title without a gendered word (the canary's markers include one)
    const job = await insertJob(ctx.app, company.companyId, {
      jobTitle: 'Datenbankprofi',
      screeningQuestions: [],
    });
    const { id } = await sentApplication(ctx.app, candidate.cookie, job.id);
    const told = await employerStream.next((n) => n.applicationId === id);
    expect(told.kind).toBe('new_application');
    expect(canaryLeaks(JSON.stringify(told))).toEqual([]);
    await employerCall(power, 'PUT', `/company-applications/${id}/assignment`, {
      personInChargeId: regular.id,
      reviewerIds: [reviewerA.id],
      audioReviewerIds: [],
    });
    const screening = await employerCall(power, 'POST', `/company-applications/${id}/start-screening`);
    expect(screening.statusCode, screening.body).toBe(200);
    const heard = await stream.next((n) => n.applicationId === id);
    expect(heard).toMatchObject({ kind: 'my_application', status: 'screening', read: false });
    // nothing of another recipient reaches this stream
    expect(stream.heard.every((n) => n.applicationId === id)).toBe(true);
    stream.close();
    employerStream.close();

    // reconnecting with the id of the event before: the missed one comes first
    const again = await openStream(port, '/api/notifications/stream', {
      cookie: candidate.cookie,
      lastEventId: String(Number(heard.id) - 1),
    });
    expect((await again.next()).id).toBe(heard.id);
    const caughtUp = await openStream(port, '/api/notifications/stream', {
      cookie: candidate.cookie,
      lastEventId: heard.id,
    });
    // signing out ends the open stream (the browser then reconnects and is refused)
    const signedOut = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-out', {
      cookie: candidate.cookie,
    });
    expect(signedOut.statusCode).toBe(200);
    await Promise.all([caughtUp.ended, again.ended]);
    expect(caughtUp.heard).toEqual([]);
    const refused = await openStream(port, '/api/notifications/stream', { cookie: candidate.cookie });
    expect(refused.status).toBe(401);
    refused.close();
  });
});
