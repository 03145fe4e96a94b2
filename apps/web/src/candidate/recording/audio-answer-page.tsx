import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconEye, IconRepeat, IconSend, IconUpload } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { formatDuration, languageName } from '@veil/domain';
import type { AudioInterview } from '@veil/domain/contracts';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { QuestionRecorder } from '../../features/recording/question-recorder';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ConfirmModal } from '../../ui/confirm-modal';
import { applicationQuery } from '../applications/api';
import { BackLink } from '../applications/back-link';
import { DueDate } from '../applications/due-date';
import { candidatePaths } from '../paths';
import { AlteredAnswer, AnswerDelivery } from './altered-answer';
import { ANSWER_LANGUAGE_PARAM, AnswerLanguageSelect, initialAnswerLanguage } from './answer-language';
import { recordingQuery, useSendAudioAnswer, useSubmitAudioAnswers } from './api';
import { InterviewOver } from './audio-instruction-page';
import { AudioInterviewFrame } from './audio-interview-frame';
import { type InterviewQuestion, isAnswered, questionsToAsk } from './audio-progress';
import './copy';

/**
 * `/candidate/applications/record/answer/{id}` (spec sections 2 and 4): the job's audio questions
 * one after the other with the recorder's rules (30 seconds to read, automatic start, the
 * question's limit, one re-record within 60 seconds); each answer is altered on the server and
 * listened back. The server's answers are the truth, so a candidate who comes back finds the next
 * unanswered question. At the end every answer is playable once more and all are submitted at once.
 */
export function AudioAnswerPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  return (
    <AudioInterviewFrame
      applicationId={id}
      title={t('audioInterview.answer.title')}
      back={<BackLink to={candidatePaths.audioInstruction(id)} label={t('audioInterview.answer.back')} />}
    >
      {(interview) =>
        interview.status === 'open' ? (
          <InterviewSession interview={interview} />
        ) : (
          <Stack gap="lg">
            <InterviewOver interview={interview} />
            {interview.status === 'closed' && interview.questions.some(isAnswered) ? (
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {t('audioInterview.answer.keptTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('audioInterview.answer.keptText')}
                </Text>
                <AnswerList interview={interview} delivered={new Map()} />
              </Stack>
            ) : null}
          </Stack>
        )
      }
    </AudioInterviewFrame>
  );
}

/** The open interview: the next question, the question being answered, or the summary. */
function InterviewSession({ interview }: { interview: AudioInterview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const application = useQuery(applicationQuery(interview.applicationId));
  const jobLanguages = application.data?.job.languages ?? [];
  const language = initialAnswerLanguage(
    [searchParams.get(ANSWER_LANGUAGE_PARAM), ...interview.questions.map((q) => q.recording?.answerLanguage)],
    jobLanguages,
    locale,
  );
  const chooseLanguage = (iso: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set(ANSWER_LANGUAGE_PARAM, iso);
        return next;
      },
      { replace: true },
    );
  // the question on screen, and the answers that arrived on this page (question → recording)
  const [active, setActive] = useState<string | null>(null);
  const [delivered, setDelivered] = useState<ReadonlyMap<string, string>>(new Map());
  const toAsk = questionsToAsk(interview.questions, delivered);
  const total = interview.questions.length;
  const numberOf = (questionId: string) => interview.questions.findIndex((q) => q.id === questionId) + 1;
  const current = active ? interview.questions.find((q) => q.id === active) : undefined;
  const next = toAsk[0];
  const answered = total - toAsk.length;

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" fw={500}>
            {t('audioInterview.instruction.progress', { done: answered, total })}
          </Text>
          <DueDate dueDate={interview.dueDate} />
        </Group>
        <Progress
          value={total > 0 ? (answered / total) * 100 : 0}
          aria-label={t('audioInterview.instruction.progress', { done: answered, total })}
        />
      </Stack>
      {current ? (
        <AnswerQuestion
          key={current.id}
          applicationId={interview.applicationId}
          companyName={interview.companyName}
          question={current}
          number={numberOf(current.id)}
          total={total}
          language={language}
          last={toAsk.every((q) => q.id === current.id)}
          onDelivered={(recordingId) => setDelivered((map) => new Map(map).set(current.id, recordingId))}
          onNext={() => setActive(null)}
        />
      ) : next ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Title order={2} size="h3">
                {t('audioInterview.answer.questionOf', { number: numberOf(next.id), total })}
              </Title>
              <Badge variant="light" size="lg" tt="none">
                {t('audioInterview.answer.answerTime', { duration: formatDuration(next.duration, locale) })}
              </Badge>
            </Group>
            <Text size="sm">{t('audioInterview.answer.readyText')}</Text>
            <AnswerLanguageSelect
              value={language}
              onChange={chooseLanguage}
              jobLanguages={jobLanguages}
              label={t('audioInterview.answer.language')}
            />
            <Group>
              <Button
                size="md"
                leftSection={<IconEye size={18} aria-hidden />}
                onClick={() => setActive(next.id)}
              >
                {t('audioInterview.answer.show', { number: numberOf(next.id) })}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Summary interview={interview} delivered={delivered} onRecordAgain={setActive} />
      )}
    </Stack>
  );
}

type AnswerQuestionProps = {
  applicationId: string;
  companyName: string;
  question: InterviewQuestion;
  number: number;
  total: number;
  language: string;
  /** No other question is left to ask: "next" leads to the summary. */
  last: boolean;
  onDelivered: (recordingId: string) => void;
  onNext: () => void;
};

/**
 * One question in the recorder. Each finished version is sent (start, upload, submit); the WAV is
 * kept here until the next one, so a failed upload or alteration is sent again without recording
 * anew (or recorded anew, as the candidate likes). Going on needs the kept answer to have arrived.
 */
function AnswerQuestion(props: AnswerQuestionProps) {
  const { applicationId, companyName, question, number, total, language, last, onDelivered, onNext } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [progress, setProgress] = useState(0);
  const [kept, setKept] = useState(false);
  const [wav, setWav] = useState<Blob | null>(null);
  // the recorder offers the one re-record itself after a first version; after the second (or once
  // kept) only recording the question afresh is left when sending fails
  const [version, setVersion] = useState<1 | 2>(1);
  const send = useSendAudioAnswer(applicationId);
  const recording = useQuery({ ...recordingQuery(send.data?.id ?? ''), enabled: send.data !== undefined });

  const sendAnswer = (answer: Blob) => {
    setWav(answer);
    setProgress(0);
    send.mutate(
      { questionId: question.id, answerLanguage: language, wav: answer, onProgress: setProgress },
      { onSuccess: (sent) => onDelivered(sent.id) },
    );
  };
  const recordAgain = () => {
    send.reset();
    setWav(null);
    setKept(false);
    setVersion(1);
    setAttempt((n) => n + 1);
  };
  const failedActions = (
    <Group gap="xs" wrap="wrap">
      {wav ? (
        <Button size="xs" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => sendAnswer(wav)}>
          {t('audioInterview.answer.sendAgain')}
        </Button>
      ) : null}
      {version === 2 || kept ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRepeat size={16} aria-hidden />}
          onClick={recordAgain}
        >
          {t('audioInterview.answer.recordAgain')}
        </Button>
      ) : null}
    </Group>
  );
  const arrived = send.isSuccess && recording.data?.state !== 'failed';

  return (
    <Stack gap="md">
      <QuestionRecorder
        key={attempt}
        durationSeconds={question.duration}
        question={
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('audioInterview.answer.questionOf', { number, total })} ·{' '}
              {t('audioInterview.answer.answerTime', { duration: formatDuration(question.duration, locale) })}
            </Text>
            <Title order={2} size="h3">
              {question.question}
            </Title>
          </Stack>
        }
        onRecorded={(answer, recorded) => {
          setVersion(recorded);
          sendAnswer(answer);
        }}
        onDone={() => setKept(true)}
        answer={
          <AnswerDelivery
            pending={send.isPending}
            progress={progress}
            error={send.error}
            recordingId={send.data?.id ?? null}
            failedText={t('audioInterview.answer.sendFailed')}
            alterationFailedText={t('audioInterview.answer.alterationFailed')}
            readyLabel={t('audioInterview.answer.heard', { company: companyName })}
            failedActions={failedActions}
          />
        }
      />
      {kept && send.isPending ? (
        <Text size="sm" role="status">
          {t('audioInterview.answer.waitForSend')}
        </Text>
      ) : null}
      {kept && arrived ? (
        <Group>
          <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={onNext}>
            {last ? t('audioInterview.answer.toSummary') : t('audioInterview.answer.next')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Every answered question with its altered answer to play; a failed one can be recorded again. */
function AnswerList({
  interview,
  delivered,
  onRecordAgain,
}: {
  interview: AudioInterview;
  delivered: ReadonlyMap<string, string>;
  onRecordAgain?: (questionId: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = interview.questions
    .map((question, index) => ({
      question,
      number: index + 1,
      recordingId: delivered.get(question.id) ?? (isAnswered(question) ? question.recording?.id : undefined),
    }))
    .filter((item) => item.recordingId !== undefined);
  const live = useQueries({ queries: items.map((item) => recordingQuery(item.recordingId ?? '')) });
  return (
    <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => {
        const data = live[index]?.data;
        const answerLanguage = data?.answerLanguage ?? item.question.recording?.answerLanguage;
        const label = t('audioInterview.answer.questionOf', {
          number: item.number,
          total: interview.questions.length,
        });
        return (
          <Card key={item.question.id} component="li" withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={600}>{item.question.question}</Text>
              <Group gap="md" wrap="wrap">
                {answerLanguage ? (
                  <Text size="sm" c="dimmed">
                    {t('audioInterview.answer.answerLanguage', {
                      language: languageName(answerLanguage, locale),
                    })}
                  </Text>
                ) : null}
                {data?.state === 'ready' && data.audioSeconds !== null ? (
                  <Text size="sm" c="dimmed">
                    {t('audioInterview.answer.answerLength', {
                      duration: formatDuration(data.audioSeconds, locale),
                    })}
                  </Text>
                ) : null}
              </Group>
              <AlteredAnswer
                id={item.recordingId ?? ''}
                label={`${label}: ${item.question.question}`}
                heading={false}
                failedText={t('audioInterview.answer.alterationFailed')}
                failedActions={
                  onRecordAgain ? (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconRepeat size={16} aria-hidden />}
                      onClick={() => onRecordAgain(item.question.id)}
                    >
                      {t('audioInterview.answer.recordAgain')}
                    </Button>
                  ) : undefined
                }
              />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** The end: every answer once more, then "Submit all answers" (confirmed) → the application, evaluating. */
function Summary({
  interview,
  delivered,
  onRecordAgain,
}: {
  interview: AudioInterview;
  delivered: ReadonlyMap<string, string>;
  onRecordAgain: (questionId: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitAudioAnswers(interview.applicationId);
  const ids = interview.questions.map((q) => delivered.get(q.id) ?? q.recording?.id);
  const live = useQueries({
    queries: ids.map((id) => ({ ...recordingQuery(id ?? ''), enabled: id !== undefined })),
  });
  const allReady = ids.length > 0 && live.every((query) => query.data?.state === 'ready');
  const count = interview.questions.length;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('audioInterview.answer.summaryTitle')}
        </Title>
        <Text size="sm">{t('audioInterview.answer.summaryText')}</Text>
      </Stack>
      <AnswerList interview={interview} delivered={delivered} onRecordAgain={onRecordAgain} />
      {/* the lightest shade: dimmed text and field hints on it keep a contrast of 4.5:1 */}
      <Card withBorder radius="md" padding="lg" bg="veil.0">
        <Stack gap="xs" align="flex-start">
          <Button
            size="md"
            leftSection={<IconSend size={18} aria-hidden />}
            disabled={!allReady}
            onClick={() => setConfirming(true)}
          >
            {t('audioInterview.answer.submit')}
          </Button>
          {allReady ? null : (
            <Text size="sm" c="dimmed" role="status">
              {t('audioInterview.answer.submitWaiting')}
            </Text>
          )}
        </Stack>
      </Card>
      <ConfirmModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          submit.reset();
        }}
        title={t('audioInterview.answer.confirmTitle')}
        confirmLabel={t('audioInterview.answer.confirm')}
        onConfirm={() =>
          submit.mutate(undefined, {
            onSuccess: (application) => {
              setConfirming(false);
              notifications.show({ color: 'veil', message: t('audioInterview.answer.submitted') });
              navigate(candidatePaths.application(application.id));
            },
          })
        }
        loading={submit.isPending}
        error={submit.error}
        errorTitle={t('audioInterview.answer.submitFailed')}
      >
        {t('audioInterview.answer.confirmText', { count, company: interview.companyName })}
      </ConfirmModal>
    </Stack>
  );
}
