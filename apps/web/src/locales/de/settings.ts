import type { Messages } from '../en';

/** German copy of the employer's settings: own profile, picture and team. */
export const settings: Pick<Messages, 'settings'> = {
  settings: {
    title: 'Einstellungen',
    description: 'Ihr Profil und – für Power-User – Ihr Team.',
    picture: {
      title: 'Profilbild',
      description: 'Ihre Kolleg:innen sehen es neben Ihrem Namen. Bewerber:innen sehen es nie.',
      upload: 'Bild hochladen',
      replace: 'Neues Bild hochladen',
      current: 'Aktuelles Bild',
      alt: 'Ihr Profilbild',
      saved: 'Ihr neues Profilbild ist hinterlegt.',
      removed: 'Ihr Profilbild wurde entfernt.',
      removeTitle: 'Profilbild entfernen?',
      removeText: 'Ihre Kolleg:innen sehen stattdessen ein neutrales Symbol.',
      removeConfirm: 'Bild entfernen',
    },
    profile: {
      title: 'Ihr Profil',
      description: 'So sehen Ihre Kolleg:innen Sie in Veil. Bewerber:innen sehen Ihren Namen nie.',
      jobTitle: 'Position',
      jobTitleHint: 'Optional, z. B. Leitung Personal',
      emailHint: 'Ihre Anmeldeadresse; sie lässt sich hier nicht ändern.',
      mailLanguage: 'Sprache Ihrer E-Mails',
      mailLanguageHint: 'Benachrichtigungen von Veil erhalten Sie in dieser Sprache.',
      save: 'Profil speichern',
      saved: 'Ihr Profil wurde gespeichert.',
      saveFailed: 'Ihr Profil konnte nicht gespeichert werden',
    },
    team: {
      title: 'Team',
      description: 'Alle Personen Ihres Unternehmens, die mit Veil arbeiten.',
      invite: 'Kolleg:in einladen',
      tableLabel: 'Teammitglieder',
      emptyTitle: 'Bisher nur Sie',
      emptyDescription:
        'Laden Sie Kolleg:innen ein, um Bewerbungen gemeinsam zu prüfen. Sie erhalten eine Aktivierungs-E-Mail.',
      loadFailed: 'Ihr Team konnte nicht geladen werden',
    },
    roleHint: {
      power_user: 'Verwaltet Unternehmensprofil, Stellenanzeigen, Vorlagen und das Team.',
      regular_user: 'Arbeitet mit Stellenanzeigen, Vorlagen und Bewerbungen.',
      reviewer_user: 'Prüft und bewertet die zugewiesenen Bewerbungen.',
    },
  },
};
