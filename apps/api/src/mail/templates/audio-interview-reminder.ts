import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type AudioInterviewReminderData = {
  jobTitle: string;
  companyName: string;
  /** the due date and time as the candidate reads them (their language, Europe/Berlin) */
  dueDate: string;
  /** the reminder's threshold: 72, 48 or 24 hours before the due date */
  hoursLeft: number;
  /** the audio interview's instruction page */
  link: string;
};

/**
 * The reminder of an open audio interview (issue 37; spec section 9: 72, 48 and 24 hours before the
 * due date). Friendly rather than pressing: many candidates give up on recorded interviews, so it
 * says how little is left to do, that the voice is altered, and that a written alternative can be
 * asked for on the same page. It names nobody: the employer's side never learns the candidate's name.
 */
export function audioInterviewReminder(data: AudioInterviewReminderData, locale: Locale): MailContent {
  const days = Math.round(data.hoursLeft / 24);
  if (locale === 'de') {
    const left = days === 1 ? 'noch einen Tag' : `noch ${days} Tage`;
    return {
      subject: `Erinnerung: Ihr Audio-Interview für ${data.jobTitle} bei ${data.companyName}`,
      preheader: `Sie haben ${left} Zeit, bis ${data.dueDate}.`,
      heading: 'Ihr Audio-Interview wartet',
      blocks: [
        { kind: 'paragraph', text: 'Guten Tag,' },
        {
          kind: 'paragraph',
          text: `${data.companyName} freut sich auf Ihre Antworten zur Stelle „${data.jobTitle}“. Sie haben ${left} Zeit: Die Frist endet am ${data.dueDate}.`,
        },
        {
          kind: 'paragraph',
          text: 'Sie nehmen jede Frage in Ruhe auf, können eine Antwort einmal neu aufnehmen und senden am Ende alle zusammen ab. Ihre Stimme wird verfremdet, bevor das Unternehmen sie hört.',
        },
        {
          kind: 'paragraph',
          text: 'Können Sie nicht aufnehmen? Auf derselben Seite können Sie das Unternehmen um eine schriftliche Alternative bitten, ohne einen Grund anzugeben.',
        },
        {
          kind: 'action',
          label: 'Zum Audio-Interview',
          href: data.link,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
        },
        {
          kind: 'note',
          text: 'Haben Sie Ihre Antworten schon abgesendet? Dann können Sie diese E-Mail ignorieren.',
        },
      ],
    };
  }
  const left = days === 1 ? 'one day' : `${days} days`;
  return {
    subject: `Reminder: your audio interview for ${data.jobTitle} at ${data.companyName}`,
    preheader: `You have ${left} left, until ${data.dueDate}.`,
    heading: 'Your audio interview is waiting',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `${data.companyName} is looking forward to your answers for the position “${data.jobTitle}”. You have ${left} left: the due date is ${data.dueDate}.`,
      },
      {
        kind: 'paragraph',
        text: 'You record each question at your own pace, may record an answer once more, and send them all together at the end. Your voice is altered before the company hears it.',
      },
      {
        kind: 'paragraph',
        text: 'Cannot record? On the same page you can ask the company for a written alternative, without giving a reason.',
      },
      {
        kind: 'action',
        label: 'Go to the audio interview',
        href: data.link,
        fallback: 'If the button does not work, open this address:',
      },
      { kind: 'note', text: 'Already sent your answers? Then you can ignore this e-mail.' },
    ],
  };
}
