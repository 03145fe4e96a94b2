import { describe, expect, it } from 'vitest';
import { InterviewInvitationSchema, InterviewMessageInputSchema } from './contracts/interviews';
import {
  canRequestReschedule,
  formatSlot,
  InterviewDurationSchema,
  slotsOverlap,
  TimeSlotSchema,
  timeSlotSchema,
} from './interview';

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

describe('the interview invitation', () => {
  const slot = { start: '2030-03-04T09:00:00Z', end: '2030-03-04T10:00:00Z' };
  const base = {
    interviewType: 'on_site',
    duration: 3600,
    location: 'Hauptstraße 1',
    interviewerIds: [crypto.randomUUID()],
    slots: [slot],
  };
  const messages = (input: object) => {
    const result = InterviewInvitationSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('needs a place for its type, one to ten slots, interviewers and a valid cc list', () => {
    expect(messages(base)).toEqual([]);
    expect(messages({ ...base, location: '' })).toEqual(['validation.required']);
    expect(messages({ ...base, interviewType: 'remote', location: '' })).toEqual(['validation.required']);
    expect(messages({ ...base, interviewType: 'remote', meetingUrl: 'meet.example.com/x' })).toEqual([]);
    expect(messages({ ...base, slots: [] })).toEqual(['validation.interviewSlots.required']);
    expect(messages({ ...base, slots: Array(11).fill(slot) })).toEqual(['validation.interviewSlots.tooMany']);
    expect(messages({ ...base, interviewerIds: [] })).toEqual(['validation.interviewers.required']);
    expect(messages({ ...base, cc: 'a@example.com, kein-mail' })).toEqual(['validation.emailList.invalid']);
    expect(messages({ ...base, duration: 600 })).toEqual(['validation.invalidOption']);
    // the same-day rule in the company's zone: 23:30–00:30 Berlin time crosses midnight
    expect(
      messages({ ...base, slots: [{ start: '2030-03-04T22:30:00Z', end: '2030-03-04T23:30:00Z' }] }),
    ).toEqual(['validation.timeSlot.sameDay']);
  });

  it('takes a candidate message of up to 1000 characters', () => {
    expect(InterviewMessageInputSchema.safeParse({ message: ' ' }).success).toBe(false);
    expect(InterviewMessageInputSchema.safeParse({ message: 'x'.repeat(1000) }).success).toBe(true);
    expect(InterviewMessageInputSchema.safeParse({ message: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('allows a reschedule request until 24 hours before, and writes slots with their zone', () => {
    const at = new Date('2030-03-04T09:00:00Z');
    expect(canRequestReschedule(at, new Date('2030-03-03T09:00:00Z'))).toBe(true);
    expect(canRequestReschedule(at, new Date('2030-03-03T09:00:01Z'))).toBe(false);
    expect(formatSlot({ start: at, end: new Date('2030-03-04T10:00:00Z') }, 'de')).toBe(
      '4.03.2030 10:00–11:00 (Europe/Berlin)',
    );
  });
});
