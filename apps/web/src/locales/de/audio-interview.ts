import type { Messages } from '../en';

/**
 * German copy of the candidate's audio interview: the card on the application page, the
 * instruction page and the answer page.
 */
export const audioInterview: Pick<Messages, 'audioInterview'> = {
  audioInterview: {
    dueBy: 'Bitte antworten Sie bis {date}, {time} Uhr.',
    card: {
      title: 'Ihr Audio-Interview',
      text_one:
        '{company} lädt Sie ein, {count} Frage per Audio zu beantworten. Ihre Stimme wird verfremdet, damit Sie anonym bleiben.',
      text_other:
        '{company} lädt Sie ein, {count} Fragen per Audio zu beantworten. Ihre Stimme wird verfremdet, damit Sie anonym bleiben.',
      open: 'Zum Audio-Interview',
      submittedTitle: 'Audio-Interview abgeschickt',
      submittedText: 'Sie haben Ihre Antworten am {date} gesendet. Das Unternehmen bewertet sie jetzt.',
      closedTitle: 'Audio-Interview geschlossen',
      closedText:
        'Die Frist ({date}) ist ohne Ihre Antworten abgelaufen. Eine Aufnahme ist nicht mehr möglich.',
      writtenRequested:
        'Sie haben am {date} um eine schriftliche Alternative gebeten. Das Unternehmen meldet sich bei Ihnen.',
    },
    instruction: {
      title: 'Audio-Interview',
      description: '{job} bei {company}',
      back: 'Zurück zur Bewerbung',
      loadFailed: 'Das Audio-Interview konnte nicht geladen werden.',
      overviewTitle: 'Was Sie erwartet',
      questions_one: '{count} Frage',
      questions_other: '{count} Fragen',
      minutes_one: 'insgesamt etwa {count} Minute',
      minutes_other: 'insgesamt etwa {count} Minuten',
      rules: {
        read: 'Sie haben für jede Frage 30 Sekunden zum Lesen. Danach beginnt die Aufnahme von selbst.',
        limit: 'Jede Frage hat ihr eigenes Zeitlimit; ist es erreicht, endet die Aufnahme.',
        reRecord:
          'Jede Antwort dürfen Sie innerhalb von 60 Sekunden einmal neu aufnehmen. Es zählt die zweite Fassung.',
        listen:
          'Sie hören jede Antwort so, wie das Unternehmen sie hören wird, und senden am Ende alle zusammen ab.',
        pause:
          'Zwischen den Fragen können Sie eine Pause machen: Aufgenommene Antworten bleiben erhalten, auch wenn Sie die Seite schließen.',
      },
      voiceTitle: 'So bleibt Ihre Stimme anonym',
      voice:
        'Ihre Aufnahme wird auf unserem Server verfremdet: Tonhöhe und Klang werden für jede Antwort mit neuen, zufälligen Einstellungen verändert. So kann das Unternehmen Ihre Stimme nicht erkennen und nicht feststellen, dass zwei Antworten von derselben Person stammen. Das Unternehmen hört nur die verfremdete Fassung – genau das, was Sie nach jeder Antwort selbst anhören.',
      voiceDeleted:
        'Ihre Originalaufnahme wird gelöscht, sobald sie verfremdet ist. Niemand kann sie herunterladen, auch Sie nicht.',
      voiceWords:
        'Was Sie sagen, bleibt unverändert: Nennen Sie weder Ihren Namen noch andere Angaben, die Sie erkennbar machen.',
      practiceTitle: 'Vorher üben',
      practiceText:
        'Probieren Sie die Aufnahme mit zwei Übungsfragen aus. Nichts, was Sie dort aufnehmen, wird gespeichert.',
      practiceLink: 'Aufnahme ausprobieren',
      microphoneTitle: 'Mikrofon prüfen',
      microphoneText:
        'Starten Sie den Test und sagen Sie ein paar Worte: Der Balken bewegt sich, solange wir Sie hören.',
      microphoneStart: 'Mikrofon testen',
      microphoneStop: 'Test beenden',
      microphoneListening: 'Wir hören zu …',
      microphoneHeard: 'Wir hören Sie: Ihr Mikrofon funktioniert.',
      microphoneSilent:
        'Wir hören noch nichts. Sprechen Sie etwas lauter oder prüfen Sie, ob das richtige Mikrofon ausgewählt ist.',
      languageLabel: 'Sprache Ihrer Antworten',
      languageDescription: 'Das Unternehmen sieht diese Sprache bei Ihren Antworten.',
      languagesOfJob: 'Sprachen dieser Stelle',
      otherLanguages: 'Weitere Sprachen',
      nothingFound: 'Keine Sprache gefunden',
      start: 'Audio-Interview beginnen',
      continue: 'Audio-Interview fortsetzen',
      progress: '{done} von {total} Fragen beantwortet',
      startHint: 'Jede Frage erscheint erst, wenn Sie dafür bereit sind.',
      cannotTitle: 'Sie können nicht aufnehmen?',
      cannotText:
        'Wenn Sie kein Audio aufnehmen können – etwa ohne Mikrofon oder wegen einer Sprechbeeinträchtigung –, können Sie das Unternehmen stattdessen um eine schriftliche Alternative bitten. Einen Grund müssen Sie nicht nennen.',
      cannotButton: 'Ich kann nicht aufnehmen',
      confirmTitle: 'Um eine schriftliche Alternative bitten?',
      confirmText:
        'Wir teilen {company} mit, dass Sie lieber schriftlich als per Audio antworten möchten. Das Unternehmen entscheidet über das weitere Vorgehen und meldet sich bei Ihnen. Einen Grund müssen Sie nicht nennen, und bis zur Frist können Sie trotzdem noch aufnehmen.',
      confirm: 'Um schriftliche Alternative bitten',
      requestFailed: 'Ihre Bitte konnte nicht gesendet werden.',
      requested: 'Ihre Bitte wurde an das Unternehmen gesendet.',
      requestedTitle: 'Schriftliche Alternative erbeten',
      requestedText:
        'Sie haben {company} am {date} um eine schriftliche Alternative gebeten. Das Unternehmen meldet sich bei Ihnen. Falls Sie doch aufnehmen können, ist das bis zur Frist weiterhin möglich.',
      closedTitle: 'Das Audio-Interview ist geschlossen',
      closedText:
        'Die Frist ({date}) ist abgelaufen. Eine Aufnahme ist nicht mehr möglich. Verlängert das Unternehmen die Frist, erhalten Sie eine E-Mail.',
      endedText: 'Diese Bewerbung wartet nicht mehr auf Audio-Antworten; eine Aufnahme ist nicht möglich.',
      submittedTitle: 'Ihre Antworten wurden gesendet',
      submittedText: 'Sie haben Ihre Antworten am {date} gesendet. {company} bewertet sie jetzt.',
    },
    answer: {
      title: 'Audio-Interview',
      back: 'Zurück zur Anleitung',
      heard: 'So hört {company} Sie',
      questionOf: 'Frage {number} von {total}',
      answerTime: 'Antwortzeit: {duration}',
      language: 'Sprache der Antworten',
      readyText:
        'Sobald Sie die Frage anzeigen, haben Sie 30 Sekunden zum Lesen. Danach beginnt die Aufnahme von selbst.',
      show: 'Frage {number} anzeigen',
      next: 'Nächste Frage',
      toSummary: 'Antworten prüfen',
      waitForSend: 'Ihre Antwort wird gesendet. Sobald sie angekommen ist, können Sie weitermachen.',
      sendFailed:
        'Ihre Antwort konnte nicht gesendet werden. Sie ist weiterhin hier – bitte senden Sie sie erneut.',
      sendAgain: 'Erneut senden',
      recordAgain: 'Neu aufnehmen',
      alterationFailed:
        'Ihre Antwort konnte nicht verarbeitet werden. Sie können dieselbe Aufnahme erneut senden oder neu aufnehmen.',
      summaryTitle: 'Ihre Antworten',
      summaryText:
        'Hören Sie Ihre Antworten noch einmal an. Das Unternehmen erhält sie alle zusammen, sobald Sie sie absenden; danach können Sie sie nicht mehr ändern.',
      answerLength: 'Länge {duration}',
      answerLanguage: 'Sprache: {language}',
      submit: 'Alle Antworten absenden',
      submitWaiting: 'Bitte warten Sie, bis jede Antwort verarbeitet ist.',
      confirmTitle: 'Alle Antworten absenden?',
      confirmText_one:
        'Ihre Antwort geht an {company}, und die Bewerbung wird bewertet. Danach können Sie sie nicht mehr aufnehmen oder ändern.',
      confirmText_other:
        'Ihre {count} Antworten gehen zusammen an {company}, und die Bewerbung wird bewertet. Danach können Sie sie nicht mehr aufnehmen oder ändern.',
      confirm: 'Antworten absenden',
      submitFailed: 'Ihre Antworten konnten nicht abgesendet werden.',
      submitted: 'Ihre Antworten wurden abgesendet. Das Unternehmen bewertet sie jetzt.',
      keptTitle: 'Ihre bisherigen Antworten',
      keptText: 'Die Antworten, die Sie vor Ablauf der Frist aufgenommen haben, bleiben erhalten.',
    },
  },
};
