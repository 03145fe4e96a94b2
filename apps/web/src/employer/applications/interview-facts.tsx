import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCalendarRepeat, IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { COMPANY_TIME_ZONE, formatDate, formatTime } from '@veil/domain';
import type { EmployerApplication, EmployerInterview } from '@veil/domain/contracts';
import { useState } from 'react';
import { enumLabel } from '../../lib/enum-labels';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { interviewQuery } from './api';
import { InterviewInvitationModal } from './interview-invitation';

/** A message of the candidate (redacted by the API), with when it was sent. */
function CandidateMessage({
  title,
  text,
  message,
}: {
  title: string;
  text: string;
  message: NonNullable<EmployerInterview['noSlotFits']>;
}) {
  return (
    <Alert color="yellow" variant="light" icon={<IconMessage size={20} aria-hidden />} title={title} p="xs">
      <Text size="sm">{text}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.message}
      </Text>
    </Alert>
  );
}

/**
 * The interview on the status card once the invitation is sent, all in the company's time zone:
 * the proposed slots while the candidate chooses (and "Resend / change slots" while nothing is
 * confirmed, "Propose new time slots" for a confirmed interview that has not begun), the candidate's
 * "none fit" or reschedule message, then the confirmed time. The
 * interview is "Application #N — job title" here as everywhere; nothing of the candidate shows.
 */
export function InterviewFacts({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(interviewQuery(application.id, application.isInterviewSent));
  const [changing, setChanging] = useState(false);
  if (!application.isInterviewSent) return null;
  if (!query.isSuccess)
    return <QueryPlaceholder query={query} errorTitle={t('employerInterviews.loadFailed')} rows={2} />;

  const interview = query.data;
  const date = (value: string) => formatDate(new Date(value), locale, COMPANY_TIME_ZONE);
  const time = (value: string) => formatTime(new Date(value), COMPANY_TIME_ZONE);
  const confirmed = interview.slots.find((slot) => slot.state === 'confirmed');
  const place = interview.interviewType === 'on_site' ? interview.location : '';

  return (
    <Stack gap="xs" aria-label={t('employerInterviews.factsTitle')} component="section">
      <Text size="sm" fw={600}>
        {t('employerInterviews.factsTitle')}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {interview.title}
      </Text>
      <Text size="sm" c="dimmed">
        {t('employerInterviews.sentAt', { date: date(interview.sentAt) })}
      </Text>
      <Text size="sm">
        {enumLabel(locale, 'interviewType', interview.interviewType)} ·{' '}
        {enumLabel(locale, 'interviewDuration', interview.duration)}
      </Text>
      {place ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('employerInterviews.place', { place })}
        </Text>
      ) : null}
      {interview.meetingUrl ? (
        <Anchor href={interview.meetingUrl} target="_blank" rel="noreferrer" size="sm" c="veil.8">
          {t('employerInterviews.link')}
        </Anchor>
      ) : null}
      {interview.interviewers.length > 0 ? (
        <Text size="sm">
          {t('employerInterviews.interviewersList', {
            names: interview.interviewers.map((person) => person.name).join(', '),
          })}
        </Text>
      ) : null}
      {confirmed ? (
        <Alert color="teal" variant="light" icon={<IconCalendarEvent size={20} aria-hidden />} p="xs">
          <Text size="sm" fw={600}>
            {t('employerInterviews.confirmedAt', {
              date: date(confirmed.start),
              start: time(confirmed.start),
              end: time(confirmed.end),
            })}
          </Text>
          {interview.confirmedAt ? (
            <Text size="sm">
              {t('employerInterviews.confirmedNote', { date: date(interview.confirmedAt) })}
            </Text>
          ) : null}
        </Alert>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('employerInterviews.proposed')}
          </Text>
          <List size="sm" spacing={2}>
            {interview.slots.map((slot) => (
              <List.Item key={slot.id}>
                {date(slot.start)}, {time(slot.start)}–{time(slot.end)}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('employerInterviews.waiting')}
          </Text>
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {t('employerInterviews.zone', { zone: interview.timeZone })}
      </Text>
      {interview.noSlotFits && !confirmed ? (
        <CandidateMessage
          title={t('employerInterviews.noneFitTitle')}
          text={t('employerInterviews.noneFitText', { date: date(interview.noSlotFits.sentAt) })}
          message={interview.noSlotFits}
        />
      ) : null}
      {interview.rescheduleRequest ? (
        <CandidateMessage
          title={t('employerInterviews.rescheduleTitle')}
          text={t('employerInterviews.rescheduleText', { date: date(interview.rescheduleRequest.sentAt) })}
          message={interview.rescheduleRequest}
        />
      ) : null}
      {interview.canUpdate ? (
        <Button
          variant="default"
          leftSection={<IconCalendarRepeat size={18} aria-hidden />}
          onClick={() => setChanging(true)}
          styles={{
            root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
            label: { whiteSpace: 'normal' },
          }}
        >
          {t(confirmed ? 'employerInterviews.proposeNew' : 'employerInterviews.change')}
        </Button>
      ) : null}
      {changing ? (
        <InterviewInvitationModal
          application={application}
          interview={interview}
          onClose={() => setChanging(false)}
        />
      ) : null}
    </Stack>
  );
}
