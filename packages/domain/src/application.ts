import { z } from 'zod';
import { REVIEWERS_MAX, REVIEWERS_MIN } from './limits';
import { TEXT_LIMITS } from './text-limits';

/** Application statuses in the order of the intended flow (spec section 4), then the two exits. */
export const APPLICATION_STATUSES = [
  'applying',
  'applied',
  'screening',
  'recording',
  'evaluating',
  'approved',
  'confirmed',
  'rejected',
  'withdrawn',
] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** Status of a new application. */
export const DEFAULT_APPLICATION_STATUS: ApplicationStatus = 'applying';

export const WITHDRAW_REASONS = ['haveAnother', 'noLongerInterested', 'hiringProcess', 'other'] as const;
export const WithdrawReasonSchema = z.enum(WITHDRAW_REASONS);
export type WithdrawReason = z.infer<typeof WithdrawReasonSchema>;

/** A withdrawal: the reason, and a short free text that is asked for only with 'other'. */
export const WithdrawalSchema = z.object({
  reason: WithdrawReasonSchema,
  comment: z.string().trim().max(TEXT_LIMITS.specialText, { error: 'validation.tooLong' }).optional(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const REMINDER_KINDS = [
  'applying',
  'approved',
  'confirmed',
  'recording_before_due_date',
  'recording_past_due_date',
  'recording_remaining_days',
] as const;
export const ReminderKindSchema = z.enum(REMINDER_KINDS);
export type ReminderKind = z.infer<typeof ReminderKindSchema>;

export const NOTIFICATION_KINDS = [
  'my_application',
  'audio_invitation',
  'interview_invitation',
  'new_job',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** Reviewer ids of an application: 1 to 9 distinct accounts. */
export const ReviewerIdsSchema = z
  .array(z.string().min(1, { error: 'validation.invalidType' }))
  .min(REVIEWERS_MIN, { error: 'validation.reviewers.min' })
  .max(REVIEWERS_MAX, { error: 'validation.reviewers.max' })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: 'validation.duplicate',
    params: { field: 'reviewers' },
  });
