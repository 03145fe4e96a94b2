import { Alert, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';
import { alteredAudioQuery, recordingQuery } from './api';
import './copy';

/*
 * What becomes of a recorded answer after the recorder: its upload with progress, the voice being
 * altered on the server, then the altered version to listen to. The recording demo and the audio
 * interview show their answers with these same pieces.
 */

/** The upload of a recorded answer, with its progress (0 to 1). */
export function UploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  const percent = Math.round(progress * 100);
  return (
    <Stack gap={4}>
      <Text size="sm">{t('recorder.uploading')}</Text>
      <Progress
        value={percent}
        aria-label={t('recorder.uploadProgress')}
        data-testid="upload-progress"
        data-progress={percent}
      />
    </Stack>
  );
}

type AnswerDeliveryProps = {
  /** The answer is being uploaded and submitted. */
  pending: boolean;
  /** Share of the upload sent so far. */
  progress: number;
  /** Why sending failed, if it did. */
  error: unknown;
  /** The recording once it was submitted. */
  recordingId: string | null;
  /** What the candidate can do when sending or the alteration failed (send again, record again). */
  failedActions: ReactNode;
  /** The title above the error's own message when sending failed. */
  failedText?: string;
  /** Replaces the spec's message when the alteration failed. */
  alterationFailedText?: string;
  /** The player's name once the answer is altered. */
  readyLabel?: string;
};

/** One recorded answer on its way: uploading, then altered, then playable; failures offer `failedActions`. */
export function AnswerDelivery({
  pending,
  progress,
  error,
  recordingId,
  failedActions,
  failedText,
  alterationFailedText,
  readyLabel,
}: AnswerDeliveryProps) {
  if (pending) return <UploadProgress progress={progress} />;
  if (error)
    return (
      <Stack gap="xs" align="flex-start">
        <ErrorAlert error={error} title={failedText} />
        {failedActions}
      </Stack>
    );
  if (recordingId)
    return (
      <AlteredAnswer
        id={recordingId}
        failedActions={failedActions}
        failedText={alterationFailedText}
        label={readyLabel}
      />
    );
  return null;
}

/**
 * A submitted answer's state while its voice is altered (asked for again until it is done), then
 * the altered version to listen to; a failed alteration says so and offers `failedActions`.
 */
export function AlteredAnswer({
  id,
  failedActions,
  failedText,
  label,
  heading = true,
}: {
  id: string;
  failedActions?: ReactNode;
  failedText?: string;
  /** The player's name (default: "This is how employers will hear you"). */
  label?: string;
  /** Whether the name is shown above the player too. */
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const recording = useQuery(recordingQuery(id));
  const state = recording.data?.state;
  if (recording.isError) return <ErrorAlert error={recording.error} />;
  if (state === 'failed') {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failedText ?? t('recording.processingFailed')}</Text>
          {failedActions}
        </Stack>
      </Alert>
    );
  }
  if (state !== 'ready') return <AlteringNotice />;
  return <AlteredAudio id={id} label={label ?? t('recorder.ready')} heading={heading} />;
}

/** The voice is being altered. */
export function AlteringNotice() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('recorder.processing')}</Text>
    </Group>
  );
}

/**
 * A player of a ready answer's altered file (through its short-lived URL); "Audio files could not
 * be loaded" when the file does not play, the spec's message when the browser has no audio at all.
 */
export function AlteredAudio({
  id,
  label,
  heading = true,
}: {
  id: string;
  label: string;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const audio = useQuery(alteredAudioQuery(id, true));
  const [unplayable, setUnplayable] = useState(false);
  if (audio.isError || unplayable) {
    return (
      <Alert color="red" role="alert">
        {t('recording.audioNotLoaded')}
      </Alert>
    );
  }
  if (typeof Audio === 'undefined') {
    return (
      <Alert color="red" role="alert">
        {t('recording.browserUnsupported')}
      </Alert>
    );
  }
  if (!audio.data) return <AlteringNotice />;
  return (
    <Stack gap={4}>
      {heading ? <Text fw={600}>{label}</Text> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken answer has no caption track; its transcript comes with the audio interview */}
      <audio
        controls
        src={audio.data.url}
        preload="metadata"
        aria-label={label}
        onError={() => setUnplayable(true)}
        style={{ width: '100%' }}
        data-testid="altered-audio"
      />
    </Stack>
  );
}
