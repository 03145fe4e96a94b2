import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { formatDate } from '@veil/domain';
import type { CandidateApplicationListItem } from '@veil/domain/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { candidatePaths } from '../paths';
import { ApplicationStatusBadge } from './status-badge';

/**
 * One of the candidate's applications as a card: the job (a link to the application), its company
 * and place, when it was sent (or started) and its status. In the list and on the dashboard.
 */
export function ApplicationCard({ application }: { application: CandidateApplicationListItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `application-${application.id}`;
  const date = application.appliedAt
    ? t('candidateApplications.list.appliedOn', { date: formatDate(new Date(application.appliedAt), locale) })
    : t('candidateApplications.list.startedOn', {
        date: formatDate(new Date(application.createdAt), locale),
      });
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={candidatePaths.application(application.id)}
            fw={600}
            fz="lg"
            id={titleId}
            style={{ overflowWrap: 'break-word', hyphens: 'auto' }}
          >
            {application.job.jobTitle}
          </Anchor>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {application.company.name}
          </Text>
          <Group gap="md" style={{ rowGap: 2 }}>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <IconMapPin size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              {application.job.officeLocation}
            </Text>
            <Text size="sm" c="dimmed">
              {date}
            </Text>
          </Group>
        </Stack>
        <ApplicationStatusBadge status={application.status} />
      </Group>
    </Paper>
  );
}
