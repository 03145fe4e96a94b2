import type { ApplicationStatus } from '@veil/domain';
import { EMPLOYER_DASHBOARD_LIMIT, type EmployerDashboard } from '@veil/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import { type DbOrTx, rowsOf } from '../../db/client';
import type { ClockedDeps } from '../../http/context';

/*
 * The employer's dashboard (issue 39, spec employer route `dashboard`): four short lists of what
 * needs the signed-in employer, each read in one statement with the count of all (`count(*) over
 * ()`) and capped at EMPLOYER_DASHBOARD_LIMIT. Who sees which application is the board's rule
 * (board.service.ts): a power user the company's, a regular user those they are in charge of or
 * review, a reviewer_user only those assigned to them. Items carry the company's number of the
 * application and the job's title: nothing of the candidate. `now` is the app's clock.
 */

const HOUR_MS = 3_600_000;
const DUE_SOON_MS = 72 * HOUR_MS;
const WEEK_MS = 7 * 24 * HOUR_MS;

type Row = {
  id: string;
  sequence_number: number;
  job_id: string;
  job_title: string;
  status: ApplicationStatus;
  total: number;
};

/** Whether `employer` is assigned to review `a` (either kind). */
const reviews = (employer: EmployerPrincipal) =>
  sql`exists (select 1 from application_reviewers m where m.application_id = a.id and m.reviewer_id = ${employer.userId})`;

/** The applications of the company the employer may see on the dashboard. */
function scope(employer: EmployerPrincipal): SQL {
  const company = sql`a.company_id = ${employer.companyId}::uuid and a.sequence_number is not null`;
  if (employer.role === 'power_user') return company;
  if (employer.role === 'reviewer_user') return sql`${company} and ${reviews(employer)}`;
  return sql`${company} and (a.person_in_charge_id = ${employer.userId} or ${reviews(employer)})`;
}

/** How many reviewers of the application's current stage have not rated (for a reviewer: whether they have not). */
function missingOf(employer: EmployerPrincipal): SQL {
  const mine = employer.role === 'reviewer_user' ? sql`and r.reviewer_id = ${employer.userId}` : sql``;
  return sql`(select count(*)::int from application_reviewers r
    where r.application_id = a.id ${mine}
      and ((a.status = 'screening' and r.kind = 'screening' and not exists (select 1 from application_reviews v
              where v.application_id = a.id and v.reviewer_id = r.reviewer_id))
        or (a.status = 'evaluating' and r.kind = 'audio' and not exists (select 1 from application_audio_reviews v
              where v.application_id = a.id and v.reviewer_id = r.reviewer_id))))`;
}

/** Whether every reviewer of the application's current stage has rated (and there are some). */
const allRated = sql`exists (select 1 from application_reviewers r where r.application_id = a.id
    and r.kind = case a.status when 'screening' then 'screening' else 'audio' end)
  and not exists (select 1 from application_reviewers r where r.application_id = a.id
    and ((a.status = 'screening' and r.kind = 'screening' and not exists (select 1 from application_reviews v
            where v.application_id = a.id and v.reviewer_id = r.reviewer_id))
      or (a.status = 'evaluating' and r.kind = 'audio' and not exists (select 1 from application_audio_reviews v
            where v.application_id = a.id and v.reviewer_id = r.reviewer_id))))`;

const COLUMNS = sql`a.id, a.sequence_number, a.job_id, j.job_title, a.status, (count(*) over ())::int as total`;

async function listOf<T extends Row>(db: DbOrTx, select: SQL, where: SQL, order: SQL) {
  return rowsOf<T>(
    db,
    sql`select ${COLUMNS} ${select} from applications a join job_posts j on j.id = a.job_id
      where ${where} order by ${order} limit ${EMPLOYER_DASHBOARD_LIMIT}`,
  );
}

const base = (row: Row) => ({
  applicationId: row.id,
  sequenceNumber: row.sequence_number,
  jobId: row.job_id,
  jobTitle: row.job_title,
  status: row.status,
});

const totalOf = (rows: readonly Row[]) => rows[0]?.total ?? 0;
const iso = (at: string) => new Date(at).toISOString();

export async function employerDashboard(
  deps: ClockedDeps,
  employer: EmployerPrincipal,
): Promise<EmployerDashboard> {
  const { db } = deps;
  const now = deps.clock.now();
  const where = scope(employer);
  const waiting = await listOf(
    db,
    sql``,
    sql`${where} and a.person_in_charge_id = ${employer.userId}
      and (a.status = 'applied' or (a.status in ('screening', 'evaluating') and ${allRated}))`,
    sql`a.sequence_number asc`,
  );
  const missing = await listOf<Row & { missing: number }>(
    db,
    sql`, ${missingOf(employer)} as missing`,
    sql`${where} and a.status in ('screening', 'evaluating') and ${missingOf(employer)} > 0`,
    sql`a.sequence_number asc`,
  );
  const interviews = await rowsOf<Row & { starts_at: string; ends_at: string }>(
    db,
    sql`select ${COLUMNS}, s.starts_at::text as starts_at, s.ends_at::text as ends_at
      from applications a join job_posts j on j.id = a.job_id
      join interviews i on i.application_id = a.id and i.cancelled_at is null
      join interview_slots s on s.id = i.confirmed_slot_id
      where ${where} and a.status = 'confirmed'
        and s.starts_at >= ${now.toISOString()}::timestamptz
        and s.starts_at < ${new Date(now.getTime() + WEEK_MS).toISOString()}::timestamptz
      order by s.starts_at asc limit ${EMPLOYER_DASHBOARD_LIMIT}`,
  );
  const due = await listOf<Row & { due_date: string }>(
    db,
    sql`, a.due_date::text as due_date`,
    sql`${where} and a.status = 'recording' and a.submit_audio_screening_answer_at is null
      and a.due_date < ${new Date(now.getTime() + DUE_SOON_MS).toISOString()}::timestamptz`,
    sql`a.due_date asc`,
  );
  return {
    now: now.toISOString(),
    waitingForMe: {
      items: waiting.map((row) => ({
        ...base(row),
        nextMove: row.status === 'applied' ? ('startScreening' as const) : ('decide' as const),
      })),
      total: totalOf(waiting),
    },
    missingRatings: {
      items: missing.map((row) => ({ ...base(row), missing: row.missing })),
      total: totalOf(missing),
    },
    interviewsThisWeek: {
      items: interviews.map((row) => ({
        ...base(row),
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
      })),
      total: totalOf(interviews),
    },
    dueDatesPassing: {
      items: due.map((row) => ({
        ...base(row),
        dueDate: iso(row.due_date),
        overdue: new Date(row.due_date).getTime() < now.getTime(),
      })),
      total: totalOf(due),
    },
  };
}
