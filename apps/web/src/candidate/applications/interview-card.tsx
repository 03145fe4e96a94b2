import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarQuestion,
  IconExternalLink,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, INTERVIEW_MESSAGE_MAX } from '@veil/domain';
import {
  type CandidateApplication,
  type CandidateInterview,
  InterviewMessageInputSchema,
} from '@veil/domain/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { enumLabel } from '../../lib/enum-labels';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { candidatePaths } from '../paths';
import { interviewQuery, useAnswerInterview } from './api';
import { browserTimeZone, slotTexts } from './interview-time';
import './copy';

type Answer = ReturnType<typeof useAnswerInterview>;

/** The frame of the card: a highlighted section with an icon and a title. */
function InterviewFrame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      style={{ borderColor: 'var(--mantine-color-veil-6)', borderWidth: 2 }}
      component="section"
      aria-labelledby="interview-card-title"
      id="interview"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} size="h3" id="interview-card-title">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * A short message to the company ("none of these fit", or a reschedule request), checked by the
 * domain's `InterviewMessageInputSchema` as the API checks it; what was typed stays on failure.
 */
function MessageModal({
  kind,
  answer,
  company,
  onClose,
}: {
  kind: 'noSlotFits' | 'requestReschedule';
  answer: Answer;
  company: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const copy =
    kind === 'noSlotFits'
      ? {
          title: 'candidateInterviews.card.noneFitTitle',
          text: 'candidateInterviews.card.noneFitText',
          send: 'candidateInterviews.card.noneFitSend',
          failed: 'candidateInterviews.card.noneFitFailed',
          done: 'candidateInterviews.card.noneFitSent',
        }
      : {
          title: 'candidateInterviews.card.rescheduleTitle',
          text: 'candidateInterviews.card.rescheduleText',
          send: 'candidateInterviews.card.rescheduleSend',
          failed: 'candidateInterviews.card.rescheduleFailed',
          done: 'candidateInterviews.card.rescheduleSent',
        };
  const send = () => {
    const found = schemaErrors(InterviewMessageInputSchema, { message }, locale);
    setError(found.message);
    if (found.message) return;
    answer.mutate(
      { kind, message: message.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(copy.done) });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(copy.title)}
      centered
      closeOnClickOutside={!answer.isPending}
      closeOnEscape={!answer.isPending}
      styles={{ title: { fontWeight: 600 } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t(copy.text, { company })}</Text>
          <Textarea
            label={t('candidateInterviews.card.noneFitLabel')}
            value={message}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            rows={4}
            maxLength={INTERVIEW_MESSAGE_MAX}
            withAsterisk
            data-autofocus
          />
          {answer.error ? <ErrorAlert error={answer.error} title={t(copy.failed)} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={answer.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={answer.isPending}>
              {t(copy.send)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The interview's type, length and place (the meeting link of a remote one). */
function InterviewPlace({ interview }: { interview: CandidateInterview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('candidateInterviews.card.type', {
          type: enumLabel(locale, 'interviewType', interview.interviewType),
          duration: enumLabel(locale, 'interviewDuration', interview.duration),
        })}
      </Text>
      {interview.location ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('candidateInterviews.card.place', { place: interview.location })}
        </Text>
      ) : null}
      {interview.meetingUrl && interview.interviewAt ? (
        <Anchor href={interview.meetingUrl} target="_blank" rel="noreferrer" size="sm">
          {t('candidateInterviews.card.meetingLink')}{' '}
          <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px' }} />
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** The proposed slots to pick from, in the browser's zone; picking one asks for a confirmation. */
function SlotChoice({ interview }: { interview: CandidateInterview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = browserTimeZone();
  const answer = useAnswerInterview(interview.applicationId);
  const [picked, setPicked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [dialog, setDialog] = useState<'confirm' | 'noSlotFits' | null>(null);
  const slots = interview.slots.filter((slot) => slot.state === 'proposed');
  const chosen = slots.find((slot) => slot.id === picked);
  const open = (next: 'confirm' | 'noSlotFits') => {
    answer.reset();
    setDialog(next);
  };
  return (
    <InterviewFrame
      icon={<IconCalendarQuestion size={24} color="var(--mantine-color-veil-7)" aria-hidden />}
      title={t('candidateInterviews.card.chooseTitle')}
    >
      <Text>{t('candidateInterviews.card.chooseText', { company: interview.companyName })}</Text>
      <InterviewPlace interview={interview} />
      {interview.noSlotFits ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} p="xs">
          <Text size="sm">
            {t('candidateInterviews.card.noneFitPending', {
              date: formatDate(new Date(interview.noSlotFits.sentAt), locale, zone),
            })}
          </Text>
        </Alert>
      ) : null}
      <Radio.Group
        label={t('candidateInterviews.card.slotsLabel')}
        description={t('candidateInterviews.card.zone', { zone })}
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setMissing(false);
        }}
        error={missing ? t('candidateInterviews.card.chooseMissing') : undefined}
      >
        <Stack gap="xs" mt="xs">
          {slots.map((slot) => (
            <Radio.Card key={slot.id} value={slot.id} radius="md" p="sm" withBorder>
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator />
                <Text size="sm">{t('candidateInterviews.card.slot', slotTexts(slot, locale, zone))}</Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="sm">
        <Button
          leftSection={<IconCalendarCheck size={18} aria-hidden />}
          onClick={() => {
            if (chosen) open('confirm');
            else setMissing(true);
          }}
        >
          {t('candidateInterviews.card.choose')}
        </Button>
        <Button variant="default" onClick={() => open('noSlotFits')}>
          {t('candidateInterviews.card.noneFit')}
        </Button>
      </Group>
      {dialog === 'confirm' && chosen ? (
        <Modal
          opened
          onClose={() => setDialog(null)}
          title={t('candidateInterviews.card.confirmTitle')}
          centered
          closeOnClickOutside={!answer.isPending}
          closeOnEscape={!answer.isPending}
          styles={{ title: { fontWeight: 600 } }}
        >
          <Stack gap="md">
            <Text size="sm">
              {t('candidateInterviews.card.confirmText', slotTexts(chosen, locale, zone))}
            </Text>
            <Text size="sm" c="dimmed">
              {t('candidateInterviews.card.zone', { zone })}
            </Text>
            {answer.error ? (
              <ErrorAlert error={answer.error} title={t('candidateInterviews.card.confirmFailed')} />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDialog(null)} disabled={answer.isPending}>
                {t('common.cancel')}
              </Button>
              <Button
                loading={answer.isPending}
                onClick={() =>
                  answer.mutate(
                    { kind: 'confirmSlot', slotId: chosen.id },
                    {
                      onSuccess: () => {
                        notifications.show({
                          color: 'green',
                          message: t('candidateInterviews.card.confirmed'),
                        });
                        setDialog(null);
                      },
                    },
                  )
                }
              >
                {t('candidateInterviews.card.confirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
      {dialog === 'noSlotFits' ? (
        <MessageModal
          kind="noSlotFits"
          answer={answer}
          company={interview.companyName}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </InterviewFrame>
  );
}

/** The confirmed interview: its time in the browser's zone, the place, and asking to reschedule. */
function ConfirmedInterview({ interview }: { interview: CandidateInterview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = browserTimeZone();
  const answer = useAnswerInterview(interview.applicationId);
  const [asking, setAsking] = useState(false);
  const slot = interview.slots.find((candidate) => candidate.state === 'confirmed');
  return (
    <InterviewFrame
      icon={<IconCalendarEvent size={24} color="var(--mantine-color-veil-7)" aria-hidden />}
      title={t('candidateInterviews.card.confirmedTitle')}
    >
      {slot ? (
        <Text fw={600}>{t('candidateInterviews.card.confirmedText', slotTexts(slot, locale, zone))}</Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('candidateInterviews.card.zone', { zone })}
      </Text>
      <InterviewPlace interview={interview} />
      {interview.rescheduleRequest ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} p="xs">
          <Text size="sm">
            {t('candidateInterviews.card.rescheduleRequested', {
              date: formatDate(new Date(interview.rescheduleRequest.sentAt), locale, zone),
            })}
          </Text>
        </Alert>
      ) : interview.canRequestReschedule ? (
        <Group>
          <Button
            variant="default"
            onClick={() => {
              answer.reset();
              setAsking(true);
            }}
          >
            {t('candidateInterviews.card.reschedule')}
          </Button>
        </Group>
      ) : interview.interviewAt && new Date(interview.interviewAt).getTime() > Date.now() ? (
        <Text size="sm" c="dimmed">
          {t('candidateInterviews.card.rescheduleClosed')}
        </Text>
      ) : null}
      <Anchor component={Link} to={candidatePaths.calendar} size="sm">
        {t('candidateInterviews.card.calendarLink')}
      </Anchor>
      {asking ? (
        <MessageModal
          kind="requestReschedule"
          answer={answer}
          company={interview.companyName}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </InterviewFrame>
  );
}

/**
 * The interview on the application's page once the company has sent its invitation: the choice of
 * a time slot while `approved` (or "none of these fit" with a short message), then the confirmed
 * time with "ask to reschedule" until RESCHEDULE_WINDOW_HOURS before. Times in the browser's zone.
 */
export function InterviewCard({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation();
  const shown =
    application.isInterviewSent && (application.status === 'approved' || application.status === 'confirmed');
  const query = useQuery(interviewQuery(application.id, shown));
  if (!shown) return null;
  if (!query.isSuccess)
    return <QueryPlaceholder query={query} errorTitle={t('candidateInterviews.card.loadFailed')} rows={2} />;
  const interview = query.data;
  if (interview.interviewAt !== null) return <ConfirmedInterview interview={interview} />;
  if (interview.canChooseSlot) return <SlotChoice interview={interview} />;
  return null;
}
