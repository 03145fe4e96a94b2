import { notifications } from '@mantine/notifications';
import type { Account } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { fullName } from './full-name';
import type { AccountMutations } from './mutations';

/** Which confirmation is asked: all three change who can sign in. */
export type AccountStatusRequest = { kind: 'deactivate' | 'reactivate' | 'delete'; account: Account };

type AccountStatusModalProps = {
  /** What to confirm for whom; `null` closes the dialog. */
  request: AccountStatusRequest | null;
  onClose: () => void;
} & Pick<AccountMutations, 'setStatus' | 'remove'>;

/**
 * Asks before deactivating, reactivating or deleting an account, naming the person and the
 * consequence. A refusal (e.g. the last active power user) is shown in the dialog, which stays open.
 */
export function AccountStatusModal({ setStatus, remove, onClose, ...props }: AccountStatusModalProps) {
  const { t } = useTranslation();
  const { opened, subject: request } = useDialogSubject(props.request);
  const kind = request?.kind ?? 'deactivate';
  const mutation = kind === 'delete' ? remove : setStatus;
  const values = request
    ? { name: fullName(request.account), email: request.account.email }
    : { name: '', email: '' };

  const copy = {
    deactivate: {
      title: t('accounts.deactivate.title', values),
      text: t('accounts.deactivate.text', values),
      confirm: t('accounts.deactivate.confirm'),
      success: t('accounts.deactivate.success', values),
      failed: t('accounts.deactivate.failed'),
    },
    reactivate: {
      title: t('accounts.reactivate.title', values),
      text: t('accounts.reactivate.text', values),
      confirm: t('accounts.reactivate.confirm'),
      success: t('accounts.reactivate.success', values),
      failed: t('accounts.reactivate.failed'),
    },
    delete: {
      title: t('accounts.delete.title', values),
      text: t('accounts.delete.text', values),
      confirm: t('accounts.delete.confirm'),
      success: t('accounts.delete.success', values),
      failed: t('accounts.delete.failed'),
    },
  }[kind];

  const close = () => {
    setStatus.reset();
    remove?.reset();
    onClose();
  };
  const onSuccess = () => {
    notifications.show({ color: 'green', message: copy.success });
    close();
  };
  const confirm = () => {
    if (!request) return;
    const accountId = request.account.id;
    if (kind === 'delete') remove?.mutate({ accountId }, { onSuccess });
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
      loading={mutation?.isPending}
      error={mutation?.error}
      errorTitle={copy.failed}
    >
      {copy.text}
    </ConfirmModal>
  );
}
