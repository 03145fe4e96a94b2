import type { Messages } from '../en';

/** German copy of the admin area (always shown in English). */
export const admin: Pick<Messages, 'admin'> = {
  admin: {
    common: {
      allCompanies: 'Alle Unternehmen',
      jobTitle: 'Position',
      jobTitleHint: 'Optional, z. B. Leitung Personal',
    },
    companies: {
      title: 'Unternehmen',
      description: 'Alle Unternehmen, die Veil nutzen, mit ihren Konten.',
      create: 'Unternehmen anlegen',
      searchLabel: 'Nach Namen suchen',
      searchPlaceholder: 'Teil des Unternehmensnamens',
      clearSearch: 'Suche zurücksetzen',
      sortLabel: 'Sortieren nach',
      sort: {
        createdDesc: 'Neueste zuerst',
        createdAsc: 'Älteste zuerst',
        nameAsc: 'Name A–Z',
        nameDesc: 'Name Z–A',
      },
      columns: {
        name: 'Name',
        status: 'Status',
        users: 'Nutzer:innen',
        powerUsers: 'Power-User',
        jobPosts: 'Stellenanzeigen',
        createdAt: 'Angelegt',
        createdBy: 'Angelegt von',
        actions: 'Aktionen',
      },
      status: { active: 'Aktiv', inactive: 'Inaktiv' },
      actions: {
        menu: 'Aktionen für {name}',
        openAccounts: 'Konten öffnen',
        rename: 'Umbenennen',
        activate: 'Aktivieren',
        deactivate: 'Deaktivieren',
      },
      summary: '{shown} von {total} angezeigt · Seite {page} von {pages}',
      summaryCapped: '{shown} von mehr als {total} angezeigt',
      loadMore: 'Weitere laden',
      loadMoreFailed: 'Weitere Unternehmen konnten nicht geladen werden',
      loadFailed: 'Die Unternehmen konnten nicht geladen werden',
      emptyTitle: 'Noch keine Unternehmen',
      emptyDescription:
        'Legen Sie das erste Unternehmen an und laden Sie dessen Mitarbeitende ein, Stellen auszuschreiben.',
      noMatchTitle: 'Kein Unternehmen passt zu „{search}“',
      noMatchDescription: 'Prüfen Sie die Schreibweise oder suchen Sie nach einem Teil des Namens.',
      createdOn: 'Angelegt am {date}',
      createdOnBy: 'Angelegt am {date} von {name}',
    },
    rename: {
      title: 'Unternehmen umbenennen',
      submit: 'Namen speichern',
      success: 'Das Unternehmen heißt jetzt {name}.',
      failed: 'Das Unternehmen konnte nicht umbenannt werden',
    },
    companyStatus: {
      deactivateTitle: '{name} deaktivieren?',
      deactivateText:
        'Beim Deaktivieren werden alle {count} Nutzer:innen von {name} abgemeldet und können sich nicht mehr anmelden. Die Daten bleiben erhalten; Sie können das Unternehmen jederzeit wieder aktivieren.',
      deactivateText_one:
        'Beim Deaktivieren wird die einzige Person von {name} abgemeldet und kann sich nicht mehr anmelden. Die Daten bleiben erhalten; Sie können das Unternehmen jederzeit wieder aktivieren.',
      deactivateConfirm: 'Unternehmen deaktivieren',
      deactivated: '{name} ist deaktiviert. Alle Nutzer:innen wurden abgemeldet.',
      activateTitle: '{name} aktivieren?',
      activateText:
        'Die aktiven Konten von {name} können sich wieder mit ihrem Passwort anmelden; ausstehende Konten können ihre Aktivierung abschließen.',
      activateConfirm: 'Unternehmen aktivieren',
      activated: '{name} ist wieder aktiv.',
      failed: 'Der Status konnte nicht geändert werden',
    },
    createCompany: {
      title: 'Unternehmen anlegen',
      description:
        'Der erste Power-User erhält eine Aktivierungs-E-Mail. Nach der Anmeldung vervollständigt er die Unternehmensangaben und lädt Kolleg:innen ein.',
      companySection: 'Unternehmen',
      companyEmail: 'E-Mail-Adresse des Unternehmens',
      companyEmailHint: 'Allgemeine Kontaktadresse, z. B. jobs@firma.de',
      powerUserSection: 'Erster Power-User',
      powerUserHint: 'Verwaltet Unternehmensangaben, Stellenanzeigen, Vorlagen und Konten.',
      powerUserEmailHint: 'An diese Adresse geht die Aktivierungs-E-Mail.',
      submit: 'Unternehmen anlegen',
      successTitle: '{name} angelegt',
      success: 'Unternehmen angelegt – Aktivierungs-E-Mail an {email} gesendet.',
      failed: 'Das Unternehmen konnte nicht angelegt werden',
      leaveTitle: 'Eingaben verwerfen?',
      leaveText: 'Das Unternehmen ist noch nicht angelegt. Ihre Eingaben gehen verloren.',
      stay: 'Weiter bearbeiten',
      leave: 'Verwerfen',
    },
    accounts: {
      title: 'Konten',
      pageTitle: 'Konten von {company}',
      tableLabel: 'Konten',
      add: 'Konto hinzufügen',
      deactivateCompany: 'Unternehmen deaktivieren',
      activateCompany: 'Unternehmen aktivieren',
      inactiveCompany: {
        title: 'Dieses Unternehmen ist deaktiviert',
        text: 'Niemand aus diesem Unternehmen kann sich anmelden, bis Sie es wieder aktivieren.',
      },
      emptyTitle: 'Noch keine Konten',
      emptyDescription:
        'Laden Sie die erste Person dieses Unternehmens ein. Sie erhält eine Aktivierungs-E-Mail.',
      loadFailed: 'Die Konten konnten nicht geladen werden',
      companyLoadFailed: 'Das Unternehmen konnte nicht geladen werden',
    },
    addAccount: {
      title: 'Konto für {company} hinzufügen',
    },
  },
};
