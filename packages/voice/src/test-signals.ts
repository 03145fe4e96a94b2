// Synthetic speech for tests and the benchmark: a glottal pulse train through formant resonators (the
// source-filter model), so formants and F0 are known exactly. Not part of the package's API.
import type { RandomSource } from './random';

/** A formant resonance: centre frequency and bandwidth in Hz. */
export interface Formant {
  hz: number;
  bandwidth: number;
}

/** Typical formants of the vowels /a/, /i/, /u/, /e/, /o/ of an adult male voice. */
export const VOWELS: readonly (readonly Formant[])[] = [
  [
    { hz: 730, bandwidth: 90 },
    { hz: 1090, bandwidth: 110 },
    { hz: 2440, bandwidth: 170 },
    { hz: 3400, bandwidth: 250 },
  ],
  [
    { hz: 270, bandwidth: 60 },
    { hz: 2290, bandwidth: 100 },
    { hz: 3010, bandwidth: 170 },
    { hz: 3700, bandwidth: 250 },
  ],
  [
    { hz: 300, bandwidth: 60 },
    { hz: 870, bandwidth: 100 },
    { hz: 2240, bandwidth: 170 },
    { hz: 3400, bandwidth: 250 },
  ],
  [
    { hz: 530, bandwidth: 80 },
    { hz: 1840, bandwidth: 100 },
    { hz: 2480, bandwidth: 170 },
    { hz: 3500, bandwidth: 250 },
  ],
  [
    { hz: 570, bandwidth: 80 },
    { hz: 840, bandwidth: 100 },
    { hz: 2410, bandwidth: 170 },
    { hz: 3400, bandwidth: 250 },
  ],
];

/** A steady vowel: Rosenberg glottal pulses at `f0` (Hz, or a function of time) through the formants. */
export function synthesizeVowel(
  sampleRate: number,
  seconds: number,
  f0: number | ((seconds: number) => number),
  formants: readonly Formant[],
): Float32Array {
  const length = Math.round(seconds * sampleRate);
  const source = new Float32Array(length);
  let phase = 0;
  for (let n = 0; n < length; n++) {
    const hz = typeof f0 === 'number' ? f0 : f0(n / sampleRate);
    source[n] = glottalFlowDerivative(phase);
    phase = (phase + hz / sampleRate) % 1;
  }
  const out = new Float32Array(length);
  const state = formants.map(() => ({ y1: 0, y2: 0 }));
  for (let n = 0; n < length; n++) {
    let value = source[n] as number;
    formants.forEach((formant, i) => {
      value = resonate(value, formant, sampleRate, state[i] ?? { y1: 0, y2: 0 });
    });
    out[n] = value;
  }
  return scaleToPeak(out, 0.5);
}

/**
 * Speech-like audio for the benchmark: syllables of random vowels with gliding formants, an intonation
 * contour, noisy consonants and pauses, about as hard for the alteration as real speech.
 */
export function synthesizeSpeech(sampleRate: number, seconds: number, random: RandomSource): Float32Array {
  const length = Math.round(seconds * sampleRate);
  const out = new Float32Array(length);
  const state = [0, 1, 2, 3].map(() => ({ y1: 0, y2: 0 }));
  const current = (VOWELS[0] ?? []).map((formant) => ({ ...formant }));
  let target = VOWELS[0] ?? [];
  let phase = 0;
  let syllableEnd = 0;
  let voicedUntil = 0;
  let pauseUntil = 0;
  for (let n = 0; n < length; n++) {
    if (n >= syllableEnd) {
      const syllable = Math.round((0.15 + 0.2 * random()) * sampleRate);
      target = VOWELS[Math.floor(random() * VOWELS.length)] ?? target;
      // A consonant (noise) opens each syllable; one in six syllables is followed by a pause.
      voicedUntil = n + Math.round(0.05 * sampleRate);
      pauseUntil = random() < 1 / 6 ? n + syllable + Math.round(0.3 * sampleRate) : 0;
      syllableEnd = n + syllable + (pauseUntil ? Math.round(0.3 * sampleRate) : 0);
    }
    const t = n / sampleRate;
    current.forEach((formant, i) => {
      formant.hz += 0.002 * ((target[i]?.hz ?? formant.hz) - formant.hz);
    });
    const f0 = 120 * (1 + 0.15 * Math.sin(2 * Math.PI * 0.3 * t) - 0.05 * ((t % 3) / 3));
    let value: number;
    if (pauseUntil && n >= syllableEnd - Math.round(0.3 * sampleRate)) {
      value = 1e-4 * (random() - 0.5);
    } else if (n < voicedUntil) {
      value = 0.3 * (random() - 0.5);
    } else {
      value = glottalFlowDerivative(phase);
    }
    phase = (phase + f0 / sampleRate) % 1;
    current.forEach((formant, i) => {
      value = resonate(value, formant, sampleRate, state[i] ?? { y1: 0, y2: 0 });
    });
    out[n] = value;
  }
  return scaleToPeak(out, 0.5);
}

/** A sine wave, for resampler and level tests. */
export function sine(sampleRate: number, seconds: number, hz: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  for (let n = 0; n < out.length; n++) out[n] = amplitude * Math.sin((2 * Math.PI * hz * n) / sampleRate);
  return out;
}

/** Derivative of a Rosenberg glottal pulse (opening 40 %, closing 16 % of the period) at a phase in [0, 1). */
function glottalFlowDerivative(phase: number): number {
  const open = 0.4;
  const close = 0.16;
  if (phase < open) return Math.sin((Math.PI * phase) / open) * 0.5 * (Math.PI / open);
  if (phase < open + close)
    return -Math.sin((Math.PI * (phase - open)) / (2 * close)) * (Math.PI / (2 * close));
  return 0;
}

function resonate(
  input: number,
  formant: Formant,
  sampleRate: number,
  state: { y1: number; y2: number },
): number {
  const r = Math.exp((-Math.PI * formant.bandwidth) / sampleRate);
  const b1 = 2 * r * Math.cos((2 * Math.PI * formant.hz) / sampleRate);
  const b2 = -r * r;
  const y = (1 - b1 - b2) * input + b1 * state.y1 + b2 * state.y2;
  state.y2 = state.y1;
  state.y1 = y;
  return y;
}

function scaleToPeak(samples: Float32Array, peak: number): Float32Array {
  let max = 0;
  for (const value of samples) max = Math.max(max, Math.abs(value));
  if (max > 0) for (let i = 0; i < samples.length; i++) samples[i] = ((samples[i] as number) * peak) / max;
  return samples;
}
