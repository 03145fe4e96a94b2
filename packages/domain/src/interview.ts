import { z } from 'zod';
import { DEFAULT_TIME_ZONE, zonedDateKey } from './time-zone';

export const INTERVIEW_TYPES = ['remote', 'on_site'] as const;
export const InterviewTypeSchema = z.enum(INTERVIEW_TYPES);
export type InterviewType = z.infer<typeof InterviewTypeSchema>;

/** Interview lengths in seconds: 30, 45, 60, 75, 90 and 120 minutes. */
export const INTERVIEW_DURATIONS = [1800, 2700, 3600, 4500, 5400, 7200] as const;
export const InterviewDurationSchema = z.literal(INTERVIEW_DURATIONS, { error: 'validation.invalidOption' });
export type InterviewDuration = z.infer<typeof InterviewDurationSchema>;

/**
 * A proposed interview slot. The end must follow the start and fall on the same calendar day in the
 * company's time zone (a slot across midnight is almost always a typo).
 */
export function timeSlotSchema(timeZone: string = DEFAULT_TIME_ZONE) {
  return z
    .object({
      start: z.coerce.date({ error: 'validation.invalidDate' }),
      end: z.coerce.date({ error: 'validation.invalidDate' }),
    })
    .superRefine((slot, ctx) => {
      if (slot.end.getTime() <= slot.start.getTime()) {
        ctx.addIssue({ code: 'custom', message: 'validation.timeSlot.endAfterStart', path: ['end'] });
      } else if (zonedDateKey(slot.start, timeZone) !== zonedDateKey(slot.end, timeZone)) {
        ctx.addIssue({ code: 'custom', message: 'validation.timeSlot.sameDay', path: ['end'] });
      }
    });
}

/** Time slot in the default time zone (Europe/Berlin). */
export const TimeSlotSchema = timeSlotSchema();
export type TimeSlot = z.infer<typeof TimeSlotSchema>;

/** Whether two slots overlap; touching slots (one ends when the next starts) do not. */
export function slotsOverlap(a: TimeSlot, b: TimeSlot): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}
