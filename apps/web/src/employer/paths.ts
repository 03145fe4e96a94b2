/** Paths of the employer area (spec section 2) that screens link to. */
export const employerPaths = {
  applications: '/employer/applications',
  jobs: '/employer/jobs',
} as const;
