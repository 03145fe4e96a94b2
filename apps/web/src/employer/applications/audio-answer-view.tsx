import { Group, Stack, Text } from '@mantine/core';
import { formatDuration, isLanguageIso, languageName } from '@veil/domain';
import type { EmployerAudioAnswer } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { AudioAnswerPlayer } from './audio-answer-player';

/** A label and its value, side by side in the answer's line of facts. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" component="span">
      {label}:{' '}
      <Text span size="sm" c="var(--mantine-color-text)" fw={500}>
        {children}
      </Text>
    </Text>
  );
}

/** The answer's transcript (redacted on the server), "no transcript" when off, or why it is missing. */
function AudioTranscript({ answer }: { answer: EmployerAudioAnswer }) {
  const { t } = useTranslation();
  if (answer.transcriptState === 'done' && answer.transcriptContent !== null)
    return (
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('employerApplications.audio.transcript')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {answer.transcriptContent}
        </Text>
        <Text size="xs" c="dimmed">
          {t('employerApplications.audio.transcriptNote')}
        </Text>
      </Stack>
    );
  return (
    <Text size="sm" c="dimmed">
      {answer.transcriptState === 'error'
        ? t('errors.transcribe_error')
        : t('employerApplications.audio.noTranscript')}
    </Text>
  );
}

type AudioAnswerViewProps = {
  applicationId: string;
  answer: EmployerAudioAnswer;
  index: number;
  /** whether the viewer may hear the answers (audio reviewers, the person in charge, power users) */
  canListen: boolean;
};

/**
 * One audio question with its answer: the question, its time limit, the answer's length and
 * language, and the player of the altered answer and its transcript once it is submitted.
 */
export function AudioAnswerView({ applicationId, answer, index, canListen }: AudioAnswerViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = index + 1;
  const language = answer.answerLanguage
    ? isLanguageIso(answer.answerLanguage)
      ? languageName(answer.answerLanguage, locale)
      : answer.answerLanguage
    : null;
  return (
    <Stack gap="xs">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('employerApplications.detail.question', { number })}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {answer.question}
        </Text>
      </Stack>
      <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
        <Fact label={t('employerApplications.audio.limit')}>
          {formatDuration(answer.durationSeconds, locale)}
        </Fact>
        {answer.state === 'ready' && answer.audioSeconds !== null ? (
          <Fact label={t('employerApplications.audio.length')}>
            {formatDuration(answer.audioSeconds, locale)}
          </Fact>
        ) : null}
        {language ? <Fact label={t('employerApplications.audio.language')}>{language}</Fact> : null}
      </Group>
      {answer.state === 'waiting' ? (
        <Text size="sm" c="dimmed">
          {t('employerApplications.audio.notYetAnswered')}
        </Text>
      ) : canListen ? (
        <>
          <AudioAnswerPlayer applicationId={applicationId} questionId={answer.questionId} number={number} />
          <AudioTranscript answer={answer} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('employerApplications.audio.notForYou')}
        </Text>
      )}
    </Stack>
  );
}
