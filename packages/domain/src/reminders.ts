import type { ApplicationStatus, ReminderKind } from './application';
import { dueDateDisplay } from './format';

/*
 * The candidate dashboard's application reminders (spec sections 3 and 4, issue 39): which kind of
 * reminder an application needs now, and in which order the dashboard lists them. Pure, so the API
 * and the tests share one rule; `now` is always the app's clock.
 */

/** What the rule reads of an application. */
export type ReminderFacts = {
  status: ApplicationStatus;
  /** the audio interview's due date */
  dueDate: Date | null;
  submitAudioScreeningAnswerAt: Date | null;
  /** the start of the confirmed interview */
  interviewAt: Date | null;
};

/**
 * Priority of each kind, 1 first. What the candidate must do soon comes first: an audio interview
 * with fewer than 72 hours left, then a time slot to choose (the company waits for it), then the
 * confirmed interview ahead, then an audio interview with more time, then one past its due date
 * (nothing left to record; it says what happened), and last a draft not sent yet (no deadline).
 */
export const REMINDER_PRIORITY: Record<ReminderKind, number> = {
  recording_remaining_days: 1,
  approved: 2,
  confirmed: 3,
  recording_before_due_date: 4,
  recording_past_due_date: 5,
  applying: 6,
};

/**
 * The reminder an application needs at `now`, or null: a draft not sent (`applying`), an invitation
 * whose slot is still to choose (`approved`), an interview still ahead (`confirmed`), an audio
 * interview not submitted (`recording_*` by the spec's due-date display: 72 h or more left is
 * "before due date", less is "remaining days", past the due date "past due date").
 */
export function reminderKind(application: ReminderFacts, now: Date): ReminderKind | null {
  switch (application.status) {
    case 'applying':
      return 'applying';
    case 'approved':
      return 'approved';
    case 'confirmed':
      return application.interviewAt && application.interviewAt.getTime() > now.getTime()
        ? 'confirmed'
        : null;
    case 'recording': {
      if (!application.dueDate || application.submitAudioScreeningAnswerAt) return null;
      const { kind } = dueDateDisplay(application.dueDate, now);
      if (kind === 'overdue') return 'recording_past_due_date';
      return kind === 'date' ? 'recording_before_due_date' : 'recording_remaining_days';
    }
    default:
      return null;
  }
}

/** The date a reminder of this kind shows: the audio due date, the interview's start, or none. */
export function reminderDueDate(kind: ReminderKind, application: ReminderFacts): Date | null {
  if (kind === 'confirmed') return application.interviewAt;
  if (kind.startsWith('recording_')) return application.dueDate;
  return null;
}

/** A reminder as far as ordering goes. */
export type OrderableReminder = { priority: number; dueDate: string | null; id: string };

/**
 * The dashboard's order: by priority, then the sooner due date first (a reminder without one after
 * those with one), then by id so that equal reminders keep a stable order.
 */
export function compareReminders(a: OrderableReminder, b: OrderableReminder): number {
  if (a.priority !== b.priority) return a.priority - b.priority;
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return Date.parse(a.dueDate) - Date.parse(b.dueDate);
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The median of some numbers (the mean of the middle two for an even count), null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
