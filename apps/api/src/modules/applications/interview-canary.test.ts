import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { CANARY, CANARY_SHORT_TEXT, canaryLeaks, canaryResume } from '../../testing/canary';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { signedUpCandidate } from '../jobs/job-search.testing';
import { useApplicationsCompany } from './applications.testing';
import { useInterviewTesting } from './interview.testing';

/*
 * The canary candidate (testing/canary.ts) through the interview (issue 38): they write their own
 * personal values into the messages employers read ("none fits", reschedule) the ways people do (a
 * gendered title with their name, their town, birth date, address, a colleague's name). No marker
 * may reach an employer answer, mail or calendar file before the reveal; after it, only the resume
 * snapshot shows the profile.
 */

const HOUR = 3_600_000;
const clock = settableClock();
const ctx = useTestApp({}, { clock });
const company = useApplicationsCompany(ctx);
const { power, regular, reviewerA, reviewerB, employerCall, candidateCall } = company;
const { slot, approved, invitation, confirm } = useInterviewTesting(ctx, company, clock);

/** What a candidate writes about themselves when asked for other times: every kind of marker. */
const noneFits = `Leider passt keiner. Frau Dr. ${CANARY.last} aus ${CANARY.location}, geboren am 03.02.1987; mein Kollege ${CANARY.otherPerson} auch nicht. Schreiben Sie an ${CANARY.email} oder rufen Sie ${CANARY.phone} an.`;
const reschedule = `Ich, Frau ${CANARY.first} ${CANARY.last.replace('ä', 'ae')}, bin krank. ${CANARY_SHORT_TEXT}. Grüße von ${CANARY.company}.`;

describe('the canary candidate through the interview', () => {
  it('writes their own personal values into the messages, and no employer reads them before the reveal', async () => {
    clock.set(new Date());
    const canary = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email, '10.9.2.1');
    const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie: canary.cookie,
      body: canaryResume(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = await approved([slot(4, 8), slot(4, 12)], [reviewerB.id], canary);
    const application = `/company-applications/${id}`;

    const none = await candidateCall(canary.cookie, 'POST', `/applications/${id}/interview/none-fits`, {
      message: noneFits,
    });
    expect(none.statusCode, none.body).toBe(200);
    const moved = await employerCall(
      regular,
      'PUT',
      `${application}/interview-invitation`,
      invitation([slot(5, 8), slot(5, 12)]),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await confirm(canary.cookie, id, 1);
    const asked = await candidateCall(canary.cookie, 'POST', `/applications/${id}/interview/reschedule`, {
      message: reschedule,
    });
    expect(asked.statusCode, asked.body).toBe(200);

    /** Everything the company's people read of the application, its interview and its mails. */
    async function employerReads() {
      const answers: string[] = [];
      for (const member of [power, regular, reviewerA]) {
        for (const path of ['/company-applications', application, `${application}/interview`])
          answers.push((await employerCall(member, 'GET', path)).body);
      }
      const mails = [];
      for (const member of [power, regular, reviewerA, reviewerB])
        mails.push(...(await ctx.mail.messages(member.email)));
      for (const mail of mails)
        answers.push(mail.subject, mail.text, mail.html, ...mail.attachments.map((file) => file.content));
      return { answers, mails };
    }

    const before = await employerReads();
    // the messages arrived, masked: they say what the candidate meant, without who they are
    const interview = (await employerCall(regular, 'GET', `${application}/interview`)).json();
    expect(interview.rescheduleRequest.message).toContain('bin krank');
    const templates = before.mails.map((mail) => mail.template);
    expect(templates).toEqual(expect.arrayContaining(['interview-reply', 'interview-calendar']));
    expect(
      before.mails
        .filter((mail) => mail.template === 'interview-reply')
        .map((mail) => mail.text)
        .join(),
    ).toContain('Leider passt keiner');
    expect(before.answers.flatMap(canaryLeaks)).toEqual([]);
    // the gendered title is written neutral
    expect(before.answers.join('\n')).not.toMatch(/Frau (Dr\. )?\S/);

    // after the interview the candidate reveals: the snapshot shows the profile, and nothing else does
    clock.set(new Date(Date.parse(interview.interviewAt) + 2 * HOUR));
    const revealed = await candidateCall(canary.cookie, 'POST', `/applications/${id}/reveal`, {
      confirm: true,
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    const snapshot = await employerCall(regular, 'GET', `${application}/resume`);
    expect(snapshot.statusCode, snapshot.body).toBe(200);
    expect(canaryLeaks(snapshot.body)).toEqual(
      expect.arrayContaining(['kanarhausen', 'kanarpost9z', '1987']),
    );
    const after = await employerReads();
    expect(after.answers.flatMap(canaryLeaks)).toEqual([]);
  });
});
