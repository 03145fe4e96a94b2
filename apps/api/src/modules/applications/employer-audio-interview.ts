import {
  AUDIO_DUE_DATE_MAX_DAYS,
  checkOperation,
  checkTransition,
  isAudioDueDateAllowed,
  roundAudioSeconds,
} from '@veil/domain';
import type { AudioInvitation, EmployerAudioAnswers, SignedFileUrl } from '@veil/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ClockedDeps } from '../../http/context';
import type { AppMail } from '../../mail';
import { jobPosts } from '../jobs/jobs.schema';
import { alteredAnswerUrl, audioAnswerRows, currentAnswers } from '../recordings/audio-answers';
import { notify } from './application-notify';
import {
  type ApplicationRow,
  type Assignment,
  activeAccounts,
  applicationFacts,
  assignmentsOf,
} from './application-records';
import { applicationReviewers, applications } from './applications.schema';
import { mailTemplateToCandidate } from './candidate-mail';
import { capacitiesOn, findSent, refuse } from './employer-application-access';
import { allow, allowedMove, change } from './employer-application-change';

/*
 * The employer's side of the audio interview (issue 37; spec sections 3 and 4): the person in
 * charge (or a power user) invites from `screening` with a due date and the audio reviewers, and may
 * extend the due date once; audio reviewers, the person in charge and power users read the answers
 * (no file names, lengths to one decimal) and hear the altered files through short-lived links.
 */

type Employer = EmployerPrincipal;
export type AudioInterviewDeps = ClockedDeps & { mail: AppMail };

/**
 * Refuses a due date in the past or more than AUDIO_DUE_DATE_MAX_DAYS away, and an extension's
 * that is not later than the current one (`after`).
 */
function checkDueDate(dueDate: Date, now: Date, after: Date | null = null) {
  if (!isAudioDueDateAllowed(dueDate, now) || (after && dueDate.getTime() <= after.getTime()))
    throw new AppError('application_due_date_invalid', { maxDays: AUDIO_DUE_DATE_MAX_DAYS });
}

/**
 * Sets the due date of an invitation or its extension: the reminders start again for it, and the
 * candidate gets the company's `audio_interview_invitation` mail naming it, in the same transaction.
 */
async function setDueDate(
  tx: Tx,
  mail: AppMail,
  row: ApplicationRow,
  dueDate: Date,
  values: Pick<Partial<ApplicationRow>, 'status' | 'audioInvitedAt' | 'dueDateExtendedAt'>,
) {
  await tx
    .update(applications)
    .set({ ...values, dueDate, audioRemindersSent: [] })
    .where(eq(applications.id, row.id));
  await mailTemplateToCandidate(tx, mail, row, 'audio_interview_invitation', { due_date: dueDate });
}

/**
 * Puts the audio reviewers of the invitation on the application: active accounts of the company,
 * none of them a screening reviewer (the spec's "additional audio reviewer", as the assignment
 * rules it). Returns the assignment as changed.
 */
async function setAudioReviewers(
  tx: Tx,
  row: ApplicationRow,
  assignment: Assignment,
  audioReviewerIds: readonly string[],
): Promise<Assignment> {
  const found = new Set((await activeAccounts(tx, row.companyId, audioReviewerIds)).map((a) => a.id));
  // a deactivated account already on the list keeps its place (decision 010), as when assigning
  const missing = audioReviewerIds.filter(
    (id) => !found.has(id) && !assignment.audioReviewerIds.includes(id),
  );
  if (missing.length) throw new AppError('application_assignee_invalid', { accountIds: missing });
  if (audioReviewerIds.some((id) => assignment.reviewerIds.includes(id)))
    throw new AppError('invalid_request_body', {
      issues: [{ path: ['audioReviewerIds'], message: 'validation.reviewers.audioOverlap' }],
    });
  await tx
    .delete(applicationReviewers)
    .where(and(eq(applicationReviewers.applicationId, row.id), eq(applicationReviewers.kind, 'audio')));
  if (audioReviewerIds.length)
    await tx.insert(applicationReviewers).values(
      audioReviewerIds.map((reviewerId, position) => ({
        applicationId: row.id,
        reviewerId,
        kind: 'audio' as const,
        position,
      })),
    );
  return { ...assignment, audioReviewerIds: [...audioReviewerIds] };
}

/**
 * Invites to the audio interview (screening → recording): the person in charge or a power user,
 * once every screening reviewer rated, for a job with audio questions; sets the audio reviewers and
 * the due date, and queues the company's `audio_interview_invitation` mail to the candidate in the
 * same transaction (reminders follow, audio-reminders.ts).
 */
export function inviteToAudio(
  deps: AudioInterviewDeps,
  employer: Employer,
  applicationId: string,
  input: AudioInvitation,
) {
  const now = deps.clock.now();
  return change(
    deps.db,
    employer,
    applicationId,
    async (tx, row, assignment, capacities) => {
      // who and from where first, so that an outsider learns nothing from the checks below
      allow(
        checkTransition('inviteToAudio', row.status, capacities, {
          ...applicationFacts.empty,
          screeningRated: true,
          hasAudioQuestions: true,
          audioReviewerCount: 1,
        }),
      );
      const dueDate = new Date(input.dueDate);
      checkDueDate(dueDate, now);
      const assigned = await setAudioReviewers(tx, row, assignment, input.audioReviewerIds);
      const status = await allowedMove(tx, 'inviteToAudio', row, assigned, capacities);
      await setDueDate(tx, deps.mail, row, dueDate, {
        status,
        audioInvitedAt: now,
        dueDateExtendedAt: null,
      });
      await notify(tx, 'audio_invitation', row.id);
    },
    now,
  );
}

/**
 * Extends the due date once (the person in charge or a power user, while `recording` and not yet
 * submitted, also after the old due date passed): the reminders start again for the new date and
 * the candidate gets the invitation mail again with it.
 */
export function extendDueDate(
  deps: AudioInterviewDeps,
  employer: Employer,
  applicationId: string,
  dueDate: Date,
) {
  const now = deps.clock.now();
  return change(
    deps.db,
    employer,
    applicationId,
    async (tx, row, _assignment, capacities) => {
      allow(checkOperation('extendDueDate', row.status, capacities));
      if (row.submitAudioScreeningAnswerAt) throw new AppError('application_status_conflict');
      if (row.dueDateExtendedAt) throw new AppError('application_due_date_already_extended');
      checkDueDate(dueDate, now, row.dueDate);
      await setDueDate(tx, deps.mail, row, dueDate, { dueDateExtendedAt: now });
    },
    now,
  );
}

/** The application, its capacities, and whether the viewer may hear its answers (refused otherwise). */
async function listenable(deps: ClockedDeps, employer: Employer, applicationId: string) {
  const row = await findSent(deps.db, employer, applicationId, false);
  const assignment = (await assignmentsOf(deps.db, [row.id])).get(row.id) ?? {
    reviewerIds: [],
    audioReviewerIds: [],
  };
  const capacities = capacitiesOn(employer, row, assignment);
  refuse(capacities);
  return { row, capacities };
}

/**
 * The audio answers as employers see them: each audio question with its limit and, once the
 * candidate submitted, the answer's language, length to one decimal and, for those who may hear
 * it, its redacted transcript. Anyone who may open the application reads the list; no file name,
 * key or raw upload is in it.
 */
export async function employerAudioAnswers(
  deps: ClockedDeps,
  employer: Employer,
  applicationId: string,
): Promise<EmployerAudioAnswers> {
  const { row, capacities } = await listenable(deps, employer, applicationId);
  // the transcript is the answer in words: for those who may hear it (the state machine's listenAudio)
  const mayListen = checkOperation('listenAudio', row.status, capacities).ok;
  const [job] = await deps.db
    .select({ audioQuestions: jobPosts.audioQuestions })
    .from(jobPosts)
    .where(eq(jobPosts.id, row.jobId));
  // before the candidate submits, their progress is theirs alone
  const current = row.submitAudioScreeningAnswerAt
    ? currentAnswers(await audioAnswerRows(deps.db, row.id))
    : new Map();
  return {
    answers: (job?.audioQuestions ?? []).map((question, index) => {
      const questionId = `q${index + 1}`;
      const answer = current.get(questionId);
      const ready = answer?.state === 'ready';
      const readable = ready && mayListen;
      return {
        questionId,
        question: question.question,
        durationSeconds: question.duration,
        answerLanguage: ready ? answer.answerLanguage : null,
        audioSeconds: ready && answer.audioSeconds !== null ? roundAudioSeconds(answer.audioSeconds) : null,
        state: ready ? ('ready' as const) : ('waiting' as const),
        // stored redacted (recordings/transcription): the masked copy is all there is
        transcriptContent: readable && answer.transcriptState === 'done' ? answer.transcriptContent : null,
        transcriptState: readable ? answer.transcriptState : null,
      };
    }),
  };
}

/**
 * A short-lived URL of one submitted answer's altered file: for its audio reviewers, the person in
 * charge and power users (the state machine's `listenAudio`). The raw recording has no URL at all.
 */
export async function employerAudioAnswerUrl(
  deps: ClockedDeps,
  employer: Employer,
  applicationId: string,
  questionId: string,
): Promise<SignedFileUrl> {
  const { row, capacities } = await listenable(deps, employer, applicationId);
  allow(checkOperation('listenAudio', row.status, capacities));
  if (!row.submitAudioScreeningAnswerAt) throw new AppError('file_not_found');
  const answer = currentAnswers(await audioAnswerRows(deps.db, row.id)).get(questionId);
  if (!answer) throw new AppError('file_not_found');
  return alteredAnswerUrl(deps, answer);
}
