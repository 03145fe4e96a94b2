import type { Messages } from '../en';

/** German copy of the pipeline view of a job on the employer's board. */
export const employerPipeline: Pick<Messages, 'employerPipeline'> = {
  employerPipeline: {
    columns: 'Pipeline der Stelle',
    column: '{status}: {count} Bewerbungen',
    hint: 'Ziehen Sie eine Karte in eine andere Spalte oder nutzen Sie ihr Menü „Verschieben nach“ (auch mit der Tastatur).',
    empty: 'Keine Bewerbungen',
    loadMore: 'Weitere laden',
    loadMoreFailed: 'Weitere Bewerbungen konnten nicht geladen werden.',
    loadFailed: 'Die Pipeline konnte nicht geladen werden.',
    showRejected: 'Abgelehnte anzeigen ({count})',
    hideRejected: 'Abgelehnte ausblenden',
    selectCard: 'Bewerbung #{number} auswählen',
    selectColumn: 'Alle in „{status}“ auswählen',
    moveMenu: 'Bewerbung #{number} verschieben',
    moveTo: 'Verschieben nach',
    moving: 'Wird verschoben …',
    dragStarted: 'Bewerbung #{number} aufgenommen. Legen Sie sie auf einer anderen Spalte ab.',
    moved: 'Bewerbung #{number} ist jetzt in „{status}“.',
    formOpened:
      'Für den Schritt von Bewerbung #{number} nach „{status}“ braucht es noch Angaben: Das Formular ist geöffnet.',
    refusedTitle: 'Bewerbung #{number} wurde nicht verschoben',
    refused: {
      sameStatus: 'Sie ist bereits in „{to}“.',
      candidateOnly: 'Den Schritt von „{from}“ nach „{to}“ macht die Bewerberin oder der Bewerber selbst.',
      notFromStatus: 'Von „{from}“ führt kein Schritt nach „{to}“.',
    },
    openFailed: 'Bewerbung #{number} konnte nicht geöffnet werden.',
    bulk: {
      label: 'Aktionen für die ausgewählten Bewerbungen',
      selected: '{count} ausgewählt',
      clear: 'Auswahl aufheben',
      assign: 'Prüfende zuweisen',
      reject: 'Ablehnen',
      assignTitle: 'Prüfende für {count} Bewerbungen zuweisen',
      assignText:
        'Die gewählten Personen kommen zu den prüfenden Personen jeder ausgewählten Bewerbung hinzu; wer schon zugewiesen ist, bleibt.',
      reviewersLabel: 'Prüfende Personen',
      assignConfirm: 'Zuweisen',
      rejectTitle: '{count} Bewerbungen ablehnen',
      rejectText:
        'Jede Bewerberin und jeder Bewerber erhält die Absage-E-Mail Ihres Unternehmens, die zum Status der Bewerbung passt, mit Ihrer Nachricht.',
      rejectConfirm: 'Alle ablehnen',
      done: '{done} von {total} erledigt.',
      failedTitle: 'Nicht bei jeder Bewerbung erledigt',
      failedItem: '#{number}: {message}',
      close: 'Schließen',
    },
  },
};
