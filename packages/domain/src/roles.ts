// The employer roles and what each may use, apart from the account schemas: the web app's employer
// area reads them on every page without downloading zod.

/** Employer roles (spec section 3); the admin pool has no roles of its own. */
export const ROLES = ['power_user', 'regular_user', 'reviewer_user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Which employer roles may use which part of the employer area (spec section 6): the API's checks
 * and the web app's pages and sidebar read this one table.
 */
export const EMPLOYER_ACCESS = {
  /** the company information, its media and documents, read only */
  companyRead: ['power_user', 'regular_user'],
  /** editing the company information, media, documents and logo */
  companyEdit: ['power_user'],
  /** the company's team: invite, change roles, deactivate */
  team: ['power_user'],
  /** the company's job posts: list, create by hand or import, edit, publish, close, delete, share */
  jobs: ['power_user', 'regular_user'],
  /** the application board: reviewers see only the applications they review (application-flow.ts) */
  applications: ['power_user', 'regular_user', 'reviewer_user'],
  /** the company's e-mail templates, read and previewed (reviewers see none) */
  templatesRead: ['power_user', 'regular_user'],
  /** creating, editing, duplicating and deleting e-mail templates */
  templatesEdit: ['power_user'],
  /** the company's deletion logs */
  deletionLogs: ['power_user', 'regular_user'],
  /** the talent pool: anonymous CVs of candidates who agreed to stay, and invitations to apply (reviewers work only on assigned applications, spec section 6) */
  talentPool: ['power_user', 'regular_user'],
  /** the own profile in settings */
  ownProfile: ['power_user', 'regular_user', 'reviewer_user'],
} as const satisfies Record<string, readonly Role[]>;
