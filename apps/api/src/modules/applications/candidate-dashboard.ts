import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  compareReminders,
  DEFAULT_TIME_ZONE,
  median,
  REMINDER_PRIORITY,
  reminderDueDate,
  reminderKind,
  zonedParts,
} from '@veil/domain';
import type { ApplicationAnalytics, CandidateDashboard, Reminder } from '@veil/domain/contracts';
import { eq } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import { companies } from '../../db/schema';
import type { ClockedDeps } from '../../http/context';
import { jobPosts } from '../jobs/jobs.schema';
import { applications } from './applications.schema';

/*
 * The candidate's dashboard (issue 39; spec sections 2, 3 and 4): the greeting's part of the day (the
 * page takes the first name from the candidate's own resume, as the profile is the vault's: docs/
 * decisions/005-module-boundaries.md), a reminder for each application that needs the candidate
 * (the kinds and their order are the domain's rule, packages/domain/src/reminders.ts) and the
 * analytics of their applications. Read only; `now` is the app's clock, and the answer carries it so
 * that the page shows the due dates as of the same moment.
 */

const DAY_MS = 24 * 3_600_000;

type DashboardRow = {
  id: string;
  jobId: string;
  status: ApplicationStatus;
  dueDate: Date | null;
  submitAudioScreeningAnswerAt: Date | null;
  interviewAt: Date | null;
  appliedAt: Date | null;
  screeningStartedAt: Date | null;
  rejectedAt: Date | null;
  jobTitle: string;
  companyId: string;
  companyName: string;
};

function partOfDay(now: Date): CandidateDashboard['greeting']['partOfDay'] {
  const { hour } = zonedParts(now, DEFAULT_TIME_ZONE);
  return hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
}

/** The reminders of the candidate's applications at `now`, in the dashboard's order. */
export function remindersOf(rows: readonly DashboardRow[], now: Date): Reminder[] {
  const reminders: Reminder[] = [];
  for (const row of rows) {
    const kind = reminderKind(row, now);
    if (!kind) continue;
    reminders.push({
      id: `${row.id}:${kind}`,
      applicationId: row.id,
      jobId: row.jobId,
      state: row.status,
      reminderType: kind,
      jobTitle: row.jobTitle,
      dueDate: reminderDueDate(kind, row)?.toISOString() ?? null,
      priority: REMINDER_PRIORITY[kind],
      companyDetails: { id: row.companyId, name: row.companyName },
    });
  }
  return reminders.sort(compareReminders);
}

/** The first answer of the company: screening started or rejected, whichever came first. */
function firstAnswerAt(row: DashboardRow): Date | null {
  const answers = [row.screeningStartedAt, row.rejectedAt].filter((at): at is Date => at !== null);
  return answers.length === 0 ? null : new Date(Math.min(...answers.map((at) => at.getTime())));
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Applications by status and the companies' response times (days from sending to the first answer). */
export function analyticsOf(rows: readonly DashboardRow[]): ApplicationAnalytics {
  const counts = new Map<ApplicationStatus, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  const days: number[] = [];
  let waiting = 0;
  for (const row of rows) {
    if (!row.appliedAt) continue;
    const answeredAt = firstAnswerAt(row);
    if (answeredAt) days.push(Math.max(0, answeredAt.getTime() - row.appliedAt.getTime()) / DAY_MS);
    else waiting += 1;
  }
  const middle = median(days);
  return {
    // in the order of the flow, as the charts show them
    byStatus: APPLICATION_STATUSES.flatMap((name) => {
      const amount = counts.get(name);
      return amount ? [{ name, amount }] : [];
    }),
    responseDays:
      middle === null
        ? []
        : [
            { name: 'median', amount: oneDecimal(middle) },
            {
              name: 'average',
              amount: oneDecimal(days.reduce((sum, value) => sum + value, 0) / days.length),
            },
          ],
    answered: days.length,
    waiting,
  };
}

export async function candidateDashboard(
  deps: ClockedDeps,
  candidate: CandidatePrincipal,
): Promise<CandidateDashboard> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      status: applications.status,
      dueDate: applications.dueDate,
      submitAudioScreeningAnswerAt: applications.submitAudioScreeningAnswerAt,
      interviewAt: applications.interviewAt,
      appliedAt: applications.appliedAt,
      screeningStartedAt: applications.screeningStartedAt,
      rejectedAt: applications.rejectedAt,
      jobTitle: jobPosts.jobTitle,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.candidateId, candidate.userId));
  return {
    now: now.toISOString(),
    greeting: { partOfDay: partOfDay(now) },
    applicationReminders: remindersOf(rows, now),
    applicationAnalytics: analyticsOf(rows),
  };
}
