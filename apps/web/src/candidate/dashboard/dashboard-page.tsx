import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { candidatePaths } from '../paths';
import { RecentApplications } from './recent-applications';

/**
 * `/candidate/`: greeting, the newest applications in every status (until the first one, the way
 * to the jobs) and the recording demo.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.candidateDashboard.title'));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.candidateDashboard.greeting')}
        description={t('pages.candidateDashboard.intro')}
      />
      <RecentApplications />
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <Stack gap={4} style={{ flex: '1 1 18rem' }}>
            <Title order={2} size="h4">
              {t('pages.candidateDashboard.recordingDemoTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('pages.candidateDashboard.recordingDemoDescription')}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={candidatePaths.recordingDemo}
            variant="light"
            leftSection={<IconMicrophone size={18} aria-hidden />}
          >
            {t('pages.candidateDashboard.recordingDemoAction')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
