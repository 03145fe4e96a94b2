import { describe, expect, it } from 'vitest';
import { applyColouration } from './colouration';
import { sine } from './test-signals';

function gainDb(input: Float32Array, output: Float32Array): number {
  const power = (samples: Float32Array): number => samples.subarray(4000).reduce((sum, v) => sum + v * v, 0);
  return 10 * Math.log10(power(output) / power(input));
}

describe('applyColouration', () => {
  const band = { hz: 1000, gainDb: 6, q: 1 };

  it('boosts its centre frequency by its gain', () => {
    const tone = sine(16000, 1, 1000);
    expect(gainDb(tone, applyColouration(tone, 16000, [band]))).toBeCloseTo(6, 1);
  });

  it('leaves frequencies far from the band unchanged', () => {
    const tone = sine(16000, 1, 7000);
    expect(Math.abs(gainDb(tone, applyColouration(tone, 16000, [band])))).toBeLessThan(0.3);
  });

  it('rejects a band above the Nyquist frequency', () => {
    expect(() => applyColouration(new Float32Array(10), 16000, [{ hz: 9000, gainDb: 3, q: 1 }])).toThrow(
      RangeError,
    );
  });
});
