import { Button, EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../lib/translation';

type ErrorStateProps = {
  /** Defaults to a generic "Something went wrong". */
  title?: string;
  /** The reason in the user's language, e.g. from `useErrorMessage`. */
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
};

/** Content that failed to load: names the problem and offers a retry. */
export function ErrorState({ title, message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} py={{ base: 'xl', sm: 48 }} role="alert">
      <MantineEmptyState
        icon={<IconAlertTriangle aria-hidden />}
        variant="light"
        color="red"
        title={title ?? t('status.error.title')}
        description={message ?? t('status.error.description')}
        maw={440}
        mx="auto"
      >
        {onRetry ? (
          <MantineEmptyState.Actions>
            <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
              {retryLabel ?? t('common.retry')}
            </Button>
          </MantineEmptyState.Actions>
        ) : null}
      </MantineEmptyState>
    </Paper>
  );
}
