import { oc } from '@orpc/contract';
import { z } from 'zod';
import { ApplicationStatusSchema } from '../application';

/*
 * The employer's dashboard (spec employer route `dashboard`, issue 39): what needs the signed-in
 * employer. Each item names an application only by its company number and the job's title ("#N —
 * job title") and ids: nothing of the candidate. A reviewer_user sees only applications assigned to
 * them. Each list holds at most EMPLOYER_DASHBOARD_LIMIT items, soonest or oldest first, with the
 * count of all.
 */

export const EMPLOYER_DASHBOARD_LIMIT = 20;

const DashboardApplicationSchema = z.object({
  applicationId: z.uuid(),
  sequenceNumber: z.number().int(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  status: ApplicationStatusSchema,
});

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });

export const EmployerDashboardSchema = z.object({
  /** the app's clock when the answer was made */
  now: z.iso.datetime(),
  /** applications of which they are the person in charge and the next move is theirs */
  waitingForMe: listOf(
    DashboardApplicationSchema.extend({
      /** applied: start the screening; screening/evaluating with every rating given: decide */
      nextMove: z.enum(['startScreening', 'decide']),
    }),
  ),
  /** applications whose assigned reviewers (for a reviewer: they themselves) have not rated yet */
  missingRatings: listOf(DashboardApplicationSchema.extend({ missing: z.number().int().min(1) })),
  /** confirmed interviews from now to seven days ahead */
  interviewsThisWeek: listOf(
    DashboardApplicationSchema.extend({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }),
  ),
  /** audio interview due dates in the next 72 hours, or passed, without the answers */
  dueDatesPassing: listOf(
    DashboardApplicationSchema.extend({ dueDate: z.iso.datetime(), overdue: z.boolean() }),
  ),
});
export type EmployerDashboard = z.infer<typeof EmployerDashboardSchema>;

export const employerDashboardContract = {
  get: oc
    .route({
      method: 'GET',
      path: '/company-dashboard',
      summary: 'The employer dashboard: applications waiting for me, missing ratings, interviews, due dates',
      tags: ['dashboard'],
    })
    .output(EmployerDashboardSchema),
};
