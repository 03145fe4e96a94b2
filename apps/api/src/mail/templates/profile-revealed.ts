import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type ProfileRevealedData = {
  /** the application's number in the company */
  applicationNumber: number;
  jobTitle: string;
  /** the application's page in the employer area */
  link: string;
};

/**
 * To the company's power users and the application's person in charge when its candidate shared
 * their full profile after the interview (spec: receivedRevealEmail). It names the application, not
 * the person: the name is read on the application's "resume" tab, behind the sign-in, never in a mail.
 */
export function profileRevealed(data: ProfileRevealedData, locale: Locale): MailContent {
  const application = `#${data.applicationNumber} — ${data.jobTitle}`;
  if (locale === 'de') {
    return {
      subject: `Bewerbung ${application}: vollständiges Profil geteilt`,
      preheader: 'Nach dem Vorstellungsgespräch hat die Person ihr vollständiges Profil mit Ihnen geteilt.',
      heading: 'Ein vollständiges Profil wurde geteilt',
      blocks: [
        { kind: 'paragraph', text: 'Guten Tag,' },
        {
          kind: 'paragraph',
          text: `die Kandidatin oder der Kandidat der Bewerbung ${application} hat nach dem Vorstellungsgespräch entschieden, Ihrem Unternehmen das vollständige Profil zu zeigen.`,
        },
        {
          kind: 'paragraph',
          text: 'Sie finden es in der Bewerbung auf dem Reiter „Lebenslauf“, so wie es im Moment der Freigabe war.',
        },
        {
          kind: 'action',
          label: 'Zur Bewerbung',
          href: data.link,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
        },
        {
          kind: 'note',
          text: 'Bitte nutzen Sie die Angaben nur für dieses Bewerbungsverfahren.',
        },
      ],
    };
  }
  return {
    subject: `Application ${application}: full profile shared`,
    preheader: 'After the interview, the candidate shared their full profile with you.',
    heading: 'A full profile was shared with you',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `After the interview, the candidate of application ${application} chose to show your company their full profile.`,
      },
      {
        kind: 'paragraph',
        text: 'You find it in the application, on the “Resume” tab, as it was at the moment they shared it.',
      },
      {
        kind: 'action',
        label: 'Open the application',
        href: data.link,
        fallback: 'If the button does not work, open this address:',
      },
      { kind: 'note', text: 'Please use these details for this application process only.' },
    ],
  };
}
