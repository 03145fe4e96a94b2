import { describe, expect, it } from 'vitest';
import { estimatePitch, medianPitch } from './pitch';
import { createSeededRandom } from './random';
import { synthesizeVowel, VOWELS } from './test-signals';

const VOWEL = VOWELS[0] ?? [];

describe('estimatePitch', () => {
  it.each([
    [16000, 85],
    [16000, 120],
    [16000, 230],
    [44100, 150],
  ])('finds F0 of a %i Hz vowel at %i Hz within 0.5 %', (rate, f0) => {
    const track = estimatePitch(synthesizeVowel(rate, 0.6, f0, VOWEL), rate);
    expect(Math.abs(medianPitch(track) - f0) / f0).toBeLessThan(0.005);
    // Voiced throughout, apart from the edges.
    const voiced = Array.from(track.f0).filter((hz) => hz > 0).length;
    expect(voiced / track.f0.length).toBeGreaterThan(0.85);
  });

  it('follows a gliding F0', () => {
    const track = estimatePitch(
      synthesizeVowel(16000, 1, (t) => 100 + 100 * t, VOWEL),
      16000,
    );
    expect(track.f0[25]).toBeCloseTo(125, -0.5);
    expect(track.f0[75]).toBeCloseTo(175, -0.5);
  });

  it('marks silence and white noise as unvoiced', () => {
    expect(medianPitch(estimatePitch(new Float32Array(16000), 16000))).toBe(0);
    const random = createSeededRandom(3);
    const noise = Float32Array.from({ length: 16000 }, () => random() - 0.5);
    const voiced = Array.from(estimatePitch(noise, 16000).f0).filter((hz) => hz > 0).length;
    expect(voiced).toBeLessThan(5);
  });
});
