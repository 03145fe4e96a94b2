import type { UseMutationResult } from '@tanstack/react-query';
import type { Role } from '@veil/domain';
import type { Account } from '@veil/domain/contracts';

/**
 * What the shared screens need of one of the area's mutations; a TanStack `useMutation` result
 * fits. The area keeps its endpoints and cache keys in its own `api.ts`; the dialog that asked shows
 * the error in place and resets it when it closes.
 */
export type AccountMutation<Input, Output = Account> = Pick<
  UseMutationResult<Output, Error, Input>,
  'mutate' | 'isPending' | 'error' | 'reset'
>;

type AccountRef = { accountId: string };

/** The changes an area makes to its accounts from the row menus. */
export type AccountMutations = {
  /** Sends a pending account a new activation e-mail. */
  resend: AccountMutation<AccountRef>;
  changeRole: AccountMutation<AccountRef & { role: Role }>;
  /** Deactivates (`active: false`) or reactivates an account. */
  setStatus: AccountMutation<AccountRef & { active: boolean }>;
  /** Deletes an account for good; the menu offers "delete" only where this is given (admin). */
  remove?: AccountMutation<AccountRef, unknown>;
};
