import type { AccountStatus, Role } from '@veil/domain';
import { AppError } from '../../http/app-error';

type Member = { id: string; role: Role; status: AccountStatus };

/**
 * The rule of spec section 5: a company always keeps at least one active power user. Checks the
 * company's accounts as they would be after `change`, and names the spec's error for the change.
 */
export function assertKeepsActivePowerUser(
  members: readonly Member[],
  change: { accountId: string; kind: 'role' | 'deactivate' | 'delete'; role?: Role },
): void {
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
    throw new AppError(change.kind === 'role' ? 'change_role_last_power_user' : 'deactive_last_power_user');
  }
  if (touchesActivePowerUser && activePowerUsers.length === 0) {
    throw new AppError(
      change.kind === 'role' ? 'change_role_last_active_power_user' : 'deactive_last_power_user',
    );
  }
}
