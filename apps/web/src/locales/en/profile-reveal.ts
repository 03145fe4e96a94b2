/**
 * English copy of the reveal (issue 38): the candidate's card and confirmation on the application
 * page, and the employer's "Resume" tab with the full profile once shared.
 */
export const profileReveal = {
  profileReveal: {
    card: {
      title: 'Share my full profile with {company}',
      text: 'Your interview has taken place. If you like, {company} can now see who you are: your full profile with your name and contact details. Only you decide this, and only for this application.',
      open: 'Share my full profile',
      revealedTitle: 'You shared your full profile',
      revealedText: '{company} has been able to see your full profile since {date}.',
    },
    modal: {
      title: 'Share your full profile with {company}?',
      intro: '{company} will see exactly this, as it is right now:',
      loadFailed: 'What the company would see could not be loaded.',
      identity: 'Name, e-mail, phone, gender, date of birth, location and headline',
      sections:
        'Work information, {work} work experiences, {education} educations, {languages} languages, {tags} skills, {certifications} certifications, {rewards} awards and {links} links',
      notShared: 'Not shared: your photo. A PDF CV is not shared either, as Veil keeps none.',
      snapshot:
        'The company sees your profile as it is at this moment. Changes you make later do not reach it.',
      final:
        'Once the company has seen your profile, this cannot be taken back. Withdrawing your application later still deletes the application and the shared profile.',
      confirm: 'Share my profile',
      cancel: 'Not now',
      failed: 'Your profile could not be shared.',
      done: 'Your full profile has been shared with {company}.',
    },
    employer: {
      hiddenTitle: 'The full profile stays hidden',
      hiddenText:
        'After the interview, the candidate decides whether to show your company their full profile with name and contact details. Once they do, it appears here and you are told by e-mail.',
      revealedBadge: 'Profile shared',
      title: 'Full profile',
      sharedOn: 'Shared by the candidate on {date}, as it was at that moment.',
      loadFailed: 'The full profile could not be loaded.',
      born: 'born on {date}',
      contact: 'Contact',
      workInformation: 'Work information',
      workExperiences: 'Work experience',
      educations: 'Education',
      languages: 'Languages',
      tags: 'Skills',
      certifications: 'Licenses and certifications',
      rewards: 'Awards and honors',
      socialLinks: 'Links',
      present: 'today',
      none: 'None given.',
    },
  },
} as const;
