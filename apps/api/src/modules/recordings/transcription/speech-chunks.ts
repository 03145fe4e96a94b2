import { decodeWav, resample } from '@veil/voice';
import type { Speech } from './transcriber';

/** The rate Whisper listens at. */
export const TRANSCRIPTION_SAMPLE_RATE = 16_000;

/**
 * Whisper hears at most 30 seconds at once, and an answer may last three minutes: each piece stays
 * under this, with room for the model's own padding.
 */
export const MAX_CHUNK_SECONDS = 28;

/** How far back from a piece's end a quiet moment to cut at is looked for. */
const SEARCH_SECONDS = 8;
/** The window whose energy decides where it is quietest. */
const WINDOW_SECONDS = 0.2;

/** The raw WAV answer as the transcription wants it: mono at 16 kHz (the browser sends just that). */
export function speechOfWav(bytes: Uint8Array): Speech {
  const decoded = decodeWav(bytes);
  const samples =
    decoded.sampleRate === TRANSCRIPTION_SAMPLE_RATE
      ? decoded.samples
      : resample(decoded.samples, decoded.sampleRate, TRANSCRIPTION_SAMPLE_RATE);
  return { samples, sampleRate: TRANSCRIPTION_SAMPLE_RATE };
}

/**
 * Cuts speech into pieces of at most `maxSeconds`, each cut at the quietest moment of the last
 * seconds before the limit, so that words are seldom split between two pieces.
 */
export function speechChunks(speech: Speech, maxSeconds = MAX_CHUNK_SECONDS): Float32Array[] {
  const { samples, sampleRate } = speech;
  const max = Math.floor(maxSeconds * sampleRate);
  const window = Math.max(1, Math.floor(WINDOW_SECONDS * sampleRate));
  const chunks: Float32Array[] = [];
  let start = 0;
  while (samples.length - start > max) {
    const searchFrom = start + Math.max(window, max - Math.floor(SEARCH_SECONDS * sampleRate));
    let cut = start + max;
    let quietest = Number.POSITIVE_INFINITY;
    for (let at = searchFrom; at + window <= start + max; at += Math.floor(window / 2)) {
      let energy = 0;
      for (let i = at; i < at + window; i++) energy += (samples[i] ?? 0) ** 2;
      if (energy < quietest) {
        quietest = energy;
        cut = at + Math.floor(window / 2);
      }
    }
    chunks.push(samples.subarray(start, cut));
    start = cut;
  }
  if (samples.length > start) chunks.push(samples.subarray(start));
  return chunks;
}
