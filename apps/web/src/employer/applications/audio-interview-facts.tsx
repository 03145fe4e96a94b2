import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconClockOff, IconWriting } from '@tabler/icons-react';
import { dueDateDisplay, dueDateLabel, formatDate, formatTime } from '@veil/domain';
import type { EmployerApplication } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';

const DUE_COLOR = {
  date: 'gray',
  twoDays: 'yellow',
  oneDay: 'orange',
  today: 'orange',
  overdue: 'red',
} as const;

/**
 * The audio interview on the status card once the candidate is invited: when, the due date with
 * the time left (while recording), its one extension, the submission, a request for a written
 * alternative, and that recording is closed once the due date passed without answers.
 */
export function AudioInterviewFacts({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (application.audioInvitedAt === null) return null;
  const date = (value: string) => formatDate(new Date(value), locale);
  const dueDate = application.dueDate ? new Date(application.dueDate) : null;
  const waiting = application.status === 'recording' && application.submitAudioScreeningAnswerAt === null;
  const now = new Date();

  return (
    <Stack gap="xs">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('employerApplications.audio.invitedAt', { date: date(application.audioInvitedAt) })}
        </Text>
        {dueDate ? (
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500}>
              {t('employerApplications.audio.dueAt', {
                date: formatDate(dueDate, locale),
                time: formatTime(dueDate),
              })}
            </Text>
            {waiting && !application.recordingClosed ? (
              <Badge size="sm" variant="light" tt="none" color={DUE_COLOR[dueDateDisplay(dueDate, now).kind]}>
                {dueDateLabel(dueDate, now, locale)}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        {application.dueDateExtendedAt ? (
          <Text size="sm" c="dimmed">
            {t('employerApplications.audio.extendedAt', { date: date(application.dueDateExtendedAt) })}
          </Text>
        ) : null}
        {application.submitAudioScreeningAnswerAt ? (
          <Text size="sm" c="dimmed">
            {t('employerApplications.audio.submittedAt', {
              date: date(application.submitAudioScreeningAnswerAt),
            })}
          </Text>
        ) : null}
      </Stack>
      {application.writtenAlternativeRequestedAt && application.submitAudioScreeningAnswerAt === null ? (
        <Alert color="blue" variant="light" icon={<IconWriting size={20} aria-hidden />} p="xs">
          <Text size="sm">
            {t('employerApplications.audio.writtenAlternative', {
              date: date(application.writtenAlternativeRequestedAt),
            })}
          </Text>
        </Alert>
      ) : null}
      {waiting && application.recordingClosed ? (
        <Alert color="orange" variant="light" icon={<IconClockOff size={20} aria-hidden />} p="xs">
          <Text size="sm" fw={600}>
            {t('employerApplications.audio.closedTitle')}
          </Text>
          <Text size="sm">
            {t(
              application.dueDateExtendedAt === null && application.operations.includes('extendDueDate')
                ? 'employerApplications.audio.closedCanExtend'
                : 'employerApplications.audio.closedText',
            )}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
