import './copy';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime, formatTime } from '@veil/domain';
import type { EmployerDashboard } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { employerPaths } from '../paths';
import { employerDashboardQuery } from './api';

type Item = { applicationId: string; sequenceNumber: number; jobTitle: string };
type List<T extends Item> = { items: T[]; total: number };
type Section = keyof Omit<EmployerDashboard, 'now'>;

/** One card of the dashboard: its items as links to their applications, or why it is empty. */
function DashboardCard<T extends Item>({
  section,
  list,
  detail,
}: {
  section: Section;
  list: List<T>;
  detail: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `dashboard-${section}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="h4" id={titleId}>
            {t(`employerDashboard.${section}.title`)}
          </Title>
          <Badge variant="light" color={list.total > 0 ? 'veil' : 'gray'}>
            {list.total}
          </Badge>
        </Group>
        {list.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`employerDashboard.${section}.empty`)}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.items.map((item) => (
              <li key={item.applicationId}>
                <Anchor
                  component={Link}
                  to={employerPaths.application(item.applicationId)}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {t('employerDashboard.application', { number: item.sequenceNumber, job: item.jobTitle })}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {detail(item)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {list.total > list.items.length ? (
          <Text size="xs" c="dimmed">
            {t('employerDashboard.more', { shown: list.items.length, total: list.total })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * `/employer/dashboard`: what needs the signed-in employer, in four cards (applications waiting for
 * them, missing ratings, confirmed interviews of the next seven days, audio interview due dates).
 * Each item is "#N — job title", linked to the application; nothing of the candidate.
 */
export function EmployerDashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('employerDashboard.title'));
  const query = useQuery(employerDashboardQuery());
  return (
    <>
      <PageHeader title={t('employerDashboard.title')} description={t('employerDashboard.description')} />
      {!query.isSuccess ? (
        <QueryPlaceholder query={query} errorTitle={t('employerDashboard.loadFailed')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <DashboardCard
            section="waitingForMe"
            list={query.data.waitingForMe}
            detail={(item) => t(`employerDashboard.waitingForMe.${item.nextMove}`)}
          />
          <DashboardCard
            section="missingRatings"
            list={query.data.missingRatings}
            detail={(item) => t('employerDashboard.missingRatings.missing', { count: item.missing })}
          />
          <DashboardCard
            section="interviewsThisWeek"
            list={query.data.interviewsThisWeek}
            detail={(item) =>
              t('employerDashboard.interviewsThisWeek.at', {
                date: formatDate(new Date(item.startsAt), locale),
                start: formatTime(new Date(item.startsAt)),
                end: formatTime(new Date(item.endsAt)),
              })
            }
          />
          <DashboardCard
            section="dueDatesPassing"
            list={query.data.dueDatesPassing}
            detail={(item) =>
              t(`employerDashboard.dueDatesPassing.${item.overdue ? 'overdue' : 'due'}`, {
                date: formatDateTime(new Date(item.dueDate), locale),
              })
            }
          />
        </SimpleGrid>
      )}
    </>
  );
}
