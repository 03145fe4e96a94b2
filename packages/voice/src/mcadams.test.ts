import { describe, expect, it } from 'vitest';
import { createBurgWorkspace, lpcBurg } from './lpc';
import { mcAdams } from './mcadams';
import { createRoots, findRoots } from './polynomial-roots';
import { createSeededRandom } from './random';
import { synthesizeVowel } from './test-signals';

const RATE = 16000;
const FORMANTS = [
  { hz: 500, bandwidth: 90 },
  { hz: 1500, bandwidth: 80 },
  { hz: 2500, bandwidth: 100 },
];

/** Resonance frequencies (Hz) of an order-8 LPC fit over the middle 64 ms of a signal. */
function measureFormants(samples: Float32Array): number[] {
  const length = 1024;
  const start = (samples.length - length) >> 1;
  const frame = new Float64Array(length);
  for (let t = 0; t < length; t++)
    frame[t] = (samples[start + t] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * t) / length));
  const a = new Float64Array(9);
  lpcBurg(frame, a, createBurgWorkspace(length, 8));
  const roots = createRoots(8);
  findRoots(a, roots);
  return Array.from(roots.re, (x, k) => ({
    angle: Math.atan2(roots.im[k] ?? 0, x),
    radius: Math.hypot(x, roots.im[k] ?? 0),
  }))
    .filter(({ angle, radius }) => angle > 0 && radius > 0.9)
    .map(({ angle }) => (angle * RATE) / (2 * Math.PI))
    .sort((a, b) => a - b);
}

function nearest(values: number[], target: number): number {
  return values.reduce(
    (best, value) =>
      Number.isNaN(best) || Math.abs(value - target) < Math.abs(best - target) ? value : best,
    Number.NaN,
  );
}

describe('mcAdams', () => {
  // A low F0 gives dense harmonics, so the LPC envelope (and the measurement) sees the formants themselves.
  const vowel = synthesizeVowel(RATE, 0.5, 80, FORMANTS);

  it('moves each formant to the angle θ^α predicts', () => {
    const before = measureFormants(vowel);
    expect(before.length).toBe(3);
    before.forEach((hz, i) => {
      expect(Math.abs(hz - (FORMANTS[i]?.hz ?? 0))).toBeLessThan(50);
    });
    const alpha = 0.8;
    const after = measureFormants(mcAdams(vowel, RATE, alpha));
    for (const hz of before) {
      const predicted = (((2 * Math.PI * hz) / RATE) ** alpha * RATE) / (2 * Math.PI);
      expect(Math.abs(nearest(after, predicted) - predicted) / predicted).toBeLessThan(0.03);
    }
    // F1 moves up by more than 150 Hz, F2 by more than 100 Hz: the old positions are gone.
    expect(Math.abs(nearest(after, before[0] ?? 0) - (before[0] ?? 0))).toBeGreaterThan(150);
    expect(Math.abs(nearest(after, before[1] ?? 0) - (before[1] ?? 0))).toBeGreaterThan(100);
  });

  it('is transparent with α = 1: the residual comes back through the same filter', () => {
    const out = mcAdams(vowel, RATE, 1);
    let error = 0;
    let power = 0;
    for (let i = 0; i < vowel.length; i++) {
      error += ((out[i] ?? 0) - (vowel[i] ?? 0)) ** 2;
      power += (vowel[i] ?? 0) ** 2;
    }
    expect(error / power).toBeLessThan(1e-3);
  });

  it('lowers the resonances with a negative vocal tract warp', () => {
    const measured = measureFormants(mcAdams(vowel, RATE, 1, { vocalTractWarp: -0.1 }));
    expect(nearest(measured, 1500)).toBeLessThan(1500 * 0.92);
  });

  it('keeps the length, keeps silence silent and never produces NaN', () => {
    const input = new Float32Array(RATE);
    input.set(vowel.subarray(0, 4000), 6000);
    const out = mcAdams(input, RATE, 0.7, { breathiness: 0.5, noise: createSeededRandom(1) });
    expect(out.length).toBe(input.length);
    expect(out.every(Number.isFinite)).toBe(true);
    expect(out.subarray(0, 5000).every((v) => v === 0)).toBe(true);
    expect(out.subarray(11000).every((v) => v === 0)).toBe(true);
  });

  it('with a synthetic excitation keeps the length and silence, at about the level of the speech', () => {
    const input = new Float32Array(RATE);
    input.set(vowel.subarray(0, 4000), 6000);
    const noise = createSeededRandom(2);
    const excitation = Float32Array.from({ length: RATE }, () => Math.sqrt(12) * (noise() - 0.5));
    const out = mcAdams(input, RATE, 1, { excitation });
    expect(out.length).toBe(input.length);
    expect(out.every(Number.isFinite)).toBe(true);
    expect(out.subarray(0, 5000).every((v) => v === 0)).toBe(true);
    expect(out.subarray(11000).every((v) => v === 0)).toBe(true);
    const power = (samples: Float32Array): number => samples.reduce((sum, v) => sum + v * v, 0);
    const ratio = power(out) / power(input);
    expect(ratio).toBeGreaterThan(0.7);
    expect(ratio).toBeLessThan(1.3);
    // The residual's pulses are gone: the output follows the excitation, not the input's waveform.
    expect(out).not.toEqual(mcAdams(input, RATE, 1));
  });

  it('rejects a coefficient that is not positive', () => {
    expect(() => mcAdams(vowel, RATE, 0)).toThrow(RangeError);
  });
});
