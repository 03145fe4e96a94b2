import { Container } from '@mantine/core';
import { useTranslation } from '../lib/translation';
import { ErrorState } from './error-state';

/** Shown by the router when a page throws while rendering: never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size={640} py="xl">
      <ErrorState
        title={t('status.routeError.title')}
        message={t('status.routeError.description')}
        retryLabel={t('common.reload')}
        onRetry={() => window.location.reload()}
      />
    </Container>
  );
}
