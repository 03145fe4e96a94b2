/** Paths of the candidate area (spec section 2) that screens link to. */
export const candidatePaths = {
  dashboard: '/candidate/',
  jobs: '/candidate/jobs/list',
  /** The candidate's saved searches: rename, e-mails on or off, delete. */
  savedSearches: '/candidate/saved-searches',
  /** A job's page with everything about it. */
  job: (jobId: string) => `/candidate/jobs/${jobId}`,
  /** A job's description alone (see `JobDescriptionPage`). */
  jobDescription: (jobId: string) => `/candidate/jobs/description/${jobId}`,
  /** A job opened by its shareable link; works signed out. */
  sharedJob: (shareCode: string) => `/candidate/jobs/share/${shareCode}`,
  /** Applying to a job in four steps (continues a started application). */
  apply: (jobId: string) => `/candidate/jobs/apply/${jobId}`,
  /** The candidate's applications. */
  applications: '/candidate/applications/list',
  /** The applications the candidate withdrew. */
  withdrawnApplications: '/candidate/applications/withdrawn',
  /** One application with its sections. */
  application: (applicationId: string) => `/candidate/applications/${applicationId}`,
  /** What the audio interview of an application asks and how it works, before recording. */
  audioInstruction: (applicationId: string) =>
    `/candidate/applications/${applicationId}/audio-recording-instruction`,
  /** Recording the answers of an application's audio interview, in the chosen answer language. */
  audioAnswer: (applicationId: string, language?: string) =>
    `/candidate/applications/record/answer/${applicationId}${language ? `?language=${encodeURIComponent(language)}` : ''}`,
  /** Upcoming interviews, audio interview due dates and time slots still to choose. */
  calendar: '/candidate/calendar',
  /** The company's documents and data-protection files of one application, as a page. */
  additionalInformation: (jobId: string, applicationId: string) =>
    `/candidate/additional-information/${jobId}/${applicationId}`,
  /** The anonymous CV of one application, alone. */
  applicationCv: (applicationId: string) => `/candidate/anonymous-cv/${applicationId}`,
  /** A company's page as candidates see it. */
  companyInfo: (companyId: string) => `/candidate/companies/info/${companyId}`,
  /** The candidate's resume, one card per section. */
  profile: '/candidate/profile',
  /** A new candidate without a resume: how to start one. */
  profileEmpty: '/candidate/profile/empty',
  /** The first form that creates the resume by hand. */
  profileCreate: '/candidate/profile/create',
  /** The full profile beside what employers see. */
  profileReview: '/candidate/profile/review',
  /** Starting the resume from a CV or a LinkedIn export. */
  profileImport: '/candidate/profile/import',
  /** Shown once the account was deleted; open without a session. */
  accountDeleted: '/candidate/account-deleted',
  /** The recording demo with tips: try an audio answer and hear the altered voice. */
  recordingDemo: '/candidate/recording-demo',
  /** A public anonymous profile by the code of its link; works signed out. */
  anonymousProfile: (code: string) => `/candidate/anonymous-profile/${code}`,
  /** The terms and conditions in a language (`de`, `en`). */
  terms: (lang: string) => `/candidate/terms-conditions/${lang}`,
  /** The privacy policy in a language (`de`, `en`). */
  privacy: (lang: string) => `/candidate/privacy-policy/${lang}`,
} as const;
