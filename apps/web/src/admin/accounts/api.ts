import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@veil/domain';
import type { NewAccount } from '@veil/domain/contracts';
import type { AccountMutations } from '../../features/accounts/mutations';
import { api } from '../../lib/api-client';
import { companyKeys } from '../companies/api';

/** Cache key of a company's accounts. */
export function accountsKey(companyId: string) {
  return ['admin', 'accounts', companyId] as const;
}

/** The accounts of one company, oldest first. */
export function accountsQuery(companyId: string) {
  return queryOptions({
    queryKey: accountsKey(companyId),
    queryFn: ({ signal }) => api.admin.listAccounts({ companyId }, { signal }),
    select: (answer) => answer.data,
  });
}

type AccountRef = { accountId: string };

/**
 * A mutation of one company's accounts. Afterwards the accounts and the company (its head counts)
 * are loaded again. Errors are shown by the screen (in the dialog that asked), not as a toast.
 */
function useAccountMutation<Input, Output>(companyId: string, call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsKey(companyId) }),
        client.invalidateQueries({ queryKey: companyKeys.all }),
      ]),
    meta: { silent: true },
  });
}

/** Invites a person into the company; they receive an activation e-mail. */
export function useAddAccount(companyId: string) {
  return useAccountMutation(companyId, (account: NewAccount) =>
    api.admin.addAccount({ companyId, ...account }),
  );
}

/** Sends a pending account a new activation e-mail (earlier links stop working). */
export function useResendActivation(companyId: string) {
  return useAccountMutation(companyId, ({ accountId }: AccountRef) =>
    api.admin.resendActivation({ companyId, accountId }),
  );
}

/** Changes an account's role; the company keeps at least one active power user. */
export function useChangeRole(companyId: string) {
  return useAccountMutation(companyId, ({ accountId, role }: AccountRef & { role: Role }) =>
    api.admin.changeRole({ companyId, accountId, role }),
  );
}

/** Deactivates (signing the person out) or reactivates an account. */
export function useSetAccountStatus(companyId: string) {
  return useAccountMutation(companyId, ({ accountId, active }: AccountRef & { active: boolean }) =>
    api.admin.setAccountStatus({ companyId, accountId, active }),
  );
}

/** Deletes an account for good. */
export function useDeleteAccount(companyId: string) {
  return useAccountMutation(companyId, ({ accountId }: AccountRef) =>
    api.admin.deleteAccount({ companyId, accountId }),
  );
}

/** The row actions' mutations of one company's accounts, for the shared accounts screens. */
export function useAccountMutations(companyId: string): AccountMutations {
  return {
    resend: useResendActivation(companyId),
    changeRole: useChangeRole(companyId),
    setStatus: useSetAccountStatus(companyId),
    remove: useDeleteAccount(companyId),
  };
}
