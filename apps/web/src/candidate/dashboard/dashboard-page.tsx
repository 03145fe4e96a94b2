import { Stack } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

/** `/candidate/`: greeting and, until the first application, a way to the jobs. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.candidateDashboard.title'));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.candidateDashboard.greeting')}
        description={t('pages.candidateDashboard.intro')}
      />
      <EmptyState
        icon={<IconBriefcase size={28} aria-hidden />}
        title={t('pages.candidateDashboard.emptyTitle')}
        description={t('pages.candidateDashboard.emptyDescription')}
      />
    </Stack>
  );
}
