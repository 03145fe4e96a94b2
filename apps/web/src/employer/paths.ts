/** Paths of the employer area (spec section 2) that screens link to. */
export const employerPaths = {
  applications: '/employer/applications',
  jobs: '/employer/jobs',
  company: '/employer/company',
  companyUpdate: '/employer/company/update',
  companyMedia: '/employer/company/media',
  companyDocuments: '/employer/company/documents',
  settings: '/employer/settings',
} as const;
