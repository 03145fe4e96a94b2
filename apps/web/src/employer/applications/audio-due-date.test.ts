import { isAudioDueDateAllowed } from '@veil/domain';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultDueDay,
  dueDayProblem,
  dueDayRange,
  dueInstant,
  proposedExtensionDay,
} from './audio-due-date';

// a Sunday morning in Berlin (UTC+1); summer time starts on 29 March
const NOW = new Date('2026-03-01T10:00:00.000Z');

describe('audio interview due dates', () => {
  it('ends a due day at 23:59 German time, in winter and in summer', () => {
    expect(dueInstant('2026-03-05').toISOString()).toBe('2026-03-05T22:59:00.000Z');
    expect(dueInstant('2026-07-05').toISOString()).toBe('2026-07-05T21:59:00.000Z');
    expect(dueInstant('2026-03-29').toISOString()).toBe('2026-03-29T21:59:00.000Z');
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('offers today to the last day the API takes, and starts 7 days ahead', () => {
    const range = dueDayRange(NOW);
    expect(range).toEqual({ min: '2026-03-01', max: '2026-03-30' });
    expect(isAudioDueDateAllowed(dueInstant(range.max), NOW)).toBe(true);
    expect(isAudioDueDateAllowed(dueInstant(addDays(range.max, 1)), NOW)).toBe(false);
    expect(defaultDueDay(NOW)).toBe('2026-03-08');
  });

  it('no longer offers today in its last minute', () => {
    expect(dueDayRange(new Date('2026-03-01T22:59:30.000Z')).min).toBe('2026-03-02');
  });

  it('refuses no day, a past day and a day too far ahead', () => {
    expect(dueDayProblem(null, NOW)).toBe('required');
    expect(dueDayProblem('', NOW)).toBe('required');
    expect(dueDayProblem('2026-02-28', NOW)).toBe('range');
    expect(dueDayProblem('2026-03-31', NOW)).toBe('range');
    expect(dueDayProblem('2026-03-08', NOW)).toBeNull();
    // the form stayed open over midnight: the day picked yesterday is now in the past
    expect(dueDayProblem('2026-03-01', new Date('2026-03-02T08:00:00.000Z'))).toBe('range');
  });

  it('extends to a later day only, proposing a week more within the limit', () => {
    expect(dueDayRange(NOW, { after: '2026-03-10' }).min).toBe('2026-03-11');
    expect(dueDayProblem('2026-03-10', NOW, { after: '2026-03-10' })).toBe('range');
    expect(proposedExtensionDay('2026-03-10', NOW)).toBe('2026-03-17');
    // closed: the due date has passed, a week from today
    expect(proposedExtensionDay('2026-02-20', NOW)).toBe('2026-03-08');
    // a week more would be too far ahead: the last day allowed
    expect(proposedExtensionDay('2026-03-28', NOW)).toBe('2026-03-30');
  });
});
