import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconBookmark,
  IconBookmarkOff,
  IconCalendarPlus,
  IconCalendarTime,
  IconMicrophone,
  IconPlayerPlay,
  IconX,
} from '@tabler/icons-react';
import { formatDate, REVIEWERS_MIN, RejectionSchema, TEXT_LIMITS } from '@veil/domain';
import type { EmployerApplication } from '@veil/domain/contracts';
import { useState } from 'react';
import { ApplicationStatusBadge } from '../../features/applications/application-status-badge';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { useChangeApplication } from './api';
import { SelectedBadge } from './application-card';
import { AudioInterviewFacts } from './audio-interview-facts';
import { ExtendDueDateModal, InviteToAudioModal } from './audio-invitation';
import { InterviewFacts } from './interview-facts';
import { InterviewInvitationModal } from './interview-invitation';

/** The reject dialog: a note to the candidate (in the e-mail) and the internal reason. */
export function RejectModal({
  application,
  onClose,
}: {
  application: EmployerApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeApplication(application.id);
  const [noteToCandidate, setNote] = useState('');
  const [internalReason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const confirm = () => {
    const rejection = { noteToCandidate, internalReason };
    const found = schemaErrors(RejectionSchema, rejection, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { kind: 'reject', rejection },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('employerApplications.reject.done') });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('employerApplications.reject.title', { number: application.sequenceNumber })}
      centered
      closeOnClickOutside={!change.isPending}
      closeOnEscape={!change.isPending}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('employerApplications.reject.text')}</Text>
        <Textarea
          label={t('employerApplications.reject.noteLabel')}
          description={t('employerApplications.reject.noteHint')}
          value={noteToCandidate}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.noteToCandidate}
          rows={3}
          maxLength={TEXT_LIMITS.note}
        />
        <Textarea
          label={t('employerApplications.reject.reasonLabel')}
          description={t('employerApplications.reject.reasonHint')}
          value={internalReason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.internalReason}
          rows={2}
          maxLength={TEXT_LIMITS.note}
        />
        {change.error ? (
          <ErrorAlert error={change.error} title={t('employerApplications.reject.failed')} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={change.isPending} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={change.isPending}>
            {t('employerApplications.reject.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/**
 * The status with its dates and the buttons the viewer may use now (`actions` and `operations` of
 * the answer): start screening, invite to the audio interview and extend its due date once, approve
 * with an interview invitation (then the interview's facts), reject, select or unselect. A refused action shows the server's message; a status conflict also loads the
 * application again (see `useChangeApplication`).
 */
export function StatusCard({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeApplication(application.id);
  const [dialog, setDialog] = useState<'reject' | 'invite' | 'extend' | 'approve' | null>(null);
  const [reviewersMissing, setReviewersMissing] = useState(false);
  const date = (value: string) => formatDate(new Date(value), locale);

  const startScreening = () => {
    if (application.reviewers.length < REVIEWERS_MIN) {
      setReviewersMissing(true);
      return;
    }
    setReviewersMissing(false);
    change.mutate(
      { kind: 'startScreening' },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('employerApplications.side.startScreeningDone') }),
      },
    );
  };
  const toggleSelected = () => {
    const isSelected = !application.isSelected;
    change.mutate(
      { kind: 'select', isSelected },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(
              isSelected ? 'employerApplications.side.selectDone' : 'employerApplications.side.unselectDone',
            ),
          }),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="application-status">
      <Stack gap="sm">
        <Title order={2} fz="h5" id="application-status">
          {t('employerApplications.side.status')}
        </Title>
        <Group gap={6} wrap="wrap">
          <ApplicationStatusBadge status={application.status} />
          {application.isSelected ? <SelectedBadge /> : null}
        </Group>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('employerApplications.side.appliedAt', { date: date(application.appliedAt) })}
          </Text>
          {application.screeningStartedAt ? (
            <Text size="sm" c="dimmed">
              {t('employerApplications.side.screeningStartedAt', {
                date: date(application.screeningStartedAt),
              })}
            </Text>
          ) : null}
          {application.rejectedAt ? (
            <Text size="sm" c="dimmed">
              {t('employerApplications.side.rejectedAt', { date: date(application.rejectedAt) })}
            </Text>
          ) : null}
        </Stack>
        <AudioInterviewFacts application={application} />
        <InterviewFacts application={application} />
        {application.rejection ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('employerApplications.side.noteToCandidate')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {application.rejection.noteToCandidate || t('employerApplications.side.none')}
            </Text>
            <Text size="sm" fw={600}>
              {t('employerApplications.side.internalReason')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {application.rejection.internalReason || t('employerApplications.side.none')}
            </Text>
          </Stack>
        ) : null}
        {reviewersMissing ? (
          <Alert color="yellow" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
            {t('validation.reviewers.min')}
          </Alert>
        ) : null}
        {change.error && dialog === null ? (
          <ErrorAlert error={change.error} title={t('employerApplications.side.actionFailed')} />
        ) : null}
        <Stack gap="xs">
          {application.actions.includes('startScreening') ? (
            <Button
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              onClick={startScreening}
              loading={change.isPending && change.variables?.kind === 'startScreening'}
            >
              {t('employerApplications.side.startScreening')}
            </Button>
          ) : null}
          {application.actions.includes('inviteToAudio') ? (
            <Button
              leftSection={<IconMicrophone size={18} aria-hidden />}
              onClick={() => setDialog('invite')}
              // the label is long in German: it wraps in the narrow side column rather than being cut
              styles={WRAPPING_BUTTON}
            >
              {t('employerApplications.audio.invite')}
            </Button>
          ) : null}
          {application.actions.includes('approve') ? (
            <Button
              leftSection={<IconCalendarTime size={18} aria-hidden />}
              onClick={() => setDialog('approve')}
              styles={WRAPPING_BUTTON}
            >
              {t('employerInterviews.approve')}
            </Button>
          ) : null}
          {application.operations.includes('extendDueDate') && application.dueDateExtendedAt === null ? (
            <Button
              variant="default"
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              onClick={() => setDialog('extend')}
            >
              {t('employerApplications.audio.extend')}
            </Button>
          ) : null}
          {application.operations.includes('select') ? (
            <Button
              variant="default"
              leftSection={
                application.isSelected ? (
                  <IconBookmarkOff size={18} aria-hidden />
                ) : (
                  <IconBookmark size={18} aria-hidden />
                )
              }
              onClick={toggleSelected}
              loading={change.isPending && change.variables?.kind === 'select'}
            >
              {t(
                application.isSelected
                  ? 'employerApplications.side.unselect'
                  : 'employerApplications.side.select',
              )}
            </Button>
          ) : null}
          {application.actions.includes('reject') ? (
            <Button
              variant="outline"
              color="red"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={() => {
                change.reset();
                setDialog('reject');
              }}
            >
              {t('employerApplications.side.reject')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {dialog === 'reject' ? <RejectModal application={application} onClose={() => setDialog(null)} /> : null}
      {dialog === 'invite' ? (
        <InviteToAudioModal application={application} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'extend' ? (
        <ExtendDueDateModal application={application} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'approve' ? (
        <InterviewInvitationModal application={application} onClose={() => setDialog(null)} />
      ) : null}
    </Paper>
  );
}
