import { z } from 'zod';

/** Employer roles (spec section 3); the admin pool has no roles of its own. */
export const ROLES = ['power_user', 'regular_user', 'reviewer_user'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Account activation states; 'accepted' is labelled "active" in both languages. */
export const ACCOUNT_STATUSES = ['pending', 'accepted', 'inactive'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/** Whether an account may sign in and work: only accepted (active) accounts. */
export function isAccountActive(status: AccountStatus): boolean {
  return status === 'accepted';
}
