import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { senderAddressOf } from '../../mail/app-mail';
import { canaryLeaks } from '../../testing/canary';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { useApplicationsCompany } from './applications.testing';
import { parseEvent, useInterviewTesting } from './interview.testing';

const HOUR = 3_600_000;
const clock = settableClock();
const ctx = useTestApp({}, { clock });
const company = useApplicationsCompany(ctx);
const { power, regular, reviewerA, reviewerB, outsider, employerCall, candidateCall } = company;

const { slot, screened, invitation, approved, interviewOf, calendarMails } = useInterviewTesting(
  ctx,
  company,
  clock,
);

describe('approving with an interview invitation', () => {
  it('checks the slots and who approves, with the spec messages', async () => {
    clock.set(new Date());
    const { id } = await screened();
    const path = `/company-applications/${id}/interview-invitation`;
    const ok = [slot(3, 8)];
    expect((await employerCall(reviewerA, 'POST', path, invitation(ok))).json().code).toBe(
      'forbidden_to_access_data',
    );
    expect((await employerCall(outsider, 'POST', path, invitation(ok))).json().code).toBe(
      'application_not_found',
    );
    const backwards = { start: slot(3, 10).start, end: slot(3, 9).start };
    const acrossMidnight = { start: slot(3, 20).start, end: slot(4, 1).start };
    for (const [slots, message] of [
      [[backwards], 'validation.timeSlot.endAfterStart'],
      [[acrossMidnight], 'validation.timeSlot.sameDay'],
      [[], 'validation.interviewSlots.required'],
      [Array.from({ length: 11 }, (_, index) => slot(3 + index, 8)), 'validation.interviewSlots.tooMany'],
    ] as const) {
      const res = await employerCall(regular, 'POST', path, invitation([...slots]));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    const noLink = await employerCall(regular, 'POST', path, { ...invitation(ok), meetingUrl: '' });
    expect(noLink.body).toContain('meetingUrl');
    const noPeople = await employerCall(regular, 'POST', path, invitation(ok, []));
    expect(noPeople.body).toContain('validation.interviewers.required');
    const stranger = await employerCall(regular, 'POST', path, invitation(ok, [outsider.id]));
    expect(stranger.json().code).toBe('application_assignee_invalid');
    const past = await employerCall(regular, 'POST', path, invitation([slot(-1, 8)]));
    expect([past.statusCode, past.json().code]).toEqual([422, 'interview_slot_in_past']);
    const german = await call(ctx.app, 'employer', 'POST', `/api${path}`, {
      cookie: regular.cookie,
      locale: 'de',
      body: invitation([slot(-1, 8)]),
    });
    expect(german.json().message).toBe('Bitte wählen Sie Termine in der Zukunft.');
  });

  it('moves to approved, mails the candidate the slots, and can be changed and resent until a slot is confirmed', async () => {
    clock.set(new Date());
    const { id, candidate } = await screened();
    const res = await employerCall(
      regular,
      'POST',
      `/company-applications/${id}/interview-invitation`,
      invitation([slot(3, 8), slot(3, 12), slot(4, 9)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', isInterviewSent: true, interviewAt: null });
    const [mail] = await ctx.mail.messages(candidate.email, 'company-template');
    expect(mail?.text).toContain('(Europe/Berlin)');
    expect(mail?.text).toContain('https://meet.example.com/room-7');

    const first = await interviewOf(candidate.cookie, id);
    expect(first).toMatchObject({ status: 'approved', canChooseSlot: true, timeZone: 'Europe/Berlin' });
    expect(first.slots).toHaveLength(3);

    // none fits: the company reads the message (masked), then proposes new slots
    const none = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/interview/none-fits`, {
      message: `Leider passt keiner, schreiben Sie an ${candidate.email}`,
    });
    expect(none.statusCode, none.body).toBe(200);
    const seen = (await employerCall(regular, 'GET', `/company-applications/${id}/interview`)).json();
    expect(seen.noSlotFits.message).toContain('Leider passt keiner');
    expect(seen.noSlotFits.message).not.toContain(candidate.email);
    expect(seen.canUpdate).toBe(true);
    // the person in charge is told, by application number only
    const [reply] = await ctx.mail.messages(regular.email, 'interview-reply');
    expect(reply?.text).toContain('Leider passt keiner');
    expect(reply?.text).not.toContain(candidate.email);
    expect(reply?.text).not.toContain(candidate.marker);

    const changed = await employerCall(
      regular,
      'PUT',
      `/company-applications/${id}/interview-invitation`,
      invitation([slot(5, 8), slot(5, 10)]),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const second = await interviewOf(candidate.cookie, id);
    expect(second.slots).toHaveLength(2);
    expect(second.noSlotFits).toBeNull();
    expect((await ctx.mail.messages(candidate.email, 'company-template')).length).toBe(2);

    const confirmed = await candidateCall(
      candidate.cookie,
      'POST',
      `/applications/${id}/interview/slots/${second.slots[1].id}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', interviewAt: second.slots[1].start });
    // once the interview has begun it can no longer be moved (new slots: interview-reschedule.test.ts)
    clock.set(new Date(new Date(second.slots[1].start).getTime() + 60_000));
    const late = await employerCall(
      regular,
      'PUT',
      `/company-applications/${id}/interview-invitation`,
      invitation([slot(6, 8)]),
    );
    expect(late.json().code).toBe('application_status_conflict');
    const again = await candidateCall(
      candidate.cookie,
      'POST',
      `/applications/${id}/interview/slots/${second.slots[0].id}/confirm`,
    );
    expect(again.json().code).toBe('application_status_conflict');
  });
});

describe('the candidate confirming a slot', () => {
  it('of two candidates confirming overlapping slots of the same interviewer, one wins', async () => {
    clock.set(new Date());
    const a = await approved([slot(7, 8)]);
    const b = await approved([{ start: slot(7, 8).start, end: slot(7, 10).end }]);
    const slotA = (await interviewOf(a.candidate.cookie, a.id)).slots[0].id;
    const slotB = (await interviewOf(b.candidate.cookie, b.id)).slots[0].id;
    const results = await Promise.all([
      candidateCall(a.candidate.cookie, 'POST', `/applications/${a.id}/interview/slots/${slotA}/confirm`),
      candidateCall(b.candidate.cookie, 'POST', `/applications/${b.id}/interview/slots/${slotB}/confirm`),
    ]);
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((res) => res.statusCode === 409);
    expect(loser?.json()).toMatchObject({
      code: 'interview_slot_reserved',
      message: 'This time slot is already reserved.',
    });
    // the employer cannot propose the reserved time for the same interviewer either
    const { id } = await screened();
    const reserved = await employerCall(
      regular,
      'POST',
      `/company-applications/${id}/interview-invitation`,
      invitation([slot(7, 8)]),
    );
    expect(reserved.json().code).toBe('interview_slot_reserved');
    // another interviewer is free then
    const free = await employerCall(
      regular,
      'POST',
      `/company-applications/${id}/interview-invitation`,
      invitation([slot(7, 8)], [reviewerA.id]),
    );
    expect(free.statusCode, free.body).toBe(200);
  });

  it('sends both sides a calendar file with a stable UID; employers read no candidate in it', async () => {
    clock.set(new Date());
    const { id, candidate } = await approved([slot(8, 8), slot(8, 12)], [reviewerB.id, regular.id]);
    const chosen = (await interviewOf(candidate.cookie, id)).slots[1];
    const res = await candidateCall(
      candidate.cookie,
      'POST',
      `/applications/${id}/interview/slots/${chosen.id}/confirm`,
    );
    expect(res.statusCode, res.body).toBe(200);

    const [own] = await calendarMails(candidate.email);
    const ownFile = parseEvent(own?.attachments[0]?.content ?? '');
    expect(ownFile).toMatchObject({ method: 'REQUEST', tzid: 'Europe/Berlin', hasTimezone: true });
    expect(ownFile.summary).toContain('Bewerbungsfirma');
    expect(ownFile.start.toJSDate().toISOString()).toBe(chosen.start);
    expect(ownFile.end.toJSDate().toISOString()).toBe(chosen.end);
    // organised by the platform's sender address in the company's name; the candidate attends by
    // address alone, and no interviewer's address is in their file
    const organizer = { address: senderAddressOf(ctx.app.config.mail.from), name: 'Bewerbungsfirma' };
    expect(ownFile.organizer).toEqual(organizer);
    expect(ownFile.attendees).toEqual([{ address: candidate.email.toLowerCase(), name: null }]);

    for (const member of [reviewerB, regular]) {
      const [mail] = await calendarMails(member.email);
      const attachment = mail?.attachments[0];
      expect(attachment?.contentType).toContain('method=REQUEST');
      const file = parseEvent(attachment?.content ?? '');
      expect(file.uid).toBe(ownFile.uid);
      expect(file.summary).toMatch(/^Bewerbung #\d+ — Interviewprofi$/);
      expect(file.start.toJSDate().toISOString()).toBe(chosen.start);
      expect(file.organizer).toEqual(organizer);
      expect(file.attendees.map((attendee) => attendee.address).sort()).toEqual(
        [reviewerB.email, regular.email].map((address) => address.toLowerCase()).sort(),
      );
      for (const text of [attachment?.content ?? '', mail?.text ?? '', mail?.html ?? '']) {
        expect(text).not.toContain(candidate.email);
        expect(text).not.toContain(candidate.marker);
        expect(canaryLeaks(text)).toEqual([]);
      }
    }
    const employerView = await employerCall(regular, 'GET', `/company-applications/${id}/interview`);
    expect(employerView.body).not.toContain(candidate.marker);
    expect(employerView.json()).toMatchObject({ status: 'confirmed', interviewAt: chosen.start });

    // the calendar screen lists it
    const calendar = (await candidateCall(candidate.cookie, 'GET', '/calendar')).json();
    expect(calendar.interviews).toEqual([
      expect.objectContaining({ applicationId: id, start: chosen.start }),
    ]);

    // a withdrawal calls it off in the interviewers' calendars: same UID, higher SEQUENCE
    const withdrawn = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/withdraw`, {
      reason: 'haveAnother',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [cancel] = await calendarMails(reviewerB.email);
    const cancelFile = parseEvent(cancel?.attachments[0]?.content ?? '');
    expect(cancelFile).toMatchObject({ method: 'CANCEL', uid: ownFile.uid });
    expect(Number(cancelFile.sequence)).toBeGreaterThan(Number(ownFile.sequence));
    expect(cancel?.text).not.toContain(candidate.email);
  });

  it('lets the candidate ask to reschedule until 24 hours before, and lists pending choices', async () => {
    clock.set(new Date());
    const { id, candidate } = await approved([slot(2, 10)], [reviewerA.id]);
    const pending = (await candidateCall(candidate.cookie, 'GET', '/calendar')).json();
    expect(pending.pendingSlotChoices).toEqual([expect.objectContaining({ applicationId: id })]);
    const chosen = (await interviewOf(candidate.cookie, id)).slots[0];
    await candidateCall(candidate.cookie, 'POST', `/applications/${id}/interview/slots/${chosen.id}/confirm`);
    const path = `/applications/${id}/interview/reschedule`;
    const asked = await candidateCall(candidate.cookie, 'POST', path, { message: 'Ich bin krank.' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().rescheduleRequest.message).toBe('Ich bin krank.');
    const empty = await candidateCall(candidate.cookie, 'POST', path, { message: '  ' });
    expect(empty.statusCode).toBe(400);
    clock.set(new Date(new Date(chosen.start).getTime() - 23 * HOUR));
    const late = await candidateCall(candidate.cookie, 'POST', path, { message: 'Doch nicht.' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'interview_reschedule_closed']);
    expect((await interviewOf(candidate.cookie, id)).canRequestReschedule).toBe(false);
    // another candidate's interview is not theirs
    const other = await company.candidateWithResume();
    expect((await candidateCall(other.cookie, 'GET', `/applications/${id}/interview`)).statusCode).toBe(404);
    expect((await employerCall(power, 'GET', `/company-applications/${id}/interview`)).statusCode).toBe(200);
  });

  it('calls a confirmed interview off in both calendars when the application is rejected', async () => {
    clock.set(new Date());
    const { id, candidate } = await approved([slot(9, 8)], [reviewerA.id]);
    const chosen = (await interviewOf(candidate.cookie, id)).slots[0];
    await candidateCall(candidate.cookie, 'POST', `/applications/${id}/interview/slots/${chosen.id}/confirm`);
    const [request] = await calendarMails(candidate.email);
    const requestFile = parseEvent(request?.attachments[0]?.content ?? '');
    const rejected = await employerCall(regular, 'POST', `/company-applications/${id}/reject`, {
      noteToCandidate: '',
      internalReason: '',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    for (const to of [candidate.email, reviewerA.email]) {
      const [cancel] = await calendarMails(to);
      const file = parseEvent(cancel?.attachments[0]?.content ?? '');
      expect(file).toMatchObject({ method: 'CANCEL', uid: requestFile.uid });
      expect(Number(file.sequence)).toBeGreaterThan(Number(requestFile.sequence));
    }
    // the slot is free again for the interviewer
    const { id: next } = await screened();
    const again = await employerCall(
      regular,
      'POST',
      `/company-applications/${next}/interview-invitation`,
      invitation([slot(9, 8)], [reviewerA.id]),
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});
