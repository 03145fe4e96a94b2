// sherpa-onnx-node ships JavaScript with JSDoc only; this covers the offline recognizer the
// transcription uses (sherpa-transcriber.ts).
declare module 'sherpa-onnx-node' {
  export type OfflineRecognizerConfig = {
    featConfig?: { sampleRate?: number; featureDim?: number };
    modelConfig: {
      whisper?: { encoder: string; decoder: string; language?: string; task?: string; tailPaddings?: number };
      tokens: string;
      numThreads?: number;
      debug?: boolean | number;
      provider?: string;
    };
    decodingMethod?: string;
  };

  export class OfflineStream {
    acceptWaveform(wave: { samples: Float32Array; sampleRate: number }): void;
  }

  export class OfflineRecognizer {
    static createAsync(config: OfflineRecognizerConfig): Promise<OfflineRecognizer>;
    createStream(): OfflineStream;
    decodeAsync(stream: OfflineStream): Promise<{ text: string }>;
  }

  // CommonJS: Node's ESM import sees only the default export
  const sherpa: { OfflineRecognizer: typeof OfflineRecognizer; version: string };
  export default sherpa;
}
