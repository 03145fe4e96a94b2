import { describe, expect, it } from 'vitest';
import { lpcBurg } from './lpc';
import { createSeededRandom } from './random';

describe('lpcBurg', () => {
  it('recovers the coefficients of a known second-order autoregressive process', () => {
    // x[n] = 1.6 x[n-1] - 0.81 x[n-2] + e[n], i.e. A(z) = 1 - 1.6 z^-1 + 0.81 z^-2.
    const random = createSeededRandom(7);
    const x = new Float64Array(8000);
    for (let n = 2; n < x.length; n++)
      x[n] = 1.6 * (x[n - 1] ?? 0) - 0.81 * (x[n - 2] ?? 0) + (random() - 0.5);
    const a = new Float64Array(3);
    lpcBurg(x.subarray(1000), a);
    expect(a[1]).toBeCloseTo(-1.6, 1);
    expect(a[2]).toBeCloseTo(0.81, 1);
  });

  it('gives A(z) = 1 for a silent frame instead of dividing by zero', () => {
    const a = new Float64Array(21);
    expect(lpcBurg(new Float64Array(320), a)).toBe(0);
    expect(Array.from(a)).toEqual([1, ...new Array(20).fill(0)]);
  });
});
