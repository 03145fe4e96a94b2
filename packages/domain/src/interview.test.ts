import { describe, expect, it } from 'vitest';
import { InterviewDurationSchema, slotsOverlap, TimeSlotSchema, timeSlotSchema } from './interview';

const slotMessages = (schema: typeof TimeSlotSchema, start: string, end: string) => {
  const result = schema.safeParse({ start, end });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('TimeSlotSchema', () => {
  it('accepts a slot that ends later on the same Berlin day', () => {
    expect(slotMessages(TimeSlotSchema, '2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z')).toEqual([]);
  });

  it('rejects an end before or at the start', () => {
    expect(slotMessages(TimeSlotSchema, '2026-03-10T10:00:00Z', '2026-03-10T10:00:00Z')).toEqual([
      'validation.timeSlot.endAfterStart',
    ]);
    expect(slotMessages(TimeSlotSchema, '2026-03-10T10:00:00Z', '2026-03-10T09:00:00Z')).toEqual([
      'validation.timeSlot.endAfterStart',
    ]);
  });

  it('rejects a slot that crosses midnight in Berlin although it is one UTC day', () => {
    // 23:30 to 00:30 Berlin time (CET, UTC+1)
    expect(slotMessages(TimeSlotSchema, '2026-03-10T22:30:00Z', '2026-03-10T23:30:00Z')).toEqual([
      'validation.timeSlot.sameDay',
    ]);
  });

  it('accepts a slot on one Berlin day that spans two UTC dates', () => {
    // 00:30 to 02:00 Berlin time on 11 March
    expect(slotMessages(TimeSlotSchema, '2026-03-10T23:30:00Z', '2026-03-11T01:00:00Z')).toEqual([]);
  });

  it('judges the day in the given time zone', () => {
    const newYork = timeSlotSchema('America/New_York');
    expect(slotMessages(newYork, '2026-03-10T22:30:00Z', '2026-03-10T23:30:00Z')).toEqual([]);
  });

  it('rejects text that is not a date', () => {
    expect(slotMessages(TimeSlotSchema, 'tomorrow', '2026-03-10T23:30:00Z')).toContain(
      'validation.invalidDate',
    );
  });
});

describe('interviews', () => {
  it('offers only the six durations from 30 to 120 minutes', () => {
    expect(InterviewDurationSchema.safeParse(2700).success).toBe(true);
    expect(InterviewDurationSchema.safeParse(3000).success).toBe(false);
  });

  it('treats touching slots as free and overlapping ones as taken', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 2, 10, h));
    expect(slotsOverlap({ start: at(9), end: at(10) }, { start: at(10), end: at(11) })).toBe(false);
    expect(slotsOverlap({ start: at(9), end: at(11) }, { start: at(10), end: at(12) })).toBe(true);
  });
});
