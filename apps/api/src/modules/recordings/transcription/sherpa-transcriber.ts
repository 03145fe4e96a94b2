import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { OfflineRecognizer } from 'sherpa-onnx-node';
import { speechChunks } from './speech-chunks';
import { type Transcriber, TranscriberUnavailable } from './transcriber';

/*
 * The real engine: sherpa-onnx (onnxruntime, native, offline) with a Whisper model exported by the
 * sherpa-onnx project, e.g. sherpa-onnx-whisper-tiny or -base (README, "Transcripts"). Nothing is
 * loaded before the first answer: the native package and the model come in with it, so the API
 * starts (and runs with transcripts off) on a machine without either.
 */

/** Whisper's languages by ISO 639-1 code (its tokenizer's list), so that no other code reaches it. */
const WHISPER_LANGUAGES = new Set(
  (
    'en zh de es ru ko fr ja pt tr pl ca nl ar sv it id hi fi vi he uk el ms cs ro da hu ta no th ur ' +
    'hr bg lt la mi ml cy sk te fa lv bn sr az sl kn et mk br eu is hy ne mn bs kk sq sw gl mr pa si ' +
    'km sn yo so af oc ka be tg sd gu am yi lo uz fo ht ps tk nn mt sa lb my bo tl mg as tt ln ha ba ' +
    'jw su'
  ).split(' '),
);

/** The Whisper code of an answer's language (ISO 639-3, `deu` → `de`); '' lets the model tell. */
export function whisperLanguage(iso: string | null): string {
  if (!iso) return '';
  try {
    const [code] = Intl.getCanonicalLocales(iso);
    const short = code === 'fil' ? 'tl' : code;
    return short && WHISPER_LANGUAGES.has(short) ? short : '';
  } catch {
    return '';
  }
}

/** The model's files in its folder: `*encoder*.onnx`, `*decoder*.onnx` (int8 preferred), `*tokens.txt`. */
export async function whisperFiles(dir: string) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    throw new TranscriberUnavailable(
      `TRANSCRIBE_MODEL: cannot read the model folder ${dir} (${err instanceof Error ? err.message : err})`,
    );
  }
  const pick = (part: string) =>
    names.find((name) => name.includes(part) && name.endsWith('.int8.onnx')) ??
    names.find((name) => name.includes(part) && name.endsWith('.onnx'));
  const encoder = pick('encoder');
  const decoder = pick('decoder');
  const tokens = names.find((name) => name.endsWith('tokens.txt'));
  if (!encoder || !decoder || !tokens)
    throw new TranscriberUnavailable(
      `TRANSCRIBE_MODEL: ${dir} holds no sherpa-onnx Whisper model (wanted *encoder*.onnx, *decoder*.onnx and *tokens.txt)`,
    );
  return {
    encoder: path.join(dir, encoder),
    decoder: path.join(dir, decoder),
    tokens: path.join(dir, tokens),
  };
}

/** onnxruntime's threads per answer: half the cores (up to 4), the other half stays for requests. */
const MODEL_THREADS = Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));

/**
 * The Whisper engine of the model folder `dir`. One recognizer per language is loaded on first use
 * and kept (a failed load is tried again with the next answer, so a fixed folder needs no restart);
 * answers are transcribed one at a time per process, each on one thread of Node's pool.
 */
export function sherpaTranscriber(dir: string): Transcriber {
  const recognizers = new Map<string, Promise<OfflineRecognizer>>();
  let queue: Promise<unknown> = Promise.resolve();

  async function load(language: string): Promise<OfflineRecognizer> {
    const files = await whisperFiles(dir);
    let sherpa: typeof import('sherpa-onnx-node')['default'];
    try {
      sherpa = (await import('sherpa-onnx-node')).default;
    } catch (err) {
      throw new TranscriberUnavailable(
        `sherpa-onnx-node is not installed for this platform (${err instanceof Error ? err.message : err})`,
      );
    }
    try {
      return await sherpa.OfflineRecognizer.createAsync({
        featConfig: { sampleRate: 16_000, featureDim: 80 },
        modelConfig: {
          whisper: { encoder: files.encoder, decoder: files.decoder, language, task: 'transcribe' },
          tokens: files.tokens,
          numThreads: MODEL_THREADS,
          debug: 0,
          provider: 'cpu',
        },
      });
    } catch (err) {
      throw new TranscriberUnavailable(
        `TRANSCRIBE_MODEL: the Whisper model in ${dir} could not be loaded (${err instanceof Error ? err.message : err})`,
      );
    }
  }

  function recognizerFor(language: string): Promise<OfflineRecognizer> {
    let loading = recognizers.get(language);
    if (!loading) {
      loading = load(language);
      recognizers.set(language, loading);
      loading.catch(() => recognizers.delete(language));
    }
    return loading;
  }

  return {
    name: dir,
    transcribe(speech, language) {
      const run = async () => {
        const recognizer = await recognizerFor(whisperLanguage(language));
        const texts: string[] = [];
        for (const samples of speechChunks(speech)) {
          const stream = recognizer.createStream();
          stream.acceptWaveform({ samples, sampleRate: speech.sampleRate });
          texts.push((await recognizer.decodeAsync(stream)).text.trim());
        }
        return texts.filter(Boolean).join(' ');
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/** The transcriber the configuration names (TRANSCRIBE_MODEL), or null: transcripts are off. */
export function configuredTranscriber(modelDir: string | null): Transcriber | null {
  return modelDir ? sherpaTranscriber(modelDir) : null;
}
