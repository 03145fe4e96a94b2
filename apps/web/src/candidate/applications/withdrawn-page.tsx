import './copy';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDate } from '@veil/domain';
import type { WithdrawnApplication } from '@veil/domain/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { candidatePaths } from '../paths';
import { TalentPoolConsentCard } from '../talent-pool/consent-card';
import { withdrawnApplicationsQuery } from './api';
import { BackLink } from './back-link';
import { PagedList } from './paged-list';

function WithdrawnCard({ item }: { item: WithdrawnApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `withdrawn-${item.id}`;
  const reason = t(`enums.withdrawReason.${item.reason}`);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text
            fw={600}
            fz="lg"
            id={titleId}
            style={{ overflowWrap: 'break-word', hyphens: 'auto', flex: 1 }}
          >
            {item.jobTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {t('candidateApplications.withdrawn.withdrawnOn', {
              date: formatDate(new Date(item.withdrawnAt), locale),
            })}
          </Text>
        </Group>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {item.companyName}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span size="sm" c="dimmed">
            {t('candidateApplications.withdrawn.reason')}:{' '}
          </Text>
          {item.reason === 'other' && item.comment ? `${reason} – ${item.comment}` : reason}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * `/candidate/applications/withdrawn`: what the candidate withdrew, with job title, company, date
 * and reason. The applications themselves are erased; these lines are all that stays, for them.
 */
export function WithdrawnApplicationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('candidateApplications.withdrawn.title'));
  const query = useInfiniteQuery(withdrawnApplicationsQuery());
  const location = useLocation();
  const navigate = useNavigate();
  // right after a withdrawal: the offer to stay in that company's talent pool, until answered
  const offer = (location.state as { talentPoolOffer?: WithdrawnApplication } | null)?.talentPoolOffer;
  const dismiss = () => navigate(location.pathname, { replace: true, state: null });
  return (
    <>
      <BackLink to={candidatePaths.applications} label={t('candidateApplications.withdrawn.backToList')} />
      <PageHeader
        title={t('candidateApplications.withdrawn.title')}
        description={t('candidateApplications.withdrawn.description')}
      />
      {offer ? (
        <TalentPoolConsentCard
          applicationId={offer.id}
          company={{ name: offer.companyName }}
          onDismiss={dismiss}
        />
      ) : null}
      <PagedList
        query={query}
        loadFailed={t('candidateApplications.withdrawn.loadFailed')}
        row={(item) => <WithdrawnCard key={item.id} item={item} />}
        empty={
          <EmptyState
            icon={<IconArchive size={28} aria-hidden />}
            title={t('candidateApplications.withdrawn.emptyTitle')}
            description={t('candidateApplications.withdrawn.emptyText')}
            action={
              <Button component={Link} to={candidatePaths.applications} variant="default">
                {t('candidateApplications.withdrawn.backToList')}
              </Button>
            }
          />
        }
      />
    </>
  );
}
