import { z } from 'zod';
import { formatDate, formatTime } from './format';
import type { Locale } from './i18n';
import { DEFAULT_TIME_ZONE, zonedDateKey } from './time-zone';
import { INTERVIEW_DURATIONS, INTERVIEW_TYPES } from './values';

export const InterviewTypeSchema = z.enum(INTERVIEW_TYPES);
export type InterviewType = z.infer<typeof InterviewTypeSchema>;

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

/**
 * Companies have no time zone of their own yet: every company plans its interviews in
 * DEFAULT_TIME_ZONE (Europe/Berlin). The slots' same-day rule and the calendar files' TZID use it;
 * the candidate's browser shows the same instants in its own zone.
 */
export const COMPANY_TIME_ZONE = DEFAULT_TIME_ZONE;

/** How many time slots one invitation proposes. */
export const INTERVIEW_SLOTS_MIN = 1;
export const INTERVIEW_SLOTS_MAX = 10;
/** How many interviewers one interview has (the reviewers' limit of the spec). */
export const INTERVIEWERS_MAX = 9;
/** The candidate's "no slot fits" and reschedule messages, in characters. */
export const INTERVIEW_MESSAGE_MAX = 1000;
/** The candidate can ask to reschedule until this many hours before the interview. */
export const RESCHEDULE_WINDOW_HOURS = 24;

/** Whether the candidate may still ask to reschedule an interview at `interviewAt`. */
export function canRequestReschedule(interviewAt: Date, now: Date): boolean {
  return interviewAt.getTime() - now.getTime() >= RESCHEDULE_WINDOW_HOURS * 3600 * 1000;
}

/** A proposed slot waits for the candidate's choice; the chosen one is confirmed. */
export const INTERVIEW_SLOT_STATES = ['proposed', 'confirmed'] as const;
export const InterviewSlotStateSchema = z.enum(INTERVIEW_SLOT_STATES);
export type InterviewSlotState = z.infer<typeof InterviewSlotStateSchema>;

/** The interview's fields of an application, for both sides (spec section 3, Application). */
export const InterviewFieldsSchema = z.object({
  /** the start of the confirmed slot */
  interviewAt: z.iso.datetime().nullable(),
  /** the invitation with time slots was sent (and can be resent while nothing is confirmed) */
  isInterviewSent: z.boolean(),
  /** when the invitation was last sent */
  interviewSentAt: z.iso.datetime().nullable(),
});
export type InterviewFields = z.infer<typeof InterviewFieldsSchema>;

/**
 * A slot as mails and calendar files write it: '3.12.2026 10:00–11:00 (Europe/Berlin)'. The zone is
 * named, as a mail cannot know the reader's; the web app shows slots in the browser's zone.
 */
export function formatSlot(
  slot: { start: Date; end: Date },
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
) {
  return `${formatDate(slot.start, locale, timeZone)} ${formatTime(slot.start, timeZone)}–${formatTime(slot.end, timeZone)} (${timeZone})`;
}
