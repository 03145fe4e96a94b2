import { describe, expect, it } from 'vitest';
import { resample } from './resample';
import { sine } from './test-signals';

function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / (to - from));
}

/** Amplitude of the component at `hz`, by correlation with a sine and cosine. */
function amplitudeAt(samples: Float32Array, rate: number, hz: number): number {
  let re = 0;
  let im = 0;
  for (let n = 0; n < samples.length; n++) {
    re += (samples[n] ?? 0) * Math.cos((2 * Math.PI * hz * n) / rate);
    im += (samples[n] ?? 0) * Math.sin((2 * Math.PI * hz * n) / rate);
  }
  return (2 * Math.hypot(re, im)) / samples.length;
}

describe('resample', () => {
  it('gives round(length × to / from) samples', () => {
    expect(resample(new Float32Array(48000), 48000, 16000).length).toBe(16000);
    expect(resample(new Float32Array(44101), 44100, 16000).length).toBe(16000);
    expect(resample(new Float32Array(1000), 8000, 16000).length).toBe(2000);
  });

  it('keeps a 1 kHz tone at its frequency and level', () => {
    const out = resample(sine(48000, 0.5, 1000, 0.5), 48000, 16000);
    expect(amplitudeAt(out.subarray(800, 7200), 16000, 1000)).toBeCloseTo(0.5, 2);
  });

  it('keeps a tone when upsampling from 44.1 kHz and from 8 kHz', () => {
    expect(
      amplitudeAt(resample(sine(44100, 0.5, 440), 44100, 16000).subarray(800, 7200), 16000, 440),
    ).toBeCloseTo(0.5, 2);
    expect(
      amplitudeAt(resample(sine(8000, 0.5, 440), 8000, 16000).subarray(800, 7200), 16000, 440),
    ).toBeCloseTo(0.5, 2);
  });

  it('removes content above the new Nyquist frequency instead of folding it down', () => {
    // 12 kHz would alias to 4 kHz at 16 kHz; it must come out at least 60 dB down.
    const out = resample(sine(48000, 0.5, 12000, 0.5), 48000, 16000);
    expect(rms(out, 800, 7200)).toBeLessThan(0.5 * 10 ** (-60 / 20));
  });

  it('passes a constant signal unchanged away from the edges', () => {
    const out = resample(new Float32Array(4800).fill(0.25), 48000, 16000);
    for (let i = 100; i < out.length - 100; i++) expect(out[i]).toBeCloseTo(0.25, 5);
  });

  it('rejects sample rates that are not positive integers', () => {
    expect(() => resample(new Float32Array(10), 0, 16000)).toThrow(RangeError);
    expect(() => resample(new Float32Array(10), 44100.5, 16000)).toThrow(RangeError);
  });
});
