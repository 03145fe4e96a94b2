import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';
import { port } from './support';

/*
 * Chromium's fake microphone, for the journeys that record (the recording demo, the audio
 * interview): it plays a generated speech-like file in a loop, and the level meter shows it.
 */

const RATE = 48_000;

/** Vowel-like speech: a gliding pitch with harmonics, syllables of about 200 ms and short pauses. */
function speechLikeWav(seconds: number): Buffer {
  const length = seconds * RATE;
  const data = Buffer.alloc(44 + length * 2);
  let phase = 0;
  for (let i = 0; i < length; i += 1) {
    const t = i / RATE;
    const f0 = 120 + 25 * Math.sin(2 * Math.PI * 0.7 * t) + 8 * Math.sin(2 * Math.PI * 5 * t);
    phase += (2 * Math.PI * f0) / RATE;
    let voice = 0;
    for (let h = 1; h <= 12; h += 1) {
      // a formant-like emphasis that moves with the syllable
      const formant = 500 + 300 * Math.sin(2 * Math.PI * 2.5 * t);
      const weight = 1 / (1 + ((h * f0 - formant) / 300) ** 2);
      voice += (weight * Math.sin(h * phase)) / h;
    }
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 2.5 * t)) ** 0.5;
    const pause = t % 2 > 1.7 ? 0 : 1;
    data.writeInt16LE(
      Math.round(Math.max(-1, Math.min(1, 0.5 * voice * syllable * pause)) * 32_000),
      44 + i * 2,
    );
  }
  data.write('RIFF', 0);
  data.writeUInt32LE(36 + length * 2, 4);
  data.write('WAVEfmt ', 8);
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20);
  data.writeUInt16LE(1, 22);
  data.writeUInt32LE(RATE, 24);
  data.writeUInt32LE(RATE * 2, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write('data', 36);
  data.writeUInt32LE(length * 2, 40);
  return data;
}

/**
 * `test.use` options of a journey that records: Chromium with the fake microphone and the
 * microphone allowed for the site. The file is written now, because the browser reads it when it
 * starts.
 */
export function fakeMicrophone() {
  const file = path.join(tmpdir(), `veil-e2e-${port}-speech.wav`);
  writeFileSync(file, speechLikeWav(6));
  return {
    launchOptions: {
      ...CHROMIUM_LAUNCH,
      args: [
        ...CHROMIUM_LAUNCH.args,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${file}`,
      ],
    },
    permissions: ['microphone'],
  };
}

/** Waits until the level meter has shown the fake microphone's sound and two seconds are recorded. */
export async function heard(page: Page) {
  const meter = page.getByTestId('level-meter');
  await expect.poll(async () => Number(await meter.getAttribute('data-level'))).toBeGreaterThan(5);
  await expect.poll(async () => Number(await meter.getAttribute('data-seconds'))).toBeGreaterThan(2);
}
