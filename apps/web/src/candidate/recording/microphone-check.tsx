import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMicrophone, IconPlayerStop } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type Capture,
  MICROPHONE_MESSAGES,
  MicrophoneError,
  type MicrophoneProblem,
  startCapture,
} from '../../features/recording/capture';
import { LevelMeter } from '../../features/recording/level-meter';
import { useTranslation } from '../../lib/translation';

/** The loudness (0–1, as the level meter shows it) from which the candidate counts as heard. */
const HEARD_LEVEL = 0.15;

/**
 * The microphone check of the instruction page: opens the microphone with the recorder's own
 * capture, shows its level while the candidate speaks and says whether they are heard; nothing is
 * kept or sent. A refused permission, a missing microphone or a browser without recording gets
 * the recorder's message, with `problemAction` (the way to a written alternative) beside it.
 */
export function MicrophoneCheck({ problemAction }: { problemAction?: ReactNode }) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState(false);
  const [opening, setOpening] = useState(false);
  const [level, setLevel] = useState(0);
  const [heard, setHeard] = useState(false);
  const [tested, setTested] = useState(false);
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null);
  const capture = useRef<Capture | null>(null);

  const stop = () => {
    capture.current?.cancel();
    capture.current = null;
    setTesting(false);
    setTested(true);
    setLevel(0);
  };
  useEffect(() => () => capture.current?.cancel(), []);

  const start = async () => {
    setProblem(null);
    setHeard(false);
    setOpening(true);
    try {
      capture.current = await startCapture({
        onLevel: (value) => {
          setLevel(value);
          if (value >= HEARD_LEVEL) setHeard(true);
        },
      });
      setTesting(true);
    } catch (error) {
      setProblem(error instanceof MicrophoneError ? error.problem : 'failed');
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('audioInterview.instruction.microphoneText')}</Text>
      {testing ? (
        <Stack gap="xs">
          <LevelMeter level={level} />
          <Group gap="xs" role="status" wrap="nowrap" align="flex-start">
            {heard ? <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden /> : null}
            <Text size="sm" c={heard ? 'teal.8' : undefined} fw={heard ? 600 : undefined}>
              {heard
                ? t('audioInterview.instruction.microphoneHeard')
                : t('audioInterview.instruction.microphoneListening')}
            </Text>
          </Group>
        </Stack>
      ) : null}
      {!testing && tested ? (
        <Text size="sm" c={heard ? 'teal.8' : 'orange.9'} fw={600} role="status">
          {heard
            ? t('audioInterview.instruction.microphoneHeard')
            : t('audioInterview.instruction.microphoneSilent')}
        </Text>
      ) : null}
      {problem ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={t('recorder.microphoneTitle')}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(MICROPHONE_MESSAGES[problem])}</Text>
            {problemAction}
          </Stack>
        </Alert>
      ) : null}
      <Group>
        {testing ? (
          <Button variant="default" leftSection={<IconPlayerStop size={18} aria-hidden />} onClick={stop}>
            {t('audioInterview.instruction.microphoneStop')}
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={<IconMicrophone size={18} aria-hidden />}
            loading={opening}
            onClick={() => void start()}
          >
            {t('audioInterview.instruction.microphoneStart')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
