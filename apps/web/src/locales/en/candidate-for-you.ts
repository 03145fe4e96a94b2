/** English copy of the For you tab of the jobs list: why a job is shown, and the state without a profile. */
export const candidateForYou = {
  candidateForYou: {
    tab: 'For you',
    order: 'Best match first',
    reasonsLabel: 'Why this job',
    reasons: {
      skills: 'Shared skills: {skills}',
      industry: 'Your industry',
      languages: 'Your languages',
      location: 'In {place}',
    },
    noResumeTitle: 'Create your profile to see jobs for you',
    noResumeText:
      'We suggest jobs that fit your skills, industry, languages and place. Your profile stays anonymous.',
    createProfile: 'Create profile',
    emptyTitle: 'No matching jobs yet',
    emptyText: 'Add skills and experience to your profile, or explore all jobs.',
  },
};
