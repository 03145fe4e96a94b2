import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconFileX } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '@veil/domain';
import type { DeletionLog } from '@veil/domain/contracts';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { LoadMore } from '../../ui/load-more';
import { PageHeader } from '../../ui/page-header';
import { CardFact, PlainList } from '../../ui/plain-list';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { TableFrame, useListLayout } from '../../ui/table-frame';
import { employerPaths } from '../paths';
import { deletionLogsQuery } from './api';
import { applicationNumberLabel, deletionReasonLabel, responsibleLabel } from './deletion-log-labels';

function LogLink({ log }: { log: DeletionLog }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={employerPaths.deletionLog(log.applicationId)}
      fw={600}
      c="veil.8"
      aria-label={t('employerApplications.deletion.open', { number: log.logNumber })}
    >
      #{log.logNumber}
    </Anchor>
  );
}

function LogTable({ logs }: { logs: readonly DeletionLog[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unknown = t('employerApplications.deletion.unknown');
  if (useListLayout() === 'cards') {
    return (
      <PlainList label={t('employerApplications.deletion.table')}>
        {logs.map((log) => (
          <Paper key={log.logNumber} component="li" withBorder p="md" radius="md">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <LogLink log={log} />
                <Text size="sm" c="dimmed">
                  {formatDateTime(new Date(log.deletionDateTime), locale)}
                </Text>
              </Group>
              <CardFact label={t('employerApplications.deletion.applicationNumber')}>
                {applicationNumberLabel(t, log)}
              </CardFact>
              <CardFact label={t('employerApplications.deletion.jobTitle')}>
                {log.jobTitle ?? unknown}
              </CardFact>
              <CardFact label={t('employerApplications.deletion.reason')}>
                {deletionReasonLabel(t, log.deletionReason)}
              </CardFact>
            </Stack>
          </Paper>
        ))}
      </PlainList>
    );
  }
  return (
    <TableFrame minWidth={720} label={t('employerApplications.deletion.table')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('employerApplications.deletion.logNumber')}</Table.Th>
          <Table.Th>{t('employerApplications.deletion.applicationNumber')}</Table.Th>
          <Table.Th>{t('employerApplications.deletion.jobTitle')}</Table.Th>
          <Table.Th>{t('employerApplications.deletion.deletedAt')}</Table.Th>
          <Table.Th>{t('employerApplications.deletion.reason')}</Table.Th>
          <Table.Th>{t('employerApplications.deletion.responsible')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {logs.map((log) => (
          <Table.Tr key={log.logNumber}>
            <Table.Td>
              <LogLink log={log} />
            </Table.Td>
            <Table.Td>{applicationNumberLabel(t, log)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{log.jobTitle ?? unknown}</Table.Td>
            <Table.Td>{formatDateTime(new Date(log.deletionDateTime), locale)}</Table.Td>
            <Table.Td>{deletionReasonLabel(t, log.deletionReason)}</Table.Td>
            <Table.Td>{responsibleLabel(t, log)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}

/** `/employer/applications/deletions`: the company's deletion logs, newest first, keyset paged. */
export function DeletionLogsPage() {
  const { t } = useTranslation();
  usePageTitle(t('employerApplications.deletion.listTitle'));
  const query = useInfiniteQuery(deletionLogsQuery());
  const pages = query.data?.pages ?? [];
  const logs = useMemo(() => pages.flatMap((page) => page.data), [pages]);

  const back = (
    <Anchor component={Link} to={employerPaths.applications} size="sm" c="veil.8">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('employerApplications.deletion.toBoard')}
      </Group>
    </Anchor>
  );
  let content: ReactNode;
  if (query.isPending || (query.isError && logs.length === 0)) {
    content = <QueryPlaceholder query={query} errorTitle={t('employerApplications.deletion.loadFailed')} />;
  } else if (logs.length === 0) {
    content = (
      <EmptyState
        icon={<IconFileX size={28} aria-hidden />}
        title={t('employerApplications.deletion.emptyTitle')}
        description={t('employerApplications.deletion.emptyDescription')}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <LogTable logs={logs} />
        <LoadMore
          query={query}
          label={t('employerApplications.board.loadMore')}
          errorTitle={t('employerApplications.deletion.loadFailed')}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={0}>
      {back}
      <PageHeader
        title={t('employerApplications.deletion.listTitle')}
        description={t('employerApplications.deletion.listDescription')}
      />
      {content}
    </Stack>
  );
}
