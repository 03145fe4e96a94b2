/**
 * npm run bench:transcribe [-- --wav answer.wav] — what transcribing costs on this machine (issue
 * 39): loads the Whisper model TRANSCRIBE_MODEL names (README, "Transcripts"), then transcribes
 * BENCH_SECONDS (default 60) of audio: the given 16-bit WAV (real speech gives the honest figure),
 * else @veil/voice's speech-like test signal. Reports the model's load time and the transcription's
 * milliseconds per minute of audio (and the real-time factor), through the app's own engine (one
 * answer at a time, Whisper pieces of at most 28 s). Without TRANSCRIBE_MODEL nothing is measured.
 * Ends with one JSON line: {"model": null, "skipped": true} without a model.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { createSeededRandom, encodeWav } from '@veil/voice';
import { synthesizeSpeech } from '@veil/voice/test-signals';
import { loadConfig } from '../src/env';
import { sherpaTranscriber } from '../src/modules/recordings/transcription/sherpa-transcriber';
import { speechOfWav } from '../src/modules/recordings/transcription/speech-chunks';

const { values } = parseArgs({
  options: { wav: { type: 'string' }, language: { type: 'string', default: 'deu' } },
});
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const model = loadConfig().transcribeModel;
if (!model) {
  process.stdout.write('TRANSCRIBE_MODEL is unset: nothing to measure.\n');
  process.stdout.write(`${JSON.stringify({ model: null, skipped: true })}\n`);
  process.exit(0);
}

const wav = values.wav
  ? new Uint8Array(await readFile(values.wav))
  : encodeWav(synthesizeSpeech(16_000, SECONDS, createSeededRandom(11)), 16_000);
const speech = speechOfWav(wav);
const audioSeconds = speech.samples.length / speech.sampleRate;
const transcriber = sherpaTranscriber(model);
const language = values.language ?? 'deu';

// the first call loads the model; a second, short one tells the load apart from the work
let started = performance.now();
await transcriber.transcribe({ samples: speech.samples.subarray(0, 16_000), sampleRate: 16_000 }, language);
const loadMs = performance.now() - started;
started = performance.now();
const text = await transcriber.transcribe(speech, language);
const transcribeMs = performance.now() - started;

const msPerAudioMinute = (transcribeMs / audioSeconds) * 60;
process.stdout.write(
  `${audioSeconds.toFixed(1)} s of audio in ${(transcribeMs / 1000).toFixed(1)} s ` +
    `(${(msPerAudioMinute / 1000).toFixed(1)} s per minute of audio) on ${availableParallelism()} cores; ` +
    `first load with 1 s: ${(loadMs / 1000).toFixed(1)} s\nText: ${text.slice(0, 200)}\n`,
);
process.stdout.write(
  `${JSON.stringify({
    model,
    skipped: false,
    cores: availableParallelism(),
    audioSeconds: Math.round(audioSeconds * 10) / 10,
    loadMs: Math.round(loadMs),
    transcribeMs: Math.round(transcribeMs),
    msPerAudioMinute: Math.round(msPerAudioMinute),
    realTimeFactor: Math.round((transcribeMs / 1000 / audioSeconds) * 1000) / 1000,
  })}\n`,
);
