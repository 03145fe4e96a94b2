import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { VERIFICATION_CODE_RESEND_SECONDS } from '@veil/domain';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useCountdown } from './use-countdown';

type ResendCodeButtonProps = {
  /** Sends a new code and resolves `true`; `false` when nothing was sent (e.g. no e-mail yet). */
  onResend: () => Promise<boolean>;
  /** Whether a code was sent just now, so the countdown starts at once. */
  justSent?: boolean;
};

/**
 * "Send a new code", usable again only after VERIFICATION_CODE_RESEND_SECONDS, with the seconds
 * left shown on the button. The result is reported in a notification.
 */
export function ResendCodeButton({ onResend, justSent = true }: ResendCodeButtonProps) {
  const { t } = useTranslation();
  const describeError = useErrorMessage();
  const { remaining, restart } = useCountdown(justSent ? VERIFICATION_CODE_RESEND_SECONDS : 0);

  const resend = async () => {
    restart();
    try {
      if (!(await onResend())) {
        restart(0);
        return;
      }
      notifications.show({ color: 'veil', message: t('signIn.code.resent') });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('signIn.code.resendFailed'),
        message: describeError(error),
      });
    }
  };

  return (
    <Group gap="xs" justify="center" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('signIn.code.noMail')}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconRefresh size={16} aria-hidden />}
        disabled={remaining > 0}
        onClick={() => void resend()}
      >
        {remaining > 0 ? t('signIn.code.resendIn', { seconds: remaining }) : t('signIn.code.resend')}
      </Button>
    </Group>
  );
}
