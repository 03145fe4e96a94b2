import '../applications/copy';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCalendarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@veil/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { browserTimeZone, slotTexts } from '../applications/interview-time';
import { candidatePaths } from '../paths';
import { calendarQuery } from './api';

/** One kind of date: a heading and its entries, nothing while it has none. */
function CalendarSection({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One entry: when, for which job at which company, and the way to it. */
function CalendarEntry({
  when,
  job,
  company,
  detail,
  to,
  action,
}: {
  when: string;
  job: string;
  company: string;
  detail?: string;
  to: string;
  action: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text fw={600}>{when}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('candidateInterviews.calendar.at', { job, company })}
          </Text>
          {detail ? (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          ) : null}
        </Stack>
        <Button
          component={Link}
          to={to}
          variant="light"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {action}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * `/candidate/calendar` (spec section 2, "calendar"): the confirmed interviews to come, the audio
 * interviews still to record by their due dates and the invitations whose time slot is still to
 * choose, each with a link to its page, all in the browser's time zone (and saying which).
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = browserTimeZone();
  usePageTitle(t('candidateInterviews.calendar.title'));
  const query = useQuery(calendarQuery());
  const header = (
    <PageHeader
      title={t('candidateInterviews.calendar.title')}
      description={t('candidateInterviews.calendar.description')}
    />
  );
  if (!query.isSuccess)
    return (
      <>
        {header}
        <QueryPlaceholder query={query} errorTitle={t('candidateInterviews.calendar.loadFailed')} />
      </>
    );
  const { interviews, recordingDueDates, pendingSlotChoices } = query.data;
  if (interviews.length + recordingDueDates.length + pendingSlotChoices.length === 0)
    return (
      <>
        {header}
        <EmptyState
          icon={<IconCalendarOff size={28} aria-hidden />}
          title={t('candidateInterviews.calendar.emptyTitle')}
          description={t('candidateInterviews.calendar.emptyText')}
          action={
            <Button component={Link} to={candidatePaths.applications}>
              {t('candidateInterviews.calendar.emptyAction')}
            </Button>
          }
        />
      </>
    );

  return (
    <>
      {header}
      <Stack gap="xl">
        <Text size="sm" c="dimmed">
          {t('candidateInterviews.calendar.zone', { zone })}
        </Text>
        <CalendarSection id="calendar-pending" title={t('candidateInterviews.calendar.pending')}>
          {pendingSlotChoices.map((item) => (
            <CalendarEntry
              key={item.applicationId}
              when={t('candidateInterviews.calendar.slotCount', { count: item.slots.length })}
              job={item.jobTitle}
              company={item.companyName}
              detail={item.slots
                .map((slot) => t('candidateInterviews.calendar.interviewTime', slotTexts(slot, locale, zone)))
                .join(' · ')}
              to={`${candidatePaths.application(item.applicationId)}#interview`}
              action={t('candidateInterviews.calendar.chooseSlot')}
            />
          ))}
        </CalendarSection>
        <CalendarSection id="calendar-interviews" title={t('candidateInterviews.calendar.interviews')}>
          {interviews.map((item) => (
            <CalendarEntry
              key={item.applicationId}
              when={t('candidateInterviews.calendar.interviewTime', slotTexts(item, locale, zone))}
              job={item.jobTitle}
              company={item.companyName}
              to={candidatePaths.application(item.applicationId)}
              action={t('candidateInterviews.calendar.openApplication')}
            />
          ))}
        </CalendarSection>
        <CalendarSection id="calendar-recordings" title={t('candidateInterviews.calendar.recordings')}>
          {recordingDueDates.map((item) => (
            <CalendarEntry
              key={item.applicationId}
              when={t('candidateInterviews.calendar.dueAt', {
                date: formatDate(new Date(item.dueDate), locale, zone),
                time: formatTime(new Date(item.dueDate), zone),
              })}
              job={item.jobTitle}
              company={item.companyName}
              to={candidatePaths.audioInstruction(item.applicationId)}
              action={t('candidateInterviews.calendar.record')}
            />
          ))}
        </CalendarSection>
      </Stack>
    </>
  );
}
