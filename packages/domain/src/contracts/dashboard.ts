import { oc } from '@orpc/contract';
import { z } from 'zod';
import { ApplicationStatusSchema, ReminderKindSchema } from '../application';

/*
 * The candidate's dashboard (spec section 2 "(empty path)", section 3 "Reminder and dashboard",
 * issue 39): a greeting, the application reminders ordered by priority (packages/domain reminders.ts)
 * and the analytics of their applications. Every date is an ISO instant; `now` is the app's clock,
 * so the page shows the due-date display of the same moment the server decided the kinds at.
 */

/** One reminder (spec: id, state, reminderType, jobTitle, dueDate, priority, companyDetails). */
export const ReminderSchema = z.object({
  /** `{applicationId}:{reminderType}`, stable while the reminder stays */
  id: z.string(),
  applicationId: z.uuid(),
  jobId: z.uuid(),
  /** the application's status */
  state: ApplicationStatusSchema,
  reminderType: ReminderKindSchema,
  jobTitle: z.string(),
  /** the audio interview's due date or the interview's start; null for drafts and slot choices */
  dueDate: z.iso.datetime().nullable(),
  /** 1 first (REMINDER_PRIORITY) */
  priority: z.number().int().min(1),
  companyDetails: z.object({ id: z.uuid(), name: z.string() }),
});
export type Reminder = z.infer<typeof ReminderSchema>;

/** One figure of a chart: [name, amount]. */
export const AnalyticsEntrySchema = z.object({ name: z.string(), amount: z.number() });
export type AnalyticsEntry = z.infer<typeof AnalyticsEntrySchema>;

export const ApplicationAnalyticsSchema = z.object({
  /** the candidate's applications by status (only statuses they have; withdrawn ones are erased) */
  byStatus: z.array(AnalyticsEntrySchema.extend({ name: ApplicationStatusSchema })),
  /**
   * How long companies took to answer the candidate's sent applications: from sending (`appliedAt`)
   * to the first status change by the employer (screening started or rejected), in days with one
   * decimal: `median` and `average`; empty until a company answered one.
   */
  responseDays: z.array(AnalyticsEntrySchema.extend({ name: z.enum(['median', 'average']) })),
  /** how many answered applications the response times are taken from */
  answered: z.number().int().min(0),
  /** sent applications still waiting for the company's first answer */
  waiting: z.number().int().min(0),
});
export type ApplicationAnalytics = z.infer<typeof ApplicationAnalyticsSchema>;

export const CandidateDashboardSchema = z.object({
  /** the app's clock when the answer was made: the page reckons the time left from it */
  now: z.iso.datetime(),
  /** the page adds the first name from the candidate's resume (the profile is the vault's) */
  greeting: z.object({
    /** by the hour in Europe/Berlin: morning before 12, afternoon before 18, else evening */
    partOfDay: z.enum(['morning', 'afternoon', 'evening']),
  }),
  applicationReminders: z.array(ReminderSchema),
  applicationAnalytics: ApplicationAnalyticsSchema,
});
export type CandidateDashboard = z.infer<typeof CandidateDashboardSchema>;

export const candidateDashboardContract = {
  get: oc
    .route({
      method: 'GET',
      path: '/dashboard',
      summary: 'The dashboard: greeting, application reminders by priority, analytics of my applications',
      tags: ['dashboard'],
    })
    .output(CandidateDashboardSchema),
};
