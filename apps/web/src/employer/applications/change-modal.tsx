import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';
import type { useChangeApplication } from './api';

/**
 * The frame of the application's change modals (audio invitation, due date, interview invitation): a form that is not closed by a click beside it or Escape while it
 * is being sent, the API's refusal, then cancel and confirm.
 */
export function ChangeModal({
  title,
  change,
  failedTitle,
  confirmLabel,
  onSubmit,
  onClose,
  children,
  size,
}: {
  title: string;
  change: ReturnType<typeof useChangeApplication>;
  failedTitle: string;
  confirmLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** Mantine's modal size; the default fits a short form. */
  size?: ModalProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeOnClickOutside={!change.isPending}
      closeOnEscape={!change.isPending}
      styles={{ title: { fontWeight: 600 } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          {change.error ? <ErrorAlert error={change.error} title={failedTitle} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
