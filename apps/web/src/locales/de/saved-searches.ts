/** Deutsche Texte der gespeicherten Suchen (Issue 39): Speichern in der Jobsuche und die eigene Seite. */
export const savedSearches = {
  savedSearches: {
    save: {
      button: 'Suche speichern',
      title: 'Diese Suche speichern',
      text: 'Wir benachrichtigen Sie, sobald eine neue Stelle veröffentlicht wird, die diese Suche finden würde.',
      name: 'Name der Suche',
      email: 'E-Mail bei neuen passenden Jobs',
      emailHint: 'Sie erhalten die Benachrichtigung immer auch in der Glocke.',
      submit: 'Speichern',
      cancel: 'Abbrechen',
      failed: 'Die Suche konnte nicht gespeichert werden.',
      done: 'Suche „{name}“ gespeichert.',
      allJobs: 'Alle Jobs',
    },
    link: 'Gespeicherte Suchen',
    page: {
      title: 'Gespeicherte Suchen',
      description:
        'Bis zu {max} Suchen der Jobsuche. Zu jeder neuen Stelle, die eine davon findet, erhalten Sie eine Benachrichtigung und auf Wunsch eine E-Mail.',
      toJobs: 'Zur Jobsuche',
      emptyTitle: 'Noch keine gespeicherten Suchen',
      emptyText:
        'Suchen Sie in der Jobsuche nach Stichwort, Ort oder Filtern und wählen Sie „Suche speichern“.',
      count: '{count} von {max} gespeichert',
      show: 'Jobs anzeigen',
      rename: 'Umbenennen',
      renameLabel: 'Neuer Name für „{name}“',
      renameSave: 'Namen speichern',
      deleteLabel: '„{name}“ löschen',
      delete: 'Löschen',
      deleteTitle: 'Gespeicherte Suche löschen?',
      deleteText: '„{name}“ wird gelöscht. Zu neuen Stellen dieser Suche hören Sie dann nichts mehr.',
      deleteFailed: 'Die Suche konnte nicht gelöscht werden.',
      updateFailed: 'Die Änderung konnte nicht gespeichert werden.',
      savedAt: 'Gespeichert am {date}',
      noFilters: 'Alle Stellen, ohne Filter',
      filters_one: '{count} Filter',
      filters_other: '{count} Filter',
    },
  },
};
