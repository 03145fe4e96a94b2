import { describe, expect, it } from 'vitest';
import { decimate } from './decimate';
import { createSeededRandom } from './random';

/** The definition, one output at a time: Σ kernel[k] · input[n·down − centre + k] over taps inside. */
function direct(input: Float32Array, kernel: Float64Array, centre: number, down: number, length: number) {
  const output = new Float32Array(length);
  for (let n = 0; n < length; n++) {
    let sum = 0;
    for (let k = 0; k < kernel.length; k++) {
      const j = n * down - centre + k;
      if (j >= 0 && j < input.length) sum += (kernel[k] as number) * (input[j] as number);
    }
    output[n] = sum;
  }
  return output;
}

describe('decimate', () => {
  const random = createSeededRandom(7);
  const noise = (length: number): Float32Array => Float32Array.from({ length }, () => random() - 0.5);

  it('computes the filtered, downsampled signal, edges included', () => {
    for (const down of [2, 3, 4, 5]) {
      for (const taps of [1, 7, 38, 111]) {
        for (const inputLength of [0, 3, taps - 1, 500, 1001]) {
          const input = noise(Math.max(0, inputLength));
          const kernel = Float64Array.from(noise(taps));
          const centre = taps >> 1;
          const length = Math.round(input.length / down);
          const output = new Float32Array(length);
          decimate(input, kernel, centre, down, output);
          const expected = direct(input, kernel, centre, down, length);
          for (let n = 0; n < length; n++) expect(output[n]).toBeCloseTo(expected[n] as number, 6);
        }
      }
    }
  });
});
