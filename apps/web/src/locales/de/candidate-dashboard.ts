import type { candidateDashboard as en } from '../en/candidate-dashboard';

/**
 * Deutsche Texte der Übersicht für Bewerber:innen (Issue 39): Begrüßung, Erinnerungen zu den
 * Bewerbungen und die Auswertungen. Registriert von candidate/dashboard/copy.ts.
 */
export const candidateDashboard: typeof en = {
  candidateDashboard: {
    greeting: {
      morning: 'Guten Morgen, {name}',
      afternoon: 'Guten Tag, {name}',
      evening: 'Guten Abend, {name}',
      morningAnonymous: 'Guten Morgen',
      afternoonAnonymous: 'Guten Tag',
      eveningAnonymous: 'Guten Abend',
    },
    reminders: {
      title: 'Zu erledigen',
      loadFailed: 'Ihre Erinnerungen konnten nicht geladen werden.',
      at: '{job} bei {company}',
      interviewAt: 'Vorstellungsgespräch am {date} um {time} Uhr',
      dueAt: 'Fällig am {date} um {time} Uhr',
      emptyTitle: 'Gerade ist nichts zu tun',
      emptyText:
        'Sobald ein Unternehmen Sie zum Audio-Interview einlädt oder Sie einen Gesprächstermin wählen können, finden Sie es hier mit der Frist.',
      emptyAction: 'Stellen finden',
      action: {
        applying: 'Bewerbung fortsetzen',
        approved: 'Termin wählen',
        confirmed: 'Gespräch ansehen',
        recording_before_due_date: 'Antworten aufnehmen',
        recording_remaining_days: 'Antworten aufnehmen',
        recording_past_due_date: 'Bewerbung ansehen',
      },
    },
    analytics: {
      title: 'Ihre Bewerbungen in Zahlen',
      byStatus: 'Bewerbungen nach Status',
      status: 'Status',
      count: 'Bewerbungen',
      responseTitle: 'Antwortzeit der Unternehmen',
      responseText_one:
        'Tage vom Absenden Ihrer Bewerbung bis zur ersten Antwort des Unternehmens (Sichtung begonnen oder Entscheidung), aus {count} beantworteten Bewerbung.',
      responseText_other:
        'Tage vom Absenden Ihrer Bewerbung bis zur ersten Antwort des Unternehmens (Sichtung begonnen oder Entscheidung), aus {count} beantworteten Bewerbungen.',
      responseNone:
        'Noch hat kein Unternehmen geantwortet. Unternehmen versprechen eine Rückmeldung in etwa {min}–{max} Werktagen.',
      promise: 'Unternehmen versprechen eine Rückmeldung in etwa {min}–{max} Werktagen.',
      waiting_one: '{count} Bewerbung wartet noch auf eine erste Antwort.',
      waiting_other: '{count} Bewerbungen warten noch auf eine erste Antwort.',
      measure: 'Kennzahl',
      days: 'Tage',
      daysValue: '{value} Tage',
      underADay: 'unter einem Tag',
      median: 'Median',
      average: 'Durchschnitt',
    },
  },
};
