import { encodeWav, resample, VOICE_SAMPLE_RATE } from '@veil/voice';
// never inlined as a data: URL, which the Content-Security-Policy refuses for scripts
import processorUrl from './capture-processor.js?url&no-inline';

/** Why the microphone could not be used; each has its own message (domain `recording.*`). */
export type MicrophoneProblem = 'unsupported' | 'denied' | 'noDevice' | 'failed';

export class MicrophoneError extends Error {
  constructor(readonly problem: MicrophoneProblem) {
    super(`microphone: ${problem}`);
  }
}

/** The message key of a microphone problem. */
export const MICROPHONE_MESSAGES: Record<MicrophoneProblem, string> = {
  unsupported: 'recording.browserUnsupported',
  denied: 'recording.microphoneDenied',
  noDevice: 'recording.noMicrophone',
  failed: 'recording.microphoneFailed',
};

/** A running recording of the microphone. */
export type Capture = {
  /** Stops, releases the microphone and returns what was recorded as 16 kHz mono 16-bit WAV. */
  stop(): Promise<Blob>;
  /** Stops and releases the microphone, keeping nothing. */
  cancel(): void;
};

/** Whether this browser has what recording needs: microphone access and AudioWorklet. */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof AudioWorkletNode !== 'undefined'
  );
}

function problemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'noDevice';
  return 'failed';
}

/** An AudioContext at 16 kHz where the browser resamples the microphone itself, else at its own rate. */
function audioContextFor(stream: MediaStream): { context: AudioContext; source: MediaStreamAudioSourceNode } {
  try {
    const context = new AudioContext({ sampleRate: VOICE_SAMPLE_RATE });
    try {
      return { context, source: context.createMediaStreamSource(stream) };
    } catch {
      // Firefox connects a microphone only to a context at the device's rate
      void context.close();
    }
  } catch {
    // no sample rate option: the default context below
  }
  const context = new AudioContext();
  return { context, source: context.createMediaStreamSource(stream) };
}

/**
 * Opens the microphone and records it through an AudioWorklet, mono at 16 kHz (resampled here when
 * the browser records at another rate). `onLevel` gets the loudness of each block (RMS, 0–1) for a
 * level meter and the seconds recorded so far. Rejects with a MicrophoneError saying what is missing or refused.
 */
export async function startCapture(
  options: { onLevel?: (level: number, seconds: number) => void } = {},
): Promise<Capture> {
  if (!canRecord()) throw new MicrophoneError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  } catch (error) {
    throw new MicrophoneError(problemOf(error));
  }
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  let context: AudioContext;
  let node: AudioWorkletNode;
  try {
    const opened = audioContextFor(stream);
    context = opened.context;
    await context.audioWorklet.addModule(processorUrl);
    node = new AudioWorkletNode(context, 'veil-capture', { numberOfInputs: 1, numberOfOutputs: 0 });
    opened.source.connect(node);
    if (context.state === 'suspended') await context.resume();
  } catch {
    release();
    throw new MicrophoneError('failed');
  }
  const blocks: Float32Array[] = [];
  let recorded = 0;
  node.port.onmessage = (event: MessageEvent<Float32Array>) => {
    blocks.push(event.data);
    recorded += event.data.length;
    options.onLevel?.(rms(event.data), recorded / context.sampleRate);
  };
  const close = () => {
    node.port.onmessage = null;
    node.disconnect();
    release();
    void context.close();
  };
  return {
    async stop() {
      const rate = context.sampleRate;
      close();
      const samples = joinBlocks(blocks);
      const speech = rate === VOICE_SAMPLE_RATE ? samples : resample(samples, rate, VOICE_SAMPLE_RATE);
      const wav = encodeWav(speech, VOICE_SAMPLE_RATE);
      return new Blob([wav.buffer as ArrayBuffer], { type: 'audio/wav' });
    },
    cancel: close,
  };
}

function joinBlocks(blocks: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(blocks.reduce((sum, block) => sum + block.length, 0));
  let offset = 0;
  for (const block of blocks) {
    out.set(block, offset);
    offset += block.length;
  }
  return out;
}

/** Root mean square of a block, scaled so that ordinary speech fills most of a meter. */
function rms(block: Float32Array): number {
  let sum = 0;
  for (const value of block) sum += value * value;
  return Math.min(1, Math.sqrt(sum / Math.max(1, block.length)) * 4);
}
