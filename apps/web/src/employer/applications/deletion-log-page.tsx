import { Alert, Anchor, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClockX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime, formatNumber } from '@veil/domain';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { CardFact } from '../../ui/plain-list';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { employerPaths } from '../paths';
import { deletionLogQuery } from './api';
import { applicationNumberLabel, deletionReasonLabel, responsibleLabel } from './deletion-log-labels';

/**
 * `/employer/applications/deletion/:applicationId`: what was erased of one application, when, why
 * and by whom, and until when the log is kept; ids, counts and types only, no personal data.
 */
export function DeletionLogPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { applicationId = '' } = useParams();
  const query = useQuery(deletionLogQuery(applicationId));
  const log = query.data;
  usePageTitle(
    log
      ? t('employerApplications.deletion.title', { number: log.logNumber })
      : t('employerApplications.deletion.listTitle'),
  );
  const unknown = t('employerApplications.deletion.unknown');
  const back = (
    <Anchor component={Link} to={employerPaths.deletionLogs} size="sm" c="veil.8">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('employerApplications.deletion.back')}
      </Group>
    </Anchor>
  );
  if (!log) {
    return (
      <Stack gap="md">
        {back}
        <QueryPlaceholder
          query={query}
          errorTitle={t('employerApplications.deletion.logLoadFailed')}
          variant="page"
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        {back}
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('employerApplications.deletion.title', { number: log.logNumber })}
        </Title>
      </Stack>
      {log.isExpired ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconClockX size={20} aria-hidden />}
          title={t('employerApplications.deletion.expiredTitle')}
        >
          {t('employerApplications.deletion.expiredText')}
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <CardFact label={t('employerApplications.deletion.logNumber')}>#{log.logNumber}</CardFact>
            <CardFact label={t('employerApplications.deletion.applicationNumber')}>
              {applicationNumberLabel(t, log)}
            </CardFact>
            <CardFact label={t('employerApplications.deletion.jobTitle')}>{log.jobTitle ?? unknown}</CardFact>
            <CardFact label={t('employerApplications.deletion.deletedAt')}>
              {formatDateTime(new Date(log.deletionDateTime), locale)}
            </CardFact>
            <CardFact label={t('employerApplications.deletion.reason')}>
              {deletionReasonLabel(t, log.deletionReason)}
            </CardFact>
            <CardFact label={t('employerApplications.deletion.responsible')}>
              {responsibleLabel(t, log)}
            </CardFact>
            <CardFact label={t('employerApplications.deletion.applicationCreatedAt')}>
              {log.applicationCreationDate
                ? formatDate(new Date(log.applicationCreationDate), locale)
                : unknown}
            </CardFact>
            <CardFact label={t('employerApplications.deletion.expiresAt')}>
              {formatDate(new Date(log.expirationDate), locale)}
            </CardFact>
          </SimpleGrid>
          {
            <Stack gap="xs" component="section" aria-labelledby="deleted-data">
              <Title order={2} fz="h5" id="deleted-data">
                {t('employerApplications.deletion.deletedData')}
              </Title>
              {log.deletedDataTypes.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('employerApplications.deletion.noData')}
                </Text>
              ) : (
                <List size="sm" spacing={4}>
                  {log.deletedDataTypes.map((entry) => (
                    <List.Item key={entry.type}>
                      {t('employerApplications.deletion.count', {
                        type: t(`employerApplications.deletion.dataTypes.${entry.type}`),
                        count: formatNumber(entry.count, locale),
                      })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          }
        </Stack>
      </Paper>
    </Stack>
  );
}
