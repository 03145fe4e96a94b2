import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type SignupCodeData = {
  /** the one-time code (6 digits) */
  code: string;
  /** how long the code is accepted */
  validMinutes: number;
};

/** The code a new candidate enters to confirm their e-mail address. */
export function signupCode(data: SignupCodeData, locale: Locale): MailContent {
  if (locale === 'de') {
    return {
      subject: 'Ihr Bestätigungscode für Veil',
      preheader: `Bestätigen Sie Ihre E-Mail-Adresse. Der Code ist ${data.validMinutes} Minuten gültig.`,
      heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Willkommen bei Veil. Geben Sie diesen Code auf der Registrierungsseite ein, um Ihre E-Mail-Adresse zu bestätigen:',
        },
        { kind: 'code', code: data.code },
        { kind: 'note', text: `Der Code ist ${data.validMinutes} Minuten gültig.` },
        {
          kind: 'note',
          text: 'Sie haben sich nicht bei Veil registriert? Dann können Sie diese E-Mail einfach ignorieren.',
        },
      ],
    };
  }
  return {
    subject: 'Your Veil verification code',
    preheader: `Confirm your email address. The code is valid for ${data.validMinutes} minutes.`,
    heading: 'Confirm your email address',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Welcome to Veil. Enter this code on the sign-up page to confirm your email address:',
      },
      { kind: 'code', code: data.code },
      { kind: 'note', text: `The code is valid for ${data.validMinutes} minutes.` },
      { kind: 'note', text: 'Did not sign up for Veil? Then you can simply ignore this email.' },
    ],
  };
}
