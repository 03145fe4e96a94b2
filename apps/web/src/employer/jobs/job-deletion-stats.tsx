import { Alert, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@veil/domain';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { jobDeletionStatsQuery } from './api';

const STATS = [
  'applications_started',
  'applications_on_board',
  'applications_deleted',
  'total_applications',
] as const;

/** What deleting the job erases, counted by the API when the dialog opens. */
export function JobDeletionStats({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const query = useQuery(jobDeletionStatsQuery(jobId));
  const title = t('employerJobs.actions.deleteStatsTitle');
  if (query.isPending) {
    return (
      <Stack gap={6} mt="sm" aria-busy="true" aria-label={title}>
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="60%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert mt="sm" color="yellow" variant="light" title={t('employerJobs.actions.deleteStatsFailed')}>
        {describe(query.error)}
      </Alert>
    );
  }
  return (
    <Stack gap={4} mt="sm">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <List size="sm" spacing={2} aria-label={title}>
        {STATS.map((name) => (
          <List.Item key={name}>
            {t(`employerJobs.actions.deleteStats.${name}`, { count: formatNumber(query.data[name], locale) })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
