/** The /demo tour (features/demo-tour). */
export const demoTour = {
  demoTour: {
    pageTitle: 'Demo',
    title: 'Veil kennenlernen',
    intro:
      'Ein geführter Rundgang durch die drei Bereiche von Veil mit Beispieldaten: erst als Bewerberin, dann als Arbeitgeber, zuletzt als Admin. Eine Anmeldung ist nicht nötig.',
    start: 'Rundgang starten',
    viewAsVisitor: 'Als Besucher ansehen',
    readOnlyNote:
      'Alles nur zum Ansehen: In der Demo lässt sich nichts ändern. Die Beispieldaten werden jede Nacht zurückgesetzt.',
    starting: 'Die Demo wird geöffnet …',
    startFailed: 'Die Demo konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    areas: {
      candidate: 'Bewerber:innen',
      employer: 'Arbeitgeber',
      admin: 'Admin',
    },
    panel: {
      label: 'Demo-Rundgang',
      badge: 'Demo · nur ansehen',
      step: 'Schritt {current} von {total}: {title}',
      back: 'Zurück',
      next: 'Weiter',
      finish: 'Fertig',
      end: 'Tour beenden',
    },
    steps: {
      jobs: {
        title: 'Stellen finden',
        text: 'Bewerber:innen durchsuchen und filtern Stellen, speichern sie und bewerben sich anonym.',
      },
      cv: {
        title: 'Der anonyme Lebenslauf',
        text: 'Links das vollständige Profil, daneben, was Arbeitgeber sehen: ohne Namen, Kontaktdaten, Arbeitgeber- und Hochschulnamen.',
      },
      application: {
        title: 'Die Bewerbung',
        text: 'Mia hat sich bei Hafenkante Digital beworben. Hier verfolgt sie den Stand, beantwortet Audiofragen und wählt Interviewtermine.',
      },
      recording: {
        title: 'Die Aufnahme-Demo',
        text: 'Mit Tipps und Beispielfragen üben Bewerber:innen ihre Audioantworten; die Stimme wird verfremdet. Aufnehmen lässt sich erst mit eigenem Konto.',
      },
      board: {
        title: 'Das Bewerbungsboard',
        text: 'Arbeitgeber sehen jede Bewerbung anonym, mit Pseudonym statt Namen, und bearbeiten sie als Tabelle oder nach Status.',
      },
      employerApplication: {
        title: 'Eine Bewerbung mit anonymem Lebenslauf',
        text: 'Anonymer Lebenslauf, Antworten auf die Vorauswahlfragen und Bewertungen. Das volle Profil gibt die Bewerberin erst nach dem Interview frei.',
      },
      templates: {
        title: 'E-Mail-Vorlagen',
        text: 'Einladungen, Absagen und Interviewtermine verschickt das Team mit eigenen Vorlagen auf Deutsch und Englisch.',
      },
      companies: {
        title: 'Unternehmen verwalten',
        text: 'Admins legen Unternehmen an, aktivieren oder deaktivieren sie und verwalten deren Konten.',
      },
    },
  },
} as const;
