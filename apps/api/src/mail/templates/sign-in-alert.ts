import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type SignInAlertData = {
  /** failed sign-ins to the account within the last hour */
  failures: number;
  /** where the owner chooses a new password */
  resetLink: string;
};

/** Tells the owner of an account that many sign-ins with a wrong password were attempted. */
export function signInAlert(data: SignInAlertData, locale: Locale): MailContent {
  if (locale === 'de') {
    return {
      subject: 'Ungewöhnlich viele Anmeldeversuche bei Ihrem Veil-Konto',
      preheader: `In der letzten Stunde wurde ${data.failures}-mal ein falsches Passwort eingegeben.`,
      heading: 'Viele fehlgeschlagene Anmeldeversuche',
      blocks: [
        {
          kind: 'paragraph',
          text: `In der letzten Stunde wurde bei Ihrem Veil-Konto ${data.failures}-mal ein falsches Passwort eingegeben. Weitere Versuche von unbekannten Geräten werden deshalb verlangsamt; von Geräten, mit denen Sie sich schon angemeldet haben, melden Sie sich weiterhin wie gewohnt an.`,
        },
        {
          kind: 'paragraph',
          text: 'Waren Sie das nicht, ist Ihr Passwort vermutlich jemandem bekannt geworden oder wird erraten. Legen Sie am besten ein neues, langes Passwort fest, das Sie nirgends sonst verwenden.',
        },
        {
          kind: 'action',
          label: 'Neues Passwort festlegen',
          href: data.resetLink,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
        },
        { kind: 'note', text: 'Waren Sie es selbst, müssen Sie nichts tun.' },
      ],
    };
  }
  return {
    subject: 'Unusually many sign-in attempts on your Veil account',
    preheader: `A wrong password was entered ${data.failures} times in the last hour.`,
    heading: 'Many failed sign-in attempts',
    blocks: [
      {
        kind: 'paragraph',
        text: `A wrong password was entered ${data.failures} times for your Veil account in the last hour. Further attempts from unknown devices are therefore slowed down; on devices you have signed in with before, you sign in as usual.`,
      },
      {
        kind: 'paragraph',
        text: 'If this was not you, someone may know or be guessing your password. Best choose a new, long password that you use nowhere else.',
      },
      {
        kind: 'action',
        label: 'Choose a new password',
        href: data.resetLink,
        fallback: 'If the button does not work, open this address:',
      },
      { kind: 'note', text: 'If it was you, there is nothing to do.' },
    ],
  };
}
