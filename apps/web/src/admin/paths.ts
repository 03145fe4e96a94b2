/** Paths of the admin area (spec section 2) that screens link to. */
export const adminPaths = {
  companies: '/admin/',
  createCompany: '/admin/create-company',
  jobPosts: '/admin/job-posts',
  companyAccounts: (companyId: string) => `/admin/company/${encodeURIComponent(companyId)}/accounts`,
} as const;
