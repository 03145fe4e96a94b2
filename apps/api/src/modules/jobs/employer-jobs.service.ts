import {
  canTakeJobAction,
  EMPTY_SALARY_RANGE,
  isJobEditable,
  JOB_ACTIONS,
  JOB_REQUIRED_FOR_PUBLISHING,
  JOB_STATUSES,
  type JobAction,
  type JobInformation,
  type JobSectionUpdate,
  type JobStatus,
  missingJobFields,
  type PageQuery,
} from '@veil/domain';
import type { EmployerJob, EmployerJobListItem } from '@veil/domain/contracts';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { Db, DbOrTx } from '../../db/client';
import { keysetPage, timestampCursor } from '../../db/keyset';
import { AppError } from '../../errors/app-error';
import type { JobQueue } from '../../jobs';
import type { JobApplications } from './job-applications';
import { type JobPostRow, toEmployerJob, toEmployerJobListItem } from './job-content';
import {
  assertCompanyReadyForJobs,
  cleanJobRichText,
  insertJobPosts,
  newSharableCode,
} from './job-post-writes';
import { countEmployerJobs, employerJobPageQuery, findCompanyJob } from './job-posts.queries';
import { jobPosts } from './jobs.schema';

/*
 * The employer's job posts (spec sections 4 and 7): power and regular users of a company list,
 * create, edit, publish, close, share and delete their company's jobs. Every statement is scoped to
 * the caller's company. A status change is one conditional UPDATE (`WHERE status IN (…)`), so two
 * tabs or a double click change a job once and the other request hears job_status_conflict.
 */

/** An employer allowed to work on jobs (the routes check the role). */
type JobEditor = EmployerPrincipal;

const STATUSES_EDITABLE = JOB_STATUSES.filter(isJobEditable);

async function asEmployerJob(
  db: DbOrTx,
  applications: JobApplications,
  row: JobPostRow,
): Promise<EmployerJob> {
  const counts = await applications.counts(db, [row.id]);
  return toEmployerJob(row, counts.get(row.id) ?? 0);
}

/** The company's job posts, newest first, filtered by title and status, one keyset page at a time. */
export async function listEmployerJobs(
  db: Db,
  applications: JobApplications,
  employer: JobEditor,
  query: PageQuery & { jobTitle?: string; status?: JobStatus },
): Promise<{
  data: EmployerJobListItem[];
  lastIndex: string | null;
  totalPages: number;
  totalRecords: number;
  totalCapped: boolean;
}> {
  const filter = { companyId: employer.companyId, jobTitle: query.jobTitle, status: query.status };
  const rows = await employerJobPageQuery(db, {
    ...filter,
    after: query.lastIndex ? timestampCursor(query.lastIndex) : null,
    pageSize: query.pageSize,
  });
  const counted = await countEmployerJobs(db, filter);
  const counts = await applications.counts(
    db,
    rows.map((row) => row.id),
  );
  return keysetPage(rows, counted, query.pageSize, (row) =>
    toEmployerJobListItem(row, counts.get(row.id) ?? 0),
  );
}

/** One of the company's job posts. */
export async function getEmployerJob(
  db: Db,
  applications: JobApplications,
  employer: JobEditor,
  jobId: string,
): Promise<EmployerJob> {
  return asEmployerJob(db, applications, await findCompanyJob(db, employer.companyId, jobId));
}

/**
 * A new draft from its job information; the other sections start empty. Only while the company's
 * required information is complete (company_incomplete with the missing fields otherwise).
 */
export async function createEmployerJob(
  db: Db,
  applications: JobApplications,
  employer: JobEditor,
  information: JobInformation,
): Promise<EmployerJob> {
  const row = await db.transaction(async (tx) => {
    await assertCompanyReadyForJobs(tx, employer.companyId);
    const [created] = await insertJobPosts(tx, {
      companyId: employer.companyId,
      actor: { id: employer.userId, email: employer.email },
      jobs: [
        {
          ...information,
          salaryRange: information.salaryRange ?? EMPTY_SALARY_RANGE,
          responsibilities: '',
          requirements: '',
          benefits: '',
          infos: '',
          skillTags: [],
          screeningQuestions: [],
          audioQuestions: [],
          languages: [],
        },
      ],
    });
    if (!created) throw new AppError('unhandled_error');
    return findCompanyJob(tx, employer.companyId, created.id);
  });
  return asEmployerJob(db, applications, row);
}

/** The columns one editor section writes; rich text is sanitised and held to its visible length. */
function sectionColumns(update: JobSectionUpdate): Partial<typeof jobPosts.$inferInsert> {
  switch (update.updateType) {
    case 'job_information': {
      const { updateType: _type, salaryRange, ...information } = update;
      const salary = salaryRange ?? EMPTY_SALARY_RANGE;
      return { ...information, salaryFrom: salary.from, salaryTo: salary.to };
    }
    case 'responsibilities':
      return { responsibilities: cleanJobRichText('responsibilities', update.responsibilities) };
    case 'requirements':
      return { requirements: cleanJobRichText('requirements', update.requirements) };
    case 'benefits':
      return { benefits: cleanJobRichText('benefits', update.benefits) };
    case 'infos':
      return { infos: cleanJobRichText('infos', update.infos) };
    case 'skills':
      return { skillTags: update.skillTags };
    case 'screening_questions':
      return { screeningQuestions: update.screeningQuestions };
    case 'audio_questions':
      return { audioQuestions: update.audioQuestions };
    case 'languages':
      return { languages: update.languages };
  }
}

/**
 * The fields a section would leave empty although publishing needs them. A draft may be emptied
 * again; an open job must stay complete, since candidates read it.
 */
function emptiedRequiredFields(columns: Partial<typeof jobPosts.$inferInsert>) {
  return JOB_REQUIRED_FOR_PUBLISHING.filter((field) => columns[field] === '');
}

/**
 * Saves one section of a draft or open job: one UPDATE of that section's columns only, so saving a
 * section never overwrites another one saved meanwhile in another tab. A closed job is kept as it
 * was when it closed (job_status_conflict).
 */
export async function updateEmployerJob(
  db: Db,
  applications: JobApplications,
  employer: JobEditor,
  jobId: string,
  update: JobSectionUpdate,
): Promise<EmployerJob> {
  const columns = sectionColumns(update);
  const emptied = emptiedRequiredFields(columns);
  const editable: readonly JobStatus[] = emptied.length > 0 ? ['draft'] : STATUSES_EDITABLE;
  const [row] = await db
    .update(jobPosts)
    .set({ ...columns, updatedAt: new Date(), updatedBy: employer.email })
    .where(and(companyJob(employer, jobId), inArray(jobPosts.status, [...editable])))
    .returning();
  if (row) return asEmployerJob(db, applications, row);
  const current = await findCompanyJob(db, employer.companyId, jobId);
  if (isJobEditable(current.status) && emptied.length > 0) {
    throw new AppError('invalid_request_body', {
      issues: emptied.map((field) => ({ path: [field], message: 'validation.required', params: { field } })),
    });
  }
  throw new AppError('job_status_conflict', { status: current.status });
}

function companyJob(employer: JobEditor, jobId: string): SQL | undefined {
  return and(eq(jobPosts.id, jobId), eq(jobPosts.companyId, employer.companyId));
}

/** The conditions a job must meet, beyond its status, for `action`: publishing needs its required sections. */
function actionConditions(action: JobAction): SQL[] {
  if (action !== 'publish') return [];
  // stored rich text is '' when it shows no text (cleanJobRichText), which is what missingJobFields means
  return JOB_REQUIRED_FOR_PUBLISHING.map((field) => ne(jobPosts[field], ''));
}

/**
 * Publishes a complete draft or closes an open job (JOB_ACTIONS), in one conditional UPDATE. The
 * request that finds the job no longer in a status the action starts from hears
 * job_status_conflict; publishing a draft with empty required sections, job_incomplete naming them.
 * A publication queues `job-posts.published` in the same transaction (saved searches hear of it:
 * saved-searches/new-job-matches.ts), so a job is announced exactly when it became visible.
 */
export async function takeJobAction(
  db: Db,
  deps: { applications: JobApplications; jobs: Pick<JobQueue, 'send'> },
  employer: JobEditor,
  jobId: string,
  action: JobAction,
): Promise<EmployerJob> {
  const { applications } = deps;
  const { from, to } = JOB_ACTIONS[action];
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(jobPosts)
      .set({
        status: to,
        ...(to === 'open' ? { publishedAt: now } : { closedAt: now }),
        updatedAt: now,
        updatedBy: employer.email,
      })
      .where(
        and(companyJob(employer, jobId), inArray(jobPosts.status, [...from]), ...actionConditions(action)),
      )
      .returning();
    if (updated && to === 'open') await deps.jobs.send('job-posts.published', { jobId }, { tx });
    return updated;
  });
  if (row) return asEmployerJob(db, applications, row);
  const current = await findCompanyJob(db, employer.companyId, jobId);
  if (!canTakeJobAction(action, current.status))
    throw new AppError('job_status_conflict', { status: current.status });
  const missingFields = missingJobFields(current);
  if (missingFields.length > 0) throw new AppError('job_incomplete', { missingFields });
  // the job changed between the UPDATE and the read: report it as the conflict it is
  throw new AppError('job_status_conflict', { status: current.status });
}

/** A new shareable code: the old link stops working at once. */
export async function regenerateShareCode(
  db: Db,
  applications: JobApplications,
  employer: JobEditor,
  jobId: string,
): Promise<EmployerJob> {
  const [row] = await db
    .update(jobPosts)
    .set({ sharableCode: newSharableCode(), updatedAt: new Date(), updatedBy: employer.email })
    .where(companyJob(employer, jobId))
    .returning();
  if (!row) throw new AppError('job_not_found');
  return asEmployerJob(db, applications, row);
}

/**
 * Deletes a job: its applications are erased first, each with its deletion log, as withdrawals are
 * (the employer saw what goes in the job's deletion statistics); candidates' saved entries go with
 * the job (saved_jobs cascades). The job's row lock keeps an application from arriving meanwhile.
 */
export async function removeEmployerJob(
  db: Db,
  applications: JobApplications,
  employer: JobEditor,
  jobId: string,
) {
  const deleted = await db.transaction(async (tx) => {
    const job = await tx
      .select({ id: jobPosts.id })
      .from(jobPosts)
      .where(companyJob(employer, jobId))
      .for('update');
    if (job.length === 0) throw new AppError('job_not_found');
    await applications.eraseOfJob(tx, employer, jobId);
    return tx.delete(jobPosts).where(companyJob(employer, jobId)).returning({ id: jobPosts.id });
  });
  if (deleted.length === 0) throw new AppError('job_not_found');
  return { deleted: true as const };
}
