/** English copy of the app shell: shared words, navigation, status pages, legal pages, forms, rich text, uploads. */
export const shell = {
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
    noPermission: {
      pageTitle: 'No permission',
      title: 'You do not have permission to view this page.',
      description:
        'Your role does not include this page. If you need it, please ask a power user of your company.',
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
  legal: {
    contents: 'Contents',
    asOf: 'As of {date}',
    /** Links to the German version, so it is written in German. */
    otherLanguage: 'Auf Deutsch',
    print: 'Print',
    seeAlso: 'See also:',
    backToContents: 'Back to contents',
  },
  forms: {
    save: 'Save',
    invalidValue: 'Please check this entry.',
    unsaved: {
      badge: 'Unsaved changes',
      title: 'Leave without saving?',
      text: 'These parts of the page have changes that are not saved yet. If you leave now, they are lost:',
      stay: 'Stay on this page',
      leave: 'Leave and discard',
    },
  },
  richText: {
    bold: 'Bold',
    heading3: 'Heading',
    heading4: 'Subheading',
    bulletList: 'Bulleted list',
    link: 'Insert link',
    unlink: 'Remove link',
    undo: 'Undo',
    redo: 'Redo',
    linkAddress: 'Link address',
    linkPlaceholder: 'https://www.example.com',
    linkNewTab: 'Opens in a new tab',
    linkSameTab: 'Opens in the same tab',
    linkSave: 'Apply',
    counter: '{count} / {max} characters',
  },
  uploads: {
    dropHintOne: 'Drag a file here or click to choose one.',
    dropHintMany: 'Drag files here or click to choose them.',
    chooseOne: 'Choose file',
    chooseMany: 'Choose files',
    rule: '{types} up to {max}',
    maxFiles: 'at most {max} files',
    listLabel: 'Files',
    progressLabel: 'Upload progress of {name}',
    phase: {
      sending: 'Uploading …',
      checking: 'Checking the file …',
      saving: 'Saving …',
    },
    cancel: 'Cancel upload of {name}',
    retry: 'Try {name} again',
    dismiss: 'Hide {name} from the list',
    remove: 'Remove {name}',
    contentMismatch: 'The content of the file does not match its type.',
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
    },
    employerApplications: {
      title: 'Applications',
      description: 'Anonymous applications to your company’s job posts.',
      emptyTitle: 'No applications yet',
      emptyDescription:
        'As soon as candidates apply to your job posts, their anonymous applications appear here, ready to screen.',
    },
  },
} as const;
