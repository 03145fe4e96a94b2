import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowRight,
  IconListCheck,
  IconMessageCircleQuestion,
  IconMicrophone,
  IconPlayerPlay,
  IconShieldLock,
  IconWriting,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@veil/domain';
import type { AudioInterview } from '@veil/domain/contracts';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ConfirmModal } from '../../ui/confirm-modal';
import { applicationQuery } from '../applications/api';
import { InterviewEndedAlert } from '../applications/audio-interview-card';
import { BackLink } from '../applications/back-link';
import { DueDate } from '../applications/due-date';
import { candidatePaths } from '../paths';
import { AnswerLanguageSelect, initialAnswerLanguage } from './answer-language';
import { useRequestWrittenAlternative } from './api';
import { AudioInterviewFrame } from './audio-interview-frame';
import { isAnswered } from './audio-progress';
import { MicrophoneCheck } from './microphone-check';
import './copy';

const RULES = ['read', 'limit', 'reRecord', 'listen', 'pause'] as const;

/**
 * `/candidate/applications/{id}/audio-recording-instruction` (spec section 2): before recording,
 * what the audio interview asks (how many questions, how many minutes in all, the due date), how
 * the voice is altered, the practice demo, a microphone check and the answer language; a candidate
 * who cannot record asks for a written alternative here, without a reason. Closed and submitted
 * interviews say so instead.
 */
export function AudioInstructionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  return (
    <AudioInterviewFrame
      applicationId={id}
      title={t('audioInterview.instruction.title')}
      back={<BackLink to={candidatePaths.application(id)} label={t('audioInterview.instruction.back')} />}
    >
      {(interview) =>
        interview.status === 'open' ? (
          <OpenInstruction interview={interview} />
        ) : (
          <InterviewOver interview={interview} />
        )
      }
    </AudioInterviewFrame>
  );
}

/** The notice of an interview that can no longer be recorded: submitted, or closed. */
export function InterviewOver({ interview }: { interview: AudioInterview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (value: string) => formatDate(new Date(value), locale);
  const submitted = interview.status === 'submitted' && interview.submitAudioScreeningAnswerAt;
  const passed = new Date(interview.dueDate).getTime() <= Date.now();
  return (
    <Stack gap="md" align="flex-start">
      {submitted ? (
        <InterviewEndedAlert ended="submitted" title={t('audioInterview.instruction.submittedTitle')}>
          {t('audioInterview.instruction.submittedText', {
            date: date(submitted),
            company: interview.companyName,
          })}
        </InterviewEndedAlert>
      ) : (
        <InterviewEndedAlert ended="closed" title={t('audioInterview.instruction.closedTitle')}>
          {passed
            ? t('audioInterview.instruction.closedText', { date: date(interview.dueDate) })
            : t('audioInterview.instruction.endedText')}
        </InterviewEndedAlert>
      )}
      <Button component={Link} to={candidatePaths.application(interview.applicationId)} variant="default">
        {t('audioInterview.instruction.back')}
      </Button>
    </Stack>
  );
}

function TitledCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="xs" mb="sm" wrap="nowrap">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

function OpenInstruction({ interview }: { interview: AudioInterview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const application = useQuery(applicationQuery(interview.applicationId));
  const jobLanguages = application.data?.job.languages ?? [];
  const answered = interview.questions.filter(isAnswered).length;
  const [chosen, setChosen] = useState<string | null>(null);
  const language =
    chosen ??
    initialAnswerLanguage(
      interview.questions.map((question) => question.recording?.answerLanguage),
      jobLanguages,
      locale,
    );
  const [asking, setAsking] = useState(false);
  const request = useRequestWrittenAlternative(interview.applicationId);
  const requested = interview.writtenAlternativeRequestedAt;
  const askButton = requested ? null : (
    <Button
      variant="default"
      leftSection={<IconWriting size={18} aria-hidden />}
      onClick={() => setAsking(true)}
    >
      {t('audioInterview.instruction.cannotButton')}
    </Button>
  );

  return (
    <Stack gap="lg">
      {requested ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconWriting size={20} aria-hidden />}
          title={t('audioInterview.instruction.requestedTitle')}
          role="status"
        >
          {t('audioInterview.instruction.requestedText', {
            company: interview.companyName,
            date: formatDate(new Date(requested), locale),
          })}
        </Alert>
      ) : null}

      <TitledCard
        icon={<IconListCheck size={22} aria-hidden />}
        title={t('audioInterview.instruction.overviewTitle')}
      >
        <Stack gap="md">
          <Group gap="lg" wrap="wrap">
            <Text fw={600} size="lg" data-testid="interview-size">
              {t('audioInterview.instruction.questions', { count: interview.questionsCount })} ·{' '}
              {t('audioInterview.instruction.minutes', { count: interview.totalMinutes })}
            </Text>
          </Group>
          <DueDate dueDate={interview.dueDate} size="md" />
          <List spacing="xs" size="sm">
            {RULES.map((rule) => (
              <List.Item key={rule}>{t(`audioInterview.instruction.rules.${rule}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </TitledCard>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <TitledCard
          icon={<IconShieldLock size={22} aria-hidden />}
          title={t('audioInterview.instruction.voiceTitle')}
        >
          <Stack gap="xs">
            <Text size="sm">{t('audioInterview.instruction.voice')}</Text>
            <Text size="sm">{t('audioInterview.instruction.voiceDeleted')}</Text>
            <Text size="sm" fw={500}>
              {t('audioInterview.instruction.voiceWords')}
            </Text>
          </Stack>
        </TitledCard>
        <Stack gap="lg">
          <TitledCard
            icon={<IconPlayerPlay size={22} aria-hidden />}
            title={t('audioInterview.instruction.practiceTitle')}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('audioInterview.instruction.practiceText')}</Text>
              <Anchor component={Link} to={candidatePaths.recordingDemo} size="sm" fw={500}>
                {t('audioInterview.instruction.practiceLink')}
              </Anchor>
            </Stack>
          </TitledCard>
          <TitledCard
            icon={<IconMicrophone size={22} aria-hidden />}
            title={t('audioInterview.instruction.microphoneTitle')}
          >
            <MicrophoneCheck problemAction={askButton} />
          </TitledCard>
        </Stack>
      </SimpleGrid>

      {/* the lightest shade: dimmed text and field hints on it keep a contrast of 4.5:1 */}
      <Card withBorder radius="md" padding="lg" bg="veil.0">
        <Stack gap="md">
          <AnswerLanguageSelect
            value={language}
            onChange={setChosen}
            jobLanguages={jobLanguages}
            label={t('audioInterview.instruction.languageLabel')}
            description={t('audioInterview.instruction.languageDescription')}
          />
          {answered > 0 ? (
            <Text size="sm" fw={500}>
              {t('audioInterview.instruction.progress', { done: answered, total: interview.questionsCount })}
            </Text>
          ) : null}
          <Group gap="md" wrap="wrap">
            <Button
              component={Link}
              to={candidatePaths.audioAnswer(interview.applicationId, language)}
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {answered > 0
                ? t('audioInterview.instruction.continue')
                : t('audioInterview.instruction.start')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('audioInterview.instruction.startHint')}
            </Text>
          </Group>
        </Stack>
      </Card>

      {requested ? null : (
        <TitledCard
          icon={<IconMessageCircleQuestion size={22} aria-hidden />}
          title={t('audioInterview.instruction.cannotTitle')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('audioInterview.instruction.cannotText')}</Text>
            {askButton}
          </Stack>
        </TitledCard>
      )}

      <ConfirmModal
        opened={asking}
        onClose={() => {
          setAsking(false);
          request.reset();
        }}
        title={t('audioInterview.instruction.confirmTitle')}
        confirmLabel={t('audioInterview.instruction.confirm')}
        onConfirm={() =>
          request.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notifications.show({ color: 'veil', message: t('audioInterview.instruction.requested') });
            },
          })
        }
        loading={request.isPending}
        error={request.error}
        errorTitle={t('audioInterview.instruction.requestFailed')}
      >
        {t('audioInterview.instruction.confirmText', { company: interview.companyName })}
      </ConfirmModal>
    </Stack>
  );
}
