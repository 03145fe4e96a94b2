import type { Messages } from '../en';

/**
 * German copy of the candidate's interview: the card on the application page and the calendar
 * screen.
 */
export const candidateInterviews: Pick<Messages, 'candidateInterviews'> = {
  candidateInterviews: {
    card: {
      chooseTitle: 'Wählen Sie Ihren Gesprächstermin',
      chooseText:
        '{company} möchte Sie kennenlernen. Wählen Sie den Termin, der Ihnen am besten passt; das Unternehmen erfährt nur den Termin, nicht wer Sie sind.',
      zone: 'Die Zeiten werden in Ihrer Zeitzone angezeigt ({zone}).',
      type: '{type} · {duration}',
      slotsLabel: 'Vorgeschlagene Termine',
      slot: '{date}, {start}–{end} Uhr',
      choose: 'Diesen Termin bestätigen',
      chooseMissing: 'Bitte wählen Sie zuerst einen der Termine.',
      confirmTitle: 'Diesen Termin bestätigen?',
      confirmText:
        'Sie bestätigen das Gespräch am {date} von {start} bis {end} Uhr. Sie und das Unternehmen erhalten eine Kalendereinladung.',
      confirm: 'Termin bestätigen',
      confirmFailed: 'Der Termin konnte nicht bestätigt werden.',
      confirmed: 'Ihr Gesprächstermin ist bestätigt.',
      noneFit: 'Keiner passt',
      noneFitTitle: 'Keiner der Termine passt?',
      noneFitText:
        'Schreiben Sie {company} kurz, wann Sie Zeit hätten. Das Unternehmen kann dann andere Termine vorschlagen. Bitte nennen Sie weder Ihren Namen noch Kontaktdaten.',
      noneFitLabel: 'Ihre Nachricht',
      noneFitSend: 'Nachricht senden',
      noneFitFailed: 'Ihre Nachricht konnte nicht gesendet werden.',
      noneFitSent: 'Ihre Nachricht wurde an das Unternehmen gesendet.',
      noneFitPending:
        'Sie haben dem Unternehmen am {date} mitgeteilt, dass keiner der Termine passt. Sie können trotzdem einen wählen oder auf neue Termine warten.',
      confirmedTitle: 'Ihr Vorstellungsgespräch',
      confirmedText: '{date}, {start}–{end} Uhr',
      place: 'Ort: {place}',
      meetingLink: 'Zur Videokonferenz',
      reschedule: 'Verschiebung anfragen',
      rescheduleTitle: 'Verschiebung des Gesprächs anfragen?',
      rescheduleText:
        'Schreiben Sie {company} kurz, warum und wann Sie stattdessen Zeit hätten. Das ist bis 24 Stunden vor dem Gespräch möglich.',
      rescheduleSend: 'Anfrage senden',
      rescheduleFailed: 'Ihre Anfrage konnte nicht gesendet werden.',
      rescheduleSent: 'Ihre Anfrage wurde an das Unternehmen gesendet.',
      rescheduleRequested:
        'Sie haben am {date} um eine Verschiebung gebeten. Das Unternehmen meldet sich bei Ihnen.',
      rescheduleClosed:
        'Das Gespräch beginnt in weniger als 24 Stunden. Wenn Sie nicht teilnehmen können, wenden Sie sich bitte direkt an das Unternehmen.',
      loadFailed: 'Die Einladung zum Gespräch konnte nicht geladen werden.',
      calendarLink: 'Alle Termine in meinem Kalender',
    },
    calendar: {
      title: 'Kalender',
      description: 'Ihre nächsten Gespräche, Fristen für Audio-Interviews und noch zu wählende Termine.',
      zone: 'Die Zeiten werden in Ihrer Zeitzone angezeigt ({zone}).',
      loadFailed: 'Ihr Kalender konnte nicht geladen werden.',
      interviews: 'Nächste Gespräche',
      recordings: 'Fällige Audio-Interviews',
      pending: 'Gesprächstermin wählen',
      at: '{job} bei {company}',
      interviewTime: '{date}, {start}–{end} Uhr',
      dueAt: 'Fällig bis {date}, {time} Uhr',
      slotCount_one: '{count} vorgeschlagener Termin',
      slotCount_other: '{count} vorgeschlagene Termine',
      openApplication: 'Bewerbung öffnen',
      record: 'Zum Audio-Interview',
      chooseSlot: 'Termin wählen',
      emptyTitle: 'Noch nichts geplant',
      emptyText:
        'Sobald ein Unternehmen Sie zu einem Audio-Interview oder einem Gespräch einlädt, erscheinen die Termine hier.',
      emptyAction: 'Meine Bewerbungen ansehen',
    },
  },
};
