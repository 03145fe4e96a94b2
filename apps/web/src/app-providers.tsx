import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { errorMessage } from './lib/error-message';
import { createQueryClient } from './lib/query-client';
import { theme } from './ui/theme';

type AppProvidersProps = {
  i18n: I18n;
  /** Tests pass their own; the app creates one per page load. */
  queryClient?: QueryClient;
  children: ReactNode;
};

/** Everything every area needs around it: theme, i18n, data cache, notifications and modals. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  const [client] = useState(
    () =>
      queryClient ??
      createQueryClient((error) =>
        notifications.show({
          color: 'red',
          title: i18n.t('status.error.title'),
          message: errorMessage(error, i18n),
        }),
      ),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <QueryClientProvider client={client}>
          <ModalsProvider labels={{ confirm: i18n.t('common.confirm'), cancel: i18n.t('common.cancel') }}>
            <Notifications position="top-right" limit={4} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
