/** Deutsche Texte der Benachrichtigungen (Issue 39): das Menü der Glocke und die Liste im Dashboard. */
export const notifications = {
  notifications: {
    title: 'Benachrichtigungen',
    markAllRead: 'Alle als gelesen markieren',
    empty: 'Noch keine Benachrichtigungen. Hier erfahren Sie, wenn sich bei einer Bewerbung etwas tut.',
    unreadBadge: 'neu',
    loadMore: 'Ältere anzeigen',
    application: 'Bewerbung #{number} – {jobTitle}',
    kind: {
      my_application: 'Ihre Bewerbung als {jobTitle} bei {companyName}: {status}',
      audio_invitation: '{companyName} lädt Sie zum Audio-Interview für {jobTitle} ein',
      interview_invitation: '{companyName} lädt Sie zu einem Vorstellungsgespräch für {jobTitle} ein',
      new_job: 'Eine neue Stelle passt zu Ihrer Suche: {jobTitle}',
      new_application: 'Neue Bewerbung: {application}',
      ratings_complete: 'Alle Bewertungen liegen vor: {application}',
      slot_confirmed: 'Gesprächstermin bestätigt: {application}',
      profile_revealed: 'Profil freigegeben: {application}',
    },
  },
};
