import { type Locale, REJECTED_APPLICATION_RETENTION_DAYS } from '@veil/domain';
import type { MailContent } from './layout';

export type CompanyTemplateData = {
  /** the filled subject */
  subject: string;
  /** the filled, sanitised content and its plain-text twin */
  html: string;
  text: string;
  companyName: string;
  /** the company's note to this candidate (a rejection's), below the content; may be empty */
  note: string;
  /** a link to the template's welcome video; null without one */
  videoLink: string | null;
  /** the candidate's applications page */
  link: string;
  /** a rejection: the mail says when the application's data is erased */
  isRejection: boolean;
  /**
   * an interview invitation's details below the content (issue 38): the proposed slots as the
   * candidate reads them, and the place; absent for every other mail
   */
  interview?: { slots: string[]; place: string; duration: string };
};

/**
 * A mail a company wrote itself (modules/email-templates): its filled template in Veil's frame,
 * followed by the company's note to this candidate, a link to its welcome video (linked, never
 * attached), and where the candidate sees the application.
 */
export function companyTemplate(data: CompanyTemplateData, locale: Locale): MailContent {
  const note = data.note.trim();
  const de = locale === 'de';
  return {
    subject: data.subject,
    preheader: de ? `Eine Nachricht von ${data.companyName}` : `A message from ${data.companyName}`,
    heading: de ? `Nachricht von ${data.companyName}` : `A message from ${data.companyName}`,
    blocks: [
      { kind: 'richText', html: data.html, text: data.text },
      ...(note
        ? [
            {
              kind: 'paragraph' as const,
              text: de ? `Persönliche Nachricht: ${note}` : `Personal message: ${note}`,
            },
          ]
        : []),
      ...(data.interview
        ? [
            {
              kind: 'paragraph' as const,
              text: `${de ? 'Vorgeschlagene Termine' : 'Proposed times'} (${data.interview.duration}):\n${data.interview.slots.map((slot) => `- ${slot}`).join('\n')}`,
            },
            ...(data.interview.place
              ? [{ kind: 'paragraph' as const, text: `${de ? 'Ort' : 'Place'}: ${data.interview.place}` }]
              : []),
            {
              kind: 'paragraph' as const,
              text: de
                ? 'Wählen Sie bei Veil den Termin, der Ihnen passt, oder sagen Sie dem Unternehmen, dass keiner passt.'
                : 'Choose the time that suits you on Veil, or tell the company that none fits.',
            },
          ]
        : []),
      ...(data.videoLink
        ? [
            {
              kind: 'action' as const,
              label: de ? 'Begrüßungsvideo ansehen' : 'Watch the welcome video',
              href: data.videoLink,
              fallback: de
                ? 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:'
                : 'If the button does not work, open this address:',
            },
          ]
        : []),
      {
        kind: 'note',
        text: de
          ? `Ihre Bewerbungen sehen Sie jederzeit bei Veil: ${data.link}`
          : `You can see your applications at any time on Veil: ${data.link}`,
      },
      ...(data.isRejection
        ? [
            {
              kind: 'note' as const,
              text: de
                ? `Ihre Bewerbungsdaten werden ${REJECTED_APPLICATION_RETENTION_DAYS} Tage nach dieser Absage gelöscht. Ihr Profil bei Veil bleibt bestehen.`
                : `Your application data will be deleted ${REJECTED_APPLICATION_RETENTION_DAYS} days after this rejection. Your Veil profile stays.`,
            },
          ]
        : []),
    ],
  };
}
