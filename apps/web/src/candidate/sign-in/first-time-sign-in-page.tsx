import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconEyeOff, IconMicrophone, IconUserShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCompleteOnboarding } from '../../features/sign-in/api';
import { AuthCard } from '../../features/sign-in/auth-card';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { PlainList } from '../../ui/plain-list';
import { candidatePaths } from '../paths';

const POINTS: { key: 'anonymous' | 'voice' | 'reveal'; icon: ReactNode }[] = [
  { key: 'anonymous', icon: <IconEyeOff size={20} aria-hidden /> },
  { key: 'voice', icon: <IconMicrophone size={20} aria-hidden /> },
  { key: 'reveal', icon: <IconUserShield size={20} aria-hidden /> },
];

/**
 * `/candidate/first-time-signin`: a short welcome after the first sign-in, explaining in three points
 * how Veil keeps the candidate anonymous; the button records it as seen and opens the profile (a new candidate's leads to profile/empty).
 */
export function FirstTimeSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  usePageTitle(t('signIn.welcome.pageTitle'));

  return (
    <AuthCard title={t('signIn.welcome.title')} description={t('signIn.welcome.intro')}>
      <PlainList gap="md">
        {POINTS.map(({ key, icon }) => (
          <Group component="li" key={key} gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light">
              {icon}
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600}>{t(`signIn.welcome.points.${key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`signIn.welcome.points.${key}.text`)}
              </Text>
            </Stack>
          </Group>
        ))}
      </PlainList>
      <Button
        size="md"
        fullWidth
        rightSection={<IconArrowRight size={18} aria-hidden />}
        loading={complete.isPending}
        onClick={() =>
          complete.mutate(undefined, {
            onSuccess: () => navigate(candidatePaths.profile, { replace: true }),
          })
        }
      >
        {t('signIn.welcome.start')}
      </Button>
    </AuthCard>
  );
}
