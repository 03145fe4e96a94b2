import { JobSearchQuerySchema } from '@veil/domain/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { type Db, rowsOf } from '../../db/client';
import { authCandidateUser } from '../../db/schema';
import { textArray } from '../../db/sql-values';
import type { JobQueue } from '../../jobs';
import type { AppMail } from '../../mail';
import { openVisibleJob } from '../jobs/job-posts.queries';
import { searchFindsJob } from '../jobs/job-search';
import { searchStatisticsOf } from '../jobs/job-search-statistics';
import { writeNotifications } from '../notifications/notify';
import { savedSearches, savedSearchMatches } from './saved-searches.schema';

/*
 * A newly published job meets the saved searches (issue 39). The publication queues
 * `job-posts.published` in its transaction; this worker asks, of each saved search, whether the jobs
 * list would show the job for it (searchFindsJob: the list's own plan and conditions, restricted to
 * that job), and tells each candidate whose searches find it: one new_job notification (live through
 * the notification stream) and, when one of those searches has its e-mails on, one e-mail in the
 * candidate's language. Each (search, job) is recorded in saved_search_matches in the same
 * transaction as the notification and the mail, so a retried run never tells anyone twice. A job
 * that is no longer open, or whose company is deactivated, tells nobody.
 */

/** Saved searches read per round, so that a million of them never sit in memory at once. */
const BATCH = 500;

type Deps = { db: Db; mail: AppMail; log: FastifyBaseLogger; clock: Clock };

type Match = { savedSearchId: string; emailNewJobs: boolean; name: string };

/** Tells the candidates whose saved searches find job `jobId`; returns how many were told and mailed. */
export async function announceNewJob(deps: Deps, jobId: string): Promise<{ told: number; mailed: number }> {
  const job = await openVisibleJob(deps.db, jobId);
  if (!job) return { told: 0, mailed: 0 };
  const statistics = searchStatisticsOf(deps.db);
  const run = <T>(query: Parameters<typeof rowsOf>[1]) => rowsOf<T>(deps.db, query);
  const byCandidate = new Map<string, Match[]>();
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    // a first sieve on the filters the job's own columns answer (exact values in the list's search
    // too), then the list's search itself on what passes
    const batch = await deps.db
      .select({
        id: savedSearches.id,
        candidateId: savedSearches.candidateId,
        name: savedSearches.name,
        filters: savedSearches.filters,
        emailNewJobs: savedSearches.emailNewJobs,
      })
      .from(savedSearches)
      .where(
        and(
          gt(savedSearches.id, after),
          sql`not exists (select 1 from ${savedSearchMatches} m where m.saved_search_id = ${savedSearches.id} and m.job_id = ${jobId}::uuid)`,
          sql`(not jsonb_exists(${savedSearches.filters}, 'industries') or jsonb_exists(${savedSearches.filters} -> 'industries', ${job.industry}))`,
          sql`(not jsonb_exists(${savedSearches.filters}, 'experiences') or jsonb_exists(${savedSearches.filters} -> 'experiences', ${job.experience}))`,
          sql`(not jsonb_exists(${savedSearches.filters}, 'jobTypes') or jsonb_exists_any(${savedSearches.filters} -> 'jobTypes', ${textArray(job.jobTypes)}))`,
        ),
      )
      .orderBy(savedSearches.id)
      .limit(BATCH);
    for (const search of batch) {
      const query = JobSearchQuerySchema.safeParse({ ...search.filters, pageSize: 1 });
      if (!query.success) {
        deps.log.warn({ savedSearchId: search.id }, 'saved search with filters the search no longer takes');
        continue;
      }
      let found = false;
      try {
        found = await searchFindsJob(run, query.data, jobId, statistics);
      } catch (error) {
        // a search the list would refuse (a salary "from" above its "to") finds nothing
        deps.log.warn({ err: error, savedSearchId: search.id }, 'saved search not run');
      }
      if (!found) continue;
      const matches = byCandidate.get(search.candidateId) ?? [];
      matches.push({ savedSearchId: search.id, emailNewJobs: search.emailNewJobs, name: search.name });
      byCandidate.set(search.candidateId, matches);
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    after = last.id;
  }
  let told = 0;
  let mailed = 0;
  for (const [candidateId, matches] of byCandidate) {
    const outcome = await tellCandidate(deps, { candidateId, jobId, job, matches });
    if (outcome.told) told += 1;
    if (outcome.mailed) mailed += 1;
  }
  return { told, mailed };
}

/**
 * One candidate's announcement, in one transaction: the matches recorded (those recorded already are
 * skipped), then the notification and the e-mail for the searches recorded now.
 */
async function tellCandidate(
  deps: Deps,
  input: {
    candidateId: string;
    jobId: string;
    job: { jobTitle: string; companyName: string };
    matches: Match[];
  },
): Promise<{ told: boolean; mailed: boolean }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(savedSearchMatches)
      .values(
        input.matches.map((match) => ({
          savedSearchId: match.savedSearchId,
          jobId: input.jobId,
          matchedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ savedSearchId: savedSearchMatches.savedSearchId });
    // searches deleted meanwhile are gone by cascade, and their rows with them
    const fresh = input.matches.filter((match) =>
      recorded.some((row) => row.savedSearchId === match.savedSearchId),
    );
    if (fresh.length === 0) return { told: false, mailed: false };
    const stillSaved = await tx
      .select({ id: savedSearches.id, name: savedSearches.name, emailNewJobs: savedSearches.emailNewJobs })
      .from(savedSearches)
      .where(
        inArray(
          savedSearches.id,
          fresh.map((match) => match.savedSearchId),
        ),
      );
    if (stillSaved.length === 0) return { told: false, mailed: false };
    await writeNotifications(
      tx,
      'new_job',
      [{ candidateId: input.candidateId, employerUserId: null }],
      {
        applicationId: null,
        jobId: input.jobId,
        status: null,
        applicationNumber: null,
        jobTitle: input.job.jobTitle,
        companyName: input.job.companyName,
      },
      now,
    );
    // the switch as it is now: one turned off since the sieve sends nothing
    const mailing = stillSaved.filter((search) => search.emailNewJobs);
    if (mailing.length === 0) return { told: true, mailed: false };
    const [account] = await tx
      .select({ email: authCandidateUser.email, locale: authCandidateUser.locale })
      .from(authCandidateUser)
      .where(eq(authCandidateUser.id, input.candidateId));
    if (!account) return { told: true, mailed: false };
    await deps.mail.sendNewJobMatch(tx, {
      to: account.email,
      locale: account.locale === 'en' ? 'en' : 'de',
      jobId: input.jobId,
      data: {
        jobTitle: input.job.jobTitle,
        companyName: input.job.companyName,
        searchNames: mailing.map((search) => search.name),
      },
    });
    return { told: true, mailed: true };
  });
}

/** Works the publications: each published job meets the saved searches once. */
export async function startSavedSearchAlerts(deps: Deps & { jobs: JobQueue }): Promise<void> {
  const log = deps.log.child({ module: 'saved-searches' });
  await deps.jobs.work('job-posts.published', async (job) => {
    const outcome = await announceNewJob({ ...deps, log }, job.data.jobId);
    log.info({ jobId: job.data.jobId, ...outcome }, 'new job announced to saved searches');
  });
}
