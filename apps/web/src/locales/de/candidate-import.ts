import type { Messages } from '../en';

/** German copy of the CV import: choosing the file, its states, and the review of the proposal. */
export const candidateImport: Pick<Messages, 'candidateImport'> = {
  candidateImport: {
    title: 'Lebenslauf importieren',
    description:
      'Beginnen Sie Ihr Profil mit einem Lebenslauf oder mit LinkedIn. Sie prüfen und ergänzen jeden Abschnitt, bevor etwas gespeichert wird.',
    loadFailed: 'Der Stand Ihres Imports konnte nicht geladen werden.',
    choose: {
      title: 'Datei auswählen',
      dropTitle: 'Ihr Lebenslauf oder Ihre LinkedIn-Datei',
      dropHint: 'Ziehen Sie die Datei hierher oder wählen Sie sie aus.',
      choose: 'Datei auswählen',
      rules: 'PDF bis {pdfMax} · LinkedIn-Export als ZIP oder CSV bis {exportMax}',
      kindsTitle: 'Was Sie importieren können',
      pdf: 'Ihren Lebenslauf als PDF mit markierbarem Text (kein Scan).',
      linkedinPdf:
        'Ihr LinkedIn-Profil als PDF: Wählen Sie in Ihrem Profil „Mehr“ und dann „Als PDF speichern“.',
      linkedinExport:
        'Den Datenexport von LinkedIn: unter „Einstellungen & Datenschutz“ → „Datenschutz“ → „Kopie Ihrer Daten anfordern“ die Profildaten wählen. LinkedIn schickt Ihnen eine ZIP-Datei per E-Mail; laden Sie sie unverändert hoch oder eine ihrer CSV-Dateien (etwa Positions.csv).',
      privacyTitle: 'Ihre Datei bleibt bei uns',
      privacy:
        'Die Datei wird nur auf unserem eigenen Server gelesen, an keinen anderen Dienst geschickt und gelöscht, sobald sie gelesen ist.',
      exportTooLarge:
        'Diese Datei ist größer als {max}. Bitte laden Sie nur den Profilteil des Exports hoch.',
      startFailed: 'Der Import konnte nicht gestartet werden.',
    },
    uploading: { title: 'Ihre Datei wird hochgeladen …', progress: 'Fortschritt des Hochladens' },
    processing: {
      title: 'Ihre Datei wird gelesen …',
      text: 'Das dauert meist nur ein paar Sekunden. Sie können die Seite verlassen: Das Ergebnis wartet hier auf Sie.',
    },
    failed: { title: 'Ihre Datei konnte nicht importiert werden', retry: 'Erneut versuchen' },
    review: {
      title: 'Prüfen Sie, was wir gefunden haben',
      description:
        'Jeder Abschnitt unten ist aus Ihrer Datei ausgefüllt. Ergänzen Sie, was fehlt, entfernen Sie, was nicht passt, und speichern Sie dann den Abschnitt. Gespeichert wird erst, wenn Sie es tun.',
      done: 'Fertig',
      doneHint: 'Abschnitte, die Sie nicht speichern, werden nicht übernommen. „Fertig“ löscht den Import.',
      doneFailed: 'Der Import konnte nicht abgeschlossen werden.',
      savedBadge: 'Gespeichert',
      savedText: 'In Ihr Profil übernommen.',
      detailsFirst: 'Speichern Sie zuerst Ihre persönlichen Angaben: Damit wird Ihr Profil angelegt.',
      missing:
        'Rot markierte Einträge brauchen, was ein Lebenslauf nicht sagt (etwa Branche und Unternehmensgröße).',
      unrecognised: 'Nicht erkannt: „{name}“. Bitte wählen Sie die Sprache.',
      noLevel: 'Ihre Datei nennt „{name}“ ohne Niveau. Bitte wählen Sie es.',
      pickTags:
        'Ihre Datei nennt {count} Fähigkeiten, Ihr Profil hält bis zu {max}. Wählen Sie die, die bleiben sollen:',
      pickedTags: '{picked} von {max} gewählt',
      nothingFound: 'Ihre Datei enthielt keine Profilabschnitte, die wir lesen konnten.',
    },
  },
};
