import { describe, expect, it } from 'vitest';
import { createSeededRandom, cryptoRandom } from './random';

describe('random sources', () => {
  it('repeats a seeded sequence and differs between seeds', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const c = createSeededRandom(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
  });

  it.each([
    ['seeded', createSeededRandom(1)],
    ['crypto', cryptoRandom],
  ])('draws %s numbers in [0, 1) spread over the interval', (_, random) => {
    const draws = Array.from({ length: 2000 }, () => random());
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});
