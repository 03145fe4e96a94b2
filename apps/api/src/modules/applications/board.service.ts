import { BOARD_STATUSES, type BoardStatus, decodeCursor, encodeCursor, LIST_COUNT_CAP } from '@veil/domain';
import type { BoardApplication, BoardCounts, BoardCountsQuery, BoardQuery } from '@veil/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import { type DbOrTx, rowsOf } from '../../db/client';
import { escapeLike, isUuid } from '../../db/keyset';
import { AppError } from '../../errors/app-error';

/*
 * The application board (spec sections 2 and 7): a company's sent applications, by status, job and a
 * keyword in the anonymous data, newest or oldest first, keyset paged by the application number (one
 * index range per page at any depth). A reviewer_user sees only the applications they review.
 */

type BoardRow = {
  id: string;
  sequence_number: number;
  status: BoardStatus;
  job_id: string;
  job_title: string;
  pic_id: string | null;
  pic_first: string | null;
  pic_last: string | null;
  pic_role: 'power_user' | 'regular_user' | 'reviewer_user' | null;
  overall_rating: number | null;
  rating_hidden: boolean;
  is_selected: boolean;
  headline: string | null;
  applied_at: string;
};

function cursorOf(lastIndex: string): number {
  const cursor = decodeCursor(lastIndex);
  const number = cursor ? Number(cursor.sortValue) : Number.NaN;
  if (!cursor || !Number.isInteger(number) || !isUuid(cursor.id))
    throw new AppError('invalid_query_parameters', { field: 'lastIndex' });
  return number;
}

/**
 * Which applications the board reads: all of the company's, or for a reviewer_user the ones they
 * review, screening or audio interview (read from their reviewer index, so their board costs what
 * their share of it does; nobody is on both lists of one application, so none comes twice).
 */
function boardSource(employer: EmployerPrincipal) {
  return employer.role === 'reviewer_user'
    ? sql`application_reviewers r join applications a
        on a.id = r.application_id and r.reviewer_id = ${employer.userId}`
    : sql`applications a`;
}

/**
 * The capped count of the board. A reviewer's whole board is their assignments (every assignment is
 * of a sent application of their company), counted from their own index; with filters, their
 * applications are read through the primary key as an array of ids rather than joining the whole
 * company's.
 */
function countQuery(employer: EmployerPrincipal, query: BoardFilter, where: SQL): SQL {
  const cap = LIST_COUNT_CAP + 1;
  if (employer.role !== 'reviewer_user')
    return sql`select count(*)::int as n from (select 1 from applications a where ${where} limit ${cap}) s`;
  const mine = sql`select r.application_id from application_reviewers r
    where r.reviewer_id = ${employer.userId}`;
  if (!query.states?.length && !query.jobId && !query.keyword)
    return sql`select count(*)::int as n from (${mine} limit ${cap}) s`;
  return sql`select count(*)::int as n from (select 1 from applications a
    where ${where} and a.id = any (array(${mine})) limit ${cap}) s`;
}

/** What narrows the board (paging and order aside). */
type BoardFilter = Pick<BoardQuery, 'states' | 'jobId' | 'keyword'>;

/** The WHERE of the board for `employer` and `query` (the cursor aside). */
function boardFilter(employer: EmployerPrincipal, query: BoardFilter) {
  const states = query.states?.length
    ? sql`and a.status in (${sql.join(
        query.states.map((state) => sql`${state}`),
        sql`, `,
      )})`
    : sql``;
  const job = query.jobId ? sql`and a.job_id = ${query.jobId}::uuid` : sql``;
  const keyword = query.keyword
    ? sql`and a.search_text ilike ${`%${escapeLike(query.keyword.toLowerCase())}%`}`
    : sql``;
  return sql`a.company_id = ${employer.companyId}::uuid and a.sequence_number is not null
    ${states} ${job} ${keyword}`;
}

/** The two statements of a board page: the page itself and its capped count. */
export function boardQueries(employer: EmployerPrincipal, query: BoardQuery): { page: SQL; count: SQL } {
  const newest = query.sort !== 'oldest';
  const after = query.lastIndex ? cursorOf(query.lastIndex) : null;
  const where = boardFilter(employer, query);
  const range =
    after === null
      ? sql``
      : newest
        ? sql`and a.sequence_number < ${after}`
        : sql`and a.sequence_number > ${after}`;
  return {
    page: sql`
    select a.id, a.sequence_number, a.status, a.job_id, j.job_title,
      p.id as pic_id, p.first_name as pic_first, p.last_name as pic_last, p.role as pic_role,
      a.overall_rating, a.is_selected, a.anonymous_cv->'workInformation'->>'personalHeadline' as headline,
      a.applied_at::text as applied_at,
      ((exists (select 1 from application_reviewers r
               where r.application_id = a.id and r.reviewer_id = ${employer.userId} and r.kind = 'screening')
        and not exists (select 1 from application_reviews v
               where v.application_id = a.id and v.reviewer_id = ${employer.userId}))
       or (exists (select 1 from application_reviewers r
               where r.application_id = a.id and r.reviewer_id = ${employer.userId} and r.kind = 'audio')
        and not exists (select 1 from application_audio_reviews v
               where v.application_id = a.id and v.reviewer_id = ${employer.userId}))) as rating_hidden
    from ${boardSource(employer)}
    join job_posts j on j.id = a.job_id
    left join employer_users p on p.id = a.person_in_charge_id
    where ${where} ${range}
    order by a.sequence_number ${sql.raw(newest ? 'desc' : 'asc')}
    limit ${query.pageSize + 1}`,
    count: countQuery(employer, query, where),
  };
}

/** One page of the board. */
export async function listBoard(db: DbOrTx, employer: EmployerPrincipal, query: BoardQuery) {
  const statements = boardQueries(employer, query);
  const rows = await rowsOf<BoardRow>(db, statements.page);
  const [counted] = await rowsOf<{ n: number }>(db, statements.count);
  const n = counted?.n ?? 0;
  const pageRows = rows.slice(0, query.pageSize);
  const last = pageRows.at(-1);
  const totalRecords = Math.min(n, LIST_COUNT_CAP);
  return {
    data: pageRows.map(toBoardApplication),
    lastIndex:
      rows.length > query.pageSize && last ? encodeCursor(String(last.sequence_number), last.id) : null,
    totalRecords,
    totalCapped: n > LIST_COUNT_CAP,
    totalPages: Math.ceil(totalRecords / query.pageSize),
  };
}

/**
 * The status counts of the board in one statement (one row, a column per status). They follow the
 * board's job and keyword, not its status, so every tab tells what choosing it would show. For the
 * company, each column is the board's own capped count with that one status: one range of
 * applications_company_status_sequence_idx, at most LIST_COUNT_CAP rows per status. A reviewer's
 * are counted in one pass over their assignments (their reviewer index, then each application by
 * its key), so they cost what their share of the board does.
 */
export function boardCountsQuery(employer: EmployerPrincipal, query: BoardCountsQuery): SQL {
  if (employer.role === 'reviewer_user') {
    const columns = BOARD_STATUSES.map(
      (status) => sql`(count(*) filter (where a.status = ${status}))::int as ${sql.identifier(status)}`,
    );
    const mine = sql`select r.application_id from application_reviewers r
      where r.reviewer_id = ${employer.userId}`;
    return sql`select ${sql.join(columns, sql`, `)} from applications a
      where a.id = any (array(${mine})) and ${boardFilter(employer, query)}`;
  }
  const columns = BOARD_STATUSES.map((status) => {
    const filter = { ...query, states: [status] };
    return sql`(${countQuery(employer, filter, boardFilter(employer, filter))}) as ${sql.identifier(status)}`;
  });
  return sql`select ${sql.join(columns, sql`, `)}`;
}

/** How many applications of the board are in each status. */
export async function countBoard(
  db: DbOrTx,
  employer: EmployerPrincipal,
  query: BoardCountsQuery,
): Promise<BoardCounts> {
  const [row] = await rowsOf<Record<BoardStatus, number>>(db, boardCountsQuery(employer, query));
  const count = (status: BoardStatus) => row?.[status] ?? 0;
  return {
    statuses: Object.fromEntries(
      BOARD_STATUSES.map((status) => [status, Math.min(count(status), LIST_COUNT_CAP)]),
    ) as Record<BoardStatus, number>,
    capped: BOARD_STATUSES.filter((status) => count(status) > LIST_COUNT_CAP),
  };
}

function toBoardApplication(row: BoardRow): BoardApplication {
  return {
    id: row.id,
    sequenceNumber: row.sequence_number,
    status: row.status,
    job: { id: row.job_id, jobTitle: row.job_title },
    personInCharge:
      row.pic_id && row.pic_role
        ? { id: row.pic_id, name: `${row.pic_first ?? ''} ${row.pic_last ?? ''}`.trim(), role: row.pic_role }
        : null,
    overallRating:
      row.rating_hidden || row.overall_rating === null ? null : Math.round(row.overall_rating * 10) / 10,
    isSelected: row.is_selected,
    headline: row.headline ?? '',
    appliedAt: new Date(row.applied_at).toISOString(),
  };
}
