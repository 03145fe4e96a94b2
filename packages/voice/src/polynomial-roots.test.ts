import { describe, expect, it } from 'vitest';
import { createRoots, findRoots, polynomialFromConjugateRoots } from './polynomial-roots';

/** Monic real polynomial with the given conjugate pairs (r, θ) and real roots. */
function polynomialWith(pairs: [number, number][], reals: number[]): Float64Array {
  const degree = 2 * pairs.length + reals.length;
  const roots = { re: new Float64Array(degree), im: new Float64Array(degree) };
  let k = 0;
  for (const [r, theta] of pairs) {
    roots.re[k] = r * Math.cos(theta);
    roots.im[k++] = r * Math.sin(theta);
    roots.re[k] = r * Math.cos(theta);
    roots.im[k++] = -r * Math.sin(theta);
  }
  for (const x of reals) roots.re[k++] = x;
  const out = new Float64Array(degree + 1);
  expect(polynomialFromConjugateRoots(roots, out)).toBe(true);
  return out;
}

function sortedAngles(re: Float64Array, im: Float64Array): number[] {
  return Array.from(re, (x, k) => Math.atan2(im[k] ?? 0, x)).sort((a, b) => a - b);
}

describe('findRoots', () => {
  const pairs: [number, number][] = [
    [0.95, 0.2],
    [0.9, 0.6],
    [0.97, 1.1],
    [0.85, 2.0],
    [0.8, 2.8],
  ];

  it('finds every root of an LPC-like polynomial from a cold start', () => {
    const polynomial = polynomialWith(pairs, [0.5, -0.7]);
    const roots = createRoots(12);
    expect(findRoots(polynomial, roots)).toBeGreaterThan(0);
    const expected = [...pairs.flatMap(([, t]) => [t, -t]), 0, Math.PI].sort((a, b) => a - b);
    const found = sortedAngles(roots.re, roots.im).map((a) => (Math.abs(a + Math.PI) < 1e-9 ? Math.PI : a));
    found.sort((a, b) => a - b);
    found.forEach((angle, i) => {
      expect(angle).toBeCloseTo(expected[i] ?? Number.NaN, 7);
    });
  });

  it('converges in a few sweeps when warm-started from nearby roots', () => {
    const roots = createRoots(10);
    findRoots(polynomialWith(pairs, []), roots);
    const nearby = polynomialWith(
      pairs.map(([r, t]) => [r, t * 1.01]),
      [],
    );
    const sweeps = findRoots(nearby, roots, { warmStart: true });
    expect(sweeps).toBeGreaterThan(0);
    expect(sweeps).toBeLessThanOrEqual(6);
  });

  it('lets a real double root split into a complex pair when warm-started', () => {
    const roots = createRoots(2);
    findRoots(polynomialWith([], [0.5, 0.5]), roots);
    expect(findRoots(polynomialWith([[0.5, 0.3]], []), roots, { warmStart: true })).toBeGreaterThan(0);
    expect(Math.abs(roots.im[0] ?? 0)).toBeCloseTo(0.5 * Math.sin(0.3), 8);
  });
});

describe('polynomialFromConjugateRoots', () => {
  it('rebuilds (z² − 2r cos θ z + r²)(z − x) with real coefficients', () => {
    const out = new Float64Array(4);
    const ok = polynomialFromConjugateRoots(
      { re: Float64Array.from([0, 0, 0.5]), im: Float64Array.from([0.8, -0.8, 0]) },
      out,
    );
    expect(ok).toBe(true);
    // (z² + 0.64)(z − 0.5) = z³ − 0.5 z² + 0.64 z − 0.32
    expect(Array.from(out).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, -0.5, 0.64, -0.32]);
  });

  it('refuses roots that are not conjugate-symmetric', () => {
    const out = new Float64Array(3);
    expect(
      polynomialFromConjugateRoots({ re: Float64Array.from([0, 0]), im: Float64Array.from([0.5, 0.4]) }, out),
    ).toBe(false);
  });
});
