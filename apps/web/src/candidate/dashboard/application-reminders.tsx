import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconChecklist } from '@tabler/icons-react';
import { dueDateDisplay, dueDateLabel, formatDate, formatTime } from '@veil/domain';
import type { Reminder } from '@veil/domain/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { EmptyState } from '../../ui/empty-state';
import { DUE_COLOR } from '../applications/due-date';
import { browserTimeZone } from '../applications/interview-time';
import { candidatePaths } from '../paths';

/** Where a reminder leads: the draft, the slot choice, the interview, the recording. */
function reminderLink(reminder: Reminder): string {
  switch (reminder.reminderType) {
    case 'applying':
      return candidatePaths.apply(reminder.jobId);
    case 'approved':
      return `${candidatePaths.application(reminder.applicationId)}#interview`;
    case 'recording_before_due_date':
    case 'recording_remaining_days':
      return candidatePaths.audioInstruction(reminder.applicationId);
    default:
      return candidatePaths.application(reminder.applicationId);
  }
}

/** The reminder's date: the interview's time, or the due date with the spec's time left. */
function ReminderDate({ reminder, now }: { reminder: Reminder; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!reminder.dueDate) return null;
  const due = new Date(reminder.dueDate);
  const zone = browserTimeZone();
  const when = { date: formatDate(due, locale, zone), time: formatTime(due, zone) };
  if (reminder.reminderType === 'confirmed')
    return <Text size="sm">{t('candidateDashboard.reminders.interviewAt', when)}</Text>;
  const { kind } = dueDateDisplay(due, now);
  return (
    <Group gap="xs" wrap="wrap">
      <Badge
        size="md"
        variant="light"
        tt="none"
        color={DUE_COLOR[kind]}
        data-testid="reminder-due"
        data-kind={kind}
      >
        {dueDateLabel(due, now, locale, zone)}
      </Badge>
      {kind !== 'date' ? (
        <Text size="sm" c="dimmed">
          {t('candidateDashboard.reminders.dueAt', when)}
        </Text>
      ) : null}
    </Group>
  );
}

function ReminderCard({ reminder, now }: { reminder: Reminder; now: Date }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text fw={600} id={titleId}>
            {t(`enums.reminderKind.${reminder.reminderType}`)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('candidateDashboard.reminders.at', {
              job: reminder.jobTitle,
              company: reminder.companyDetails.name,
            })}
          </Text>
          <ReminderDate reminder={reminder} now={now} />
        </Stack>
        <Button
          component={Link}
          to={reminderLink(reminder)}
          variant={reminder.priority === 1 ? 'filled' : 'light'}
          rightSection={<IconArrowRight size={18} aria-hidden />}
          aria-describedby={titleId}
        >
          {t(`candidateDashboard.reminders.action.${reminder.reminderType}`)}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * The reminders in the server's order (priority, then the sooner date), each with its time left as
 * of the server's `now` (the app's clock), so that the page and the reminder mails agree.
 */
export function ApplicationReminders({ reminders, now }: { reminders: Reminder[]; now: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const at = new Date(now);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="h3" id={headingId}>
        {t('candidateDashboard.reminders.title')}
      </Title>
      {reminders.length === 0 ? (
        <EmptyState
          icon={<IconChecklist size={28} aria-hidden />}
          title={t('candidateDashboard.reminders.emptyTitle')}
          description={t('candidateDashboard.reminders.emptyText')}
          action={
            <Button component={Link} to={candidatePaths.jobs} variant="light">
              {t('candidateDashboard.reminders.emptyAction')}
            </Button>
          }
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {reminders.map((reminder) => (
            <ReminderCard key={reminder.id} reminder={reminder} now={at} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
