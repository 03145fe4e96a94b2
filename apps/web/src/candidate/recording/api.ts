import { queryOptions, useMutation } from '@tanstack/react-query';
import { audioExtension, type DemoQuestionId } from '@veil/domain';
import type { Recording } from '@veil/domain/contracts';
import { uploadFile } from '../../features/uploads/api';
import { api } from '../../lib/api-client';

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
