/**
 * English copy of the employer's dashboard (issue 39). Registered by employer/dashboard/copy.ts,
 * not with the area's first load.
 */
export const employerDashboard = {
  employerDashboard: {
    title: 'Overview',
    description:
      'What needs you now: applications waiting for you, missing ratings, interviews and due dates.',
    loadFailed: 'The overview could not be loaded.',
    application: '#{number} — {job}',
    more: 'Showing {shown} of {total}',
    waitingForMe: {
      title: 'Waiting for you',
      empty: 'No application is waiting for your next step.',
      startScreening: 'Start the screening',
      decide: 'All ratings are in: decide',
    },
    missingRatings: {
      title: 'Missing ratings',
      empty: 'No ratings are missing.',
      missing_one: '{count} rating missing',
      missing_other: '{count} ratings missing',
    },
    interviewsThisWeek: {
      title: 'Interviews in the next 7 days',
      empty: 'No confirmed interviews in the next 7 days.',
      at: '{date}, {start}–{end}',
    },
    dueDatesPassing: {
      title: 'Audio interview due dates',
      empty: 'No audio interview is due in the next 72 hours.',
      due: 'Due {date}',
      overdue: 'Overdue since {date}',
    },
  },
};
