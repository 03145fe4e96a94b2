import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBookmarkFilled, IconEyeOff } from '@tabler/icons-react';
import { formatDate } from '@veil/domain';
import type { BoardApplication } from '@veil/domain/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '../../features/applications/application-status-badge';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { CardFact } from '../../ui/plain-list';
import { employerPaths } from '../paths';
import { RatingValue } from './rating-value';

/** The "selected" mark, the same on the board and the application page. */
export function SelectedBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      color="yellow"
      variant="light"
      tt="none"
      leftSection={<IconBookmarkFilled size={12} aria-hidden />}
    >
      {t('employerApplications.card.selected')}
    </Badge>
  );
}

/** The small "anonymous" badge that stands where a name would (UI.md). */
export function AnonymousBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      color="gray"
      variant="light"
      tt="none"
      leftSection={<IconEyeOff size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {t('employerApplications.anonymous')}
    </Badge>
  );
}

/** The anonymous headline of a card, behind the "anonymous" badge (the board's and the pipeline's). */
export function AnonymousHeadline({ headline }: { headline: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <AnonymousBadge />
      <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }} c={headline ? undefined : 'dimmed'}>
        {headline || t('employerApplications.card.noHeadline')}
      </Text>
    </Group>
  );
}

/**
 * A card of the board: number, job, status, person in charge, overall rating, mark and headline. A
 * board shows 100 cards and more: the card draws again only when its application changed (the query
 * cache keeps an unchanged one's identity), not on each keystroke in the board's search or each
 * loading state of the list (`npm run bench:web-interaction`, docs/performance.md).
 */
export const ApplicationCard = memo(function ApplicationCard({
  application,
}: {
  application: BoardApplication;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Anchor
              component={Link}
              to={employerPaths.application(application.id)}
              fw={600}
              c="veil.8"
              style={{ overflowWrap: 'anywhere' }}
            >
              {t('employerApplications.card.number', { number: application.sequenceNumber })}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {application.job.jobTitle}
            </Text>
          </Stack>
          <Group gap={6} wrap="wrap">
            {application.isSelected ? <SelectedBadge /> : null}
            <ApplicationStatusBadge status={application.status} />
          </Group>
        </Group>
        <AnonymousHeadline headline={application.headline} />
        <SimpleGrid cols={3} spacing="xs">
          <CardFact label={t('employerApplications.card.personInCharge')}>
            {application.personInCharge?.name ?? t('employerApplications.card.nobody')}
          </CardFact>
          <CardFact label={t('employerApplications.card.rating')}>
            <RatingValue rating={application.overallRating} />
          </CardFact>
          <CardFact label={t('employerApplications.card.applied')}>
            {formatDate(new Date(application.appliedAt), locale)}
          </CardFact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});
