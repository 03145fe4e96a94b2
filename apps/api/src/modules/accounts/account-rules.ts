import { type AccountChange, lastPowerUserViolation, type MemberStanding } from '@veil/domain';
import { AppError } from '../../errors/app-error';

/** Refuses a change that would leave the company without an active power user (the domain's rule). */
export function assertKeepsActivePowerUser(members: readonly MemberStanding[], change: AccountChange): void {
  const violation = lastPowerUserViolation(members, change);
  if (violation) throw new AppError(violation);
}
