import type { App } from '../app';
import { call } from './http';

/**
 * Test helpers of applications, through the API: a candidate (with a resume) applies to an open job,
 * answering every screening question.
 */
export async function sentApplication(
  app: App,
  candidateCookie: string,
  jobId: string,
  answer = (question: string) => `Meine Antwort auf: ${question}`,
): Promise<{ id: string; sequenceNumber?: number }> {
  const started = await call(app, 'candidate', 'POST', '/api/applications', {
    cookie: candidateCookie,
    body: { jobId },
  });
  if (started.statusCode !== 200) throw new Error(`application not started: ${started.body}`);
  const draft = started.json() as {
    id: string;
    screeningAnswers: { questionId: string; question: string }[];
  };
  const saved = await call(app, 'candidate', 'PUT', `/api/applications/${draft.id}/screening-answers`, {
    cookie: candidateCookie,
    body: {
      answers: draft.screeningAnswers.map((entry) => ({
        questionId: entry.questionId,
        answer: answer(entry.question),
      })),
    },
  });
  if (saved.statusCode !== 200) throw new Error(`answers not saved: ${saved.body}`);
  const sent = await call(app, 'candidate', 'POST', `/api/applications/${draft.id}/submit`, {
    cookie: candidateCookie,
  });
  if (sent.statusCode !== 200) throw new Error(`application not sent: ${sent.body}`);
  return { id: draft.id };
}
