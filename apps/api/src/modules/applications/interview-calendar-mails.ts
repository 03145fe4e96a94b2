import { formatSlot, type Locale } from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema';
import type { AppMail } from '../../mail';
import { type InterviewEvent, interviewCalendarAttachment } from '../interviews/interview-calendar-file';
import {
  type InterviewRecord,
  type InterviewSlotRow,
  interviewerAccounts,
} from '../interviews/interview-records';
import { jobPosts } from '../jobs/jobs.schema';
import { applicationManagers } from './application-managers';
import type { ApplicationRow } from './application-records';
import { applicationMails } from './applications.schema';
import { mailInterviewCalendarToCandidate } from './candidate-mail';

/*
 * The calendar mails of an interview (issue 38): when the candidate confirms a slot, the candidate
 * and every interviewer get a METHOD:REQUEST file; when a confirmed interview is called off
 * (rejection, withdrawal, new slots), a METHOD:CANCEL with the same UID and a higher SEQUENCE.
 * Employers' files and mails say only "Application #N — job title": never the candidate's name or
 * address. Every file's ORGANIZER is the platform's sender address named after the company; the
 * interviewers' file lists the interviewers as attendees, the candidate's file the candidate alone
 * (by address, no name: it goes to that address only), never the interviewers, whose addresses the
 * candidate does not need (they answer through the platform).
 */

/** How the interview is named for employers, in their language: "Application #12 — Developer". */
export function employerInterviewTitle(applicationNumber: number, jobTitle: string, locale: Locale) {
  return `${locale === 'de' ? 'Bewerbung' : 'Application'} #${applicationNumber} — ${jobTitle}`;
}

/** The place as calendar files show it: the meeting link of a remote interview, else the address. */
export function interviewPlace(
  interview: Pick<InterviewRecord, 'interviewType' | 'location' | 'meetingUrl'>,
) {
  return interview.interviewType === 'remote'
    ? interview.meetingUrl || interview.location
    : interview.location;
}

function description(
  interview: Pick<InterviewRecord, 'interviewType' | 'location' | 'meetingUrl'>,
  locale: Locale,
) {
  const lines = [
    interview.interviewType === 'remote'
      ? locale === 'de'
        ? 'Online-Interview'
        : 'Remote interview'
      : locale === 'de'
        ? 'Interview vor Ort'
        : 'On-site interview',
  ];
  if (interview.meetingUrl) lines.push(interview.meetingUrl);
  if (interview.location && interview.location !== interview.meetingUrl) lines.push(interview.location);
  return lines.join('\n');
}

/**
 * The calendar file of `interview` at `slot` as one audience reads it (`summary`: employers'
 * "Application #N — job title", the candidate's "job title — company"). The mails and
 * `npm run ics:sample` both make their files here.
 */
export function interviewCalendarFile(
  interview: Pick<InterviewRecord, 'id' | 'interviewType' | 'location' | 'meetingUrl' | 'timeZone'>,
  slot: Pick<InterviewSlotRow, 'startsAt' | 'endsAt'>,
  options: {
    summary: string;
    locale: Locale;
    kind: 'confirmed' | 'cancelled';
    sequence: number;
    now: Date;
  } & Pick<InterviewEvent, 'organizer' | 'attendees'>,
) {
  return interviewCalendarAttachment({
    interviewId: interview.id,
    sequence: options.sequence,
    method: options.kind === 'cancelled' ? 'cancel' : 'request',
    start: slot.startsAt,
    end: slot.endsAt,
    timeZone: interview.timeZone,
    summary: options.summary,
    description: description(interview, options.locale),
    location: interviewPlace(interview),
    url: interview.interviewType === 'remote' && interview.meetingUrl ? interview.meetingUrl : null,
    stamp: options.now,
    organizer: options.organizer,
    attendees: options.attendees,
  });
}

/**
 * Mails the calendar file of `interview` at `slot` to the interviewers (and, with `toCandidate`,
 * the candidate), in the caller's transaction. `linkToApplication`: the mails go with the
 * application when it is erased; a withdrawal's CANCEL is not linked, or the erasure in the same
 * transaction would delete it before it is sent (it names no one).
 */
export async function mailInterviewCalendars(
  tx: Tx,
  mail: AppMail,
  row: ApplicationRow,
  interview: InterviewRecord,
  slot: InterviewSlotRow,
  options: {
    kind: 'confirmed' | 'cancelled';
    sequence: number;
    now: Date;
    toCandidate: boolean;
    linkToApplication: boolean;
  },
) {
  const [names] = await tx
    .select({ jobTitle: jobPosts.jobTitle, companyName: companies.name })
    .from(jobPosts)
    .innerJoin(companies, eq(companies.id, jobPosts.companyId))
    .where(eq(jobPosts.id, row.jobId));
  const jobTitle = names?.jobTitle ?? '';
  const organizer = { email: mail.senderAddress, name: names?.companyName || 'Veil' };
  const timing = { start: slot.startsAt, end: slot.endsAt, timeZone: interview.timeZone };
  const place = interviewPlace(interview);
  const event = (summary: string, locale: Locale, attendees: InterviewEvent['attendees']) =>
    interviewCalendarFile(interview, slot, { ...options, summary, locale, organizer, attendees });
  const people = (await interviewerAccounts(tx, row.companyId, interview.interviewerIds)).filter(
    (person) => person.status === 'accepted',
  );
  const interviewers = people.map((person) => ({
    email: person.email,
    name: `${person.firstName} ${person.lastName}`.trim() || null,
  }));
  for (const person of people) {
    const locale: Locale = person.locale === 'en' ? 'en' : 'de';
    const title = employerInterviewTitle(row.sequenceNumber ?? 0, jobTitle, locale);
    const messageId = await mail.sendInterviewCalendar(tx, {
      to: person.email,
      locale,
      area: 'employer',
      applicationId: row.id,
      data: { kind: options.kind, title, when: formatSlot(timing, locale, timing.timeZone), place },
      calendar: event(title, locale, interviewers),
    });
    if (options.linkToApplication)
      await tx.insert(applicationMails).values({ applicationId: row.id, mailMessageId: messageId });
  }
  if (options.toCandidate)
    await mailInterviewCalendarToCandidate(tx, mail, row, {
      kind: options.kind,
      ...timing,
      place,
      // the candidate chose this time: their own file shows them as accepted, by address only
      build: ({ locale, title, email }) => event(title, locale, [{ email, name: null, accepted: true }]),
    });
}

/**
 * Tells the person in charge (and the company's active power users) that the candidate answered the
 * invitation with a message: none of the slots fits, or a reschedule request. The message is the
 * masked one; the mails name the application only and go with it.
 */
export async function mailInterviewReply(
  tx: Tx,
  mail: AppMail,
  row: ApplicationRow,
  kind: 'noSlotFits' | 'reschedule',
  message: string,
) {
  const [job] = await tx
    .select({ jobTitle: jobPosts.jobTitle })
    .from(jobPosts)
    .where(eq(jobPosts.id, row.jobId));
  for (const recipient of await applicationManagers(tx, row)) {
    const locale = recipient.locale;
    const messageId = await mail.sendInterviewReply(tx, {
      to: recipient.email,
      locale,
      applicationId: row.id,
      data: {
        kind,
        title: employerInterviewTitle(row.sequenceNumber ?? 0, job?.jobTitle ?? '', locale),
        message,
      },
    });
    await tx.insert(applicationMails).values({ applicationId: row.id, mailMessageId: messageId });
  }
}
