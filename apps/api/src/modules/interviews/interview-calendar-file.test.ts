import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { senderAddressOf } from '../../mail/app-mail';
import {
  type InterviewEvent,
  interviewCalendarAttachment,
  interviewCalendarText,
} from './interview-calendar-file';

const event = (overrides: Partial<InterviewEvent> = {}): InterviewEvent => ({
  interviewId: '0b6f8f7e-5d0a-4a43-9a43-5d2b8f1c9e10',
  sequence: 2,
  method: 'request',
  start: new Date('2030-01-15T09:00:00Z'),
  end: new Date('2030-01-15T10:30:00Z'),
  timeZone: 'Europe/Berlin',
  summary: 'Application #7 — Data Engineer',
  description: 'Remote interview',
  location: 'https://meet.example.com/x',
  url: 'https://meet.example.com/x',
  stamp: new Date('2030-01-01T12:00:00Z'),
  organizer: { email: 'no-reply@veil.example', name: 'Nordlicht GmbH' },
  attendees: [
    { email: 'lena@nordlicht.example', name: 'Lena Berg' },
    { email: 'tom@nordlicht.example', name: null },
  ],
  ...overrides,
});

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  // the file's own VTIMEZONE is what turns the wall-clock time into an instant
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const parsedEvent = new ICAL.Event(vevent);
  return { calendar, vevent, event: parsedEvent };
}

describe('the interview calendar file', () => {
  it('writes wall-clock times with TZID and its VTIMEZONE, in winter and in summer', () => {
    for (const [start, local] of [
      ['2030-01-15T09:00:00Z', '20300115T100000'],
      ['2030-07-15T09:00:00Z', '20300715T110000'],
    ] as const) {
      const text = interviewCalendarText(
        event({ start: new Date(start), end: new Date(Date.parse(start) + 3_600_000) }),
      );
      expect(text).toContain(`DTSTART;TZID=Europe/Berlin:${local}`);
      expect(text).toContain('DTSTAMP:20300101T120000Z');
      const { event: parsedEvent, calendar } = parsed(text);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(parsedEvent.startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
      expect(parsedEvent.uid).toBe('0b6f8f7e-5d0a-4a43-9a43-5d2b8f1c9e10@veil-interviews');
    }
  });

  it('cancels with the same UID and the given SEQUENCE', () => {
    const attachment = interviewCalendarAttachment(event({ method: 'cancel', sequence: 3 }));
    expect(attachment).toMatchObject({
      filename: 'cancel.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
    const { calendar, vevent } = parsed(attachment.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3);
  });

  it('names the platform as ORGANIZER (with the company) and the attendees, none asked to reply', () => {
    for (const method of ['request', 'cancel'] as const) {
      const { vevent } = parsed(interviewCalendarText(event({ method })));
      const organizer = vevent.getFirstProperty('organizer');
      expect(organizer?.getFirstValue()).toBe('mailto:no-reply@veil.example');
      expect(organizer?.getParameter('cn')).toBe('Nordlicht GmbH');
      const attendees = vevent.getAllProperties('attendee');
      // ical-generator writes the scheme as MAILTO: for attendees; URI schemes are case-insensitive
      expect(attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
        'mailto:lena@nordlicht.example',
        'mailto:tom@nordlicht.example',
      ]);
      expect(attendees.map((attendee) => attendee.getParameter('cn') ?? null)).toEqual(['Lena Berg', null]);
      for (const attendee of attendees) {
        expect(attendee.getParameter('rsvp')).toBe('FALSE');
        expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
      }
    }
    const own = parsed(
      interviewCalendarText(event({ attendees: [{ email: 'me@example.org', name: null, accepted: true }] })),
    );
    expect(own.vevent.getFirstProperty('attendee')?.getParameter('partstat')).toBe('ACCEPTED');
  });

  it('takes the organizer address from MAIL_FROM with or without a name', () => {
    expect(senderAddressOf('Veil <no-reply@veil.example>')).toBe('no-reply@veil.example');
    expect(senderAddressOf('no-reply@veil.example')).toBe('no-reply@veil.example');
  });
});
