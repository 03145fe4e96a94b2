import type { Messages } from './en';

/** German UI copy (default language): formal "Sie", gender-inclusive where people are named. */
export const de: Messages = {
  common: {
    skipToContent: 'Zum Inhalt springen',
    mainNavigation: 'Hauptnavigation',
    openNavigation: 'Navigation öffnen',
    closeNavigation: 'Navigation schließen',
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
    blocked: {
      title: 'Diese Seite ist blockiert!',
      description:
        'Veil kann seinen Server nicht erreichen. Möglicherweise blockiert eine Firewall, ein VPN oder eine Browser-Erweiterung die Verbindung.',
      feedback: 'Problem melden',
      retry: 'Erneut versuchen',
    },
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
      emptyAction: 'Stellen entdecken',
    },
    employerApplications: {
      title: 'Bewerbungen',
      description: 'Anonyme Bewerbungen auf die Stellenanzeigen Ihres Unternehmens.',
      emptyTitle: 'Noch keine Bewerbungen',
      emptyDescription:
        'Sobald sich Kandidat:innen auf Ihre Stellenanzeigen bewerben, erscheinen ihre anonymen Bewerbungen hier und Sie können mit der Sichtung beginnen.',
      emptyAction: 'Zu den Stellenanzeigen',
    },
    adminCompanies: {
      title: 'Unternehmen',
      description: 'Alle Unternehmen, die Veil nutzen, mit ihren Konten.',
      emptyTitle: 'Noch keine Unternehmen',
      emptyDescription:
        'Legen Sie das erste Unternehmen an und laden Sie dessen Mitarbeitende ein, Stellen auszuschreiben.',
      emptyAction: 'Unternehmen anlegen',
    },
  },
};
