import type { employerDashboard as en } from '../en/employer-dashboard';

/**
 * Deutsche Texte der Übersicht für Arbeitgeber (Issue 39). Registriert von
 * employer/dashboard/copy.ts, nicht mit dem ersten Laden des Bereichs.
 */
export const employerDashboard: typeof en = {
  employerDashboard: {
    title: 'Übersicht',
    description: 'Was jetzt auf Sie wartet: Bewerbungen, fehlende Bewertungen, Interviews und Fristen.',
    loadFailed: 'Die Übersicht konnte nicht geladen werden.',
    application: '#{number} — {job}',
    more: '{shown} von {total} angezeigt',
    waitingForMe: {
      title: 'Wartet auf Sie',
      empty: 'Keine Bewerbung wartet auf Ihren nächsten Schritt.',
      startScreening: 'Prüfung starten',
      decide: 'Alle Bewertungen liegen vor: entscheiden',
    },
    missingRatings: {
      title: 'Fehlende Bewertungen',
      empty: 'Es fehlen keine Bewertungen.',
      missing_one: '{count} Bewertung fehlt',
      missing_other: '{count} Bewertungen fehlen',
    },
    interviewsThisWeek: {
      title: 'Interviews in den nächsten 7 Tagen',
      empty: 'Keine bestätigten Interviews in den nächsten 7 Tagen.',
      at: '{date}, {start}–{end}',
    },
    dueDatesPassing: {
      title: 'Fristen der Audio-Interviews',
      empty: 'Kein Audio-Interview ist in den nächsten 72 Stunden fällig.',
      due: 'Fällig am {date}',
      overdue: 'Überfällig seit {date}',
    },
  },
};
