import { Loader, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { endLocalSession, sessionQueryKey } from './api';
import { authChannel } from './auth-channel';
import { createAuthClient } from './auth-client';
import { signInPath } from './paths';
import type { LoginLocationState } from './session-guard';

/**
 * `<area>/logout`: where every "Sign out" leads. Ends the session on the server, tells the area's
 * other tabs, clears everything stored in the browser except the language, and goes to the login.
 * With `?elsewhere=1` (another tab signed out) only this tab's part is done.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const area = useArea();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const elsewhere = params.has('elsewhere');
  const started = useRef(false);
  usePageTitle(t('signIn.logout.pageTitle'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (!elsewhere) {
        // a failed request must not keep anybody signed in here: the local part happens regardless
        await createAuthClient(area)
          .signOut()
          .catch(() => undefined);
        authChannel(area).post('signed-out');
      }
      endLocalSession(client, area);
      client.setQueryData(sessionQueryKey(area), null);
      const state: LoginLocationState = { signedOut: elsewhere ? 'elsewhere' : 'here' };
      navigate(signInPath(area, 'login'), { replace: true, state });
    })();
  }, [area, client, elsewhere, navigate]);

  return (
    <Stack align="center" gap="md" py={64} role="status" aria-live="polite">
      <IconLogout size={32} aria-hidden color="var(--mantine-color-veil-7)" />
      <Loader size="sm" aria-hidden />
      {t('signIn.logout.progress')}
    </Stack>
  );
}
