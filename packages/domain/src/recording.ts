import { z } from 'zod';
import { RE_RECORD_WINDOW_SECONDS, RE_RECORDS_MAX } from './limits';

/** Sub-states of one audio question on the recording screen (spec section 4), in order. */
export const RECORDING_STEPS = [
  'reveal',
  'start',
  'starting',
  'repeat',
  'repeating',
  'finish',
  'done',
] as const;
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
