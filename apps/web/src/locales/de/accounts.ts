import type { Messages } from '../en';

/** German copy of the account management the admin area and the employer's team settings share. */
export const accounts: Pick<Messages, 'accounts'> = {
  accounts: {
    you: 'Sie',
    status: {
      pending: 'Ausstehend',
      active: 'Aktiv',
      deactivated: 'Deaktiviert',
      company_inactive: 'Unternehmen deaktiviert',
    },
    columns: {
      name: 'Name',
      title: 'Position',
      email: 'E-Mail',
      role: 'Rolle',
      external: 'Extern',
      status: 'Status',
      createdAt: 'Angelegt',
      actions: 'Aktionen',
    },
    external: { yes: 'Ja', no: 'Nein' },
    actions: {
      menu: 'Aktionen für {name}',
      resend: 'Aktivierungs-E-Mail erneut senden',
      changeRole: 'Rolle ändern',
      deactivate: 'Deaktivieren',
      reactivate: 'Wieder aktivieren',
      delete: 'Löschen',
    },
    invite: {
      jobTitleHint: 'Optional, z. B. Leitung Personal',
      emailHint: 'An diese Adresse geht die Aktivierungs-E-Mail.',
      external: 'Externe Person',
      externalHint: 'Für Personen außerhalb des Unternehmens, z. B. aus einer Agentur oder Beratung.',
      submit: 'Einladung senden',
      success: 'Konto angelegt – die Aktivierungs-E-Mail wurde an {email} gesendet.',
      failed: 'Die Einladung konnte nicht gesendet werden',
    },
    resend: {
      success: 'Eine neue Aktivierungs-E-Mail wurde an {email} gesendet. Frühere Links gelten nicht mehr.',
      failed: 'Die Aktivierungs-E-Mail konnte nicht gesendet werden',
    },
    changeRole: {
      title: 'Rolle von {name} ändern',
      submit: 'Rolle ändern',
      powerUserHint: 'Das Unternehmen muss mindestens einen aktiven Power-User behalten.',
      success: '{name} hat jetzt die Rolle {role}.',
      failed: 'Die Rolle konnte nicht geändert werden',
    },
    deactivate: {
      title: '{name} deaktivieren?',
      text: '{name} ({email}) wird sofort abgemeldet und kann sich nicht mehr anmelden. Sie können das Konto später wieder aktivieren.',
      confirm: 'Konto deaktivieren',
      success: '{name} ist deaktiviert.',
      failed: 'Das Konto konnte nicht deaktiviert werden',
    },
    reactivate: {
      title: '{name} wieder aktivieren?',
      text: '{name} ({email}) kann sich wieder anmelden oder die Aktivierung abschließen, falls sie noch offen war.',
      confirm: 'Konto wieder aktivieren',
      success: '{name} ist wieder aktiv.',
      failed: 'Das Konto konnte nicht wieder aktiviert werden',
    },
    delete: {
      title: '{name} löschen?',
      text: 'Das Konto von {name} ({email}) wird endgültig gelöscht und kann nicht wiederhergestellt werden. {name} verliert sofort den Zugang. Abgegebene Bewertungen bleiben unter dem Namen erhalten; Bewerbungen in der Verantwortung der Person gehen an die Standard-Verantwortliche bzw. den Standard-Verantwortlichen des Unternehmens.',
      confirm: 'Konto löschen',
      success: 'Das Konto von {name} wurde gelöscht.',
      failed: 'Das Konto konnte nicht gelöscht werden',
    },
  },
};
