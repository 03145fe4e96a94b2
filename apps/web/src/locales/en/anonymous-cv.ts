/** English copy of the anonymous CV, as employers read it and candidates preview it. */
export const anonymousCv = {
  anonymousCv: {
    badge: 'Anonymous',
    workExperiences: 'Work experience',
    degrees: 'Degrees',
    tags: 'Skills',
    languages: 'Languages',
    noWorkExperiences: 'No work experience given.',
    noEducations: 'No education given.',
    noTags: 'No skills given.',
    noLanguages: 'No languages given.',
    markLabel: 'masked',
    markTooltip: 'Masked: it would reveal you. Edit the text to avoid it.',
    duration: {
      years_one: '{count} year',
      years_other: '{count} years',
      months_one: '{count} month',
      months_other: '{count} months',
      lessThanMonth: 'less than a month',
    },
  },
} as const;
