import { zonedParts } from '@veil/domain';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import type { MailAttachment } from '../../db/schema';

/*
 * The interview's calendar file (issue 38), built with ical-generator: METHOD:REQUEST for a
 * confirmed interview, METHOD:CANCEL when it is called off, always with the interview's id as UID
 * and a SEQUENCE raised by every change, so Google Calendar, Outlook and Apple Calendar update (or
 * remove) the one event they imported. Times are written as wall-clock times with TZID of the
 * zone the company planned in, with its VTIMEZONE, so an importer needs no zone database.
 *
 * RFC 5546 wants an ORGANIZER and ATTENDEEs in a REQUEST or CANCEL (Outlook refuses the file
 * otherwise): the organizer is the platform's sender address with the company's name, and RSVP is
 * off for everyone, since an answer to a no-reply address would reach nobody (the candidate answers
 * on the platform). Who attends is the caller's choice per audience (interview-calendar-mails.ts).
 */

/** The domain of the calendar files' UIDs: one interview is `<interview id>@veil-interviews`. */
const UID_DOMAIN = 'veil-interviews';

/**
 * The VTIMEZONE of COMPANY_TIME_ZONE (Europe/Berlin, the EU's rules since 1996: summer time from
 * the last Sunday of March, 02:00, to the last Sunday of October, 03:00). Companies have no zone of
 * their own yet; a second zone would need its own block here (or a generator package).
 */
const VTIMEZONES: Record<string, string> = {
  'Europe/Berlin': [
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Berlin',
    'X-LIC-LOCATION:Europe/Berlin',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n'),
};

/** Someone a calendar file names: an address, and a name to show or none. */
export type CalendarPerson = { email: string; name: string | null };

/** What a calendar file says about one interview; the caller chooses what each audience reads. */
export type InterviewEvent = {
  interviewId: string;
  /** raised by every change (interviews.sequence) */
  sequence: number;
  method: 'request' | 'cancel';
  start: Date;
  end: Date;
  timeZone: string;
  /** "Application #N — job title" for interviewers; "job title — company" for the candidate */
  summary: string;
  description: string;
  location: string;
  url: string | null;
  /** when the file is made (DTSTAMP), from the app's clock */
  stamp: Date;
  /** the platform's sender address, named after the company (ORGANIZER) */
  organizer: { email: string; name: string };
  /** who attends as this audience may know it (ATTENDEE); `accepted`: they chose the time themselves */
  attendees: (CalendarPerson & { accepted?: boolean })[];
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as the wall-clock time of `timeZone`, in the shape ical-generator writes as
 * `DTSTART;TZID=…:YYYYMMDDTHHMMSS` (its Temporal stubs; a plain Date would be written in the
 * server's own zone).
 */
function wallClock(date: Date, timeZone: string): ICalTemporalPlainDateTimeStub {
  const { year, month, day, hour, minute } = zonedParts(date, timeZone);
  const text = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00`;
  const plain: ICalTemporalPlainDateTimeStub = {
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
    toJSON: () => text,
    toString: () => text,
    toPlainDate: () => ({
      year,
      month,
      day,
      toJSON: () => text.slice(0, 10),
      toString: () => text.slice(0, 10),
    }),
    toZonedDateTime: () => zoned,
  };
  const zoned: ICalTemporalZonedDateTimeStub = {
    ...plain,
    timeZoneId: timeZone,
    toInstant: () => ({
      epochMilliseconds: date.getTime(),
      toJSON: () => date.toISOString(),
      toString: () => date.toISOString(),
      toZonedDateTimeISO: () => zoned,
    }),
    toPlainDateTime: () => plain,
    withTimeZone: () => zoned,
  };
  return plain;
}

/** The `.ics` text of one interview event. */
export function interviewCalendarText(event: InterviewEvent): string {
  const cancel = event.method === 'cancel';
  const calendar = ical({
    prodId: { company: 'Veil', product: 'Interviews', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${event.interviewId}@${UID_DOMAIN}`,
    sequence: event.sequence,
    stamp: event.stamp,
    start: wallClock(event.start, event.timeZone),
    end: wallClock(event.end, event.timeZone),
    timezone: event.timeZone,
    summary: event.summary,
    description: event.description,
    location: event.location || null,
    url: event.url,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: event.organizer,
    attendees: event.attendees.map((person) => ({
      email: person.email,
      name: person.name,
      role: ICalAttendeeRole.REQ,
      status: person.accepted ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.NEEDSACTION,
      rsvp: false,
    })),
  });
  const text = calendar.toString();
  const zone = VTIMEZONES[event.timeZone];
  // ical-generator writes a VTIMEZONE only with a calendar-wide zone, which would also make DTSTAMP
  // floating; the one block is put in before the event instead
  return zone ? text.replace('BEGIN:VEVENT', `${zone}\r\nBEGIN:VEVENT`) : text;
}

/** The calendar file as a mail attachment (`invite.ics`, the MIME type calendars look for). */
export function interviewCalendarAttachment(event: InterviewEvent): MailAttachment {
  const method = event.method === 'cancel' ? 'CANCEL' : 'REQUEST';
  return {
    filename: event.method === 'cancel' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: interviewCalendarText(event),
  };
}
