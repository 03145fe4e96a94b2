import { api, serviceDeps } from '../../http/context';
import { asCandidate } from '../../http/guards';
import {
  alteredAudioUrl,
  endDemo,
  getRecording,
  listDemoAnswers,
  startDemoAnswer,
  submitRecording,
} from './recordings.service';

export { configuredTranscriber } from './transcription/sherpa-transcriber';
export type { Transcriber } from './transcription/transcriber';
export { startRecordingWork } from './voice-alteration';

/** Recorded answers: each candidate's own only; employers and admins get 403. */
export const recordingsRoutes = api.recordings.router({
  startDemo: api.recordings.startDemo.handler(async ({ input, context }) => {
    const candidate = await asCandidate(context);
    return startDemoAnswer(serviceDeps(context), candidate, input.questionId);
  }),
  listDemo: api.recordings.listDemo.handler(async ({ context }) => {
    const candidate = await asCandidate(context);
    return listDemoAnswers(context.database.db, candidate);
  }),
  endDemo: api.recordings.endDemo.handler(async ({ context }) => {
    const candidate = await asCandidate(context);
    return endDemo(serviceDeps(context), candidate);
  }),
  submit: api.recordings.submit.handler(async ({ input, context }) => {
    const candidate = await asCandidate(context);
    return submitRecording({ ...serviceDeps(context), jobs: context.jobs }, candidate, input);
  }),
  get: api.recordings.get.handler(async ({ input, context }) => {
    const candidate = await asCandidate(context);
    return getRecording(context.database.db, candidate, input.id);
  }),
  audio: api.recordings.audio.handler(async ({ input, context }) => {
    const candidate = await asCandidate(context);
    return alteredAudioUrl(serviceDeps(context), candidate, input.id);
  }),
});
