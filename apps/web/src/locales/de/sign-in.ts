import type { Messages } from '../en';

/** German copy of sign-in, sign-up, activation and password pages of every area. */
export const signIn: Pick<Messages, 'signIn'> = {
  signIn: {
    layout: {
      footer: 'Veil: anonym bewerben, fair entscheiden.',
    },
    common: {
      backToLogin: 'Zurück zur Anmeldung',
      togglePassword: 'Passwort anzeigen oder verbergen',
      newTab: '(öffnet in einem neuen Tab)',
    },
    session: {
      loadFailed: 'Ihre Anmeldung konnte nicht geprüft werden',
    },
    account: {
      menuLabel: 'Konto von {name}',
      signedInAs: 'Angemeldet als',
      signOut: 'Abmelden',
      signIn: 'Anmelden',
    },
    login: {
      pageTitle: 'Anmelden',
      candidateTitle: 'Willkommen zurück',
      candidateDescription: 'Melden Sie sich an, um Ihre anonymen Bewerbungen zu verwalten.',
      employerTitle: 'Anmeldung für Arbeitgeber',
      employerDescription: 'Sichten Sie anonyme Bewerbungen und verwalten Sie Ihre Stellenanzeigen.',
      adminTitle: 'Anmeldung für Admins',
      adminDescription: 'Verwalten Sie Unternehmen, Konten und Stellenanzeigen.',
      submit: 'Anmelden',
      forgotPassword: 'Passwort vergessen?',
      noAccount: 'Neu bei Veil?',
      createAccount: 'Konto erstellen',
      or: 'oder',
      google: 'Mit Google anmelden',
      googleNote: 'Arbeitgeber sehen Ihr Google-Konto nie.',
      signedOut: 'Sie haben sich abgemeldet. Bis bald!',
      signedOutElsewhere: 'Sie wurden in einem anderen Tab abgemeldet.',
      signInToContinue:
        'Bitte melden Sie sich an, um fortzufahren. Danach geht es direkt zu der Seite, die Sie aufrufen wollten.',
      attemptLimitHint:
        'Zu Ihrer Sicherheit ist die Anmeldung für dieses Konto vorübergehend gesperrt. Bitte versuchen Sie es in bis zu {minutes} Minuten erneut oder legen Sie gleich ein neues Passwort fest.',
      resetInstead: 'Passwort zurücksetzen',
    },
    passwordRules: {
      title: 'Ihr Passwort braucht',
      minLength: 'mindestens {min} Zeichen',
      uppercase: 'einen Großbuchstaben',
      lowercase: 'einen Kleinbuchstaben',
      digit: 'eine Ziffer',
      special: 'ein Sonderzeichen, z. B. ! ? # %',
      whitespace: 'kein Leerzeichen am Anfang oder Ende',
      match: 'in beiden Feldern dasselbe Passwort',
      met: 'erfüllt',
      unmet: 'noch nicht erfüllt',
    },
    code: {
      hint: 'Der {length}-stellige Code aus unserer E-Mail',
      noMail: 'Keine E-Mail erhalten?',
      resend: 'Neuen Code senden',
      resendIn: 'Neuer Code in {seconds} s',
      resent: 'Wir haben Ihnen einen neuen Code gesendet.',
      resendFailed: 'Der Code konnte nicht gesendet werden',
      checkSpam: 'Das kann einige Minuten dauern. Sehen Sie bitte auch in Ihrem Spam-Ordner nach.',
    },
    signup: {
      pageTitle: 'Konto erstellen',
      title: 'Konto erstellen',
      description:
        'Bewerben Sie sich anonym: Arbeitgeber sehen Ihre Fähigkeiten und Erfahrung, nicht Ihren Namen – bis Sie selbst entscheiden, ihn preiszugeben.',
      acceptTerms:
        'Ich akzeptiere die <terms>Nutzungsbedingungen</terms> und die <privacy>Datenschutzerklärung</privacy>.',
      submit: 'Konto erstellen',
      haveAccount: 'Sie haben bereits ein Konto?',
      toLogin: 'Anmelden',
    },
    verify: {
      pageTitle: 'E-Mail-Adresse bestätigen',
      title: 'Bestätigen Sie Ihre E-Mail-Adresse',
      description:
        'Wir haben einen 6-stelligen Code an <b>{email}</b> gesendet. Geben Sie ihn hier ein, um Ihr Konto zu aktivieren.',
      descriptionNoEmail: 'Geben Sie Ihre E-Mail-Adresse und den 6-stelligen Code aus unserer E-Mail ein.',
      submit: 'Bestätigen',
      confirmed: 'Ihre E-Mail-Adresse ist bestätigt.',
      wrongEmail: 'Falsche E-Mail-Adresse?',
      signUpAgain: 'Erneut registrieren',
    },
    welcome: {
      pageTitle: 'Willkommen',
      title: 'Willkommen bei Veil!',
      intro: 'Schön, dass Sie da sind. So schützt Veil Ihre Privatsphäre:',
      points: {
        anonymous: {
          title: 'Sie bewerben sich anonym',
          text: 'Arbeitgeber sehen Ihre Erfahrung und Fähigkeiten – nie Ihren Namen, Ihr Foto oder Ihre Kontaktdaten.',
        },
        voice: {
          title: 'Ihre Stimme bleibt unerkannt',
          text: 'Audioantworten werden verfremdet, sodass niemand Sie an Ihrer Stimme erkennt.',
        },
        reveal: {
          title: 'Sie entscheiden',
          text: 'Erst nach einem Vorstellungsgespräch – und nur, wenn Sie es möchten – geben Sie Ihr vollständiges Profil frei.',
        },
      },
      start: 'Los geht’s',
    },
    forgot: {
      pageTitle: 'Passwort vergessen',
      title: 'Passwort vergessen?',
      description:
        'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Code, mit dem Sie ein neues Passwort festlegen können.',
      submit: 'Code anfordern',
      haveCode: 'Ich habe bereits einen Code',
      sentTitle: 'Bitte sehen Sie in Ihr Postfach',
      enterCode: 'Code eingeben',
    },
    reset: {
      pageTitle: 'Neues Passwort festlegen',
      title: 'Neues Passwort festlegen',
      description: 'Geben Sie den Code aus unserer E-Mail ein und wählen Sie ein neues Passwort.',
      newPassword: 'Neues Passwort',
      submit: 'Passwort speichern',
      changed: 'Ihr Passwort wurde geändert.',
      success: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
    },
    activation: {
      pageTitle: 'Konto aktivieren',
      title: 'Konto aktivieren',
      checking: 'Ihr Einladungslink wird geprüft …',
      greeting: 'Willkommen, {name}!',
      greetingNoName: 'Willkommen!',
      description: 'Legen Sie ein Passwort für {email} fest. Danach sind Sie direkt angemeldet.',
      submit: 'Konto aktivieren',
      done: 'Ihr Konto ist aktiv.',
      signInNow: 'Ihr Konto ist aktiv. Bitte melden Sie sich mit Ihrem neuen Passwort an.',
      toLogin: 'Zur Anmeldung',
      problems: {
        activation_link_invalid: { title: 'Dieser Link funktioniert nicht' },
        activation_link_expired: { title: 'Dieser Link ist abgelaufen' },
        activation_link_used: { title: 'Ihr Konto ist bereits aktiv' },
      },
      newLink: {
        employer:
          'Ihre Ansprechperson in Ihrem Unternehmen oder unser Support kann Ihnen eine neue Einladung senden. Verwenden Sie bitte den vollständigen Link aus der neuesten E-Mail.',
        admin:
          'Eine andere Super-Admin-Person kann Ihnen eine neue Einladung senden. Verwenden Sie bitte den vollständigen Link aus der neuesten E-Mail.',
      },
    },
    google: {
      pageTitle: 'Mit Google anmelden',
      title: 'Anmeldung mit Google',
      finishing: 'Einen Moment, wir schließen Ihre Anmeldung ab …',
    },
    logout: {
      pageTitle: 'Abmelden',
      progress: 'Sie werden abgemeldet …',
    },
  },
};
