import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { errorMessage } from './lib/error-message';
import { createQueryClient } from './lib/query-client';
import { readableColorVariables } from './ui/readable-colors';
import { localizedTheme, theme } from './ui/theme';
import classes from './ui/theme.module.css';

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
      <ThemeProvider>
        <QueryClientProvider client={client}>
          <ModalsProvider labels={{ confirm: i18n.t('common.confirm'), cancel: i18n.t('common.cancel') }}>
            <Notifications position="top-right" limit={4} classNames={{ root: classes.notifications }} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** Mantine with Veil's theme, its readable colours and its words in the current language. */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const themed = useMemo(() => mergeThemeOverrides(theme, localizedTheme(t)), [t]);
  return (
    <MantineProvider theme={themed} cssVariablesResolver={readableColorVariables} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
