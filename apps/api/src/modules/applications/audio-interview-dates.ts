import { type AudioInterviewFields, isRecordingClosed } from '@veil/domain';
import type { ApplicationRow } from './application-records';

/*
 * The audio interview's dates and flags as both sides read them (issue 37): nothing of the
 * candidate, so the candidate's and the employer's views share it.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The application's audio interview fields at `now` (the caller's clock). */
export function audioInterviewFields(row: ApplicationRow, now: Date): AudioInterviewFields {
  return {
    dueDate: iso(row.dueDate),
    audioInvitedAt: iso(row.audioInvitedAt),
    dueDateExtendedAt: iso(row.dueDateExtendedAt),
    submitAudioScreeningAnswerAt: iso(row.submitAudioScreeningAnswerAt),
    recordingClosed:
      row.status === 'recording' &&
      row.submitAudioScreeningAnswerAt === null &&
      isRecordingClosed(row.dueDate, now),
    writtenAlternativeRequestedAt: iso(row.writtenAlternativeRequestedAt),
  };
}
