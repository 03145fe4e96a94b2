// Alters one WAV file exactly as the server does: `npm run voice:alter -- IN.wav OUT.wav`.
// The drawn parameters are secrets and are not printed.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { alterVoice } from '../src/alter-voice';
import { decodeWav, encodeWav, WavFormatError } from '../src/wav';

function main(): void {
  const [input, output] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!input || !output) {
    process.stderr.write('Usage: npm run voice:alter -- IN.wav OUT.wav\n');
    process.exit(64);
  }
  // npm runs workspace scripts inside the workspace; paths are meant from where the user typed them.
  const base = process.env.INIT_CWD ?? process.cwd();
  const inputPath = resolve(base, input);
  const outputPath = resolve(base, output);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(inputPath);
  } catch {
    fail(`Cannot read ${inputPath}: no such file or not readable`);
  }
  let decoded: ReturnType<typeof decodeWav>;
  try {
    decoded = decodeWav(bytes);
  } catch (error) {
    if (error instanceof WavFormatError) fail(`${inputPath}: ${error.message}`);
    throw error;
  }
  const started = performance.now();
  const altered = alterVoice(decoded.samples, decoded.sampleRate);
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(outputPath, encodeWav(altered.samples, altered.sampleRate));
  const duration = altered.samples.length / altered.sampleRate;
  process.stdout.write(
    `Altered ${duration.toFixed(2)} s of audio (${decoded.sampleRate} Hz, ${decoded.channels} channel(s)) in ` +
      `${seconds.toFixed(2)} s -> ${outputPath} (16 kHz mono 16-bit)\n`,
  );
  process.stdout.write(
    `${JSON.stringify({ input: inputPath, output: outputPath, duration_s: round(duration), sample_rate: altered.sampleRate, seconds: round(seconds) })}\n`,
  );
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

main();
