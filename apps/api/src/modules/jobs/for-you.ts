import {
  decodeCursor,
  encodeCursor,
  type Industry,
  type JobType,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  type PageQuery,
} from '@veil/domain';
import type { ForYouJob } from '@veil/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { RunQuery } from '../../db/client';
import { rowsOf } from '../../db/client';
import { textArray } from '../../db/sql-values';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import { toListItems } from './candidate-jobs.service';
import { type ListRow, listRowsQuery } from './job-search';

/*
 * For you (spec section 2, jobs/list): open jobs ranked by how well they match the candidate's
 * profile. Only what a profile says about work goes in (skills, industries of the experiences,
 * the job types the candidate is open to, languages with levels, the place they live); the caller
 * reads it from the profile. To stay fast at a million jobs, the ranking looks at a bounded pool:
 * the newest jobs that share a skill (GIN index of title and tags), the newest of the candidate's
 * industries (one range of the industry index each), POOL_PER_SIGNAL each, and the NEWEST_POOL
 * newest jobs at all; it scores the pool in one statement (the connection runs without the JIT
 * compiler, see db/client.ts) and pages it by (score, published_at, id). A job published while the candidate pages
 * may enter the pool: it is then shown on a later page or not at all, never twice.
 */

export const FOR_YOU_POOL_PER_SIGNAL = 400;
const NEWEST_POOL = 100;

/** What For you matches jobs against. */
export type MatchFacts = {
  skills: readonly string[];
  industries: readonly Industry[];
  openTo: readonly JobType[];
  languages: readonly { iso: string; level: LanguageLevel }[];
  location: string;
};

/** Points of each signal: a shared skill counts most; a language the job asks for and the candidate lacks costs. */
export const FOR_YOU_POINTS = {
  skill: 3,
  titleOrTag: 2,
  industry: 2,
  jobType: 1,
  languageMet: 1,
  languageUnmet: -2,
  location: 1,
};

/** The points as SQL literals: constants of the code, not input. */
const points = Object.fromEntries(
  Object.entries(FOR_YOU_POINTS).map(([key, value]) => [key, sql.raw(String(Math.trunc(value)))]),
) as Record<keyof typeof FOR_YOU_POINTS, SQL>;

const levels = sql.raw(`array[${LANGUAGE_LEVELS.map((level) => `'${level}'`).join(',')}]`);

/** The tsquery of the candidate's skills: any of them, each as its German or English stem. */
function skillQuery(skills: readonly string[]): SQL | null {
  const words = skills.filter((skill) => /[\p{L}\p{N}]/u.test(skill)).slice(0, 15);
  if (words.length === 0) return null;
  return sql.join(
    words.map((word) => sql`(plainto_tsquery('german', ${word}) || plainto_tsquery('english', ${word}))`),
    sql` || `,
  );
}

function scoreOf(facts: MatchFacts, skills: SQL | null): SQL {
  const lowerSkills = facts.skills.map((skill) => skill.toLowerCase());
  const parts: SQL[] = [
    sql`${points.skill} * (select count(*) from unnest(j.skill_tags) t where lower(t) = any(${textArray(lowerSkills)}))::int`,
    sql`${points.industry} * (j.industry = any(${textArray(facts.industries)}))::int`,
    sql`${points.jobType} * (j.job_types && ${textArray(facts.openTo)})::int`,
    sql`(select coalesce(sum(case when exists (
        select 1 from jsonb_to_recordset(${JSON.stringify(facts.languages)}::jsonb) as c(iso text, level text)
        where c.iso = l->>'iso' and array_position(${levels}, c.level) >= array_position(${levels}, l->>'level')
      ) then ${points.languageMet} else ${points.languageUnmet} end), 0)
      from jsonb_array_elements(j.languages) l)::int`,
  ];
  if (skills) parts.push(sql`${points.titleOrTag} * (j.head_search @@ (${skills}))::int`);
  if (facts.location.trim())
    parts.push(sql`${points.location} * (j.office_location ilike ${`%${facts.location.trim()}%`})::int`);
  return sql.join(parts, sql` + `);
}

type ForYouCursor = { score: number; at: string; id: string };

const CURSOR = /^(-?\d{1,4})\|(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeForYouCursor(lastIndex: string): ForYouCursor {
  const cursor = decodeCursor(lastIndex);
  const match = cursor ? CURSOR.exec(cursor.sortValue) : null;
  if (!cursor || !match || !UUID.test(cursor.id))
    throw new AppError('invalid_query_parameters', { field: 'lastIndex' });
  return { score: Number(match[1]), at: match[2] as string, id: cursor.id };
}

/** The pool of jobs For you ranks: the newest open jobs of each signal, of active companies. */
function poolQuery(facts: MatchFacts, skills: SQL | null): SQL {
  const open = sql`status <> 'draft' and status = 'open'`;
  const pools: SQL[] = [
    sql`(select id from job_posts where ${open} order by published_at desc, id desc limit ${NEWEST_POOL})`,
  ];
  if (skills)
    pools.push(
      sql`(select id from job_posts where ${open} and head_search @@ (${skills}) order by published_at desc, id desc limit ${FOR_YOU_POOL_PER_SIGNAL})`,
    );
  if (facts.industries.length > 0) {
    // one range of the industry index per industry, merged: `industry = any(…)` would read every
    // job of those industries and sort them
    const perIndustry = [...new Set(facts.industries)].map(
      (industry) =>
        sql`(select id, published_at from job_posts where ${open} and industry = ${industry} order by published_at desc, id desc limit ${FOR_YOU_POOL_PER_SIGNAL})`,
    );
    pools.push(
      sql`(select id from (${sql.join(perIndustry, sql` union all `)}) i order by published_at desc, id desc limit ${FOR_YOU_POOL_PER_SIGNAL})`,
    );
  }
  return sql`select j.* from (${sql.join(pools, sql` union `)}) p
    join job_posts j on j.id = p.id
    join companies c on c.id = j.company_id and c.is_active`;
}

/**
 * The ids of one page (with their score as `tier`), best match first, then newest; each row also
 * carries `total`, how many jobs the whole pool holds (counted over the pool before the cursor
 * applies), so that the page needs no second pass over the pool to count it.
 */
export function forYouIdsQuery(facts: MatchFacts, after: ForYouCursor | null, limit: number): SQL {
  const skills = skillQuery(facts.skills);
  const afterCondition = after
    ? sql`where (s.tier, s.published_at, s.id) < (${after.score}, ${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return sql`select s.id, s.published_at, s.tier, s.total from (
      select j.id, j.published_at, (${scoreOf(facts, skills)}) as tier, (count(*) over ())::int as total
      from (${poolQuery(facts, skills)}) j
    ) s ${afterCondition}
    order by s.tier desc, s.published_at desc, s.id desc
    limit ${limit}`;
}

/** How many jobs the pool holds: only needed for a page past the pool's end, which has no row to say it. */
export function forYouCountQuery(facts: MatchFacts): SQL {
  return sql`select count(*)::int as n from (${poolQuery(facts, skillQuery(facts.skills))}) j`;
}

/** The statements of one For you page, as the route sends them (the bench times the same). */
export async function forYouRows(
  run: RunQuery,
  input: { candidateId: string; facts: MatchFacts; after: ForYouCursor | null; limit: number },
): Promise<{ rows: ListRow[]; total: number }> {
  const rows = await run<ListRow & { total: number }>(
    listRowsQuery(forYouIdsQuery(input.facts, input.after, input.limit), input.candidateId, {
      withTotal: true,
    }),
  );
  if (rows[0]) return { rows, total: Number(rows[0].total) };
  if (!input.after) return { rows, total: 0 };
  const [counted] = await run<{ n: number }>(forYouCountQuery(input.facts));
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The few words a card says about why the job matches. */
export function reasonsOf(row: ListRow, facts: MatchFacts): ForYouJob['reasons'] {
  const reasons: ForYouJob['reasons'] = [];
  const own = new Set(facts.skills.map((skill) => skill.toLowerCase()));
  const shared = row.skill_tags.filter((tag) => own.has(tag.toLowerCase()));
  if (shared.length > 0) reasons.push({ kind: 'skills', values: shared });
  if (facts.industries.includes(row.industry)) reasons.push({ kind: 'industry', values: [row.industry] });
  const types = row.job_types.filter((type) => facts.openTo.includes(type));
  if (types.length > 0) reasons.push({ kind: 'jobType', values: types });
  const place = facts.location.trim().toLowerCase();
  if (place && row.office_location.toLowerCase().includes(place))
    reasons.push({ kind: 'location', values: [row.office_location] });
  return reasons;
}

export async function forYouJobs(
  deps: ServiceDeps,
  input: { candidateId: string; facts: MatchFacts; query: PageQuery },
) {
  const after = input.query.lastIndex ? decodeForYouCursor(input.query.lastIndex) : null;
  const pageSize = input.query.pageSize;
  const { rows, total } = await forYouRows((query) => rowsOf(deps.db, query), {
    candidateId: input.candidateId,
    facts: input.facts,
    after,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const items = await toListItems(deps.storage, page);
  const last = page.at(-1);
  return {
    data: items.map((item, i) => ({ ...item, reasons: reasonsOf(page[i] as ListRow, input.facts) })),
    lastIndex:
      rows.length > pageSize && last ? encodeCursor(`${last.tier}|${last.cursor_at}`, last.id) : null,
    totalRecords: total,
    totalCapped: false,
    totalPages: Math.ceil(total / pageSize),
  };
}
