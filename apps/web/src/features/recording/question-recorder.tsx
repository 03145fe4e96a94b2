import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMicrophone, IconPlayerStop, IconRepeat } from '@tabler/icons-react';
import {
  canReRecord,
  nextRecordingStep,
  RE_RECORD_WINDOW_SECONDS,
  RECORDING_READ_SECONDS,
  type RecordingEvent,
  type RecordingStep,
} from '@veil/domain';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import {
  type Capture,
  MICROPHONE_MESSAGES,
  MicrophoneError,
  type MicrophoneProblem,
  startCapture,
} from './capture';
import { LevelMeter } from './level-meter';
import { useCountdown } from './use-countdown';

/** Seconds as m:ss, the way a countdown reads. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

type QuestionRecorderProps = {
  /** The question as the candidate reads it. */
  question: ReactNode;
  /** The question's limit: recording stops by itself when it is reached. */
  durationSeconds: number;
  /** Each finished version as 16 kHz mono WAV: 1 the first answer, 2 the one re-record that replaces it. */
  onRecorded: (wav: Blob, version: 1 | 2) => void;
  /** What became of the last version (upload, processing, playback); shown once one is recorded. */
  answer?: ReactNode;
  /** Called once the candidate keeps an answer (or the re-record window closed). */
  onDone?: () => void;
};

/**
 * One audio question through the spec's sub-states (section 4): reveal (30 seconds to read, then
 * recording starts by itself), start (the microphone opens), starting (the first version, with a
 * countdown to the question's limit), repeat (one re-record offered for 60 seconds), repeating (the
 * second version, which replaces the first), finish and done.
 */
export function QuestionRecorder({
  question,
  durationSeconds,
  onRecorded,
  answer,
  onDone,
}: QuestionRecorderProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<RecordingStep>('reveal');
  const [readingDeadline] = useState(() => Date.now() + RECORDING_READ_SECONDS * 1000);
  const [limitDeadline, setLimitDeadline] = useState<number | null>(null);
  const [firstFinishedAt, setFirstFinishedAt] = useState<Date | null>(null);
  const [level, setLevel] = useState(0);
  const [recordedSeconds, setRecordedSeconds] = useState(0);
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null);
  const [opening, setOpening] = useState(false);
  const capture = useRef<Capture | null>(null);
  const stepRef = useRef(step);
  stepRef.current = step;

  const move = useCallback((event: RecordingEvent) => {
    setStep((current) => nextRecordingStep(current, event));
  }, []);

  useEffect(() => () => capture.current?.cancel(), []);

  const open = async (event: RecordingEvent) => {
    setProblem(null);
    setOpening(true);
    try {
      setRecordedSeconds(0);
      capture.current = await startCapture({
        onLevel: (value, seconds) => {
          setLevel(value);
          setRecordedSeconds(seconds);
        },
      });
      setLimitDeadline(Date.now() + durationSeconds * 1000);
      move(event);
    } catch (error) {
      setProblem(error instanceof MicrophoneError ? error.problem : 'failed');
    } finally {
      setOpening(false);
    }
  };

  const stop = async () => {
    const running = capture.current;
    if (!running) return;
    capture.current = null;
    const recordedStep = stepRef.current;
    setLimitDeadline(null);
    setLevel(0);
    const wav = await running.stop();
    move('stopped');
    if (recordedStep === 'starting') {
      setFirstFinishedAt(new Date());
      onRecorded(wav, 1);
    } else {
      onRecorded(wav, 2);
    }
  };

  const keep = () => {
    move('keep');
    onDone?.();
  };

  const startReading = () => {
    if (stepRef.current !== 'reveal') return;
    move('readingOver');
    void open('microphoneOpen');
  };

  const reading = useCountdown(step === 'reveal' ? readingDeadline : null, startReading);
  const remaining = useCountdown(limitDeadline, () => void stop());
  const reRecordDeadline =
    step === 'repeat' && firstFinishedAt ? firstFinishedAt.getTime() + RE_RECORD_WINDOW_SECONDS * 1000 : null;
  const reRecordLeft = useCountdown(reRecordDeadline, () => {
    if (stepRef.current === 'repeat' && !capture.current) keep();
  });
  const mayReRecord = firstFinishedAt !== null && canReRecord(firstFinishedAt, new Date(), 0);
  const recording = step === 'starting' || step === 'repeating';

  return (
    <Card withBorder radius="md" padding="lg" data-step={step}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Badge variant="light" color={recording ? 'red' : 'teal'} size="lg">
            {t(`enums.recordingStep.${step}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('recorder.limit', { time: clockText(durationSeconds) })}
          </Text>
        </Group>
        <div>{question}</div>

        {step === 'reveal' ? (
          <Stack gap="xs">
            <Text role="timer" aria-live="off" fw={600} data-testid="reading-countdown">
              {t('recorder.readingCountdown', { time: clockText(reading) })}
            </Text>
            <Group>
              <Button leftSection={<IconMicrophone size={18} aria-hidden />} onClick={startReading}>
                {t('recorder.startNow')}
              </Button>
            </Group>
          </Stack>
        ) : null}

        {step === 'start' ? (
          <Text role="status">{opening ? t('recorder.opening') : t('recorder.microphoneNeeded')}</Text>
        ) : null}

        {recording ? (
          <Stack gap="xs">
            <Text role="status" fw={600} c="red.8">
              {step === 'repeating' ? t('recorder.recordingAgain') : t('recorder.recording')}
            </Text>
            <LevelMeter level={level} seconds={recordedSeconds} />
            <Text role="timer" aria-live="off" data-testid="limit-countdown">
              {t('recorder.timeLeft', { time: clockText(remaining) })}
            </Text>
            <Group>
              <Button
                color="red"
                leftSection={<IconPlayerStop size={18} aria-hidden />}
                onClick={() => void stop()}
              >
                {t('recorder.stop')}
              </Button>
            </Group>
          </Stack>
        ) : null}

        {problem ? (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={t('recorder.microphoneTitle')}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t(MICROPHONE_MESSAGES[problem])}</Text>
              {problem !== 'unsupported' ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void open(step === 'repeat' ? 'reRecord' : 'microphoneOpen')}
                >
                  {t('recorder.tryAgain')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}

        {step === 'repeat' || step === 'finish' || step === 'done' ? answer : null}

        {step === 'repeat' ? (
          <Group gap="sm" wrap="wrap">
            {mayReRecord ? (
              <Button
                variant="default"
                leftSection={<IconRepeat size={18} aria-hidden />}
                loading={opening}
                onClick={() => void open('reRecord')}
              >
                {t('recorder.reRecord', { time: clockText(reRecordLeft) })}
              </Button>
            ) : null}
            <Button onClick={keep}>{t('recorder.keep')}</Button>
          </Group>
        ) : null}
        {step === 'repeat' ? (
          <Text size="sm" c="dimmed">
            {t('recorder.reRecordHint')}
          </Text>
        ) : null}
        {step === 'finish' ? (
          <Group>
            <Button onClick={keep}>{t('recorder.keep')}</Button>
          </Group>
        ) : null}
        {step === 'done' ? (
          <Text role="status" fw={600} c="teal.8">
            {t('recorder.done')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
