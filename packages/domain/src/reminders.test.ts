import { describe, expect, it } from 'vitest';
import {
  compareReminders,
  median,
  REMINDER_PRIORITY,
  type ReminderFacts,
  reminderDueDate,
  reminderKind,
} from './reminders';
import { APPLICATION_STATUSES } from './values';

const now = new Date('2026-03-10T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const facts = (over: Partial<ReminderFacts>): ReminderFacts => ({
  status: 'applied',
  dueDate: null,
  submitAudioScreeningAnswerAt: null,
  interviewAt: null,
  ...over,
});

describe('reminderKind', () => {
  it('names the audio interview by the due-date thresholds', () => {
    const recording = (hours: number) =>
      reminderKind(facts({ status: 'recording', dueDate: inHours(hours) }), now);
    expect(recording(200)).toBe('recording_before_due_date');
    expect(recording(72)).toBe('recording_before_due_date');
    expect(recording(71.99)).toBe('recording_remaining_days');
    expect(recording(24)).toBe('recording_remaining_days');
    expect(recording(0)).toBe('recording_remaining_days');
    expect(recording(-0.01)).toBe('recording_past_due_date');
  });

  it('has no reminder for a submitted audio interview or one without a due date', () => {
    expect(
      reminderKind(
        facts({ status: 'recording', dueDate: inHours(5), submitAudioScreeningAnswerAt: now }),
        now,
      ),
    ).toBeNull();
    expect(reminderKind(facts({ status: 'recording' }), now)).toBeNull();
  });

  it('reminds of drafts, slot choices and interviews still ahead', () => {
    expect(reminderKind(facts({ status: 'applying' }), now)).toBe('applying');
    expect(reminderKind(facts({ status: 'approved' }), now)).toBe('approved');
    expect(reminderKind(facts({ status: 'confirmed', interviewAt: inHours(1) }), now)).toBe('confirmed');
    expect(reminderKind(facts({ status: 'confirmed', interviewAt: inHours(-1) }), now)).toBeNull();
  });

  it('has nothing to remind of in the other statuses', () => {
    const quiet = APPLICATION_STATUSES.filter(
      (status) => !['applying', 'approved', 'confirmed', 'recording'].includes(status),
    );
    for (const status of quiet)
      expect(reminderKind(facts({ status, dueDate: inHours(5), interviewAt: inHours(5) }), now)).toBeNull();
  });
});

describe('reminderDueDate', () => {
  it('is the audio due date, the interview start or none', () => {
    const application = facts({ dueDate: inHours(3), interviewAt: inHours(9) });
    expect(reminderDueDate('recording_remaining_days', application)).toEqual(inHours(3));
    expect(reminderDueDate('recording_past_due_date', application)).toEqual(inHours(3));
    expect(reminderDueDate('confirmed', application)).toEqual(inHours(9));
    expect(reminderDueDate('approved', application)).toBeNull();
    expect(reminderDueDate('applying', application)).toBeNull();
  });
});

describe('compareReminders', () => {
  it('orders by priority, then the sooner due date, then undated, then id', () => {
    const reminder = (id: string, priority: number, dueDate: string | null) => ({ id, priority, dueDate });
    const list = [
      reminder('f', 6, null),
      reminder('e', 4, inHours(300).toISOString()),
      reminder('d', 4, inHours(100).toISOString()),
      reminder('c', 1, null),
      reminder('b', 1, inHours(30).toISOString()),
      reminder('a', 1, null),
    ];
    expect(list.sort(compareReminders).map((entry) => entry.id)).toEqual(['b', 'a', 'c', 'd', 'e', 'f']);
  });

  it('puts an audio interview about to close before everything else', () => {
    const order = Object.entries(REMINDER_PRIORITY)
      .sort(([, a], [, b]) => a - b)
      .map(([kind]) => kind);
    expect(order[0]).toBe('recording_remaining_days');
    expect(order.at(-1)).toBe('applying');
    expect(new Set(Object.values(REMINDER_PRIORITY)).size).toBe(order.length);
  });
});

describe('median', () => {
  it('takes the middle value or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
