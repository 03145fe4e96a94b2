import type { TranscriptState } from '@veil/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { speechOfWav } from './speech-chunks';
import type { Transcriber } from './transcriber';

/**
 * The redaction of a candidate's free text (the candidate profile's `personalValueMask`, handed in
 * by app.ts: the profile sits above the recordings, whose erasure it runs).
 */
export type RedactionFor = (db: DbOrTx, candidateId: string) => Promise<(text: string) => string>;

/** What an audio answer's row keeps of its transcript. */
export type AnswerTranscript = { transcriptState: TranscriptState; transcriptContent: string | null };

/**
 * The transcript of one audio interview answer, from its raw recording (which is deleted right
 * after): transcribed in the answer's language and passed through the redaction that employers'
 * free text gets (the candidate's profile values, contacts, dates, other people's names), so only
 * the masked copy is ever stored. Off without a transcriber; a failure is logged and gives `error`
 * (employers read `transcribe_error`) and never costs the answer itself, so this never rejects.
 */
export async function transcribeAnswer(
  deps: { db: DbOrTx; log: FastifyBaseLogger; transcriber: Transcriber | null; redactionFor: RedactionFor },
  answer: { id: string; candidateId: string; answerLanguage: string | null },
  rawWav: Uint8Array,
): Promise<AnswerTranscript> {
  if (!deps.transcriber) return { transcriptState: 'off', transcriptContent: null };
  try {
    const text = await deps.transcriber.transcribe(speechOfWav(rawWav), answer.answerLanguage);
    const mask = await deps.redactionFor(deps.db, answer.candidateId);
    return { transcriptState: 'done', transcriptContent: mask(text) };
  } catch (err) {
    // the message names the model folder and the cause, never words of the answer
    deps.log.error(
      { err, recordingId: answer.id, model: deps.transcriber.name, code: 'transcribe_error' },
      'transcription failed; the answer is kept without a transcript',
    );
    return { transcriptState: 'error', transcriptContent: null };
  }
}
