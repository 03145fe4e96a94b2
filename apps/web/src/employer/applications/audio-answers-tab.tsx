import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockOff, IconEyeOff, IconMicrophone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDuration, formatTime } from '@veil/domain';
import type { EmployerApplication } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { EmptyState } from '../../ui/empty-state';
import { PlainList } from '../../ui/plain-list';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { audioAnswersQuery } from './api';
import { AudioAnswerView } from './audio-answer-view';
import { AudioRatingForm } from './audio-rating-form';
import { type GivenRating, GivenRatings } from './screening-answers-tab';

/** Before the invitation: the job's audio questions with their time limits, and what comes next. */
function AudioQuestionsPreview({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconMicrophone size={20} aria-hidden />}>
        {t('employerApplications.detail.audioPending')}
      </Alert>
      <PlainList label={t('employerApplications.detail.tabs.audio')}>
        {application.audioQuestions.map((question, index) => (
          <Paper key={question.id} component="li" withBorder p="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('employerApplications.detail.question', { number: index + 1 })}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {question.question}
            </Text>
            <Text size="sm" c="dimmed">
              {t('employerApplications.detail.audioDuration', {
                duration: formatDuration(question.duration, locale),
              })}
            </Text>
          </Paper>
        ))}
      </PlainList>
    </Stack>
  );
}

/** Where the audio interview stands: waiting for the answers (or closed), or how many have rated. */
function AudioStatus({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const counts = { submitted: application.audioRatingsSubmitted, total: application.audioRatingsExpected };
  if (application.submitAudioScreeningAnswerAt === null) {
    if (application.recordingClosed) {
      return (
        <Alert color="orange" variant="light" icon={<IconClockOff size={20} aria-hidden />}>
          {t('employerApplications.audio.closedTab')}
        </Alert>
      );
    }
    const due = application.dueDate ? new Date(application.dueDate) : null;
    return (
      <Alert color="blue" variant="light" icon={<IconMicrophone size={20} aria-hidden />}>
        {due
          ? t('employerApplications.audio.waiting', {
              date: formatDate(due, locale),
              time: formatTime(due),
            })
          : t('employerApplications.detail.audioPending')}
      </Alert>
    );
  }
  const hidden = application.audioRatings === null && application.capacities.includes('audioReviewer');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {hidden ? <IconEyeOff size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} /> : null}
      <Text size="sm" c={hidden ? undefined : 'dimmed'}>
        {t(
          hidden ? 'employerApplications.audio.ratingsHidden' : 'employerApplications.audio.ratingsCount',
          counts,
        )}
      </Text>
    </Group>
  );
}

/**
 * The audio questions tab. Before the invitation it lists the questions; afterwards each answer
 * with its limit, length, language and player. An audio reviewer rates them here while evaluating
 * (all in one form, once); afterwards each answer shows the viewer's own rating, and everyone's
 * once they may see them (the independent-scoring rule the API applies).
 */
export function AudioAnswersTab({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const invited = application.audioInvitedAt !== null;
  const answers = useQuery({ ...audioAnswersQuery(application.id), enabled: invited });

  if (application.audioQuestions.length === 0) {
    return (
      <EmptyState
        icon={<IconMicrophone size={28} aria-hidden />}
        title={t('employerApplications.detail.tabs.audio')}
        description={t('employerApplications.detail.noAudioQuestions')}
      />
    );
  }
  if (!invited) return <AudioQuestionsPreview application={application} />;
  if (!answers.isSuccess) {
    return <QueryPlaceholder query={answers} errorTitle={t('employerApplications.audio.loadFailed')} />;
  }

  const list = answers.data.answers;
  const allReady = list.length > 0 && list.every((answer) => answer.state === 'ready');
  const canRate =
    allReady && application.operations.includes('rateAudio') && application.ownAudioRatings === null;
  const canListen = application.operations.includes('listenAudio');
  if (canRate) {
    return (
      <Stack gap="md">
        <AudioStatus application={application} />
        <AudioRatingForm application={application} answers={list} />
      </Stack>
    );
  }

  const you = t('employerApplications.rating.yourRating');
  const givenFor = (questionId: string): GivenRating[] => {
    if (application.audioRatings) {
      return application.audioRatings.flatMap((reviewer) => {
        const entry = reviewer.answers.find((answer) => answer.questionId === questionId);
        return entry ? [{ name: reviewer.reviewer.name, rating: entry.rating, comment: entry.comment }] : [];
      });
    }
    const entry = application.ownAudioRatings?.answers.find((answer) => answer.questionId === questionId);
    return entry ? [{ name: you, rating: entry.rating, comment: entry.comment }] : [];
  };
  const ratingsTitle = application.audioRatings ? t('employerApplications.rating.othersOnAnswer') : you;

  return (
    <Stack gap="md">
      <AudioStatus application={application} />
      <PlainList label={t('employerApplications.audio.answers')}>
        {list.map((answer, index) => (
          <Paper key={answer.questionId} component="li" withBorder p="md" radius="md">
            <Stack gap="sm">
              <AudioAnswerView
                applicationId={application.id}
                answer={answer}
                index={index}
                canListen={canListen}
              />
              <GivenRatings title={ratingsTitle} ratings={givenFor(answer.questionId)} />
            </Stack>
          </Paper>
        ))}
      </PlainList>
    </Stack>
  );
}
