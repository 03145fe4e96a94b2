import { Anchor, Badge, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCoin, IconMapPin, IconSparkles } from '@tabler/icons-react';
import { formatDate, isSalaryEmpty } from '@veil/domain';
import type { CandidateJobListItem } from '@veil/domain/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { CompanyLogo } from '../../features/company-profile/company-logo';
import { salaryText } from '../../features/job-view/salary';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { candidatePaths } from '../paths';
import { SaveJobButton } from './save-job-button';

/**
 * A job in the search results, the Saved or the For you tab: what decides whether to open it, and
 * its bookmark. For you adds why it is shown (`reasons`, a few words). A list shows 100 cards and
 * more: the card draws again only when its job or reasons changed (the query cache keeps an
 * unchanged job's identity), not on each loading state of the list (`npm run bench:web-interaction`,
 * docs/performance.md).
 */
export const JobCard = memo(function JobCard({
  job,
  reasons,
}: {
  job: CandidateJobListItem;
  reasons?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `job-card-${job.id}`;
  const details = [
    ...job.workPlace.map((value) => t(`enums.workArrangement.${value}`)),
    ...job.jobTypes.map((value) => t(`enums.jobType.${value}`)),
    t(`enums.experience.${job.experience}`),
  ];
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Box visibleFrom="xs">
          <CompanyLogo url={job.company.logoUrl} name={job.company.name} size={48} />
        </Box>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={candidatePaths.job(job.id)}
            fw={600}
            fz="lg"
            id={titleId}
            style={{ overflowWrap: 'break-word', hyphens: 'auto' }}
          >
            {job.jobTitle}
          </Anchor>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {job.company.name}
          </Text>
          <Group gap="md" style={{ rowGap: 2 }}>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <IconMapPin size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              {job.officeLocation}
            </Text>
            <Text size="sm" c="dimmed">
              <IconCoin size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              {isSalaryEmpty(job.salaryRange)
                ? t('candidateJobs.list.salaryNotGiven')
                : salaryText(job.salaryRange, locale, t)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
          {reasons ? (
            <Text size="sm" fw={500} c="veil.8">
              <IconSparkles size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              <VisuallyHidden>{`${t('candidateForYou.reasonsLabel')}: `}</VisuallyHidden>
              {reasons}
            </Text>
          ) : null}
          <Group gap="xs">
            {job.status === 'closed' ? (
              <Badge color="gray" variant="filled">
                {t('jobView.closedBadge')}
              </Badge>
            ) : null}
            {job.publishedAt ? (
              <Text size="xs" c="dimmed">
                {t('jobView.published', { date: formatDate(new Date(job.publishedAt), locale) })}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <SaveJobButton job={job} variant="icon" />
      </Group>
    </Paper>
  );
});
