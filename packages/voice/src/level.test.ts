import { describe, expect, it } from 'vitest';
import { normalizeLevel } from './level';
import { sine } from './test-signals';

function peak(samples: Float32Array): number {
  return samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
}

describe('normalizeLevel', () => {
  it('brings a quiet tone to −20 dBFS RMS', () => {
    const out = normalizeLevel(sine(16000, 1, 440, 0.01), 16000);
    const rms = Math.sqrt(out.reduce((sum, v) => sum + v * v, 0) / out.length);
    expect(20 * Math.log10(rms)).toBeCloseTo(-20, 1);
  });

  it('lets the −3 dBFS peak ceiling win over the RMS target for peaky sound', () => {
    const clicks = new Float32Array(16000);
    for (let i = 0; i < clicks.length; i += 400) clicks[i] = 1;
    expect(peak(normalizeLevel(clicks, 16000))).toBeCloseTo(10 ** (-3 / 20), 5);
  });

  it('keeps silence silent', () => {
    expect(normalizeLevel(new Float32Array(100), 16000).every((v) => v === 0)).toBe(true);
  });
});
