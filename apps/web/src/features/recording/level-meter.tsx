import { Progress } from '@mantine/core';
import { useTranslation } from '../../lib/translation';

/**
 * How loud the microphone is right now, so the candidate sees that they are heard; `seconds` (what
 * was recorded so far, by the audio itself) is kept as a data attribute for the browser tests.
 */
export function LevelMeter({ level, seconds = 0 }: { level: number; seconds?: number }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <Progress
      value={percent}
      color={percent > 90 ? 'orange' : 'teal'}
      size="lg"
      radius="xl"
      aria-label={t('recorder.level')}
      data-testid="level-meter"
      data-level={percent}
      data-seconds={seconds.toFixed(2)}
      transitionDuration={100}
    />
  );
}
