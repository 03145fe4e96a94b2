import { z } from 'zod';
import { DUE_DATE_THRESHOLD_HOURS, RECORDING_READ_SECONDS } from './limits';

/*
 * The audio interview of an application (spec sections 3, 4 and 9): the person in charge invites
 * with a due date, the candidate records every audio question before it and submits them at once.
 * The rules both sides and the reminder job share; every `now` comes from the caller's clock.
 */

/** The due date the invitation form offers (spec: the company picks; default 7 days). */
export const AUDIO_DUE_DATE_DEFAULT_DAYS = 7;
/**
 * The latest due date an invitation (or its one extension) may set, counted from now: our limit (the
 * spec names none), long enough for holidays, short enough that an application does not stall.
 */
export const AUDIO_DUE_DATE_MAX_DAYS = 30;
/** Reminder mails before the due date (spec section 9: 72, 48 and 24 hours), each sent once. */
export const AUDIO_REMINDER_HOURS = [
  DUE_DATE_THRESHOLD_HOURS.date,
  DUE_DATE_THRESHOLD_HOURS.twoDays,
  DUE_DATE_THRESHOLD_HOURS.oneDay,
] as const;
export type AudioReminderHours = (typeof AUDIO_REMINDER_HOURS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The due date the invitation form starts with. */
export function defaultAudioDueDate(now: Date): Date {
  return new Date(now.getTime() + AUDIO_DUE_DATE_DEFAULT_DAYS * DAY_MS);
}

/** Whether a due date may be set now: in the future and at most AUDIO_DUE_DATE_MAX_DAYS away. */
export function isAudioDueDateAllowed(dueDate: Date, now: Date): boolean {
  const ms = dueDate.getTime() - now.getTime();
  return ms > 0 && ms <= AUDIO_DUE_DATE_MAX_DAYS * DAY_MS;
}

/** Whether recording is closed because the due date has passed. */
export function isRecordingClosed(dueDate: Date | null, now: Date): boolean {
  return dueDate !== null && now.getTime() >= dueDate.getTime();
}

/**
 * The audio interview as the candidate's instruction page shows it: `submitted` once the answers
 * are sent, `closed` after the due date (or once the application left `recording`), else `open`.
 */
export const AUDIO_INTERVIEW_STATUSES = ['open', 'closed', 'submitted'] as const;
export const AudioInterviewStatusSchema = z.enum(AUDIO_INTERVIEW_STATUSES);
export type AudioInterviewStatus = z.infer<typeof AudioInterviewStatusSchema>;

export function audioInterviewStatus(
  application: { status: string; dueDate: Date | null; submittedAt: Date | null },
  now: Date,
): AudioInterviewStatus {
  if (application.submittedAt) return 'submitted';
  if (application.status !== 'recording' || isRecordingClosed(application.dueDate, now)) return 'closed';
  return 'open';
}

/**
 * The reminder to send now, if any: the most urgent threshold reached that was not sent yet and that
 * was not reached already when the invitation (or extension) went out (its mail names the due date).
 * A threshold skipped because a later one was reached is not sent late.
 */
export function audioReminderDue(
  dueDate: Date,
  invitedAt: Date,
  now: Date,
  sent: readonly number[],
): AudioReminderHours | null {
  const hoursLeft = (dueDate.getTime() - now.getTime()) / HOUR_MS;
  if (hoursLeft <= 0) return null;
  const hoursLeftAtInvitation = (dueDate.getTime() - invitedAt.getTime()) / HOUR_MS;
  const reached = AUDIO_REMINDER_HOURS.filter((hours) => hoursLeft <= hours);
  const mostUrgent = reached.at(-1);
  if (mostUrgent === undefined || sent.includes(mostUrgent)) return null;
  if (hoursLeftAtInvitation <= mostUrgent) return null;
  return mostUrgent;
}

/** "How many minutes in all" of the instruction page: every question's limit plus its reading time. */
export function audioInterviewMinutes(durationsSeconds: readonly number[]): number {
  const seconds = durationsSeconds.reduce((sum, d) => sum + d + RECORDING_READ_SECONDS, 0);
  return Math.ceil(seconds / 60);
}

/** An answer's length as employers see it: one decimal, never to the millisecond (spec issue 37). */
export function roundAudioSeconds(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

/**
 * The audio interview's dates and flags on an application (spec section 3: dueDate,
 * audioInvitation, submitAudioScreeningAnswerAt), shown to its candidate and its employers alike.
 * All null before the invitation.
 */
export const AudioInterviewFieldsSchema = z.object({
  dueDate: z.iso.datetime().nullable(),
  audioInvitedAt: z.iso.datetime().nullable(),
  /** when the one extension of the due date was made */
  dueDateExtendedAt: z.iso.datetime().nullable(),
  submitAudioScreeningAnswerAt: z.iso.datetime().nullable(),
  /** the due date has passed without the answers submitted: recording is closed */
  recordingClosed: z.boolean(),
  /** the candidate asked for a written alternative instead of recording (no reason asked) */
  writtenAlternativeRequestedAt: z.iso.datetime().nullable(),
});
export type AudioInterviewFields = z.infer<typeof AudioInterviewFieldsSchema>;
