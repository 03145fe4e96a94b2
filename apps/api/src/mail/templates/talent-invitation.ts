import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type TalentInvitationData = {
  companyName: string;
  jobTitle: string;
  /** how many days the invitation can be accepted */
  validDays: number;
  /** the candidate's applications page, where the invitation is shown */
  link: string;
};

/**
 * To a candidate in a company's talent pool whom the company invites to apply to an open job. The
 * company never learns the address: the platform sends it, and the candidate decides.
 */
export function talentInvitation(data: TalentInvitationData, locale: Locale): MailContent {
  if (locale === 'de') {
    return {
      subject: `${data.companyName} lädt Sie ein, sich zu bewerben: ${data.jobTitle}`,
      preheader: 'Eine Einladung aus dem Talentpool, dem Sie zugestimmt haben.',
      heading: 'Eine Einladung zur Bewerbung',
      blocks: [
        { kind: 'paragraph', text: 'Guten Tag,' },
        {
          kind: 'paragraph',
          text: `${data.companyName} hat Ihr anonymes Profil im Talentpool gesehen und lädt Sie ein, sich auf die Stelle „${data.jobTitle}“ zu bewerben. Das Unternehmen kennt weiterhin weder Ihren Namen noch Ihre Kontaktdaten.`,
        },
        {
          kind: 'paragraph',
          text: `Die Einladung gilt ${data.validDays} Tage. Wenn Sie nicht reagieren, läuft sie einfach ab.`,
        },
        {
          kind: 'action',
          label: 'Einladung ansehen',
          href: data.link,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
        },
        {
          kind: 'note',
          text: 'Ihre Zustimmung zum Talentpool können Sie jederzeit unter „Bewerbungen“ widerrufen.',
        },
      ],
    };
  }
  return {
    subject: `${data.companyName} invites you to apply: ${data.jobTitle}`,
    preheader: 'An invitation from a talent pool you agreed to join.',
    heading: 'An invitation to apply',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `${data.companyName} saw your anonymous profile in their talent pool and invites you to apply for “${data.jobTitle}”. The company still knows neither your name nor your contact details.`,
      },
      {
        kind: 'paragraph',
        text: `The invitation is valid for ${data.validDays} days. If you do not respond, it simply lapses.`,
      },
      {
        kind: 'action',
        label: 'View the invitation',
        href: data.link,
        fallback: 'If the button does not work, open this address:',
      },
      { kind: 'note', text: 'You can revoke your talent pool consent at any time under “Applications”.' },
    ],
  };
}
