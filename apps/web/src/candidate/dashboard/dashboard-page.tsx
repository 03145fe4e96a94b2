import './copy';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CandidateDashboard } from '@veil/domain/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import type { TFunction } from '../../lib/translator';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { candidatePaths } from '../paths';
import { resumeQuery } from '../profile/api';
import { ApplicationAnalyticsCharts } from './analytics-charts';
import { dashboardQuery } from './api';
import { ApplicationReminders } from './application-reminders';
import { RecentApplications } from './recent-applications';

/**
 * "Good morning, Alex": the part of the day by the server's clock, the first name from the
 * candidate's own resume; the product's welcome until both are there.
 */
function greetingOf(t: TFunction, data: CandidateDashboard | undefined, firstName: string | undefined) {
  if (!data) return t('pages.candidateDashboard.greeting');
  const { partOfDay } = data.greeting;
  return firstName
    ? t(`candidateDashboard.greeting.${partOfDay}`, { name: firstName })
    : t(`candidateDashboard.greeting.${partOfDay}Anonymous`);
}

/**
 * `/candidate/` (spec section 2, "(empty path)"): the greeting, the application reminders by
 * priority with their time left, the analytics of the applications, the newest applications (until
 * the first one, the way to the jobs) and the recording demo.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.candidateDashboard.title'));
  const query = useQuery(dashboardQuery());
  const resume = useQuery(resumeQuery());
  const firstName = resume.data?.userDetails.firstName.trim() || undefined;
  return (
    <Stack gap="xl">
      <PageHeader
        title={greetingOf(t, query.data, firstName)}
        description={t('pages.candidateDashboard.intro')}
      />
      {query.isSuccess ? (
        <ApplicationReminders reminders={query.data.applicationReminders} now={query.data.now} />
      ) : (
        <QueryPlaceholder query={query} errorTitle={t('candidateDashboard.reminders.loadFailed')} rows={2} />
      )}
      <RecentApplications />
      {query.isSuccess ? <ApplicationAnalyticsCharts analytics={query.data.applicationAnalytics} /> : null}
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
