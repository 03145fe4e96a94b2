import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconLogin2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { afterSignInPath } from '@veil/domain/sign-in-guard';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { completeGoogleSignIn } from '../../features/sign-in/api';
import { AuthCard } from '../../features/sign-in/auth-card';
import { clearStoredTarget, readStoredTarget } from '../../features/sign-in/browser-storage';
import { signInPath } from '../../features/sign-in/paths';
import { guardSession } from '../../features/sign-in/session-guard';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';

/**
 * `/candidate/login/oauth2/code/cognito/`: the provider returns here through the server, which has
 * set the session cookie. Loads the session, tells the other tabs, and goes on to the stored target
 * or the first-time sign-in / dashboard. Without a session, it says so and offers the login.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<unknown>(null);
  const started = useRef(false);
  usePageTitle(t('signIn.google.pageTitle'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeGoogleSignIn(client).then(
      (session) => {
        if (!session) {
          setFailed(true);
          return;
        }
        const target = afterSignInPath({
          area: 'candidate',
          session: guardSession(session),
          storedTarget: readStoredTarget(),
        });
        clearStoredTarget();
        navigate(target, { replace: true });
      },
      (error: unknown) => setFailed(error ?? true),
    );
  }, [client, navigate]);

  if (failed) {
    return (
      <AuthCard
        title={t('signIn.google.title')}
        icon={<IconBrandGoogle size={28} aria-hidden />}
        iconColor="red"
      >
        <ErrorAlert error={failed}>{t('auth.thirdPartySignInFailed')}</ErrorAlert>
        <Button
          component={Link}
          to={signInPath('candidate', 'login')}
          size="md"
          fullWidth
          leftSection={<IconLogin2 size={18} aria-hidden />}
        >
          {t('signIn.common.backToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signIn.google.title')} icon={<IconBrandGoogle size={28} aria-hidden />}>
      <Stack align="center" gap="sm" py="md" role="status" aria-live="polite">
        <Loader size="md" aria-hidden />
        <Text c="dimmed">{t('signIn.google.finishing')}</Text>
      </Stack>
    </AuthCard>
  );
}
