import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type AccountActivationData = {
  /** the invited person's first name, for the greeting */
  firstName: string;
  /** the company the employer account belongs to; null for admins */
  companyName?: string | null;
  /** the employer or admin `active-account` page with the token */
  link: string;
  /** how long the link works */
  validDays: number;
};

/** The invitation an employer or admin account receives: a link to set a password and activate. */
export function accountActivation(data: AccountActivationData, locale: Locale): MailContent {
  const company = data.companyName?.trim() || null;
  if (locale === 'de') {
    return {
      subject: company ? `Aktivieren Sie Ihr Veil-Konto für ${company}` : 'Aktivieren Sie Ihr Veil-Konto',
      preheader: `Legen Sie Ihr Passwort fest. Der Link ist ${data.validDays} Tage gültig.`,
      heading: 'Ihr Konto ist bereit',
      blocks: [
        { kind: 'paragraph', text: `Hallo ${data.firstName},` },
        {
          kind: 'paragraph',
          text: company
            ? `für Sie wurde bei Veil ein Konto für ${company} angelegt. Legen Sie Ihr Passwort fest, um es zu aktivieren:`
            : 'für Sie wurde bei Veil ein Konto angelegt. Legen Sie Ihr Passwort fest, um es zu aktivieren:',
        },
        {
          kind: 'action',
          label: 'Konto aktivieren',
          href: data.link,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link in Ihrem Browser:',
        },
        {
          kind: 'note',
          text: `Der Link ist ${data.validDays} Tage gültig und kann einmal verwendet werden. Ist er abgelaufen, bitten Sie die Person, die Sie eingeladen hat, um eine neue Einladung.`,
        },
      ],
    };
  }
  return {
    subject: company ? `Activate your Veil account for ${company}` : 'Activate your Veil account',
    preheader: `Choose your password. The link is valid for ${data.validDays} days.`,
    heading: 'Your account is ready',
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.firstName},` },
      {
        kind: 'paragraph',
        text: company
          ? `An account on Veil has been created for you at ${company}. Choose your password to activate it:`
          : 'An account on Veil has been created for you. Choose your password to activate it:',
      },
      {
        kind: 'action',
        label: 'Activate account',
        href: data.link,
        fallback: 'If the button does not work, open this link in your browser:',
      },
      {
        kind: 'note',
        text: `The link is valid for ${data.validDays} days and can be used once. If it has expired, ask the person who invited you for a new invitation.`,
      },
    ],
  };
}
