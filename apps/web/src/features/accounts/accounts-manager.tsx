import { notifications } from '@mantine/notifications';
import type { Role } from '@veil/domain';
import type { Account } from '@veil/domain/contracts';
import { useState } from 'react';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { AccountStatusModal, type AccountStatusRequest } from './account-status-modal';
import { type AccountAction, AccountsTable, type AccountsTableProps } from './accounts-table';
import { ChangeRoleModal } from './change-role-modal';
import type { AccountMutations } from './mutations';

type AccountsManagerProps = Omit<AccountsTableProps, 'onAction' | 'canDelete'> & {
  /** The area's mutations; "delete" is offered where `remove` is given. */
  mutations: AccountMutations;
  /** Explains a role's rights in the role dialog (the employer's team settings do). */
  describeRole?: (role: Role) => string;
};

/**
 * The accounts table with its row menus at work: resending an invitation (the outcome as a
 * notification), changing a role, and deactivating, reactivating or deleting after a confirmation.
 */
export function AccountsManager({ mutations, describeRole, ...table }: AccountsManagerProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [changingRole, setChangingRole] = useState<Account | null>(null);
  const [confirming, setConfirming] = useState<AccountStatusRequest | null>(null);

  const resend = (account: Account) =>
    mutations.resend.mutate(
      { accountId: account.id },
      {
        onSuccess: (sent) =>
          notifications.show({
            color: 'green',
            message: t('accounts.resend.success', { email: sent.email }),
          }),
        onError: (error) =>
          notifications.show({ color: 'red', title: t('accounts.resend.failed'), message: describe(error) }),
      },
    );
  const onAction = (action: AccountAction, account: Account) => {
    if (action === 'changeRole') setChangingRole(account);
    else if (action === 'resend') resend(account);
    else setConfirming({ kind: action, account });
  };

  return (
    <>
      <AccountsTable {...table} canDelete={mutations.remove !== undefined} onAction={onAction} />
      <ChangeRoleModal
        account={changingRole}
        onClose={() => setChangingRole(null)}
        change={mutations.changeRole}
        describeRole={describeRole}
      />
      <AccountStatusModal
        request={confirming}
        onClose={() => setConfirming(null)}
        setStatus={mutations.setStatus}
        remove={mutations.remove}
      />
    </>
  );
}
