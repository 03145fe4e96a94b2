import { notifications } from '@mantine/notifications';
import type { Account } from '@veil/domain/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { fullName } from './accounts-table';
import { useDeleteAccount, useSetAccountStatus } from './api';

/** Which confirmation is asked: all three change who can sign in. */
export type AccountConfirmKind = 'deactivate' | 'reactivate' | 'delete';

type AccountConfirmModalProps = {
  companyId: string;
  request: { kind: AccountConfirmKind; account: Account } | null;
  onClose: () => void;
};

/**
 * Asks before deactivating, reactivating or deleting an account, naming the person and the
 * consequence. A refusal (e.g. the last active power user) is shown in the dialog, which stays open.
 */
export function AccountConfirmModal({ companyId, onClose, ...props }: AccountConfirmModalProps) {
  const { t } = useTranslation();
  const { opened, subject: request } = useDialogSubject(props.request);
  const setStatus = useSetAccountStatus(companyId);
  const remove = useDeleteAccount(companyId);
  const kind = request?.kind ?? 'deactivate';
  const mutation = kind === 'delete' ? remove : setStatus;
  const values = request
    ? { name: fullName(request.account), email: request.account.email }
    : { name: '', email: '' };

  const copy = {
    deactivate: {
      title: t('admin.deactivateAccount.title', values),
      text: t('admin.deactivateAccount.text', values),
      confirm: t('admin.deactivateAccount.confirm'),
      success: t('admin.deactivateAccount.success', values),
      failed: t('admin.deactivateAccount.failed'),
    },
    reactivate: {
      title: t('admin.reactivateAccount.title', values),
      text: t('admin.reactivateAccount.text', values),
      confirm: t('admin.reactivateAccount.confirm'),
      success: t('admin.reactivateAccount.success', values),
      failed: t('admin.reactivateAccount.failed'),
    },
    delete: {
      title: t('admin.deleteAccount.title', values),
      text: t('admin.deleteAccount.text', values),
      confirm: t('admin.deleteAccount.confirm'),
      success: t('admin.deleteAccount.success', values),
      failed: t('admin.deleteAccount.failed'),
    },
  }[kind];

  const close = () => {
    setStatus.reset();
    remove.reset();
    onClose();
  };
  const onSuccess = () => {
    notifications.show({ color: 'green', message: copy.success });
    close();
  };
  const confirm = () => {
    if (!request) return;
    const accountId = request.account.id;
    if (kind === 'delete') remove.mutate({ accountId }, { onSuccess });
    else setStatus.mutate({ accountId, active: kind === 'reactivate' }, { onSuccess });
  };

  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={copy.title}
      confirmLabel={copy.confirm}
      onConfirm={confirm}
      destructive={kind !== 'reactivate'}
      loading={mutation.isPending}
      error={mutation.error}
      errorTitle={copy.failed}
    >
      {copy.text}
    </ConfirmModal>
  );
}
