import type { Messages } from '../en';

/** German copy of the app shell: shared words, navigation, status pages, forms, rich text, uploads. */
export const shell: Pick<Messages, 'common' | 'nav' | 'status' | 'forms' | 'richText' | 'uploads' | 'pages'> =
  {
    common: {
      skipToContent: 'Zum Inhalt springen',
      mainNavigation: 'Hauptnavigation',
      openNavigation: 'Navigation öffnen',
      closeNavigation: 'Navigation schließen',
      closeDialog: 'Dialog schließen',
      closeNotification: 'Hinweis schließen',
      notifications: 'Benachrichtigungen',
      notificationsUnread: 'Benachrichtigungen, {count} ungelesen',
      collapseSidebar: 'Seitenleiste einklappen',
      expandSidebar: 'Seitenleiste ausklappen',
      language: 'Sprache',
      languageNames: { de: 'Deutsch', en: 'English' },
      loading: 'Wird geladen …',
      confirm: 'Bestätigen',
      cancel: 'Abbrechen',
      retry: 'Erneut versuchen',
      reload: 'Seite neu laden',
      adminBadge: 'Admin',
      homeLink: 'Veil, zur Startseite',
    },
    nav: {
      dashboard: 'Übersicht',
      jobs: 'Stellen',
      applications: 'Bewerbungen',
      profile: 'Profil',
      companyInformation: 'Unternehmensprofil',
      jobPosts: 'Stellenanzeigen',
      settings: 'Einstellungen',
      templates: 'Vorlagen',
      talentPool: 'Talentpool',
      companies: 'Unternehmen',
    },
    status: {
      error: {
        title: 'Etwas ist schiefgelaufen',
        description: 'Dieser Inhalt konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
      },
      routeError: {
        title: 'Diese Seite kann nicht angezeigt werden',
        description: 'Ein unerwarteter Fehler ist aufgetreten. Meist hilft es, die Seite neu zu laden.',
      },
      notFound: {
        title: 'Seite nicht gefunden!',
        description: 'Die gesuchte Seite gibt es nicht oder sie ist nicht mehr verfügbar.',
        home: 'Zur Startseite',
      },
      noPermission: {
        pageTitle: 'Keine Berechtigung',
        title: 'Sie haben keine Berechtigung, diese Seite anzusehen.',
        description:
          'Ihre Rolle umfasst diese Seite nicht. Falls Sie sie benötigen, wenden Sie sich bitte an einen Power-User Ihres Unternehmens.',
        home: 'Zur Startseite',
      },
      blocked: {
        title: 'Diese Seite ist blockiert!',
        description:
          'Veil kann seinen Server nicht erreichen. Möglicherweise blockiert eine Firewall, ein VPN oder eine Browser-Erweiterung die Verbindung.',
        feedback: 'Problem melden',
        retry: 'Erneut versuchen',
      },
    },
    forms: {
      save: 'Speichern',
      invalidValue: 'Bitte prüfen Sie diese Angabe.',
      unsaved: {
        badge: 'Nicht gespeichert',
        title: 'Seite ohne Speichern verlassen?',
        text: 'In diesen Bereichen gibt es Änderungen, die noch nicht gespeichert sind. Wenn Sie die Seite jetzt verlassen, gehen sie verloren:',
        stay: 'Auf der Seite bleiben',
        leave: 'Verlassen und verwerfen',
      },
    },
    richText: {
      bold: 'Fett',
      heading3: 'Überschrift',
      heading4: 'Zwischenüberschrift',
      bulletList: 'Aufzählung',
      link: 'Link einfügen',
      unlink: 'Link entfernen',
      undo: 'Rückgängig',
      redo: 'Wiederholen',
      linkAddress: 'Link-Adresse',
      linkPlaceholder: 'https://www.beispiel.de',
      linkNewTab: 'Öffnet in einem neuen Tab',
      linkSameTab: 'Öffnet im selben Tab',
      linkSave: 'Übernehmen',
      counter: '{count} / {max} Zeichen',
    },
    uploads: {
      dropHintOne: 'Ziehen Sie eine Datei hierher oder klicken Sie, um eine auszuwählen.',
      dropHintMany: 'Ziehen Sie Dateien hierher oder klicken Sie, um sie auszuwählen.',
      chooseOne: 'Datei auswählen',
      chooseMany: 'Dateien auswählen',
      rule: '{types} bis {max}',
      maxFiles: 'höchstens {max} Dateien',
      listLabel: 'Dateien',
      progressLabel: 'Upload-Fortschritt von {name}',
      phase: {
        sending: 'Wird hochgeladen …',
        checking: 'Datei wird geprüft …',
        saving: 'Wird gespeichert …',
      },
      cancel: 'Upload von {name} abbrechen',
      retry: '{name} erneut versuchen',
      dismiss: '{name} aus der Liste ausblenden',
      remove: '{name} entfernen',
      contentMismatch: 'Der Inhalt der Datei passt nicht zu ihrem Dateityp.',
    },
    pages: {
      candidateDashboard: {
        title: 'Übersicht',
        greeting: 'Willkommen bei Veil',
        intro:
          'Bewerben Sie sich anonym: Arbeitgeber sehen Ihre Fähigkeiten und Erfahrungen, nicht Ihren Namen – bis Sie selbst entscheiden, ihn freizugeben.',
        emptyTitle: 'Noch keine Bewerbungen',
        emptyDescription:
          'Finden Sie eine passende Stelle und bewerben Sie sich in wenigen Schritten. Ihre Bewerbungen und anstehenden Termine sehen Sie dann hier.',
        recordingDemoTitle: 'Audio-Interview üben',
        recordingDemoDescription:
          'Nehmen Sie eine Probeantwort auf, erhalten Sie Tipps und hören Sie, wie Arbeitgeber Ihre verfremdete Stimme hören. Von der Demo wird nichts gespeichert.',
        recordingDemoAction: 'Aufnahme ausprobieren',
      },
      employerApplications: {
        title: 'Bewerbungen',
        description: 'Anonyme Bewerbungen auf die Stellenanzeigen Ihres Unternehmens.',
        emptyTitle: 'Noch keine Bewerbungen',
        emptyDescription:
          'Sobald sich Bewerber:innen auf Ihre Stellenanzeigen bewerben, erscheinen ihre anonymen Bewerbungen hier und Sie können mit der Sichtung beginnen.',
      },
    },
  };
