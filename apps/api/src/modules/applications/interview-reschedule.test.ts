import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { useTestApp } from '../../testing/test-app';
import { useApplicationsCompany } from './applications.testing';
import { parseEvent, useInterviewTesting } from './interview.testing';

/*
 * New slots for a confirmed interview (issue 38): the company answers a reschedule request (or moves
 * the interview of its own accord) with new slots; the confirmed time is called off in both
 * calendars and frees its interviewers, and the candidate's next choice updates the same event.
 */

const clock = settableClock();
const ctx = useTestApp({}, { clock });
const company = useApplicationsCompany(ctx);
const { power, regular, reviewerA, reviewerB, outsider, employerCall, candidateCall } = company;
const { slot, screened, invitation, approved, interviewOf, confirm, calendarMails } = useInterviewTesting(
  ctx,
  company,
  clock,
);

/** The newest calendar file mailed to `to`, parsed. */
async function newestFile(to: string) {
  const [mail] = await calendarMails(to);
  return { mail, file: parseEvent(mail?.attachments[0]?.content ?? '') };
}

describe('new slots for a confirmed interview', () => {
  it('calls the confirmed time off in both calendars, frees it, and the next choice updates the same event', async () => {
    clock.set(new Date());
    const { id, candidate } = await approved([slot(5, 8), slot(5, 12)], [reviewerB.id]);
    const first = await confirm(candidate.cookie, id, 0);
    const request = await newestFile(candidate.email);
    expect(request.file.method).toBe('REQUEST');

    const asked = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/interview/reschedule`, {
      message: 'Ich bin an dem Tag krank.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const path = `/company-applications/${id}/interview-invitation`;
    const seen = (await employerCall(regular, 'GET', `/company-applications/${id}/interview`)).json();
    expect(seen).toMatchObject({ status: 'confirmed', canUpdate: true });
    expect(seen.rescheduleRequest.message).toBe('Ich bin an dem Tag krank.');
    // reviewers read it but do not decide; another company does not find it
    expect(
      (await employerCall(reviewerA, 'GET', `/company-applications/${id}/interview`)).json().canUpdate,
    ).toBe(false);
    const next = [slot(6, 8), slot(6, 12)];
    expect((await employerCall(reviewerA, 'PUT', path, invitation(next, [reviewerA.id]))).json().code).toBe(
      'forbidden_to_access_data',
    );
    expect((await employerCall(outsider, 'PUT', path, invitation(next, [reviewerA.id]))).json().code).toBe(
      'application_not_found',
    );
    // the confirmed time reserves reviewer B until it is called off
    const other = await screened();
    const otherPath = `/company-applications/${other.id}/interview-invitation`;
    expect((await employerCall(regular, 'POST', otherPath, invitation([first]))).json().code).toBe(
      'interview_slot_reserved',
    );
    // new slots must lie in the future, as always; nothing changes then
    const past = await employerCall(regular, 'PUT', path, invitation([slot(-1, 8)], [reviewerA.id]));
    expect(past.json().code).toBe('interview_slot_in_past');
    expect((await calendarMails(candidate.email)).length).toBe(1);

    const templateMails = (await ctx.mail.messages(candidate.email, 'company-template')).length;
    const moved = await employerCall(regular, 'PUT', path, invitation(next, [reviewerA.id]));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'approved', interviewAt: null, isInterviewSent: true });

    // both calendars drop the old time: same UID, higher SEQUENCE, the old start
    const cancels = [await newestFile(candidate.email), await newestFile(reviewerB.email)];
    for (const { mail, file } of cancels) {
      expect(mail?.attachments[0]?.contentType).toContain('method=CANCEL');
      expect(file).toMatchObject({ method: 'CANCEL', uid: request.file.uid });
      expect(Number(file.sequence)).toBeGreaterThan(Number(request.file.sequence));
      expect(file.start.toJSDate().toISOString()).toBe(first.start);
    }
    // the candidate gets the new slots (interview_invitation_remote) and chooses again
    const invitations = await ctx.mail.messages(candidate.email, 'company-template');
    expect(invitations.length).toBe(templateMails + 1);
    // the built-in interview_invitation_remote (the first invitation was approval_message_remote)
    expect(invitations[0]?.subject).toBe('New time slots: Interviewprofi at Bewerbungsfirma');
    expect(invitations[0]?.text).toContain('(Europe/Berlin)');
    const mine = await interviewOf(candidate.cookie, id);
    expect(mine).toMatchObject({
      status: 'approved',
      canChooseSlot: true,
      canRequestReschedule: false,
      confirmedAt: null,
      interviewAt: null,
      rescheduleRequest: null,
    });
    expect(mine.slots.map((entry: { start: string }) => entry.start)).toEqual(
      next.map((entry) => entry.start),
    );
    const calendar = (await candidateCall(candidate.cookie, 'GET', '/calendar')).json();
    expect(calendar.interviews).toEqual([]);
    expect(calendar.pendingSlotChoices).toEqual([expect.objectContaining({ applicationId: id })]);

    // reviewer B is free at the old time again
    const freed = await employerCall(regular, 'POST', otherPath, invitation([first]));
    expect(freed.statusCode, freed.body).toBe(200);

    // the new choice: METHOD:REQUEST with the same UID and a higher SEQUENCE still, to the new interviewer
    const second = await confirm(candidate.cookie, id, 1);
    const cancelSequence = Number(cancels[0]?.file.sequence);
    for (const to of [candidate.email, reviewerA.email]) {
      const { file } = await newestFile(to);
      expect(file).toMatchObject({ method: 'REQUEST', uid: request.file.uid });
      expect(Number(file.sequence)).toBeGreaterThan(cancelSequence);
      expect(file.start.toJSDate().toISOString()).toBe(second.start);
    }
    expect((await calendarMails(reviewerB.email)).length).toBe(2);
    // confirmed again, the new time reserves reviewer A
    const third = await screened();
    const reserved = await employerCall(
      regular,
      'POST',
      `/company-applications/${third.id}/interview-invitation`,
      invitation([second], [reviewerA.id]),
    );
    expect(reserved.json().code).toBe('interview_slot_reserved');
  });

  it('is open to the company without a request, until the interview begins', async () => {
    clock.set(new Date());
    const { id, candidate } = await approved([slot(3, 9)], [reviewerA.id]);
    const chosen = await confirm(candidate.cookie, id);
    const path = `/company-applications/${id}/interview-invitation`;
    // a power user moves it although the candidate asked nothing
    const moved = await employerCall(power, 'PUT', path, invitation([slot(4, 9)], [reviewerA.id]));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('approved');
    const again = await confirm(candidate.cookie, id);
    expect(again.start).not.toBe(chosen.start);
    // once the interview has begun, nothing moves it any more (the reveal depends on it)
    clock.set(new Date(new Date(again.start).getTime() + 60_000));
    const view = (await employerCall(power, 'GET', `/company-applications/${id}/interview`)).json();
    expect(view).toMatchObject({ status: 'confirmed', canUpdate: false });
    const late = await employerCall(power, 'PUT', path, invitation([slot(1, 9)], [reviewerA.id]));
    expect([late.statusCode, late.json().code]).toEqual([409, 'application_status_conflict']);
  });
});
