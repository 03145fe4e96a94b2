/** English copy of the employer's settings: own profile, picture and team. */
export const settings = {
  settings: {
    title: 'Settings',
    description: 'Your profile and, for power users, your team.',
    picture: {
      title: 'Profile picture',
      description: 'Shown to your colleagues next to your name. Candidates never see it.',
      upload: 'Upload picture',
      replace: 'Upload a new picture',
      current: 'Current picture',
      alt: 'Your profile picture',
      saved: 'Your new profile picture is in place.',
      removed: 'Your profile picture has been removed.',
      removeTitle: 'Remove your profile picture?',
      removeText: 'Your colleagues will see a neutral symbol instead.',
      removeConfirm: 'Remove picture',
    },
    profile: {
      title: 'Your profile',
      description: 'How colleagues see you in Veil. Candidates never see your name.',
      jobTitle: 'Job title',
      jobTitleHint: 'Optional, e.g. Head of People',
      emailHint: 'Your sign-in address; it cannot be changed here.',
      mailLanguage: 'Language of your emails',
      mailLanguageHint: 'Notifications from Veil reach you in this language.',
      save: 'Save profile',
      saved: 'Your profile has been saved.',
      saveFailed: 'Your profile could not be saved',
    },
    team: {
      title: 'Team',
      description: 'Everyone of your company who works in Veil.',
      invite: 'Invite colleague',
      tableLabel: 'Team members',
      emptyTitle: 'Only you so far',
      emptyDescription:
        'Invite colleagues to screen applications with you. They receive an activation email.',
      loadFailed: 'Your team could not be loaded',
    },
    roleHint: {
      power_user: 'Manages company information, job posts, templates and the team.',
      regular_user: 'Works on job posts, templates and applications.',
      reviewer_user: 'Reviews and rates the applications assigned to them.',
    },
  },
} as const;
