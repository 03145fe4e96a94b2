import { z } from 'zod';
import { AUDIO_QUESTION_MAX_SECONDS, RE_RECORD_WINDOW_SECONDS, RE_RECORDS_MAX } from './limits';
import { RECORDING_STEPS } from './values';

export const RecordingStepSchema = z.enum(RECORDING_STEPS);
export type RecordingStep = z.infer<typeof RecordingStepSchema>;

/**
 * Whether the candidate may still record an answer again: once only, and within 60 seconds of
 * finishing the first version (the window is inclusive so the countdown's last second still counts).
 */
export function canReRecord(firstFinishedAt: Date, now: Date, reRecordsUsed: number): boolean {
  if (reRecordsUsed >= RE_RECORDS_MAX) return false;
  const elapsedMs = now.getTime() - firstFinishedAt.getTime();
  return elapsedMs >= 0 && elapsedMs <= RE_RECORD_WINDOW_SECONDS * 1000;
}

/**
 * What the server adds to the re-record window: it counts from when the first answer arrived, and
 * the browser's request to record again may take a moment to come (a slow link, a busy server).
 */
export const RE_RECORD_SERVER_GRACE_SECONDS = 15;

/**
 * Whether the server still takes the one re-record of an answer that arrived at `submittedAt`
 * (the recording screen offers it for RE_RECORD_WINDOW_SECONDS after finishing, `canReRecord`).
 */
export function reRecordWindowOpenOnServer(submittedAt: Date, now: Date): boolean {
  return (
    now.getTime() - submittedAt.getTime() <=
    (RE_RECORD_WINDOW_SECONDS + RE_RECORD_SERVER_GRACE_SECONDS) * 1000
  );
}

/**
 * What moves one question from step to step: the reading time runs out (or the candidate starts
 * early), the microphone is open, the recording stops (by hand or at the limit), the candidate asks
 * for the one re-record, keeps the first version (or its window closes), and the answer is stored.
 */
export const RECORDING_EVENTS = ['readingOver', 'microphoneOpen', 'stopped', 'reRecord', 'keep'] as const;
export type RecordingEvent = (typeof RECORDING_EVENTS)[number];

const STEP_TRANSITIONS: Record<RecordingStep, Partial<Record<RecordingEvent, RecordingStep>>> = {
  reveal: { readingOver: 'start' },
  start: { microphoneOpen: 'starting' },
  starting: { stopped: 'repeat' },
  repeat: { reRecord: 'repeating', keep: 'done' },
  repeating: { stopped: 'finish' },
  finish: { keep: 'done' },
  done: {},
};

/**
 * The next sub-state of a question (spec section 4): reveal (reading) → start (microphone opening)
 * → starting (first version) → repeat (listen; one re-record offered) → repeating (second version)
 * → finish (the second version is final) → done. An event that does not apply leaves the step as is.
 */
export function nextRecordingStep(step: RecordingStep, event: RecordingEvent): RecordingStep {
  return STEP_TRANSITIONS[step][event] ?? step;
}

/** Whether the microphone records in this step. */
export function isRecordingStep(step: RecordingStep): boolean {
  return step === 'starting' || step === 'repeating';
}

/**
 * What a recording is for. `demo`: the recording demo with tips, deleted when the demo ends (and by
 * the cleanup soon after, whatever happens). `audio_answer`: an answer of an application's audio
 * interview, kept with the application and erased with it.
 */
export const RECORDING_KINDS = ['demo', 'audio_answer'] as const;
export const RecordingKindSchema = z.enum(RECORDING_KINDS);
export type RecordingKind = z.infer<typeof RecordingKindSchema>;

/**
 * A recording on the server: `recording` until its raw file is submitted, `processing` while the
 * voice is altered, then `ready` (the altered file is stored, the raw one deleted) or `failed`.
 */
export const RECORDING_STATES = ['recording', 'processing', 'ready', 'failed'] as const;
export const RecordingStateSchema = z.enum(RECORDING_STATES);
export type RecordingState = z.infer<typeof RecordingStateSchema>;

/**
 * The transcript of an audio interview answer (issue 39): `off` when no model is set up
 * (TRANSCRIBE_MODEL), `done` with the redacted text, `error` when transcribing failed (the answer
 * stays; employers read the catalogue's `transcribe_error`).
 */
export const TRANSCRIPT_STATES = ['off', 'done', 'error'] as const;
export const TranscriptStateSchema = z.enum(TRANSCRIPT_STATES);
export type TranscriptState = z.infer<typeof TranscriptStateSchema>;

/** The demo's two questions (spec section 2: 30 seconds and 3 minutes); their texts are in the web copy. */
export const DEMO_QUESTIONS = [
  { id: 'demo-short', durationSeconds: 30 },
  { id: 'demo-long', durationSeconds: AUDIO_QUESTION_MAX_SECONDS },
] as const;
export type DemoQuestionId = (typeof DEMO_QUESTIONS)[number]['id'];
export const DemoQuestionIdSchema = z.enum(
  DEMO_QUESTIONS.map((q) => q.id) as [DemoQuestionId, DemoQuestionId],
);

/** How long anything of a demo may be kept when the candidate leaves without ending it. */
export const DEMO_KEEP_MINUTES = 60;

/**
 * The longest raw recording accepted for a question: its limit plus a little for the moment between
 * the limit and the recorder stopping.
 */
export function maxRecordingSeconds(questionSeconds: number): number {
  return questionSeconds + 2;
}
