import type { AudioInterview } from '@veil/domain/contracts';

/** One audio question of the interview with the candidate's current answer (if any). */
export type InterviewQuestion = AudioInterview['questions'][number];

/**
 * Whether a question is answered: its answer reached the server (being altered or ready). One that
 * was started but never arrived, or whose alteration failed, is asked again.
 */
export function isAnswered(question: InterviewQuestion): boolean {
  const state = question.recording?.state;
  return state === 'processing' || state === 'ready';
}

/**
 * The questions still to ask, in the job's order: those the server has no answer to, less the ones
 * answered on this page since the interview was last fetched (`delivered`).
 */
export function questionsToAsk(
  questions: readonly InterviewQuestion[],
  delivered: ReadonlyMap<string, string>,
): InterviewQuestion[] {
  return questions.filter((question) => !isAnswered(question) && !delivered.has(question.id));
}
