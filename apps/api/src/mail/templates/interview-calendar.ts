import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type InterviewCalendarData = {
  /** a confirmed (or updated) interview, or its cancellation */
  kind: 'confirmed' | 'cancelled';
  /**
   * how the interview is named: "Application #N — job title" for the interviewers (never the
   * candidate's name), "job title — company" for the candidate
   */
  title: string;
  /** the date and time as the recipient reads them (their language, the interview's time zone) */
  when: string;
  /** the address or the meeting link; may be empty */
  place: string;
  /** the interview's page in the recipient's area */
  link: string;
};

/**
 * The calendar invitation of a confirmed interview, or its cancellation (issue 38): the `.ics` is
 * attached (METHOD:REQUEST or METHOD:CANCEL, the same UID every time), the text says what changed.
 * It names only what its `title` names: interviewers never read the candidate's name here.
 */
export function interviewCalendar(data: InterviewCalendarData, locale: Locale): MailContent {
  const cancelled = data.kind === 'cancelled';
  if (locale === 'de') {
    return {
      subject: cancelled ? `Abgesagt: Interview ${data.title}` : `Interview bestätigt: ${data.title}`,
      preheader: data.when,
      heading: cancelled ? 'Das Interview findet nicht statt' : 'Der Interviewtermin steht',
      blocks: [
        { kind: 'paragraph', text: 'Guten Tag,' },
        {
          kind: 'paragraph',
          text: cancelled
            ? `das Interview „${data.title}“ am ${data.when} wurde abgesagt. Der Kalendereintrag im Anhang entfernt den Termin aus Ihrem Kalender.`
            : `der Termin für das Interview „${data.title}“ ist bestätigt: ${data.when}. Mit dem Kalendereintrag im Anhang übernehmen Sie ihn in Ihren Kalender.`,
        },
        ...(data.place && !cancelled ? [{ kind: 'paragraph' as const, text: `Ort: ${data.place}` }] : []),
        {
          kind: 'action',
          label: 'Zum Interview',
          href: data.link,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
        },
      ],
    };
  }
  return {
    subject: cancelled ? `Cancelled: interview ${data.title}` : `Interview confirmed: ${data.title}`,
    preheader: data.when,
    heading: cancelled ? 'The interview will not take place' : 'The interview time is set',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: cancelled
          ? `the interview “${data.title}” on ${data.when} has been cancelled. The attached calendar file removes it from your calendar.`
          : `the time of the interview “${data.title}” is confirmed: ${data.when}. Open the attached calendar file to add it to your calendar.`,
      },
      ...(data.place && !cancelled ? [{ kind: 'paragraph' as const, text: `Place: ${data.place}` }] : []),
      {
        kind: 'action',
        label: 'Go to the interview',
        href: data.link,
        fallback: 'If the button does not work, open this address:',
      },
    ],
  };
}
