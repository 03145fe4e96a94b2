/** Paths of the candidate area (spec section 2) that screens link to. */
export const candidatePaths = {
  dashboard: '/candidate/',
  jobs: '/candidate/jobs/list',
} as const;
