import { describe, expect, it } from 'vitest';
import { estimatePitch, medianPitch } from './pitch';
import { shiftPitch, shiftTrack } from './pitch-shift';
import { createSeededRandom } from './random';
import { synthesizeSpeech, synthesizeVowel, VOWELS } from './test-signals';

const RATE = 16000;

describe('shiftPitch', () => {
  const vowel = synthesizeVowel(RATE, 1, 120, VOWELS[3] ?? []);

  it.each([-7, -3, 3, 7])('moves F0 by %i semitones and keeps the length', (semitones) => {
    const out = shiftPitch(vowel, RATE, semitones);
    expect(out.length).toBe(vowel.length);
    const ratio = medianPitch(estimatePitch(out, RATE)) / 120;
    expect(Math.abs(12 * Math.log2(ratio) - semitones)).toBeLessThan(0.15);
  });

  it('scales the intonation around the median with the range factor', () => {
    const glide = synthesizeVowel(RATE, 1, (t) => 100 * 2 ** ((8 * t - 4) / 12), VOWELS[0] ?? []);
    const spread = (samples: Float32Array): number => {
      const f0 = Array.from(estimatePitch(samples, RATE).f0).filter((hz) => hz > 0);
      return 12 * Math.log2((f0[Math.floor(f0.length * 0.9)] ?? 1) / (f0[Math.floor(f0.length * 0.1)] ?? 1));
    };
    const out = shiftPitch(glide, RATE, 0, { rangeFactor: 0.5 });
    expect(spread(out) / spread(glide)).toBeGreaterThan(0.4);
    expect(spread(out) / spread(glide)).toBeLessThan(0.6);
  });

  it('predicts the track of its output with shiftTrack', () => {
    const glide = synthesizeVowel(RATE, 1, (t) => 100 * 2 ** ((4 * t - 2) / 12), VOWELS[0] ?? []);
    const track = estimatePitch(glide, RATE);
    const predicted = shiftTrack(track, 4, 1.4);
    const measured = estimatePitch(shiftPitch(glide, RATE, 4, { track, rangeFactor: 1.4 }), RATE);
    expect(predicted.f0.length).toBe(track.f0.length);
    expect(12 * Math.log2(medianPitch(predicted) / medianPitch(measured))).toBeCloseTo(0, 0);
    expect(shiftTrack(track, 4).f0.every((hz, k) => hz > 0 === (track.f0[k] ?? 0) > 0)).toBe(true);
  });

  it('keeps speech with pauses and noise at its length without NaN', () => {
    const speech = synthesizeSpeech(RATE, 3, createSeededRandom(2));
    const out = shiftPitch(speech, RATE, 5);
    expect(out.length).toBe(speech.length);
    expect(out.every(Number.isFinite)).toBe(true);
  });

  it('returns unvoiced input as it was', () => {
    const silence = new Float32Array(8000);
    expect(shiftPitch(silence, RATE, 4)).toEqual(silence);
  });
});
