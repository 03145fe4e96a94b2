/** Paths of the candidate area (spec section 2) that screens link to. */
export const candidatePaths = {
  dashboard: '/candidate/',
  jobs: '/candidate/jobs/list',
  /** A company's page as candidates see it. */
  companyInfo: (companyId: string) => `/candidate/companies/info/${companyId}`,
  /** The terms and conditions in a language (`de`, `en`). */
  terms: (lang: string) => `/candidate/terms-conditions/${lang}`,
  /** The privacy policy in a language (`de`, `en`). */
  privacy: (lang: string) => `/candidate/privacy-policy/${lang}`,
} as const;
