/**
 * English copy of the candidate's interview: the card on the application page (choosing a time
 * slot, "none of these fit", the confirmed time and asking to reschedule) and the calendar screen.
 */
export const candidateInterviews = {
  candidateInterviews: {
    card: {
      chooseTitle: 'Choose your interview time',
      chooseText:
        '{company} would like to meet you. Pick the time that suits you best; the company learns only the time you choose, not who you are.',
      zone: 'Times are shown in your time zone ({zone}).',
      type: '{type} · {duration}',
      slotsLabel: 'Proposed time slots',
      slot: '{date}, {start}–{end}',
      choose: 'Confirm this time',
      chooseMissing: 'Please choose one of the times first.',
      confirmTitle: 'Confirm this interview time?',
      confirmText:
        'You confirm the interview on {date} from {start} to {end}. Both you and the company get a calendar invitation.',
      confirm: 'Confirm time',
      confirmFailed: 'The time could not be confirmed.',
      confirmed: 'Your interview time is confirmed.',
      noneFit: 'None of these fit',
      noneFitTitle: 'None of these times fit?',
      noneFitText:
        'Tell {company} briefly when you would be available. The company can then propose other times. Please leave out your name and contact details.',
      noneFitLabel: 'Your message',
      noneFitSend: 'Send message',
      noneFitFailed: 'Your message could not be sent.',
      noneFitSent: 'Your message has been sent to the company.',
      noneFitPending:
        'You told the company on {date} that none of the times fit. You can still choose one of them, or wait for new times.',
      confirmedTitle: 'Your interview',
      confirmedText: '{date}, {start}–{end}',
      place: 'Place: {place}',
      meetingLink: 'Join the video call',
      reschedule: 'Ask to reschedule',
      rescheduleTitle: 'Ask to reschedule the interview?',
      rescheduleText:
        'Tell {company} briefly why and when you would be available instead. Asking is possible until 24 hours before the interview.',
      rescheduleSend: 'Send request',
      rescheduleFailed: 'Your request could not be sent.',
      rescheduleSent: 'Your request has been sent to the company.',
      rescheduleRequested: 'You asked on {date} to move the interview. The company will get back to you.',
      rescheduleClosed:
        'The interview is less than 24 hours away. If you cannot attend, please contact the company directly.',
      loadFailed: 'The interview invitation could not be loaded.',
      calendarLink: 'All dates in my calendar',
    },
    calendar: {
      title: 'Calendar',
      description: 'Your upcoming interviews, audio interview due dates and times still to choose.',
      zone: 'Times are shown in your time zone ({zone}).',
      loadFailed: 'Your calendar could not be loaded.',
      interviews: 'Upcoming interviews',
      recordings: 'Audio interviews due',
      pending: 'Choose an interview time',
      at: '{job} at {company}',
      interviewTime: '{date}, {start}–{end}',
      dueAt: 'Due by {date}, {time}',
      slotCount_one: '{count} proposed time slot',
      slotCount_other: '{count} proposed time slots',
      openApplication: 'Open application',
      record: 'Go to the audio interview',
      chooseSlot: 'Choose a time',
      emptyTitle: 'Nothing planned yet',
      emptyText: 'When a company invites you to an audio interview or an interview, the dates appear here.',
      emptyAction: 'See my applications',
    },
  },
};
