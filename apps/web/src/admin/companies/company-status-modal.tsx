import { notifications } from '@mantine/notifications';
import type { CompanyListItem } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { useSetCompanyStatus } from './api';

type CompanyStatusModalProps = { company: CompanyListItem | null; onClose: () => void };

/**
 * Asks before switching a company on or off. Deactivating is destructive (red): it signs out every
 * user of the company at once and blocks their sign-in.
 */
export function CompanyStatusModal(props: CompanyStatusModalProps) {
  const { t } = useTranslation();
  const { opened, subject: company } = useDialogSubject(props.company);
  const setStatus = useSetCompanyStatus();
  const deactivate = company?.isActive ?? true;
  const values = { name: company?.name ?? '', count: company?.userCount ?? 0 };
  const copy = deactivate
    ? {
        title: t('admin.companyStatus.deactivateTitle', values),
        text: t('admin.companyStatus.deactivateText', values),
        confirm: t('admin.companyStatus.deactivateConfirm'),
      }
    : {
        title: t('admin.companyStatus.activateTitle', values),
        text: t('admin.companyStatus.activateText', values),
        confirm: t('admin.companyStatus.activateConfirm'),
      };

  const close = () => {
    setStatus.reset();
    props.onClose();
  };
  const confirm = () => {
    if (!company) return;
    setStatus.mutate(
      { companyId: company.id, isActive: !deactivate },
      {
        onSuccess: (changed) => {
          const message = changed.isActive
            ? t('admin.companyStatus.activated', { name: changed.name })
            : t('admin.companyStatus.deactivated', { name: changed.name });
          notifications.show({ color: 'green', message });
          close();
        },
      },
    );
  };

  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={copy.title}
      confirmLabel={copy.confirm}
      onConfirm={confirm}
      destructive={deactivate}
      loading={setStatus.isPending}
      error={setStatus.error}
      errorTitle={t('admin.companyStatus.failed')}
    >
      {copy.text}
    </ConfirmModal>
  );
}
