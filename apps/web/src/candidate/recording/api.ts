import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { audioExtension, type DemoQuestionId } from '@veil/domain';
import type { CandidateApplication, Recording } from '@veil/domain/contracts';
import { uploadFile } from '../../features/uploads/api';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-errors';
import { applicationKeys } from '../application-keys';

/** How often a recording's state is asked for while its voice is being altered. */
export const RECORDING_POLL_MS = 1000;

export const recordingKeys = {
  one: (id: string) => ['recordings', id] as const,
  audio: (id: string) => ['recordings', id, 'audio'] as const,
};

/** One recording, asked for again while it is processed (GET /recordings/{id}). */
export function recordingQuery(id: string) {
  return queryOptions({
    queryKey: recordingKeys.one(id),
    queryFn: ({ signal }) => api.recordings.get({ id }, { signal }),
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? RECORDING_POLL_MS : false),
  });
}

/** A short-lived URL of the altered answer (GET /recordings/{id}/audio), once it is ready. */
export function alteredAudioQuery(id: string, enabled: boolean) {
  return queryOptions({
    queryKey: recordingKeys.audio(id),
    queryFn: ({ signal }) => api.recordings.audio({ id }, { signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * Sends one recorded version of a demo answer: starts the answer (a second version replaces the
 * first), uploads the WAV with progress (candidate_audio_answer) and submits it for the alteration.
 */
export function useSendDemoAnswer() {
  return useMutation({
    mutationFn: async (input: {
      questionId: DemoQuestionId;
      wav: Blob;
      onProgress: (share: number) => void;
    }): Promise<Recording> => {
      const answer = await api.recordings.startDemo({ questionId: input.questionId });
      const file = new File([input.wav], `answer.${audioExtension(undefined, input.wav.type)}`, {
        type: input.wav.type,
      });
      const upload = await uploadFile('candidate_audio_answer', file, { onProgress: input.onProgress });
      return api.recordings.submit({ id: answer.id, uploadId: upload.uploadId });
    },
    meta: { silent: true },
  });
}

/** Ends the demo: every demo answer and its files are deleted (DELETE /recordings/demo). */
export function useEndDemo() {
  return useMutation({ mutationFn: () => api.recordings.endDemo(), meta: { silent: true } });
}

/** Cache keys of the audio interview of one application (its questions and the candidate's answers). */
export const audioInterviewKeys = {
  one: (applicationId: string) => ['candidate', 'audio-interview', applicationId] as const,
};

/**
 * The audio interview of an application: its status, due date, questions and the candidate's
 * answers so far (GET /applications/{id}/audio-interview). The server's answers are the truth: a
 * question with an answer is not asked again, wherever the candidate left off.
 */
export function audioInterviewQuery(applicationId: string) {
  return queryOptions({
    queryKey: audioInterviewKeys.one(applicationId),
    queryFn: ({ signal }) => api.candidateAudioInterview.audioInterview({ applicationId }, { signal }),
  });
}

/** Keeps an answered application in the caches of its page and the lists, and the interview fresh. */
function useStoreAnsweredApplication(applicationId: string) {
  const client = useQueryClient();
  return async (application: CandidateApplication) => {
    client.setQueryData(applicationKeys.detail(application.id), application);
    await Promise.all([
      client.invalidateQueries({ queryKey: audioInterviewKeys.one(applicationId) }),
      client.invalidateQueries({ queryKey: [...applicationKeys.all, 'list'] }),
    ]);
  };
}

/**
 * Sends one recorded version of an audio interview answer: starts the answer in the chosen language
 * (a second version is the one re-record and replaces the first), uploads the WAV with progress and
 * submits it for the alteration. The WAV stays with the caller, so a failure can be sent again.
 * A due date that passed meanwhile refreshes the interview, which then shows it closed.
 */
export function useSendAudioAnswer(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      questionId: string;
      answerLanguage: string;
      wav: Blob;
      onProgress: (share: number) => void;
    }): Promise<Recording> => {
      const answer = await api.candidateAudioInterview.startAudioAnswer({
        applicationId,
        questionId: input.questionId,
        answerLanguage: input.answerLanguage,
      });
      const file = new File([input.wav], `answer.${audioExtension(undefined, input.wav.type)}`, {
        type: input.wav.type,
      });
      const upload = await uploadFile('candidate_audio_answer', file, { onProgress: input.onProgress });
      return api.recordings.submit({ id: answer.id, uploadId: upload.uploadId });
    },
    onSuccess: (recording) => {
      client.setQueryData(recordingKeys.one(recording.id), recording);
      return client.invalidateQueries({ queryKey: audioInterviewKeys.one(applicationId) });
    },
    onError: (error) => {
      if (isClosingError(error))
        return client.invalidateQueries({ queryKey: audioInterviewKeys.one(applicationId) });
    },
    meta: { silent: true },
  });
}

/** Refusals that mean the interview closed meanwhile (due date passed, application moved on). */
function isClosingError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'application_due_date_passed' || error.code === 'application_status_conflict')
  );
}

/** Submits every answer at once (POST …/audio-answers/submit): the application becomes `evaluating`. */
export function useSubmitAudioAnswers(applicationId: string) {
  const client = useQueryClient();
  const store = useStoreAnsweredApplication(applicationId);
  return useMutation({
    mutationFn: () => api.candidateAudioInterview.submitAudioAnswers({ applicationId }),
    onSuccess: store,
    onError: (error) => {
      if (isClosingError(error))
        return client.invalidateQueries({ queryKey: audioInterviewKeys.one(applicationId) });
    },
    meta: { silent: true },
  });
}

/** Asks the employer for a written alternative instead of recording (no reason asked). */
export function useRequestWrittenAlternative(applicationId: string) {
  const store = useStoreAnsweredApplication(applicationId);
  return useMutation({
    mutationFn: () => api.candidateAudioInterview.requestWrittenAlternative({ applicationId }),
    onSuccess: store,
    meta: { silent: true },
  });
}
