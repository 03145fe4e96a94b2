import { describe, expect, it } from 'vitest';
import {
  AUDIO_DUE_DATE_MAX_DAYS,
  audioInterviewMinutes,
  audioInterviewStatus,
  audioReminderDue,
  isAudioDueDateAllowed,
  isRecordingClosed,
  roundAudioSeconds,
} from './audio-interview';

const HOUR = 3_600_000;
const now = new Date('2026-11-28T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('the audio interview rules', () => {
  it('takes a due date in the future and at most the limit away', () => {
    expect(isAudioDueDateAllowed(at(1), now)).toBe(true);
    expect(isAudioDueDateAllowed(at(AUDIO_DUE_DATE_MAX_DAYS * 24), now)).toBe(true);
    expect(isAudioDueDateAllowed(now, now)).toBe(false);
    expect(isAudioDueDateAllowed(at(AUDIO_DUE_DATE_MAX_DAYS * 24 + 1), now)).toBe(false);
  });

  it('closes recording at the due date, and says so only while recording and unsubmitted', () => {
    expect(isRecordingClosed(at(0), now)).toBe(true);
    expect(isRecordingClosed(at(1), now)).toBe(false);
    expect(isRecordingClosed(null, now)).toBe(false);
    const recording = { status: 'recording', dueDate: at(-1), submittedAt: null };
    expect(audioInterviewStatus(recording, now)).toBe('closed');
    expect(audioInterviewStatus({ ...recording, dueDate: at(1) }, now)).toBe('open');
    expect(audioInterviewStatus({ ...recording, submittedAt: at(-2) }, now)).toBe('submitted');
  });

  it('sends each reminder threshold once, the most urgent reached, none reached already at the invitation', () => {
    const due = at(168);
    expect(audioReminderDue(due, now, at(90), [])).toBeNull();
    expect(audioReminderDue(due, now, at(97), [])).toBe(72);
    expect(audioReminderDue(due, now, at(97), [72])).toBeNull();
    expect(audioReminderDue(due, now, at(121), [72])).toBe(48);
    // the 72-hour reminder missed: the 24-hour one is due, the others are not sent late
    expect(audioReminderDue(due, now, at(145), [])).toBe(24);
    expect(audioReminderDue(due, now, at(169), [])).toBeNull();
    // invited 50 hours before: no 72-hour reminder, the 48-hour one comes
    expect(audioReminderDue(at(50), now, at(1), [])).toBeNull();
    expect(audioReminderDue(at(50), now, at(3), [])).toBe(48);
  });

  it('counts the minutes with the reading time and rounds lengths to one decimal', () => {
    expect(audioInterviewMinutes([60])).toBe(2);
    expect(audioInterviewMinutes([180, 30])).toBe(5);
    expect(roundAudioSeconds(12.3456)).toBe(12.3);
  });
});
