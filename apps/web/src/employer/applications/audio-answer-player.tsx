import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { audioAnswerUrlQuery } from './api';

type AudioAnswerPlayerProps = {
  applicationId: string;
  questionId: string;
  /** the answer's question number, for the names screen readers hear */
  number: number;
};

/**
 * One altered audio answer. Its short-lived signed link is asked for when the listener presses
 * play, then the browser's player starts; a link that cannot be had, or a file the player cannot
 * load (an expired link after a long pause), says "Audio files could not be loaded" with a retry
 * that asks for a fresh link.
 */
export function AudioAnswerPlayer({ applicationId, questionId, number }: AudioAnswerPlayerProps) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const [unplayable, setUnplayable] = useState(false);
  // a new player for every fresh link, so the browser loads it anew
  const [attempt, setAttempt] = useState(0);
  const link = useQuery(audioAnswerUrlQuery(applicationId, questionId, requested));

  if (!requested) {
    return (
      <div>
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          onClick={() => setRequested(true)}
          aria-label={t('employerApplications.audio.playLabel', { number })}
        >
          {t('employerApplications.audio.play')}
        </Button>
      </div>
    );
  }
  if (link.isFetching) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('employerApplications.audio.loadingAudio')}</Text>
      </Group>
    );
  }
  if (link.isError || unplayable || !link.data) {
    return (
      <Alert color="red" variant="light" role="alert" p="sm">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('recording.audioNotLoaded')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => {
              setUnplayable(false);
              setAttempt((count) => count + 1);
              void link.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: a spoken answer has no caption track; the altered voice is all there is to hear
    <audio
      key={attempt}
      controls
      autoPlay
      preload="auto"
      src={link.data.url}
      aria-label={t('employerApplications.audio.answerLabel', { number })}
      onError={() => setUnplayable(true)}
      style={{ width: '100%' }}
      data-testid="audio-answer"
    >
      {t('employerApplications.audio.noAudioSupport')}
    </audio>
  );
}
