import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { errorMessage } from './lib/error-message';
import { createQueryClient } from './lib/query-client';
import { readableColorVariables } from './ui/readable-colors';
import { localizedTheme, theme } from './ui/theme';

type AppProvidersProps = {
  i18n: I18n;
  /** Tests pass their own; the app creates one per page load. */
  queryClient?: QueryClient;
  children: ReactNode;
};

const NotificationsHost = lazy(() => import('./ui/notifications-host'));

/**
 * Mounts the notifications once the browser is idle: no page needs them to first show, and one shown
 * earlier waits in Mantine's store until they are there.
 */
function IdleNotifications() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/** Everything every area needs around it: theme, i18n, data cache and notifications. */
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
          <IdleNotifications />
          {children}
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
