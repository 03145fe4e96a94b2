import type { Messages } from '../en';

/** German copy of the recorder (features/recording) and the recording demo with tips. */
export const recording: Pick<Messages, 'recorder' | 'recordingDemo'> = {
  recorder: {
    limit: 'Zeitlimit {time}',
    readingCountdown: 'Die Aufnahme beginnt in {time}',
    startNow: 'Aufnahme jetzt starten',
    opening: 'Das Mikrofon wird gestartet …',
    microphoneNeeded: 'Bitte erlauben Sie den Zugriff auf Ihr Mikrofon.',
    recording: 'Aufnahme läuft – sprechen Sie jetzt',
    recordingAgain: 'Erneute Aufnahme – diese Fassung ersetzt die erste',
    level: 'Mikrofonpegel',
    timeLeft: 'Noch {time}',
    stop: 'Aufnahme beenden',
    microphoneTitle: 'Mikrofon nicht verfügbar',
    tryAgain: 'Erneut versuchen',
    reRecord: 'Erneut aufnehmen ({time})',
    reRecordHint:
      'Sie können Ihre Antwort innerhalb von 60 Sekunden noch einmal aufnehmen. Die neue Fassung ersetzt die erste.',
    keep: 'Diese Antwort behalten',
    done: 'Ihre Antwort ist vollständig.',
    uploading: 'Ihre Antwort wird hochgeladen …',
    uploadProgress: 'Fortschritt des Hochladens',
    processing: 'Ihre Stimme wird verfremdet …',
    ready: 'So hören Arbeitgeber Sie',
  },
  recordingDemo: {
    title: 'Aufnahme ausprobieren',
    description:
      'Probieren Sie vor Ihrem ersten Audio-Interview aus, wie eine Antwort aufgenommen wird. Nichts, was Sie hier aufnehmen, wird gespeichert.',
    tipsTitle: 'Tipps für eine gute Antwort',
    tips: {
      quiet: 'Suchen Sie sich einen ruhigen Ort und sprechen Sie nah am Mikrofon.',
      read: 'Sie haben für jede Frage 30 Sekunden zum Lesen. Danach beginnt die Aufnahme von selbst.',
      structure:
        'Antworten Sie in wenigen klaren Punkten: was Sie getan haben, wie Sie vorgegangen sind und was dabei herauskam.',
      time: 'Behalten Sie die verbleibende Zeit im Blick; am Zeitlimit endet die Aufnahme.',
      names: 'Nennen Sie keine Namen von Personen, Arbeitgebern oder Orten: So bleibt Ihre Antwort anonym.',
      reRecord:
        'Nicht zufrieden? Innerhalb von 60 Sekunden dürfen Sie einmal neu aufnehmen; es zählt die zweite Fassung.',
    },
    privacyTitle: 'Ihre Stimme bleibt anonym',
    privacy:
      'Ihre Aufnahme wird auf unserem Server jedes Mal mit neuen, zufälligen Einstellungen verfremdet, sodass Arbeitgeber Ihre Stimme nicht erkennen und zwei Antworten nicht einander zuordnen können. Gespeichert wird nur die verfremdete Fassung; das Original wird sofort gelöscht und kann von niemandem heruntergeladen werden.',
    questionLabel: 'Frage {number} · {duration}',
    questions: {
      'demo-short': 'Stellen Sie sich bitte kurz vor: Was machen Sie, und was suchen Sie?',
      'demo-long':
        'Beschreiben Sie ein Projekt, auf das Sie stolz sind: Welche Rolle hatten Sie, was war schwierig, und wie haben Sie es gelöst?',
    },
    tryQuestion: 'Frage {number} ausprobieren',
    back: 'Zurück zu den Fragen',
    end: 'Demo beenden',
    ended: 'Die Demo ist beendet, und Ihre Aufnahmen wurden gelöscht.',
    failed: 'Erneut aufnehmen',
    loadFailed: 'Die Demo konnte nicht geladen werden.',
  },
};
