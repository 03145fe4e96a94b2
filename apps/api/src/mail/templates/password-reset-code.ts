import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type PasswordResetCodeData = {
  /** the one-time code (6 digits) */
  code: string;
  /** how long the code is accepted; mentioned when given */
  validMinutes?: number;
};

/** The code that lets someone who forgot their password choose a new one. */
export function passwordResetCode(data: PasswordResetCodeData, locale: Locale): MailContent {
  const minutes = data.validMinutes;
  if (locale === 'de') {
    return {
      subject: 'Ihr Code zum Zurücksetzen des Passworts',
      preheader: 'Mit diesem Code legen Sie ein neues Passwort für Veil fest.',
      heading: 'Passwort zurücksetzen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sie möchten ein neues Passwort für Veil festlegen. Geben Sie dazu diesen Code ein:',
        },
        { kind: 'code', code: data.code },
        ...(minutes ? [{ kind: 'note' as const, text: `Der Code ist ${minutes} Minuten gültig.` }] : []),
        {
          kind: 'note',
          text: 'Sie haben das nicht angefordert? Dann ignorieren Sie diese E-Mail; Ihr bisheriges Passwort bleibt unverändert.',
        },
      ],
    };
  }
  return {
    subject: 'Your Veil password reset code',
    preheader: 'Use this code to choose a new password for Veil.',
    heading: 'Reset your password',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You asked to choose a new password for Veil. Enter this code to continue:',
      },
      { kind: 'code', code: data.code },
      ...(minutes ? [{ kind: 'note' as const, text: `The code is valid for ${minutes} minutes.` }] : []),
      {
        kind: 'note',
        text: 'Did not ask for this? Then ignore this email; your current password stays unchanged.',
      },
    ],
  };
}
