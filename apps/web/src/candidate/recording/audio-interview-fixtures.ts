import type { AudioInterview, CandidateApplication, Recording } from '@veil/domain/contracts';
import { sentApplicationFixture } from '../applications/application-fixtures';

const DAY_MS = 24 * 3_600_000;

/** A due date `days` from the real clock (the pages read it), at a whole minute. */
export function dueIn(days: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCSeconds(0, 0);
  return date.toISOString();
}

const APPLICATION = sentApplicationFixture();

/** The job's two audio questions, as the interview numbers them. */
export const AUDIO_QUESTIONS = [
  { id: 'q1', question: 'Erzählen Sie von einem schwierigen Dienst.', duration: 90 },
  { id: 'q2', question: 'Wie gehen Sie mit Zeitdruck um?', duration: 60 },
] as const;

/** A recorded answer to one question, ready (altered) unless told otherwise. */
export function recordingFixture(overrides: Partial<Recording> = {}): Recording {
  return {
    id: '5c3d1e2f-7a8b-4c9d-8e0f-1a2b3c4d5e01',
    kind: 'audio_answer',
    questionId: 'q1',
    durationSeconds: 90,
    version: 1,
    state: 'ready',
    errorCode: null,
    audioSeconds: 42.3,
    answerLanguage: 'deu',
    createdAt: '2026-05-12T10:00:00.000Z',
    ...overrides,
  };
}

/** The open audio interview of `APPLICATION`, nothing answered yet, due in five days. */
export function audioInterviewFixture(overrides: Partial<AudioInterview> = {}): AudioInterview {
  return {
    applicationId: APPLICATION.id,
    jobTitle: APPLICATION.job.jobTitle,
    companyName: APPLICATION.company.name,
    status: 'open',
    dueDate: dueIn(5),
    questionsCount: AUDIO_QUESTIONS.length,
    totalMinutes: 4,
    questions: AUDIO_QUESTIONS.map((question) => ({ ...question, recording: null })),
    writtenAlternativeRequestedAt: null,
    submitAudioScreeningAnswerAt: null,
    ...overrides,
  };
}

/** `APPLICATION` invited to the audio interview (recording), due in five days. */
export function invitedApplicationFixture(
  overrides: Partial<CandidateApplication> = {},
): CandidateApplication {
  return sentApplicationFixture({
    status: 'recording',
    audioQuestions: AUDIO_QUESTIONS.map((question) => ({ ...question })),
    job: {
      ...APPLICATION.job,
      languages: [{ iso: 'deu', level: 'business_fluent' }],
      audioQuestions: AUDIO_QUESTIONS.map(({ question, duration }) => ({ question, duration })),
    },
    operations: ['recordAudio'],
    audioInvitedAt: '2026-05-12T09:00:00.000Z',
    dueDate: dueIn(5),
    ...overrides,
  });
}
