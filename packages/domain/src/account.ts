import { z } from 'zod';
import { ROLES, type Role } from './roles';
import { ACCOUNT_STATUSES } from './values';

export const RoleSchema = z.enum(ROLES);

export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/** Whether an account may sign in and work: only accepted (active) accounts. */
export function isAccountActive(status: AccountStatus): boolean {
  return status === 'accepted';
}

/** The one status an account is shown with; `company_inactive` outranks the account's own. */
export const SHOWN_ACCOUNT_STATUSES = ['pending', 'active', 'deactivated', 'company_inactive'] as const;
export type ShownAccountStatus = (typeof SHOWN_ACCOUNT_STATUSES)[number];

/**
 * The true status of an account, as every list shows it: nobody of a deactivated company can sign
 * in, whatever their own status says, and an `inactive` account is one that was deactivated.
 */
export function shownAccountStatus(status: AccountStatus, companyActive: boolean): ShownAccountStatus {
  if (!companyActive) return 'company_inactive';
  if (status === 'accepted') return 'active';
  return status === 'inactive' ? 'deactivated' : 'pending';
}

/** An account as the last-power-user rule sees it. */
export type MemberStanding = { id: string; role: Role; status: AccountStatus };

/** A change to one account that the last-power-user rule judges. */
export type AccountChange = { accountId: string; kind: 'role' | 'deactivate' | 'delete'; role?: Role };

/**
 * The rule of spec section 5: a company always keeps at least one active power user. Judges the
 * company's accounts as they would be after `change` and names the spec's error, or null when the
 * change is allowed. The API enforces it; the web app uses it to explain an action it cannot offer.
 */
export function lastPowerUserViolation(
  members: readonly MemberStanding[],
  change: AccountChange,
): 'change_role_last_power_user' | 'change_role_last_active_power_user' | 'deactive_last_power_user' | null {
  const after = members
    .filter((m) => !(change.kind === 'delete' && m.id === change.accountId))
    .map((m) => {
      if (m.id !== change.accountId) return m;
      if (change.kind === 'role' && change.role) return { ...m, role: change.role };
      if (change.kind === 'deactivate') return { ...m, status: 'inactive' as const };
      return m;
    });
  const powerUsers = after.filter((m) => m.role === 'power_user' && m.status !== 'inactive');
  const activePowerUsers = powerUsers.filter((m) => m.status === 'accepted');
  const target = members.find((m) => m.id === change.accountId);
  const touchesActivePowerUser = target?.role === 'power_user' && target.status === 'accepted';
  if (powerUsers.length === 0) {
    return change.kind === 'role' ? 'change_role_last_power_user' : 'deactive_last_power_user';
  }
  if (touchesActivePowerUser && activePowerUsers.length === 0) {
    return change.kind === 'role' ? 'change_role_last_active_power_user' : 'deactive_last_power_user';
  }
  return null;
}
