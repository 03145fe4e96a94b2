import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type ApplicationRejectedData = {
  jobTitle: string;
  companyName: string;
  /** the company's note to the candidate; may be empty */
  note: string;
  /** the candidate's applications page */
  link: string;
};

/**
 * The built-in rejection a candidate receives (until companies write their own in e-mail templates),
 * written as a recruiter would: a greeting, the decision on the job at the company, the company's
 * note if any, good wishes and the company's sign-off; then where to see the application and how
 * long its data stays. The greeting names nobody: the candidate's name lives in their profile, which
 * the employer's side that rejects does not read (and what it queues, it could show).
 */
export function applicationRejected(data: ApplicationRejectedData, locale: Locale): MailContent {
  const note = data.note.trim();
  if (locale === 'de') {
    return {
      subject: `Ihre Bewerbung als ${data.jobTitle} bei ${data.companyName}`,
      preheader: `${data.companyName} hat über Ihre Bewerbung entschieden.`,
      heading: 'Eine Entscheidung zu Ihrer Bewerbung',
      blocks: [
        { kind: 'paragraph', text: 'Guten Tag,' },
        {
          kind: 'paragraph',
          text: `vielen Dank für Ihr Interesse an der Stelle „${data.jobTitle}“ bei ${data.companyName} und die Zeit, die Sie sich für Ihre Bewerbung genommen haben. Nach sorgfältiger Prüfung hat sich das Unternehmen leider für andere Bewerbungen entschieden.`,
        },
        ...(note ? [{ kind: 'paragraph' as const, text: `Nachricht von ${data.companyName}: ${note}` }] : []),
        { kind: 'paragraph', text: 'Für Ihre weitere Suche wünschen wir Ihnen viel Erfolg.' },
        { kind: 'paragraph', text: `Mit freundlichen Grüßen\n${data.companyName}` },
        {
          kind: 'action',
          label: 'Meine Bewerbungen ansehen',
          href: data.link,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
        },
        {
          kind: 'note',
          text: 'Ihre Bewerbungsdaten werden 180 Tage nach dieser Absage gelöscht. Ihr Profil bei Veil bleibt bestehen.',
        },
      ],
    };
  }
  return {
    subject: `Your application as ${data.jobTitle} at ${data.companyName}`,
    preheader: `${data.companyName} has decided on your application.`,
    heading: 'A decision on your application',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `Thank you for your interest in the position “${data.jobTitle}” at ${data.companyName} and for the time you took to apply. After careful review, the company has unfortunately decided to continue with other applications.`,
      },
      ...(note ? [{ kind: 'paragraph' as const, text: `Message from ${data.companyName}: ${note}` }] : []),
      { kind: 'paragraph', text: 'We wish you every success in your search.' },
      { kind: 'paragraph', text: `Kind regards,\n${data.companyName}` },
      {
        kind: 'action',
        label: 'See my applications',
        href: data.link,
        fallback: 'If the button does not work, open this address:',
      },
      {
        kind: 'note',
        text: 'Your application data will be deleted 180 days after this rejection. Your Veil profile stays.',
      },
    ],
  };
}
