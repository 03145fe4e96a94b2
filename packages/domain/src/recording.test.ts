import { describe, expect, it } from 'vitest';
import { AUDIO_QUESTION_MAX_SECONDS, AUDIO_QUESTION_MIN_SECONDS } from './limits';
import {
  canReRecord,
  DEMO_QUESTIONS,
  isRecordingStep,
  nextRecordingStep,
  type RecordingEvent,
  type RecordingStep,
  reRecordWindowOpenOnServer,
} from './recording';
import { RECORDING_STEPS } from './values';

const finished = new Date('2026-03-10T10:00:00Z');
const msAfterFinish = (ms: number) => new Date(finished.getTime() + ms);

describe('canReRecord', () => {
  it('allows one re-record up to and including 60 seconds after the first answer', () => {
    expect(canReRecord(finished, msAfterFinish(0), 0)).toBe(true);
    expect(canReRecord(finished, msAfterFinish(60_000), 0)).toBe(true);
  });

  it('refuses after the 60 second window', () => {
    expect(canReRecord(finished, msAfterFinish(60_001), 0)).toBe(false);
  });

  it('refuses a second re-record', () => {
    expect(canReRecord(finished, msAfterFinish(1000), 1)).toBe(false);
  });

  it('refuses when the clock says the answer is not finished yet', () => {
    expect(canReRecord(finished, msAfterFinish(-1), 0)).toBe(false);
  });
});

describe('reRecordWindowOpenOnServer', () => {
  it('takes a re-record for the screen’s 60 seconds plus 15 for the way, counted from the answer’s arrival', () => {
    expect(reRecordWindowOpenOnServer(finished, msAfterFinish(0))).toBe(true);
    expect(reRecordWindowOpenOnServer(finished, msAfterFinish(75_000))).toBe(true);
    expect(reRecordWindowOpenOnServer(finished, msAfterFinish(75_001))).toBe(false);
  });

  it('takes it when the server’s clock is behind the arrival (another server of the installation)', () => {
    expect(reRecordWindowOpenOnServer(finished, msAfterFinish(-5_000))).toBe(true);
  });
});

describe('nextRecordingStep', () => {
  const walk = (events: RecordingEvent[]) =>
    events.reduce<RecordingStep>((step, event) => nextRecordingStep(step, event), 'reveal');

  it('goes from reading through the first version to done when it is kept', () => {
    expect(walk(['readingOver', 'microphoneOpen', 'stopped', 'keep'])).toBe('done');
  });

  it('records the one re-record as the final version', () => {
    expect(walk(['readingOver', 'microphoneOpen', 'stopped', 'reRecord'])).toBe('repeating');
    expect(walk(['readingOver', 'microphoneOpen', 'stopped', 'reRecord', 'stopped'])).toBe('finish');
    expect(walk(['readingOver', 'microphoneOpen', 'stopped', 'reRecord', 'stopped', 'keep'])).toBe('done');
  });

  it('offers no second re-record and ignores events that do not apply', () => {
    const finish = walk(['readingOver', 'microphoneOpen', 'stopped', 'reRecord', 'stopped']);
    expect(nextRecordingStep(finish, 'reRecord')).toBe('finish');
    expect(nextRecordingStep('reveal', 'stopped')).toBe('reveal');
    expect(nextRecordingStep('done', 'reRecord')).toBe('done');
  });

  it('records only while starting or repeating', () => {
    expect(RECORDING_STEPS.filter(isRecordingStep)).toEqual(['starting', 'repeating']);
  });
});

describe('the demo questions', () => {
  it('are 30 seconds and 3 minutes long, within the audio question limits', () => {
    expect(DEMO_QUESTIONS.map((q) => q.durationSeconds)).toEqual([30, 180]);
    for (const q of DEMO_QUESTIONS) {
      expect(q.durationSeconds).toBeGreaterThanOrEqual(AUDIO_QUESTION_MIN_SECONDS);
      expect(q.durationSeconds).toBeLessThanOrEqual(AUDIO_QUESTION_MAX_SECONDS);
    }
  });
});
