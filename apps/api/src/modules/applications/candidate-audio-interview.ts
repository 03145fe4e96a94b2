import {
  type ApplicationFacts,
  audioInterviewMinutes,
  audioInterviewStatus,
  checkOperation,
  checkTransition,
  isRecordingClosed,
} from '@veil/domain';
import type { AudioInterview, CandidateApplication, Recording } from '@veil/domain/contracts';
import { eq, sql } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import type { DbOrTx, Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ClockedDeps } from '../../http/context';
import { jobPosts } from '../jobs/jobs.schema';
import { deleteStoredFiles } from '../media/media.service';
import { audioAnswerRows, currentAnswers, startAudioAnswerRow } from '../recordings/audio-answers';
import { toRecording } from '../recordings/recordings.service';
import { type ApplicationRow, applicationFacts } from './application-records';
import { applications } from './applications.schema';
import { findOwn } from './candidate-application-access';
import { getCandidateApplication } from './candidate-applications.service';

/*
 * The candidate's side of the audio interview (issue 37; spec sections 2 and 4): the instruction
 * page with the questions, minutes and due date, recording each audio question (the recordings of
 * recordings.ts, kind `audio_answer`, with the demo's re-record rules), submitting all answers at
 * once, and asking for a written alternative instead. Every statement is scoped to the signed-in
 * candidate; the due date is read from the app's clock.
 */

type Candidate = CandidatePrincipal;
/** An application invited to the audio interview: it has a due date. */
type InvitedRow = ApplicationRow & { dueDate: Date };

const questionIdOf = (index: number) => `q${index + 1}`;

async function audioQuestionsOf(db: DbOrTx, jobId: string) {
  const [job] = await db
    .select({ audioQuestions: jobPosts.audioQuestions, jobTitle: jobPosts.jobTitle })
    .from(jobPosts)
    .where(eq(jobPosts.id, jobId));
  return {
    jobTitle: job?.jobTitle ?? '',
    questions: (job?.audioQuestions ?? []).map((question, index) => ({
      id: questionIdOf(index),
      question: question.question,
      duration: question.duration,
    })),
  };
}

/** The candidate's own application, invited to the audio interview (else application_status_conflict). */
async function ownInvited(db: DbOrTx, candidate: Candidate, applicationId: string, lock: boolean) {
  const row = await findOwn(db, candidate, applicationId, lock);
  if (!row.audioInvitedAt || !row.dueDate) throw new AppError('application_status_conflict');
  return row as InvitedRow;
}

/** Refuses recording work outside `recording` (status conflict) or after the due date. */
function checkRecordingOpen(row: InvitedRow, now: Date) {
  const check = checkOperation('recordAudio', row.status, ['candidate']);
  if (!check.ok) throw new AppError(check.error);
  if (isRecordingClosed(row.dueDate, now)) throw new AppError('application_due_date_passed');
}

/**
 * Runs the candidate's recording work in one transaction on their locked application, refused
 * unless its recording is open at the app's `now` (which `work` gets too).
 */
function whileRecordingOpen<T>(
  deps: ClockedDeps,
  candidate: Candidate,
  applicationId: string,
  work: (tx: Tx, row: InvitedRow, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await ownInvited(tx, candidate, applicationId, true);
    checkRecordingOpen(row, now);
    return work(tx, row, now);
  });
}

/** Saves the candidate's change of the application as its next version. */
async function saveChange(
  tx: Tx,
  row: ApplicationRow,
  now: Date,
  values: Pick<
    Partial<ApplicationRow>,
    'status' | 'submitAudioScreeningAnswerAt' | 'writtenAlternativeRequestedAt'
  >,
) {
  await tx
    .update(applications)
    .set({ ...values, version: sql`${applications.version} + 1`, updatedAt: now })
    .where(eq(applications.id, row.id));
}

/** The instruction page's data and each question's progress with the candidate's own answers. */
export async function getAudioInterview(
  deps: ClockedDeps,
  candidate: Candidate,
  applicationId: string,
): Promise<AudioInterview> {
  const row = await ownInvited(deps.db, candidate, applicationId, false);
  const { jobTitle, questions } = await audioQuestionsOf(deps.db, row.jobId);
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const current = currentAnswers(await audioAnswerRows(deps.db, row.id));
  return {
    applicationId: row.id,
    jobTitle,
    companyName: company?.name ?? '',
    status: audioInterviewStatus(
      { status: row.status, dueDate: row.dueDate, submittedAt: row.submitAudioScreeningAnswerAt },
      deps.clock.now(),
    ),
    dueDate: row.dueDate.toISOString(),
    questionsCount: questions.length,
    totalMinutes: audioInterviewMinutes(questions.map((question) => question.duration)),
    questions: questions.map((question) => {
      const answer = current.get(question.id);
      return { ...question, recording: answer ? toRecording(answer) : null };
    }),
    writtenAlternativeRequestedAt: row.writtenAlternativeRequestedAt?.toISOString() ?? null,
    submitAudioScreeningAnswerAt: row.submitAudioScreeningAnswerAt?.toISOString() ?? null,
  };
}

/**
 * Starts the answer to one audio question of the application: only while `recording` and before
 * the due date, for a question of the job. A second answer is the one re-record within its window
 * (spec section 4); an answer kept for good is not asked again (conflict or re_record_window_closed).
 * The file comes through `recordings.submit`, and its voice is altered on the server.
 */
export async function startAudioAnswer(
  deps: ClockedDeps,
  candidate: Candidate,
  input: { applicationId: string; questionId: string; answerLanguage: string },
): Promise<Recording> {
  const { row, keys } = await whileRecordingOpen(
    deps,
    candidate,
    input.applicationId,
    async (tx, application, now) => {
      const { questions } = await audioQuestionsOf(tx, application.jobId);
      const question = questions.find((q) => q.id === input.questionId);
      if (!question) throw new AppError('invalid_request_body', { field: 'questionId' });
      return startAudioAnswerRow(
        tx,
        {
          candidateId: candidate.userId,
          applicationId: application.id,
          questionId: question.id,
          durationSeconds: question.duration,
          answerLanguage: input.answerLanguage,
        },
        now,
      );
    },
  );
  await deleteStoredFiles(deps, keys);
  return toRecording(row);
}

/**
 * Submits every answer at once (recording → evaluating): before the due date, each question with
 * a ready (altered) answer. A second submission finds the application evaluating: a status conflict.
 */
export async function submitAudioAnswers(
  deps: ClockedDeps,
  candidate: Candidate,
  applicationId: string,
): Promise<CandidateApplication> {
  await whileRecordingOpen(deps, candidate, applicationId, async (tx, row, now) => {
    const { questions } = await audioQuestionsOf(tx, row.jobId);
    const current = currentAnswers(await audioAnswerRows(tx, row.id));
    const facts: ApplicationFacts = {
      ...applicationFacts.empty,
      hasAudioQuestions: questions.length > 0,
      unansweredAudioQuestions: questions.filter((q) => current.get(q.id)?.state !== 'ready').length,
    };
    const check = checkTransition('submitAudioAnswers', row.status, ['candidate'], facts);
    if (!check.ok) throw new AppError(check.error);
    await saveChange(tx, row, now, { status: check.value, submitAudioScreeningAnswerAt: now });
  });
  return getCandidateApplication(deps, candidate, applicationId);
}

/**
 * The candidate asks for a written alternative instead of recording (no microphone, a speech
 * impairment; no reason is asked): recorded once, while recording is open; the person in charge
 * sees it on the application and decides. Asking again changes nothing.
 */
export async function requestWrittenAlternative(
  deps: ClockedDeps,
  candidate: Candidate,
  applicationId: string,
): Promise<CandidateApplication> {
  await whileRecordingOpen(deps, candidate, applicationId, async (tx, row, now) => {
    if (row.writtenAlternativeRequestedAt) return;
    await saveChange(tx, row, now, { writtenAlternativeRequestedAt: now });
  });
  return getCandidateApplication(deps, candidate, applicationId);
}
