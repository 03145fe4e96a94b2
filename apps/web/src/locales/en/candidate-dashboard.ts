/**
 * English copy of the candidate's dashboard (issue 39): the greeting, the application reminders and
 * the analytics charts. Registered by candidate/dashboard/copy.ts, not with the area's first load.
 */
export const candidateDashboard = {
  candidateDashboard: {
    greeting: {
      morning: 'Good morning, {name}',
      afternoon: 'Good afternoon, {name}',
      evening: 'Good evening, {name}',
      morningAnonymous: 'Good morning',
      afternoonAnonymous: 'Good afternoon',
      eveningAnonymous: 'Good evening',
    },
    reminders: {
      title: 'To do',
      loadFailed: 'Your reminders could not be loaded.',
      at: '{job} at {company}',
      interviewAt: 'Interview on {date} at {time}',
      dueAt: 'Due on {date} at {time}',
      emptyTitle: 'Nothing to do right now',
      emptyText:
        'When a company invites you to an audio interview or to choose an interview time, you will find it here with its due date.',
      emptyAction: 'Find jobs',
      action: {
        applying: 'Continue applying',
        approved: 'Choose a time',
        confirmed: 'View interview',
        recording_before_due_date: 'Record answers',
        recording_remaining_days: 'Record answers',
        recording_past_due_date: 'View application',
      },
    },
    analytics: {
      title: 'Your applications in figures',
      byStatus: 'Applications by status',
      status: 'Status',
      count: 'Applications',
      responseTitle: 'Response time of companies',
      responseText_one:
        'Days from sending your application to the company’s first answer (screening started or a decision), from {count} answered application.',
      responseText_other:
        'Days from sending your application to the company’s first answer (screening started or a decision), from {count} answered applications.',
      responseNone:
        'No company has answered yet. Companies promise a reply in about {min}–{max} working days.',
      promise: 'Companies promise a reply in about {min}–{max} working days.',
      waiting_one: '{count} application is still waiting for a first answer.',
      waiting_other: '{count} applications are still waiting for a first answer.',
      measure: 'Measure',
      days: 'Days',
      daysValue: '{value} days',
      underADay: 'under a day',
      median: 'Median',
      average: 'Average',
    },
  },
};
