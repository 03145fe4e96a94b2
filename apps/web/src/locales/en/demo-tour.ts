/** The /demo tour (features/demo-tour). */
export const demoTour = {
  demoTour: {
    pageTitle: 'Demo',
    title: 'Get to know Veil',
    intro:
      'A guided tour through the three areas of Veil on sample data: first as a candidate, then as an employer, finally as an admin. No sign-in needed.',
    start: 'Start tour',
    viewAsVisitor: 'View as visitor',
    readOnlyNote:
      'Look, don’t touch: nothing can be changed in the demo. The sample data is reset every night.',
    starting: 'Opening the demo …',
    startFailed: 'The demo could not be opened. Please try again.',
    retry: 'Try again',
    areas: {
      candidate: 'Candidates',
      employer: 'Employers',
      admin: 'Admin',
    },
    panel: {
      label: 'Demo tour',
      badge: 'Demo · view only',
      step: 'Step {current} of {total}: {title}',
      back: 'Back',
      next: 'Next',
      finish: 'Done',
      end: 'End tour',
    },
    steps: {
      jobs: {
        title: 'Find jobs',
        text: 'Candidates search and filter jobs, save them and apply anonymously.',
      },
      cv: {
        title: 'The anonymous CV',
        text: 'The full profile, and beside it what employers see: no names, contact details, employer or school names.',
      },
      application: {
        title: 'The application',
        text: 'Mia applied to Hafenkante Digital. Here she follows its progress, answers audio questions and picks interview slots.',
      },
      recording: {
        title: 'The recording demo',
        text: 'With tips and sample questions, candidates practise their audio answers; the voice is altered. Recording needs an account of one’s own.',
      },
      board: {
        title: 'The application board',
        text: 'Employers see every application anonymously, with a pseudonym instead of a name, as a table or by status.',
      },
      employerApplication: {
        title: 'An application with its anonymous CV',
        text: 'Anonymous CV, screening answers and ratings. The candidate reveals her full profile only after the interview.',
      },
      templates: {
        title: 'E-mail templates',
        text: 'The team sends invitations, rejections and interview slots with its own templates in German and English.',
      },
      companies: {
        title: 'Manage companies',
        text: 'Admins create companies, activate or deactivate them and manage their accounts.',
      },
    },
  },
} as const;
