import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@veil/domain';
import type { AdminJobPost } from '@veil/domain/contracts';
import { Link } from 'react-router';
import { JobStatusBadge } from '../../features/job-posts/job-status-badge';
import { useTranslation } from '../../lib/translation';
import { CardFact, PlainList } from '../../ui/plain-list';
import { TableFrame, useListLayout } from '../../ui/table-frame';
import { adminPaths } from '../paths';

type JobPostsTableProps = { jobPosts: readonly AdminJobPost[] };

/** Every company's job posts: a table on wider screens, one card per post on phones. */
export function JobPostsTable(props: JobPostsTableProps) {
  return useListLayout() === 'cards' ? <JobPostCards {...props} /> : <JobPostRows {...props} />;
}

function CompanyLink({ jobPost }: { jobPost: AdminJobPost }) {
  return (
    <Anchor component={Link} to={adminPaths.companyAccounts(jobPost.company.id)} size="sm">
      {jobPost.company.name}
    </Anchor>
  );
}

const date = (value: string | null) => (value ? formatDate(new Date(value), 'en') : '—');

function JobPostRows({ jobPosts }: JobPostsTableProps) {
  const { t } = useTranslation();
  return (
    <TableFrame minWidth={760} label={t('adminJobPosts.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('adminJobPosts.columns.title')}</Table.Th>
          <Table.Th>{t('adminJobPosts.columns.company')}</Table.Th>
          <Table.Th>{t('adminJobPosts.columns.status')}</Table.Th>
          <Table.Th ta="right">{t('adminJobPosts.columns.applications')}</Table.Th>
          <Table.Th>{t('adminJobPosts.columns.createdAt')}</Table.Th>
          <Table.Th>{t('adminJobPosts.columns.publishedAt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jobPosts.map((jobPost) => (
          <Table.Tr key={jobPost.id}>
            <Table.Td>
              <Text fw={600} size="sm" miw={180} style={{ overflowWrap: 'anywhere' }}>
                {jobPost.jobTitle}
              </Text>
            </Table.Td>
            <Table.Td>
              <CompanyLink jobPost={jobPost} />
            </Table.Td>
            <Table.Td>
              <JobStatusBadge status={jobPost.status} />
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {jobPost.applicationCount}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(jobPost.createdAt)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(jobPost.publishedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}

function JobPostCards({ jobPosts }: JobPostsTableProps) {
  const { t } = useTranslation();
  return (
    <PlainList label={t('adminJobPosts.title')}>
      {jobPosts.map((jobPost) => (
        <Paper key={jobPost.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {jobPost.jobTitle}
              </Text>
              <CompanyLink jobPost={jobPost} />
            </Stack>
            <JobStatusBadge status={jobPost.status} />
          </Group>
          <SimpleGrid cols={3} spacing="xs" mt="sm">
            <CardFact label={t('adminJobPosts.columns.applications')}>{jobPost.applicationCount}</CardFact>
            <CardFact label={t('adminJobPosts.columns.createdAt')}>{date(jobPost.createdAt)}</CardFact>
            <CardFact label={t('adminJobPosts.columns.publishedAt')}>{date(jobPost.publishedAt)}</CardFact>
          </SimpleGrid>
        </Paper>
      ))}
    </PlainList>
  );
}
