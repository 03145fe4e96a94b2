/**
 * Writes the calendar invitation (.ics, METHOD:REQUEST) of a fixed sample interview through the
 * code that mails it (modules/applications/interview-calendar-mails.ts), so that any calendar
 * validator can read it: application #123 for "Data Engineer", three proposed slots in the
 * company's time zone, the second one confirmed, the file as an interviewer gets it (organizer: the
 * default sender address named after the sample company; attendees: the two interviewers).
 *
 *   npm run ics:sample -- FILE        (FILE relative to where npm was started)
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COMPANY_TIME_ZONE } from '@veil/domain';
import { senderAddressOf } from '../src/mail/app-mail';
import {
  employerInterviewTitle,
  interviewCalendarFile,
} from '../src/modules/applications/interview-calendar-mails';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run ics:sample -- FILE\n');
  process.exit(1);
}

const interview = {
  id: '6f1c2a54-3b7e-4c1d-9a8e-2d4f5b6c7e80',
  interviewType: 'remote' as const,
  location: '',
  meetingUrl: 'https://meet.example.com/veil-sample',
  timeZone: COMPANY_TIME_ZONE,
};
// three proposed slots (10:00, 14:00 and the next day 09:30, Berlin summer time); the second is confirmed
const slots = [
  { startsAt: new Date('2030-06-04T08:00:00Z'), endsAt: new Date('2030-06-04T09:00:00Z') },
  { startsAt: new Date('2030-06-04T12:00:00Z'), endsAt: new Date('2030-06-04T13:00:00Z') },
  { startsAt: new Date('2030-06-05T07:30:00Z'), endsAt: new Date('2030-06-05T08:30:00Z') },
];
const confirmed = slots[1];
if (!confirmed) throw new Error('the sample has three slots');

const calendar = interviewCalendarFile(interview, confirmed, {
  summary: employerInterviewTitle(123, 'Data Engineer', 'en'),
  locale: 'en',
  kind: 'confirmed',
  sequence: 1,
  now: new Date('2030-05-28T10:00:00Z'),
  organizer: { email: senderAddressOf('Veil <no-reply@veil.localhost>'), name: 'Nordlicht Analytics GmbH' },
  attendees: [
    { email: 'lena.berg@nordlicht.example', name: 'Lena Berg' },
    { email: 'tom.yilmaz@nordlicht.example', name: 'Tom Yilmaz' },
  ],
});
const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
writeFileSync(target, calendar.content);
process.stdout.write(`wrote ${target} (${calendar.contentType})\n`);
