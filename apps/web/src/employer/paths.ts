/** Paths of the employer area (spec section 2) that screens link to. */
export const employerPaths = {
  dashboard: '/employer/dashboard',
  applications: '/employer/applications',
  /** the pipeline of the job the board is filtered by (`?job=`) */
  pipeline: '/employer/applications/pipeline',
  application: (applicationId: string) => `/employer/applications/${encodeURIComponent(applicationId)}`,
  deletionLogs: '/employer/applications/deletions',
  deletionLog: (applicationId: string) =>
    `/employer/applications/deletion/${encodeURIComponent(applicationId)}`,
  jobs: '/employer/jobs',
  jobsImport: '/employer/jobs/add',
  jobsCreate: '/employer/jobs/add-manually',
  job: (jobId: string) => `/employer/jobs/${encodeURIComponent(jobId)}`,
  jobPreview: (jobId: string) => `/employer/jobs/${encodeURIComponent(jobId)}/preview`,
  company: '/employer/company',
  companyUpdate: '/employer/company/update',
  companyMedia: '/employer/company/media',
  companyDocuments: '/employer/company/documents',
  settings: '/employer/settings',
  talentPool: '/employer/talent-pool',
  templates: '/employer/templates',
  template: (templateId: string) => `/employer/templates/${encodeURIComponent(templateId)}`,
  /** A new template, its type chosen in advance (the list's "New" of a type group). */
  templateNew: (type?: string) =>
    type ? `/employer/templates/new?type=${encodeURIComponent(type)}` : '/employer/templates/new',
} as const;
