import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type InterviewReplyData = {
  /** none of the proposed slots fits, or the candidate asks to move the confirmed interview */
  kind: 'noSlotFits' | 'reschedule';
  /** "Application #N — job title": never the candidate's name */
  title: string;
  /** the candidate's message, masked like every free text employers read */
  message: string;
  /** the application's page in the employer area */
  link: string;
};

/**
 * Tells the person in charge that the candidate answered the interview invitation with a message
 * (issue 38): no proposed slot fits, or a request to reschedule. It names the application only.
 */
export function interviewReply(data: InterviewReplyData, locale: Locale): MailContent {
  const none = data.kind === 'noSlotFits';
  if (locale === 'de') {
    return {
      subject: none ? `Kein Termin passt: ${data.title}` : `Bitte um einen neuen Termin: ${data.title}`,
      preheader: data.title,
      heading: none ? 'Keiner der Termine passt' : 'Die Person bittet um einen neuen Termin',
      blocks: [
        { kind: 'paragraph', text: 'Guten Tag,' },
        {
          kind: 'paragraph',
          text: none
            ? `zur Einladung „${data.title}“ passt keiner der vorgeschlagenen Termine. Schlagen Sie bitte neue vor.`
            : `zum bestätigten Interview „${data.title}“ wird um einen neuen Termin gebeten.`,
        },
        { kind: 'paragraph', text: `Nachricht: ${data.message}` },
        {
          kind: 'action',
          label: 'Zur Bewerbung',
          href: data.link,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
        },
      ],
    };
  }
  return {
    subject: none ? `No time fits: ${data.title}` : `Request for a new time: ${data.title}`,
    preheader: data.title,
    heading: none ? 'None of the times fits' : 'A new time is requested',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: none
          ? `none of the proposed times of the invitation “${data.title}” fits. Please propose new ones.`
          : `a new time is requested for the confirmed interview “${data.title}”.`,
      },
      { kind: 'paragraph', text: `Message: ${data.message}` },
      {
        kind: 'action',
        label: 'Go to the application',
        href: data.link,
        fallback: 'If the button does not work, open this address:',
      },
    ],
  };
}
