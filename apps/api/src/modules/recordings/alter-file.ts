import { type ErrorCode, maxRecordingSeconds } from '@veil/domain';
import { alterVoice, decodeWav, WavFormatError } from '@veil/voice';
import { encodeMp3 } from './voice-encoding';

/** A recording that can never be altered, however often it is tried: fails at once. */
export class UnusableRecording extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/** The raw WAV altered and encoded, or UnusableRecording. */
export async function alterFile(bytes: Uint8Array, questionSeconds: number) {
  let decoded: ReturnType<typeof decodeWav>;
  try {
    decoded = decodeWav(bytes);
  } catch (err) {
    if (err instanceof WavFormatError || err instanceof RangeError)
      throw new UnusableRecording('file_damaged');
    throw err;
  }
  const seconds = decoded.samples.length / decoded.sampleRate;
  if (seconds === 0) throw new UnusableRecording('file_empty');
  if (seconds > maxRecordingSeconds(questionSeconds)) throw new UnusableRecording('file_too_large');
  let altered: ReturnType<typeof alterVoice>;
  try {
    altered = alterVoice(decoded.samples, decoded.sampleRate);
  } catch (err) {
    if (err instanceof RangeError) throw new UnusableRecording('file_damaged');
    throw err;
  }
  return {
    mp3: await encodeMp3(altered.samples, altered.sampleRate),
    seconds: altered.samples.length / altered.sampleRate,
  };
}
