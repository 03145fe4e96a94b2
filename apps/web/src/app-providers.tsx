import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { errorMessage } from './lib/error-message';
import { createQueryClient } from './lib/query-client';
import { TranslationProvider, useTranslation } from './lib/translation';
import type { Translator as I18n } from './lib/translator';
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
 * Mounts the notifications with the first one shown: most page loads show none, so their code (10 kB
 * of gzip) is not part of a first load (issue 40). One shown meanwhile waits in Mantine's store and
 * appears once they are there.
 */
function NotificationsOnDemand() {
  const { notifications: shown, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const pending = shown.length + queue.length;
  useEffect(() => {
    if (pending > 0) setWanted(true);
  }, [pending]);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/**
 * The app's data cache: a failed change shows a notification in the user's language. The app's start
 * creates it before React renders (start-app.tsx), so the session check can begin at once.
 */
export function createAppQueryClient(i18n: I18n): QueryClient {
  return createQueryClient((error) =>
    notifications.show({
      color: 'red',
      title: i18n.t('status.error.title'),
      message: errorMessage(error, i18n),
    }),
  );
}

/** Everything every area needs around it: theme, i18n, data cache and notifications. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient(i18n));
  return (
    <TranslationProvider translator={i18n}>
      <ThemeProvider>
        <QueryClientProvider client={client}>
          <NotificationsOnDemand />
          {children}
        </QueryClientProvider>
      </ThemeProvider>
    </TranslationProvider>
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
