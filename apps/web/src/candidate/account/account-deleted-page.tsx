import './copy';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { endLocalSession, sessionQueryKey, useCurrentSession } from '../../features/sign-in/api';
import { authChannel } from '../../features/sign-in/auth-channel';
import { createAuthClient } from '../../features/sign-in/auth-client';
import { signInPath } from '../../features/sign-in/paths';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { candidatePaths } from '../paths';

type DeletedState = { accountDeleted?: boolean } | null;

/**
 * After the account was deleted: ends what is left of the session here (the server deleted it with
 * the account) and in the other tabs, forgets everything stored in the browser, and says so. Open
 * without a session; someone signed in who did not just delete their account is sent home.
 */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const location = useLocation();
  const justDeleted = (location.state as DeletedState)?.accountDeleted === true;
  const session = useCurrentSession('candidate');
  const ended = useRef(false);
  usePageTitle(t('candidateAccount.deleted.pageTitle'));

  useEffect(() => {
    if (!justDeleted || ended.current) return;
    ended.current = true;
    void (async () => {
      // the cookie names a session that no longer exists: the sign-out only clears it
      await createAuthClient('candidate')
        .signOut()
        .catch(() => undefined);
      authChannel('candidate').post('signed-out');
      endLocalSession(client, 'candidate');
      client.setQueryData(sessionQueryKey('candidate'), null);
    })();
  }, [client, justDeleted]);

  if (!justDeleted && session) return <Navigate to={candidatePaths.dashboard} replace />;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" mt="xl" component="section">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="veil" variant="light" aria-hidden>
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('candidateAccount.deleted.title')}
        </Title>
        <Text>{t('candidateAccount.deleted.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('candidateAccount.deleted.again')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={signInPath('candidate', 'signup')} variant="default">
            {t('candidateAccount.deleted.signup')}
          </Button>
          <Button component="a" href="/">
            {t('candidateAccount.deleted.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
