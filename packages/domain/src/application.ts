import { z } from 'zod';
import { REVIEWERS_MAX, REVIEWERS_MIN } from './limits';
import { TEXT_LIMITS } from './text-limits';
import { APPLICATION_STATUSES, NOTIFICATION_KINDS, REMINDER_KINDS, WITHDRAW_REASONS } from './values';

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** Status of a new application. */
export const DEFAULT_APPLICATION_STATUS: ApplicationStatus = 'applying';

export const WithdrawReasonSchema = z.enum(WITHDRAW_REASONS);
export type WithdrawReason = z.infer<typeof WithdrawReasonSchema>;

/** A withdrawal: the reason, and a short free text that is asked for only with 'other'. */
export const WithdrawalSchema = z.object({
  reason: WithdrawReasonSchema,
  comment: z.string().trim().max(TEXT_LIMITS.specialText, { error: 'validation.tooLong' }).optional(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const ReminderKindSchema = z.enum(REMINDER_KINDS);
export type ReminderKind = z.infer<typeof ReminderKindSchema>;

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
