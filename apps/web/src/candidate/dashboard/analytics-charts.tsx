import { Box, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatNumber, STATUS_REPLY_WORKING_DAYS } from '@veil/domain';
import type { ApplicationAnalytics } from '@veil/domain/contracts';
import { useId } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { APPLICATION_STATUS_COLORS } from '../applications/status-badge';

/** One bar of a chart: its label, its figure as text and its length (0–1). */
type Bar = { key: string; label: string; value: string; share: number; color: string };

/**
 * A small horizontal bar chart in plain CSS. The bars are hidden from screen readers, which read
 * the same figures from a table (visually hidden) with a caption and column headers instead.
 */
function BarChart({ caption, columns, bars }: { caption: string; columns: [string, string]; bars: Bar[] }) {
  return (
    <>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{bar.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      <Stack gap={8} aria-hidden data-testid="bar-chart">
        {bars.map((bar) => (
          <Box
            key={bar.key}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, 9rem) 1fr auto', gap: 8 }}
          >
            <Text size="sm" truncate>
              {bar.label}
            </Text>
            <Box
              style={{
                alignSelf: 'center',
                height: 12,
                borderRadius: 6,
                background: 'var(--mantine-color-gray-1)',
                overflow: 'hidden',
              }}
            >
              <Box
                style={{
                  height: '100%',
                  width: `${Math.max(bar.share * 100, 2)}%`,
                  borderRadius: 6,
                  background: `var(--mantine-color-${bar.color}-6)`,
                }}
              />
            </Box>
            <Text size="sm" fw={600} ta="right">
              {bar.value}
            </Text>
          </Box>
        ))}
      </Stack>
    </>
  );
}

function ResponseTimes({ analytics }: { analytics: ApplicationAnalytics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const promise = { min: STATUS_REPLY_WORKING_DAYS.min, max: STATUS_REPLY_WORKING_DAYS.max };
  const longest = Math.max(...analytics.responseDays.map((entry) => entry.amount), promise.max);
  const days = (amount: number) =>
    amount < 1
      ? t('candidateDashboard.analytics.underADay')
      : t('candidateDashboard.analytics.daysValue', {
          value: formatNumber(amount, locale, { maximumFractionDigits: 1 }),
        });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {t('candidateDashboard.analytics.responseTitle')}
        </Title>
        {analytics.responseDays.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('candidateDashboard.analytics.responseNone', promise)}
          </Text>
        ) : (
          <>
            <BarChart
              caption={t('candidateDashboard.analytics.responseTitle')}
              columns={[t('candidateDashboard.analytics.measure'), t('candidateDashboard.analytics.days')]}
              bars={analytics.responseDays.map((entry) => ({
                key: entry.name,
                label: t(`candidateDashboard.analytics.${entry.name}`),
                value: days(entry.amount),
                share: entry.amount / longest,
                color: 'veil',
              }))}
            />
            <Text size="sm" c="dimmed">
              {t('candidateDashboard.analytics.responseText', { count: analytics.answered })}{' '}
              {t('candidateDashboard.analytics.promise', promise)}
            </Text>
          </>
        )}
        {analytics.waiting > 0 ? (
          <Text size="sm">{t('candidateDashboard.analytics.waiting', { count: analytics.waiting })}</Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The analytics of the candidate's applications: how many are in each status, and how long
 * companies took to answer. Nothing until the first application (the dashboard's empty state says
 * what to do then).
 */
export function ApplicationAnalyticsCharts({ analytics }: { analytics: ApplicationAnalytics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const statusHeadingId = useId();
  if (analytics.byStatus.length === 0) return null;
  const most = Math.max(...analytics.byStatus.map((entry) => entry.amount));
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="h3" id={headingId}>
        {t('candidateDashboard.analytics.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby={statusHeadingId}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5" id={statusHeadingId}>
                {t('candidateDashboard.analytics.byStatus')}
              </Title>
            </Group>
            <BarChart
              caption={t('candidateDashboard.analytics.byStatus')}
              columns={[t('candidateDashboard.analytics.status'), t('candidateDashboard.analytics.count')]}
              bars={analytics.byStatus.map((entry) => ({
                key: entry.name,
                label: t(`enums.applicationStatus.${entry.name}`),
                value: formatNumber(entry.amount, locale),
                share: entry.amount / most,
                color: APPLICATION_STATUS_COLORS[entry.name],
              }))}
            />
          </Stack>
        </Card>
        <ResponseTimes analytics={analytics} />
      </SimpleGrid>
    </Stack>
  );
}
