/** English copy of the notifications (issue 39): the bell's menu and the list the dashboard shows. */
export const notifications = {
  notifications: {
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    empty: 'No notifications yet. We tell you here when something happens with an application.',
    unreadBadge: 'new',
    loadMore: 'Show older',
    application: 'Application #{number} — {jobTitle}',
    kind: {
      my_application: 'Your application to {jobTitle} at {companyName}: {status}',
      audio_invitation: '{companyName} invites you to the audio interview for {jobTitle}',
      interview_invitation: '{companyName} invites you to an interview for {jobTitle}',
      new_job: 'A new job matches your search: {jobTitle}',
      new_application: 'New application: {application}',
      ratings_complete: 'All ratings are in: {application}',
      slot_confirmed: 'Interview time confirmed: {application}',
      profile_revealed: 'The candidate shared their profile: {application}',
    },
  },
};
