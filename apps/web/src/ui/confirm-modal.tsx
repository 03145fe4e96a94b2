import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-errors';
import { useErrorMessage } from '../lib/error-message';
import { useTranslation } from '../lib/translation';

/** A refusal that a second click would only repeat (a rule, a missing object); a failed connection or a busy server is worth a retry. */
function isFinalRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

type ConfirmModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The consequence, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Red confirm button, for what cannot be undone or takes something away. */
  destructive?: boolean;
  /** The request is running: the button spins and the dialog stays open. */
  loading?: boolean;
  /** A failed attempt, explained in the dialog (which stays open so nothing is lost). */
  error?: unknown;
  errorTitle?: string;
};

/**
 * Asks before an action with consequences. Cancel has the focus, so Enter never confirms by
 * accident; the confirm button is red for destructive actions.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, onClose, title, children, confirmLabel, onConfirm, destructive, loading, error } = props;
  const { t } = useTranslation();
  const describe = useErrorMessage();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        {error ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={props.errorTitle}
            icon={<IconAlertCircle size={20} aria-hidden />}
          >
            {describe(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color={destructive ? 'red' : undefined}
            onClick={onConfirm}
            loading={loading}
            disabled={isFinalRefusal(error)}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
