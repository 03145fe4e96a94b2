import type { Messages } from '../en';

/** German copy of the job import page (`/employer/jobs/add`). */
export const jobImport: Pick<Messages, 'jobImport'> = {
  jobImport: {
    title: 'Stellen importieren',
    description:
      'Legen Sie viele Stellen auf einmal aus einer CSV- oder Excel-Datei an. Jede Zeile wird ein Entwurf, den Sie prüfen und veröffentlichen können.',
    backToJobs: 'Zurück zur Stellenliste',
    template: {
      title: 'Vorlage herunterladen',
      description:
        'Die Vorlage enthält alle Spalten und eine Beispielzeile, die zeigt, wie jede Zelle ausgefüllt wird. Ersetzen Sie das Beispiel durch Ihre Stellen.',
      csv: 'Vorlage als CSV',
      xlsx: 'Vorlage als Excel',
      otherLanguage: 'Englische Vorlage:',
      otherCsv: 'CSV',
      otherXlsx: 'Excel',
      failed: 'Die Vorlage konnte nicht heruntergeladen werden.',
    },
    upload: {
      title: 'Datei hochladen',
      dropTitle: 'CSV- oder Excel-Datei hier ablegen',
      dropHint: 'CSV bis 100 KB, Excel (.xlsx) bis 500 KB, höchstens {max} Stellen pro Datei.',
      choose: 'Datei auswählen',
      selected: 'Ausgewählte Datei: {name} ({size})',
      submit: 'Stellen importieren',
      importing: 'Wird importiert …',
      wrongType: 'Bitte wählen Sie eine CSV- oder Excel-Datei (.xlsx).',
    },
    success: {
      title: 'Import abgeschlossen',
      text_one: '{count} Stelle wurde als Entwurf importiert.',
      text_other: '{count} Stellen wurden als Entwürfe importiert.',
      toJobs: 'Zur Stellenliste',
    },
    report: {
      title: 'Es wurde nichts importiert',
      label: 'Probleme in der Datei',
      row: 'Zeile',
      column: 'Spalte',
      problem: 'Problem',
      rowColumn: 'Zeile {row} · {column}',
    },
    gate: {
      powerUser:
        'Stellen lassen sich importieren, sobald die Pflichtangaben des Unternehmens vollständig sind. Bitte ergänzen Sie diese zuerst.',
      toCompany: 'Unternehmensinformationen vervollständigen',
      regularUser:
        'Stellen lassen sich importieren, sobald die Pflichtangaben des Unternehmens vollständig sind. Bitte wenden Sie sich an einen Power-User Ihres Unternehmens.',
      loadFailed: 'Die Unternehmensinformationen konnten nicht geladen werden.',
    },
    help: {
      title: 'So füllen Sie die Datei aus',
      columns:
        'Die erste Zeile nennt die Spalten, auf Deutsch oder Englisch, wie in der Vorlage. Pflicht sind: Berufsbezeichnung, Stellenarten, Vertragsart, Berufserfahrung, Arbeitsort, Arbeitsmodell, Branche, Aufgaben und Anforderungen.',
      lists:
        'Listen (Stellenarten, Arbeitsmodelle, Skills, Fragen, Sprachen): ein Eintrag pro Zeile in der Zelle oder Einträge getrennt durch „|“.',
      choices:
        'Auswahlfelder (Vertragsart, Berufserfahrung, Branche, Stellenarten, Arbeitsmodelle, Niveaus): die Bezeichnung auf Deutsch oder Englisch, wie im Formular.',
      languages: 'Sprachen mit Niveau: „Deutsch: Verhandlungssicher | Englisch: Fließend“.',
      audio:
        'Audiofragen mit der Antwortzeit in Klammern (5 s bis 3 min): „Stellen Sie sich bitte kurz vor. (60 s)“.',
      salary:
        'Gehalt: ganze Euro pro Jahr, z. B. 55000; lassen Sie beide Felder leer, wenn Sie keins angeben.',
      richText:
        'Texte: Eine Leerzeile beginnt einen neuen Absatz, Zeilen mit „- “ am Anfang werden zur Aufzählung.',
      separators:
        'CSV-Dateien dürfen „,“ oder „;“ als Trennzeichen haben, UTF-8 mit oder ohne BOM. Von Excel-Dateien wird das erste Tabellenblatt gelesen.',
      allOrNothing:
        'Hat eine Zeile ein Problem, wird nichts importiert, und jedes Problem wird mit Zeile und Spalte aufgeführt.',
    },
  },
};
