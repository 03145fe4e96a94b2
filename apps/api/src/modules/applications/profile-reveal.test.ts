import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { rowsOf } from '../../db/client';
import { sentApplication } from '../../testing/applications';
import { CANARY, canaryLeaks, canaryResume } from '../../testing/canary';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { CANDIDATE_PASSWORD, insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { useApplicationsCompany } from './applications.testing';
import { revealRecords } from './reveal.schema';

const HOUR = 3_600_000;
const clock = settableClock();
const ctx = useTestApp({}, { clock });
const {
  companyId,
  jobId,
  power,
  regular,
  reviewerA,
  outsider,
  candidateWithResume,
  employerCall,
  candidateCall,
} = useApplicationsCompany(ctx);

/** Puts the application where the interview helper's flow leaves it: confirmed, interview at `at`. */
async function interviewAt(id: string, at: Date, status = 'confirmed') {
  await ctx.app.database.db.execute(
    sql`update applications set status = ${status}, interview_at = ${at.toISOString()}::timestamptz where id = ${id}`,
  );
}

/** The canary candidate's application, sent, with the regular user in charge and reviewer A on it. */
async function canaryApplication() {
  const candidate = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email, '10.9.1.1');
  const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
    cookie: candidate.cookie,
    body: canaryResume(),
  });
  expect(created.statusCode, created.body).toBe(200);
  // a title without a gendered word (the canary's markers include one)
  const job = await insertJob(ctx.app, companyId, { jobTitle: 'Datenbankprofi', screeningQuestions: [] });
  const { id } = await sentApplication(ctx.app, candidate.cookie, job.id);
  const assigned = await employerCall(power, 'PUT', `/company-applications/${id}/assignment`, {
    personInChargeId: regular.id,
    reviewerIds: [reviewerA.id],
    audioReviewerIds: [],
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { candidate, id };
}

describe('the reveal of the full profile', () => {
  it('happens only by the candidate after the interview; before it no employer reads the profile', async () => {
    clock.set(new Date());
    const { candidate, id } = await canaryApplication();
    const employerAnswers: string[] = [];
    const resume = (member: typeof power) =>
      employerCall(member, 'GET', `/company-applications/${id}/resume`);

    // not confirmed: a past interview time alone does not open the reveal
    await interviewAt(id, new Date(clock.now().getTime() - HOUR), 'approved');
    const early = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/reveal`, {
      confirm: true,
    });
    expect([early.statusCode, early.json().code]).toEqual([409, 'reveal_before_interview']);

    // confirmed, the interview an hour ahead
    await interviewAt(id, new Date(clock.now().getTime() + HOUR));
    const before = (await candidateCall(candidate.cookie, 'GET', `/applications/${id}`)).json();
    expect(before).toMatchObject({ canReveal: false, revealedAt: null });
    const refused = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/reveal`, {
      confirm: true,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'reveal_before_interview']);
    const unconfirmed = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/reveal`, {
      confirm: false,
    });
    expect(unconfirmed.statusCode).toBe(400);

    // every employer principal: power user, regular user in charge, reviewer; another company not at all
    for (const member of [power, regular, reviewerA]) {
      const res = await resume(member);
      expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden_to_access_data']);
      employerAnswers.push(res.body, (await employerCall(member, 'GET', `/company-applications/${id}`)).body);
    }
    expect((await resume(outsider)).statusCode).toBe(404);
    expect(employerAnswers.flatMap(canaryLeaks)).toEqual([]);

    // the interview has passed: the preview shows exactly the profile the company will read
    clock.advance(2 * HOUR);
    const after = (await candidateCall(candidate.cookie, 'GET', `/applications/${id}`)).json();
    expect(after).toMatchObject({ canReveal: true, revealedAt: null });
    const preview = await candidateCall(candidate.cookie, 'GET', `/applications/${id}/reveal`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      canReveal: true,
      companyName: 'Bewerbungsfirma',
      jobTitle: 'Datenbankprofi',
      profile: { userDetails: { firstName: CANARY.first, lastName: CANARY.last, email: CANARY.email } },
    });
    expect(preview.json().profile.userDetails).not.toHaveProperty('photoUploadId');

    const revealed = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/reveal`, {
      confirm: true,
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toMatchObject({ canReveal: false, revealedAt: clock.now().toISOString() });
    // a second confirmation (another tab) changes nothing
    const again = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/reveal`, {
      confirm: true,
    });
    expect(again.json().revealedAt).toBe(revealed.json().revealedAt);

    for (const member of [power, regular, reviewerA]) {
      const res = await resume(member);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().profile.userDetails).toMatchObject({ firstName: CANARY.first, email: CANARY.email });
      expect(canaryLeaks(res.body).length).toBeGreaterThan(0);
    }
    // everything else the company reads stays anonymous; it learns only that the profile was shared
    const detail = await employerCall(power, 'GET', `/company-applications/${id}`);
    expect(detail.json().revealed).toBe(true);
    expect(canaryLeaks(detail.body)).toEqual([]);

    // receivedRevealEmail: the power user and the person in charge, not the reviewer; no personal value
    const number = detail.json().sequenceNumber as number;
    for (const member of [power, regular]) {
      const mails = await ctx.mail.messages(member.email, 'profile-revealed');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Bewerbung #${number} — Datenbankprofi: vollständiges Profil geteilt`);
      expect(mails[0]?.text).toContain(`/employer/applications/${id}`);
      expect(canaryLeaks(`${mails[0]?.subject}${mails[0]?.text}${mails[0]?.html}`)).toEqual([]);
    }
    expect(await ctx.mail.messages(reviewerA.email, 'profile-revealed')).toHaveLength(0);

    // the candidate edits their profile afterwards: the company's snapshot stays as it was shared
    const edited = await call(ctx.app, 'candidate', 'PATCH', '/api/resumes', {
      cookie: candidate.cookie,
      body: {
        updateType: 'userDetails',
        newData: { ...canaryResume().userDetails, lastName: 'Spätername', headline: 'Neu geschrieben' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const snapshot = (await resume(power)).json();
    expect(snapshot.profile.userDetails.lastName).toBe(CANARY.last);
    expect(JSON.stringify(snapshot)).not.toContain('Spätername');
    expect(snapshot.revealedAt).toBe(revealed.json().revealedAt);

    // a withdrawal after the reveal erases the application, the snapshot and the mails about it;
    // the record of the consent keeps ids and times only
    const withdrawn = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/withdraw`, {
      reason: 'haveAnother',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [left] = await rowsOf<{ snapshots: number; applications: number; mails: number }>(
      ctx.app.database.db,
      sql`select
        (select count(*)::int from revealed_profiles where application_id = ${id}) as snapshots,
        (select count(*)::int from applications where id = ${id}) as applications,
        (select count(*)::int from mail_messages where template = 'profile-revealed'
           and to_address in (${power.email.toLowerCase()}, ${regular.email.toLowerCase()})) as mails`,
    );
    expect(left).toEqual({ snapshots: 0, applications: 0, mails: 0 });
    const records = await ctx.app.database.db
      .select()
      .from(revealRecords)
      .where(eq(revealRecords.applicationId, id));
    expect(records).toHaveLength(1);
    expect(canaryLeaks(JSON.stringify(records))).toEqual([]);
    expect((await resume(power)).statusCode).toBe(404);

    // the record goes with the candidate's account
    const deleted = await call(ctx.app, 'candidate', 'DELETE', '/api/candidates/me', {
      cookie: candidate.cookie,
      body: { password: CANDIDATE_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await ctx.app.database.db.select().from(revealRecords).where(eq(revealRecords.applicationId, id)),
    ).toEqual([]);
  });

  it('belongs to the candidate of the application alone', async () => {
    clock.set(new Date());
    const owner = await candidateWithResume('Eigen1');
    const other = await candidateWithResume('Fremd1');
    const { id } = await sentApplication(ctx.app, owner.cookie, jobId);
    await interviewAt(id, new Date(clock.now().getTime() - HOUR));
    for (const method of ['GET', 'POST'] as const) {
      const body = method === 'POST' ? { confirm: true } : undefined;
      const res = await candidateCall(other.cookie, method, `/applications/${id}/reveal`, body);
      expect([res.statusCode, res.json().code]).toEqual([404, 'application_not_found']);
    }
    // no employer route reveals: the candidate's route is not on the employer side at all
    const asEmployer = await employerCall(power, 'POST', `/applications/${id}/reveal`, { confirm: true });
    expect(asEmployer.statusCode).toBe(403);
    const res = await employerCall(power, 'GET', `/company-applications/${id}/resume`);
    expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden_to_access_data']);
  });
});
