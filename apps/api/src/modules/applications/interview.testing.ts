import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { SettableClock } from '../../clock';
import { sentApplication } from '../../testing/applications';
import { screenForAudio } from '../../testing/audio-interview';
import type { useTestApp } from '../../testing/test-app';
import { insertJob } from '../jobs/job-search.testing';
import type { useApplicationsCompany } from './applications.testing';

/*
 * Test helpers of the interview invitation (issue 38), through the API: slots relative to the
 * test's clock, an application screened and ready to approve, approved with an invitation, and the
 * calendar files parsed back with ical.js as a calendar would read them.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Candidate = { cookie: string; email: string };

/** The VEVENT of a calendar file, parsed back with ical.js, with its ORGANIZER and ATTENDEEs. */
export function parseEvent(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const start = event.getFirstProperty('dtstart');
  const organizer = event.getFirstProperty('organizer');
  // the address of a mailto: value (the scheme is case-insensitive)
  const address = (value: unknown) => String(value).replace(/^mailto:/i, '');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    summary: event.getFirstPropertyValue('summary'),
    tzid: start?.getParameter('tzid'),
    hasTimezone: calendar.getFirstSubcomponent('vtimezone') !== null,
    start: new ICAL.Event(event).startDate,
    end: new ICAL.Event(event).endDate,
    organizer: organizer
      ? { address: address(organizer.getFirstValue()), name: organizer.getParameter('cn') ?? null }
      : null,
    attendees: event.getAllProperties('attendee').map((attendee) => ({
      address: address(attendee.getFirstValue()),
      name: attendee.getParameter('cn') ?? null,
    })),
  };
}

/** The interview helpers of a test file with the company of `useApplicationsCompany` and a settable clock. */
export function useInterviewTesting(
  ctx: ReturnType<typeof useTestApp>,
  company: ReturnType<typeof useApplicationsCompany>,
  clock: SettableClock,
) {
  const { regular, reviewerB, employerCall, candidateCall } = company;
  type ResumeCandidate = Awaited<ReturnType<typeof company.candidateWithResume>>;

  /** A slot `days` ahead at `hourUtc` (UTC; 08–20 UTC is the same day in Berlin), `hours` long. */
  function slot(days: number, hourUtc: number, hours = 1) {
    const day = new Date(clock.now().getTime() + days * DAY);
    const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc);
    return { start: new Date(start).toISOString(), end: new Date(start + hours * HOUR).toISOString() };
  }

  let jobId = '';
  /**
   * A sent application to a job without audio questions, screened and rated: ready to approve. The
   * candidate is a new one with a resume unless given (who has a resume already).
   */
  async function screened<C extends Candidate = ResumeCandidate>(given?: C) {
    if (!jobId)
      jobId = (
        await insertJob(ctx.app, company.companyId, {
          jobTitle: 'Interviewprofi',
          screeningQuestions: [{ question: 'Warum?' }],
        })
      ).id;
    // without one given, the default type is the one made here
    const candidate = (given ?? (await company.candidateWithResume())) as C;
    const { id } = await sentApplication(ctx.app, candidate.cookie, jobId);
    await screenForAudio(company, id, {
      cv: { rating: 4, comment: '' },
      answers: [{ questionId: 'q1', rating: 4, comment: '' }],
    });
    return { id, candidate };
  }

  const invitation = (slots: { start: string; end: string }[], interviewerIds = [reviewerB.id]) => ({
    interviewType: 'remote',
    duration: 3600,
    meetingUrl: 'https://meet.example.com/room-7',
    interviewerIds,
    cc: '',
    slots,
  });

  /** A screened application approved by the regular user (in charge) with an invitation of `slots`. */
  async function approved<C extends Candidate = ResumeCandidate>(
    slots = [slot(3, 8), slot(3, 12), slot(4, 9)],
    interviewerIds = [reviewerB.id],
    given?: C,
  ) {
    const application = await screened<C>(given);
    const res = await employerCall(
      regular,
      'POST',
      `/company-applications/${application.id}/interview-invitation`,
      invitation(slots, interviewerIds),
    );
    expect(res.statusCode, res.body).toBe(200);
    return application;
  }

  const interviewOf = async (cookie: string, id: string) =>
    (await candidateCall(cookie, 'GET', `/applications/${id}/interview`)).json();

  /** Confirms slot `index` of the candidate's invitation and answers with the slot. */
  async function confirm(cookie: string, id: string, index = 0) {
    const chosen = (await interviewOf(cookie, id)).slots[index];
    const res = await candidateCall(
      cookie,
      'POST',
      `/applications/${id}/interview/slots/${chosen.id}/confirm`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return chosen as { id: string; start: string; end: string };
  }

  const calendarMails = (to: string) => ctx.mail.messages(to, 'interview-calendar');

  return { slot, screened, invitation, approved, interviewOf, confirm, calendarMails };
}
