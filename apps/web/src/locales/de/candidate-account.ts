import type { Messages } from '../en';

/** German copy of the candidate's account: deleting it, and the page after. */
export const candidateAccount: Pick<Messages, 'candidateAccount'> = {
  candidateAccount: {
    danger: {
      title: 'Konto löschen',
      description:
        'Löscht Ihr Konto mit Ihrem Profil, Ihren Dateien und allen Ihren Bewerbungen. Das lässt sich nicht rückgängig machen.',
      open: 'Konto löschen …',
    },
    modal: {
      title: 'Konto wirklich löschen?',
      deletedTitle: 'Was wir löschen',
      deleted: {
        profile: 'Ihr Profil, Ihren Lebenslauf und Ihren öffentlichen anonymen Link',
        files: 'Ihr Foto, hochgeladene Dateien und Aufnahmen',
        applications: 'Alle Ihre Bewerbungen, Entwürfe wie gesendete, mit Ihren Antworten',
        account: 'Ihre Anmeldung, Ihre gemerkten Stellen und alle E-Mails an Ihre Adresse',
      },
      counts: 'Bewerbungen: {sent} gesendet, {drafts} Entwürfe.',
      keptTitle: 'Was Arbeitgeber behalten',
      kept: 'Ein Unternehmen, das eine Bewerbung erhalten hat, behält drei Jahre lang ein Löschprotokoll: Nummer, Stelle, Daten und was gelöscht wurde. Es enthält nichts über Sie: keinen Namen, keine Adresse, keine Antwort.',
      backups:
        'Aus technischen Sicherungskopien verschwinden Ihre Daten, wenn diese überschrieben werden, spätestens nach 30 Tagen.',
      password: 'Ihr Passwort',
      passwordHint: 'Geben Sie zur Bestätigung das Passwort ein, mit dem Sie sich anmelden.',
      word: 'Geben Sie zur Bestätigung {word} ein',
      wordHint: 'Sie melden sich mit Google an, daher bestätigen Sie mit diesem Wort.',
      confirm: 'Mein Konto löschen',
      failed: 'Ihr Konto wurde nicht gelöscht.',
      loadFailed: 'Was gelöscht würde, konnte nicht geladen werden.',
    },
    deleted: {
      pageTitle: 'Konto gelöscht',
      title: 'Ihr Konto wurde gelöscht',
      text: 'Wir haben Ihr Profil, Ihre Dateien und alle Ihre Bewerbungen gelöscht. Unternehmen, die eine Bewerbung erhalten hatten, behalten nur ein Löschprotokoll ohne Angaben zu Ihrer Person.',
      again: 'Mit derselben E-Mail-Adresse können Sie sich jederzeit neu registrieren, als neue Person.',
      home: 'Zur Startseite',
      signup: 'Neues Konto erstellen',
    },
  },
};
