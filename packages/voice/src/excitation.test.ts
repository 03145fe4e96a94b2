import { describe, expect, it } from 'vitest';
import {
  drawGlottalSource,
  GLOTTAL_SOURCE_RANGES,
  type GlottalSource,
  synthesizeExcitation,
} from './excitation';
import { estimatePitch, medianPitch } from './pitch';
import { shiftPitch, shiftTrack } from './pitch-shift';
import { createSeededRandom } from './random';
import { synthesizeVowel, VOWELS } from './test-signals';

const RATE = 16000;
const SOURCE: GlottalSource = {
  openQuotient: 0.6,
  speedQuotient: 2.5,
  emphasis: 0.7,
  jitter: 0.01,
  shimmer: 0.05,
  voicedBandHz: 4500,
};

function power(samples: Float32Array): number {
  return samples.reduce((sum, v) => sum + v * v, 0) / samples.length;
}

describe('synthesizeExcitation', () => {
  const vowel = synthesizeVowel(RATE, 1, 120, VOWELS[1] ?? []);
  const track = estimatePitch(vowel, RATE);

  it('keeps the duration to the sample and leaves no gap, voiced or not', () => {
    const padded = new Float32Array(2 * RATE);
    padded.set(vowel, RATE / 2);
    const out = synthesizeExcitation(
      padded,
      RATE,
      estimatePitch(padded, RATE),
      SOURCE,
      createSeededRandom(1),
    );
    expect(out.length).toBe(padded.length);
    // Every 10 ms has about unit power: noise in the silence, pulses (and noise) in the vowel.
    for (let start = 0; start + 160 <= out.length; start += 160) {
      const block = power(out.subarray(start, start + 160));
      expect(block).toBeGreaterThan(0.3);
      expect(block).toBeLessThan(4);
    }
  });

  it('pulses at the F0 of the pitch-shifted speech it is given', () => {
    const shifted = shiftPitch(vowel, RATE, 5, { track });
    const out = synthesizeExcitation(shifted, RATE, shiftTrack(track, 5), SOURCE, createSeededRandom(2));
    const moved = 12 * Math.log2(medianPitch(estimatePitch(out, RATE)) / medianPitch(track));
    expect(Math.abs(moved - 5)).toBeLessThan(0.3);
  });

  it('is white noise of unit power where the track is unvoiced', () => {
    const unvoiced = { hopSeconds: track.hopSeconds, f0: new Float32Array(track.f0.length) };
    const out = synthesizeExcitation(vowel, RATE, unvoiced, SOURCE, createSeededRandom(3));
    expect(power(out)).toBeCloseTo(1, 1);
    let lagged = 0;
    for (let n = 1; n < out.length; n++) lagged += (out[n] as number) * (out[n - 1] as number);
    expect(Math.abs(lagged / out.length)).toBeLessThan(0.05);
  });

  it('is deterministic for a seeded noise source and differs between seeds', () => {
    const first = synthesizeExcitation(vowel, RATE, track, SOURCE, createSeededRandom(4));
    expect(synthesizeExcitation(vowel, RATE, track, SOURCE, createSeededRandom(4))).toEqual(first);
    expect(synthesizeExcitation(vowel, RATE, track, SOURCE, createSeededRandom(5))).not.toEqual(first);
  });
});

describe('drawGlottalSource', () => {
  it('draws every parameter within its range', () => {
    const random = createSeededRandom(6);
    for (let i = 0; i < 20; i++) {
      const source = drawGlottalSource(random);
      for (const [name, range] of Object.entries(GLOTTAL_SOURCE_RANGES)) {
        const value = source[name as keyof GlottalSource];
        expect(value).toBeGreaterThanOrEqual(range.min);
        expect(value).toBeLessThan(range.max);
      }
    }
  });
});
