import '../applications/copy';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { EmptyState } from '../../ui/empty-state';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { recentApplicationsQuery } from '../applications/api';
import { ApplicationCard } from '../applications/application-card';
import { candidatePaths } from '../paths';

/**
 * The dashboard's applications: the latest few in every status (started, sent, in review, rejected
 * …) with the way to all of them; until the first one, what to do to get there.
 */
export function RecentApplications() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(recentApplicationsQuery());
  if (!query.isSuccess)
    return (
      <QueryPlaceholder query={query} errorTitle={t('candidateApplications.list.loadFailed')} rows={2} />
    );
  const { data: applications, totalRecords } = query.data;
  if (applications.length === 0)
    return (
      <EmptyState
        icon={<IconBriefcase size={28} aria-hidden />}
        title={t('pages.candidateDashboard.emptyTitle')}
        description={t('pages.candidateDashboard.emptyDescription')}
        action={
          <Button component={Link} to={candidatePaths.jobs}>
            {t('candidateApplications.apply.toJobs')}
          </Button>
        }
      />
    );
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Title order={2} fz="h3" id={headingId}>
          {t('candidateApplications.dashboard.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('candidateApplications.list.results', { count: totalRecords })}
        </Text>
      </Group>
      {applications.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
      <Group>
        <Button
          component={Link}
          to={candidatePaths.applications}
          variant="light"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {t('candidateApplications.dashboard.showAll')}
        </Button>
      </Group>
    </Stack>
  );
}
