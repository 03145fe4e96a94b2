import { notifications } from '@mantine/notifications';
import type { Account } from '@veil/domain/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { useSetTeamMemberStatus } from './api';
import { fullName } from './team-table';

export type StatusRequest = { kind: 'deactivate' | 'reactivate'; account: Account };

/**
 * Asks before deactivating or reactivating a colleague, naming the person and the consequence. A
 * refusal (the last active power user) is shown in the dialog, which stays open.
 */
export function TeamStatusModal({
  request: requested,
  onClose,
}: {
  request: StatusRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { opened, subject: request } = useDialogSubject(requested);
  const setStatus = useSetTeamMemberStatus();
  const kind = request?.kind ?? 'deactivate';
  const values = request
    ? { name: fullName(request.account), email: request.account.email }
    : { name: '', email: '' };
  const close = () => {
    setStatus.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t(`settings.${kind}.title`, values)}
      confirmLabel={t(`settings.${kind}.confirm`)}
      destructive={kind === 'deactivate'}
      loading={setStatus.isPending}
      error={setStatus.error}
      errorTitle={t(`settings.${kind}.failed`)}
      onConfirm={() => {
        if (!request) return;
        setStatus.mutate(
          { accountId: request.account.id, active: kind === 'reactivate' },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t(`settings.${kind}.success`, values) });
              close();
            },
          },
        );
      }}
    >
      {t(`settings.${kind}.text`, values)}
    </ConfirmModal>
  );
}
