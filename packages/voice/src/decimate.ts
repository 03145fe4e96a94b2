/**
 * Filters and keeps every `down`-th sample: output n = Σ_k kernel[k] · input[n·down − centre + k],
 * taps outside the input counting as zero. This is the resampler's path for integer ratios (48 → 16 kHz
 * from browsers, 16 → 4 kHz for the pitch tracker), where it spends most of its time.
 *
 * The taps are regrouped by their residue modulo `down` (polyphase): within a group, consecutive taps
 * read input samples `down` apart, so four neighbouring outputs read the same samples one tap apart.
 * Each input load then serves four outputs, where a dot product per output loads a sample for every
 * multiplication.
 */
export function decimate(
  input: Float32Array,
  kernel: Float64Array,
  centre: number,
  down: number,
  output: Float32Array,
): void {
  const taps = kernel.length;
  // The taps grouped by residue: group i holds kernel[i], kernel[i + down], … from groupStart[i] on.
  const grouped = new Float64Array(taps);
  const groupStart = new Int32Array(down + 1);
  let at = 0;
  for (let i = 0; i < down; i++) {
    groupStart[i] = at;
    for (let k = i; k < taps; k += down) grouped[at++] = kernel[k] as number;
  }
  groupStart[down] = at;

  // Outputs from `inside` to `last` have all their taps inside the input.
  const inside = Math.min(output.length, Math.ceil(centre / down));
  const last = Math.min(output.length - 1, Math.floor((input.length - taps + centre) / down));
  let n = 0;
  for (; n < inside; n++) output[n] = edgeSum(input, kernel, n * down - centre);
  for (; n + 3 <= last; n += 4) {
    let sum0 = 0;
    let sum1 = 0;
    let sum2 = 0;
    let sum3 = 0;
    for (let i = 0; i < down; i++) {
      // Sample j feeds output n + 3 at this tap; outputs n … n + 2 take the three samples before it.
      let j = n * down - centre + i;
      let x0 = input[j] as number;
      let x1 = input[j + down] as number;
      let x2 = input[j + 2 * down] as number;
      j += 3 * down;
      const end = groupStart[i + 1] as number;
      for (let g = groupStart[i] as number; g < end; g++, j += down) {
        const x3 = input[j] as number;
        const tap = grouped[g] as number;
        sum0 += tap * x0;
        sum1 += tap * x1;
        sum2 += tap * x2;
        sum3 += tap * x3;
        x0 = x1;
        x1 = x2;
        x2 = x3;
      }
    }
    output[n] = sum0;
    output[n + 1] = sum1;
    output[n + 2] = sum2;
    output[n + 3] = sum3;
  }
  for (; n < output.length; n++) output[n] = edgeSum(input, kernel, n * down - centre);
}

/** Σ kernel[k] · input[first + k] over the taps that fall inside the input. */
function edgeSum(input: Float32Array, kernel: Float64Array, first: number): number {
  const from = Math.max(0, -first);
  const to = Math.min(kernel.length, input.length - first);
  let sum = 0;
  for (let k = from; k < to; k++) sum += (kernel[k] as number) * (input[first + k] as number);
  return sum;
}
