/*
 * The transcription of audio interview answers (issue 39; ARCHITECTURE.md, "transcription"): made on
 * this machine from the original recording before it is deleted, so that no third party hears the
 * candidate. The engine is behind this small interface: the real one is sherpa-onnx with a Whisper
 * model (sherpa-transcriber.ts); tests pass a stand-in that returns a text of their choice.
 */

/** One channel of speech at `sampleRate` (the engines want 16 kHz), samples in [-1, 1]. */
export type Speech = { samples: Float32Array; sampleRate: number };

/** Turns speech into text. */
export type Transcriber = {
  /** what does it (the model's folder), for the log and the bench */
  readonly name: string;
  /**
   * The words heard, as one text; `language` is the answer's ISO 639-3 code (the spec's
   * answerLanguage, e.g. `deu`), null to let the model tell. Rejects when the engine cannot run.
   */
  transcribe(speech: Speech, language: string | null): Promise<string>;
};

/** The engine cannot run at all (its model is missing or broken): said plainly, once per answer. */
export class TranscriberUnavailable extends Error {
  override name = 'TranscriberUnavailable';
}
