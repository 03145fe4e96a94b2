/**
 * English UI copy of the web app. The domain package adds `errors.*`, `auth.*`, `validation.*` and
 * `enums.*`; keys here use other top-level namespaces so the two never collide.
 */
export const en = {
  common: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    language: 'Language',
    languageNames: { de: 'Deutsch', en: 'English' },
    loading: 'Loading…',
    confirm: 'Confirm',
    cancel: 'Cancel',
    retry: 'Try again',
    reload: 'Reload page',
    adminBadge: 'Admin',
    homeLink: 'Veil, to the start page',
  },
  nav: {
    dashboard: 'Dashboard',
    jobs: 'Jobs',
    applications: 'Applications',
    profile: 'Profile',
    companyInformation: 'Company information',
    jobPosts: 'Job posts',
    settings: 'Settings',
    templates: 'Templates',
    companies: 'Companies',
  },
  status: {
    error: {
      title: 'Something went wrong',
      description: 'This content could not be loaded. Please try again in a moment.',
    },
    routeError: {
      title: 'This page could not be shown',
      description: 'An unexpected error occurred. Reloading the page usually helps.',
    },
    notFound: {
      title: 'Page not found!',
      description: 'The page you are looking for does not exist or is no longer available.',
      home: 'Back to the start page',
    },
    blocked: {
      title: 'This page is blocked!',
      description:
        'Veil could not reach its server. A firewall, a VPN or a browser extension may be blocking the connection.',
      feedback: 'Report the problem',
      retry: 'Try again',
    },
  },
  pages: {
    candidateDashboard: {
      title: 'Dashboard',
      greeting: 'Welcome to Veil',
      intro:
        'Apply anonymously: employers see your skills and experience, not your name, until you decide to reveal it.',
      emptyTitle: 'No applications yet',
      emptyDescription:
        'Find a job that suits you and apply in a few steps. Your applications and upcoming dates will appear here.',
      emptyAction: 'Browse jobs',
    },
    employerApplications: {
      title: 'Applications',
      description: 'Anonymous applications to your company’s job posts.',
      emptyTitle: 'No applications yet',
      emptyDescription:
        'As soon as candidates apply to your job posts, their anonymous applications appear here, ready to screen.',
      emptyAction: 'Go to job posts',
    },
    adminCompanies: {
      title: 'Companies',
      description: 'Every company that uses Veil, with its accounts.',
      emptyTitle: 'No companies yet',
      emptyDescription: 'Create the first company, then invite its people so they can post jobs.',
      emptyAction: 'Create company',
    },
  },
} as const;

/** The shape every locale file must have: the same keys as English, any strings as values. */
export type Messages = DeepStrings<typeof en>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
