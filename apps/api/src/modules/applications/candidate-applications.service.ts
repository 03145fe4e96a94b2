import {
  type AnonymousCv,
  APPLICATION_OPERATIONS,
  actionsOffered,
  checkOperation,
  checkTransition,
  type Withdrawal,
} from '@veil/domain';
import type { CandidateApplication, ScreeningAnswer, WithdrawnApplication } from '@veil/domain/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { companies, uploads } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ClockedDeps } from '../../http/context';
import type { AppMail } from '../../mail';
import { anonymousCvOfCandidate, personalValueMask } from '../candidate-profile/anonymous-cv.service';
import { logoSigner } from '../jobs/candidate-jobs.service';
import { toJobContent } from '../jobs/job-content';
import { jobPosts } from '../jobs/jobs.schema';
import { ERASABLE_COLUMNS, eraseApplications } from './application-erasure';
import { notify } from './application-notify';
import { applicationFacts, assignDefaults, lockApplication } from './application-records';
import { applications, withdrawnApplications } from './applications.schema';
import { audioInterviewFields } from './audio-interview-dates';
import { cancelConfirmedInterview, interviewFields } from './candidate-interview';
import { nextCompanyNumber } from './company-counters';
import { revealFields } from './reveal-fields';
import { storeWrittenAnswers, writtenAnswersOfOne } from './vault/written-answers';

/*
 * The candidate's side of applications (spec sections 2 and 4): start applying to an open job, keep
 * the screening answers as a draft, send the application with its anonymous CV, follow it, and
 * withdraw it, which erases it (the lists of them: candidate-application-lists.ts). Every statement
 * is scoped to the signed-in candidate.
 */

export type Candidate = CandidatePrincipal;

const questionIdOf = (index: number) => `q${index + 1}`;

/** The job's screening questions with ids, each with the candidate's answer (empty when none). */
function answersFor(
  job: { screeningQuestions: readonly { question: string }[] },
  saved: readonly ScreeningAnswer[],
) {
  return job.screeningQuestions.map((question, index): ScreeningAnswer => {
    const questionId = questionIdOf(index);
    return {
      questionId,
      question: question.question,
      answer: saved.find((answer) => answer.questionId === questionId)?.answer ?? '',
    };
  });
}

const readColumns = {
  application: applications,
  job: jobPosts,
  companyName: companies.name,
  companyActive: companies.isActive,
  logoKey: uploads.storageKey,
  // the list's cursor keeps the database's microseconds
  cursorAt: sql<string>`${applications.createdAt}::text`,
};

export function readQuery(db: DbOrTx) {
  return db
    .select(readColumns)
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(uploads, and(eq(uploads.id, companies.logoUploadId), eq(uploads.status, 'done')));
}

export type ReadRow = Awaited<ReturnType<ReturnType<typeof readQuery>['execute']>>[number];

async function toCandidateApplication(
  deps: ClockedDeps,
  candidate: Candidate,
  row: ReadRow,
): Promise<CandidateApplication> {
  const { application, job } = row;
  // while applying, the CV that would be sent now; once sent, the one that was
  const anonymousCv: AnonymousCv | null =
    application.status === 'applying'
      ? await anonymousCvOfCandidate(deps.db, candidate.userId, job)
      : application.anonymousCv;
  return {
    id: application.id,
    status: application.status,
    job: toJobContent(job),
    company: {
      id: application.companyId,
      name: row.companyName,
      logoUrl: await logoSigner(deps.storage)(row.logoKey),
    },
    // the candidate's own answers as written, from the vault
    screeningAnswers: answersFor(job, await writtenAnswersOfOne(deps.db, application.id)),
    audioQuestions: job.audioQuestions.map((question, index) => ({
      id: questionIdOf(index),
      question: question.question,
      duration: question.duration,
    })),
    anonymousCv,
    actions: actionsOffered(application.status, ['candidate']),
    operations: APPLICATION_OPERATIONS.filter(
      (operation) => checkOperation(operation, application.status, ['candidate']).ok,
    ),
    ...audioInterviewFields(application, deps.clock.now()),
    ...interviewFields(application),
    ...revealFields(application, deps.clock.now()),
    createdAt: application.createdAt.toISOString(),
    appliedAt: application.appliedAt?.toISOString() ?? null,
    updatedAt: application.updatedAt.toISOString(),
  };
}

async function readOwn(deps: ClockedDeps, candidate: Candidate, applicationId: string) {
  const [row] = await readQuery(deps.db).where(
    and(eq(applications.id, applicationId), eq(applications.candidateId, candidate.userId)),
  );
  if (!row) throw new AppError('application_not_found');
  return toCandidateApplication(deps, candidate, row);
}

export function getCandidateApplication(deps: ClockedDeps, candidate: Candidate, applicationId: string) {
  return readOwn(deps, candidate, applicationId);
}

/**
 * Starts applying to an open job, or returns the application already started for it. A job applied
 * to already gives application_exist; a closed job job_inactive; a candidate without a profile
 * resume_not_found (the anonymous CV is built from it).
 */
export async function startApplication(deps: ClockedDeps, candidate: Candidate, jobId: string) {
  const id = await deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        id: jobPosts.id,
        status: jobPosts.status,
        companyId: jobPosts.companyId,
        active: companies.isActive,
      })
      .from(jobPosts)
      .innerJoin(companies, eq(companies.id, jobPosts.companyId))
      .where(eq(jobPosts.id, jobId));
    if (!job || job.status === 'draft' || !job.active) throw new AppError('job_not_found');
    const [existing] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.candidateId, candidate.userId), eq(applications.jobId, jobId)));
    if (existing) {
      if (existing.status === 'applying') return existing.id;
      throw new AppError('application_exist', { applicationId: existing.id });
    }
    if (job.status === 'closed') throw new AppError('job_inactive');
    if (!(await anonymousCvOfCandidate(tx, candidate.userId, null))) throw new AppError('resume_not_found');
    const [created] = await tx
      .insert(applications)
      .values({ companyId: job.companyId, jobId, candidateId: candidate.userId })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (created) return created.id;
    // a second tab started it a moment ago
    const [raced] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.candidateId, candidate.userId), eq(applications.jobId, jobId)));
    if (!raced) throw new AppError('conflict');
    return raced.id;
  });
  return readOwn(deps, candidate, id);
}

/** Saves screening answers as a draft; only while applying. Answers to unknown questions are ignored. */
export async function saveScreeningAnswers(
  deps: ClockedDeps,
  candidate: Candidate,
  applicationId: string,
  answers: readonly { questionId: string; answer: string }[],
) {
  await deps.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, { id: applicationId, candidateId: candidate.userId });
    if (locked.status !== 'applying') throw new AppError('application_status_conflict');
    const [job] = await tx
      .select({ screeningQuestions: jobPosts.screeningQuestions })
      .from(jobPosts)
      .where(eq(jobPosts.id, locked.jobId));
    const saved = await writtenAnswersOfOne(tx, locked.id);
    const merged = answersFor(job ?? { screeningQuestions: [] }, saved).map((entry) => {
      const update = answers.find((answer) => answer.questionId === entry.questionId);
      return update ? { ...entry, answer: update.answer } : entry;
    });
    const now = deps.clock.now();
    await storeWrittenAnswers(tx, locked.id, merged, now);
    await tx
      .update(applications)
      .set({ updatedAt: now, version: sql`${applications.version} + 1` })
      .where(eq(applications.id, applicationId));
  });
  return readOwn(deps, candidate, applicationId);
}

/** Words of the anonymous CV the board's keyword search looks in. */
function searchTextOf(cv: AnonymousCv, jobTitle: string): string {
  return [
    jobTitle,
    cv.workInformation.personalHeadline,
    ...cv.workExperiences.flatMap((experience) => [experience.jobTitle, experience.industry]),
    ...cv.educations.map((education) => education.degreeOfStudy),
    ...cv.tags,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/**
 * Sends the application: every screening question answered, the job still open. The anonymous CV
 * is built and stored now, the answers are stored masked for employers (the vault keeps them as
 * written), the application gets the company's next number and the company's default person in
 * charge and reviewer.
 */
export async function submitApplication(deps: ClockedDeps, candidate: Candidate, applicationId: string) {
  await deps.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, { id: applicationId, candidateId: candidate.userId });
    const [job] = await tx.select().from(jobPosts).where(eq(jobPosts.id, locked.jobId));
    if (!job) throw new AppError('job_not_found');
    const answers = answersFor(job, await writtenAnswersOfOne(tx, locked.id));
    const check = checkTransition('submit', locked.status, ['candidate'], {
      ...applicationFacts.empty,
      unansweredScreeningQuestions: answers.filter((answer) => !answer.answer.trim()).length,
    });
    if (!check.ok) throw new AppError(check.error);
    if (job.status !== 'open') throw new AppError('job_inactive');
    const anonymousCv = await anonymousCvOfCandidate(tx, candidate.userId, job);
    if (!anonymousCv) throw new AppError('resume_not_found');
    const mask = await personalValueMask(tx, candidate.userId);
    const now = deps.clock.now();
    const personInChargeId = await assignDefaults(tx, locked);
    // as written into the vault (the candidate's eyes only), masked onto the application for employers
    await storeWrittenAnswers(tx, locked.id, answers, now);
    await tx
      .update(applications)
      .set({
        status: check.value,
        sharedAnswers: answers.map((answer) => ({ ...answer, answer: mask(answer.answer) })),
        anonymousCv,
        searchText: searchTextOf(anonymousCv, job.jobTitle),
        sequenceNumber: await nextCompanyNumber(tx, locked.companyId, 'application'),
        personInChargeId,
        appliedAt: now,
        updatedAt: now,
        version: sql`${applications.version} + 1`,
      })
      .where(eq(applications.id, applicationId));
    await notify(tx, 'new_application', applicationId);
  });
  return readOwn(deps, candidate, applicationId);
}

/**
 * Withdraws: the candidate keeps a line in their withdrawn list (job, company, reason); everything
 * else of the application is erased in this transaction, with a deletion log for the company if it
 * had been sent.
 */
export async function withdrawApplication(
  deps: ClockedDeps & { mail?: AppMail },
  candidate: Candidate,
  applicationId: string,
  withdrawal: Withdrawal,
): Promise<WithdrawnApplication> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, { id: applicationId, candidateId: candidate.userId });
    const check = checkTransition('withdraw', locked.status, ['candidate'], applicationFacts.empty);
    if (!check.ok) throw new AppError(check.error);
    const [names] = await tx
      .select({ jobTitle: jobPosts.jobTitle, companyName: companies.name })
      .from(jobPosts)
      .innerJoin(companies, eq(companies.id, jobPosts.companyId))
      .where(eq(jobPosts.id, locked.jobId));
    const now = deps.clock.now();
    const [line] = await tx
      .insert(withdrawnApplications)
      .values({
        id: locked.id,
        candidateId: candidate.userId,
        jobId: locked.jobId,
        jobTitle: names?.jobTitle ?? '',
        companyName: names?.companyName ?? '',
        reason: withdrawal.reason,
        comment: withdrawal.reason === 'other' ? (withdrawal.comment ?? '') : '',
        withdrawnAt: now,
      })
      .returning();
    // a confirmed interview is called off in the interviewers' calendars before it is erased
    if (deps.mail) await cancelConfirmedInterview(tx, deps.mail, locked, deps.clock.now(), 'withdrawn');
    const [erasable] = await tx
      .select(ERASABLE_COLUMNS)
      .from(applications)
      .where(eq(applications.id, locked.id));
    if (erasable) await eraseApplications(tx, [erasable], { reason: 'withdrawn', responsible: null, now });
    if (!line) throw new AppError('unhandled_error');
    return toWithdrawn(line);
  });
}

export function toWithdrawn(row: typeof withdrawnApplications.$inferSelect): WithdrawnApplication {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    reason: row.reason,
    comment: row.comment,
    withdrawnAt: row.withdrawnAt.toISOString(),
  };
}
