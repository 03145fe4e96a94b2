import { Anchor, Group, Paper, SimpleGrid, Stack, Table } from '@mantine/core';
import { formatDate } from '@veil/domain';
import type { EmployerJobListItem } from '@veil/domain/contracts';
import { Link } from 'react-router';
import { JobStatusBadge } from '../../features/job-posts/job-status-badge';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { CardFact, PlainList } from '../../ui/plain-list';
import { TableFrame, useListLayout } from '../../ui/table-frame';
import { employerPaths } from '../paths';

type JobsTableProps = { jobs: readonly EmployerJobListItem[] };

/** The company's jobs: a table on wider screens, one card per job on phones. */
export function JobsTable(props: JobsTableProps) {
  return useListLayout() === 'cards' ? <JobCards {...props} /> : <JobRows {...props} />;
}

function JobTitle({ job }: { job: EmployerJobListItem }) {
  return (
    <Anchor
      component={Link}
      to={employerPaths.job(job.id)}
      fw={600}
      c="veil.8"
      style={{ overflowWrap: 'anywhere' }}
    >
      {job.jobTitle}
    </Anchor>
  );
}

function JobRows({ jobs }: JobsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableFrame minWidth={640} label={t('employerJobs.list.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('employerJobs.list.columns.title')}</Table.Th>
          <Table.Th>{t('employerJobs.list.columns.status')}</Table.Th>
          <Table.Th ta="right">{t('employerJobs.list.columns.applications')}</Table.Th>
          <Table.Th>{t('employerJobs.list.columns.createdAt')}</Table.Th>
          <Table.Th>{t('employerJobs.list.columns.publishedAt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jobs.map((job) => (
          <Table.Tr key={job.id}>
            <Table.Td>
              <Stack gap={2} miw={200}>
                <JobTitle job={job} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <JobStatusBadge status={job.status} />
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {job.applicationCount}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDate(new Date(job.createdAt), locale)}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {job.publishedAt ? formatDate(new Date(job.publishedAt), locale) : '—'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}

function JobCards({ jobs }: JobsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <PlainList label={t('employerJobs.list.tableLabel')}>
      {jobs.map((job) => (
        <Paper key={job.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <JobTitle job={job} />
            </Stack>
            <JobStatusBadge status={job.status} />
          </Group>
          <SimpleGrid cols={3} spacing="xs" mt="sm">
            <CardFact label={t('employerJobs.list.columns.applications')}>{job.applicationCount}</CardFact>
            <CardFact label={t('employerJobs.list.columns.createdAt')}>
              {formatDate(new Date(job.createdAt), locale)}
            </CardFact>
            <CardFact label={t('employerJobs.list.columns.publishedAt')}>
              {job.publishedAt ? formatDate(new Date(job.publishedAt), locale) : '—'}
            </CardFact>
          </SimpleGrid>
        </Paper>
      ))}
    </PlainList>
  );
}
