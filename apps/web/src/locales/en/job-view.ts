/** English copy of the job as candidates see it (candidate pages and the employer's preview). */
export const jobView = {
  jobView: {
    companyLink: 'About {name}',
    published: 'Published on {date}',
    closedBadge: 'Position closed',
    closedTitle: 'Position closed',
    salaryRange: 'Salary range',
    salaryValue: '{from} – {to} per year',
    notGiven: 'Not given',
    skills: 'Skills',
    languages: 'Languages',
    languageWithLevel: '{language}: {level}',
    applyingAsks: 'When you apply',
    applyingAsksIntro: 'Applying for this position asks you for the following.',
    screeningQuestions: 'Written questions',
    audioQuestions: 'Audio questions',
    audioAnswerTime: 'Answer time: {duration}',
    noQuestions: 'Applying asks no further questions.',
  },
} as const;
