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
 * The built-in rejection a candidate receives (until companies write their own in e-mail templates):
 * the job, the company, the company's note if any, and where to see the application.
 */
export function applicationRejected(data: ApplicationRejectedData, locale: Locale): MailContent {
  const note = data.note.trim();
  if (locale === 'de') {
    return {
      subject: `Ihre Bewerbung als ${data.jobTitle} bei ${data.companyName}`,
      preheader: `${data.companyName} hat über Ihre Bewerbung entschieden.`,
      heading: 'Eine Entscheidung zu Ihrer Bewerbung',
      blocks: [
        {
          kind: 'paragraph',
          text: `vielen Dank für Ihr Interesse an der Stelle ${data.jobTitle} bei ${data.companyName}. Nach sorgfältiger Prüfung hat sich das Unternehmen leider für andere Bewerbungen entschieden.`,
        },
        ...(note ? [{ kind: 'paragraph' as const, text: `Nachricht von ${data.companyName}: ${note}` }] : []),
        {
          kind: 'action',
          label: 'Meine Bewerbungen ansehen',
          href: data.link,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
        },
        {
          kind: 'note',
          text: 'Ihre Bewerbungsdaten werden 180 Tage nach dieser Absage gelöscht. Ihr Profil bleibt bestehen, und wir wünschen Ihnen viel Erfolg bei Ihrer weiteren Suche.',
        },
      ],
    };
  }
  return {
    subject: `Your application as ${data.jobTitle} at ${data.companyName}`,
    preheader: `${data.companyName} has decided on your application.`,
    heading: 'A decision on your application',
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for your interest in the position ${data.jobTitle} at ${data.companyName}. After careful review, the company has unfortunately decided to continue with other applications.`,
      },
      ...(note ? [{ kind: 'paragraph' as const, text: `Message from ${data.companyName}: ${note}` }] : []),
      {
        kind: 'action',
        label: 'See my applications',
        href: data.link,
        fallback: 'If the button does not work, open this address:',
      },
      {
        kind: 'note',
        text: 'Your application data will be deleted 180 days after this rejection. Your profile stays, and we wish you every success in your search.',
      },
    ],
  };
}
