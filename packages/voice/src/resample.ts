import { decimate } from './decimate';

/** Quality knobs of the windowed-sinc resampler; the defaults suit speech. */
export interface ResampleOptions {
  /** Zero crossings of the sinc on each side of the centre, at the lower of the two rates. */
  zeroCrossings?: number;
  /** Kaiser window shape: higher means more stopband attenuation and a wider transition band. */
  kaiserBeta?: number;
  /** Cutoff as a fraction of the lower Nyquist frequency, leaving room for the transition band. */
  rolloff?: number;
}

// Kaiser β 8 gives about 80 dB of stopband; with 16 zero crossings the transition band is ~15 % of
// the lower Nyquist, so a 0.86 rolloff puts the stopband edge at Nyquist (no audible aliasing).
const DEFAULTS: Required<ResampleOptions> = { zeroCrossings: 16, kaiserBeta: 8, rolloff: 0.86 };

/**
 * Converts between sample rates with a polyphase Kaiser-windowed sinc filter (exact rational ratio,
 * one precomputed filter per phase). Output length is round(length * toRate / fromRate).
 */
export function resample(
  input: Float32Array,
  fromRate: number,
  toRate: number,
  options: ResampleOptions = {},
): Float32Array {
  if (!Number.isInteger(fromRate) || !Number.isInteger(toRate) || fromRate <= 0 || toRate <= 0) {
    throw new RangeError(`Sample rates must be positive integers (got ${fromRate} and ${toRate})`);
  }
  if (fromRate === toRate) return input.slice();
  const { zeroCrossings, kaiserBeta, rolloff } = { ...DEFAULTS, ...options };
  const divisor = gcd(fromRate, toRate);
  const up = toRate / divisor;
  const down = fromRate / divisor;
  // Cutoff in cycles per input sample, below the Nyquist frequency of the lower rate.
  const cutoff = 0.5 * Math.min(1, toRate / fromRate) * rolloff;
  const halfWidth = zeroCrossings / (2 * cutoff);
  const half = Math.ceil(halfWidth);
  // Rounded up to a multiple of four (the extra taps are zero) for the unrolled loop below.
  const taps = 4 * Math.ceil(half / 2);
  const table = buildPhaseTable(up, taps, half, cutoff, halfWidth, kaiserBeta);

  const output = new Float32Array(Math.round((input.length * up) / down));
  if (up === 1) {
    // An integer ratio (48 → 16 kHz, 16 → 4 kHz) has one phase: taps 0 … 2·half − 2 (the rest are
    // zero), centred at tap half − 1 on input n·down.
    decimate(input, table.subarray(0, 2 * half - 1), half - 1, down, output);
    return output;
  }
  const last = input.length - 1;
  let base = 0;
  let phase = 0;
  for (let n = 0; n < output.length; n++) {
    // Output n sits at input time base + phase / up; its taps cover base - half + 1 … base + half.
    const first = base - half + 1;
    const row = phase * taps;
    let sum = 0;
    if (first >= 0 && first + taps - 1 <= last) {
      // Four running sums break the dependency chain of one; this loop is most of the resampler's time.
      let sum1 = 0;
      let sum2 = 0;
      let sum3 = 0;
      for (let k = 0; k < taps; k += 4) {
        const j = first + k;
        const r = row + k;
        sum += (table[r] as number) * (input[j] as number);
        sum1 += (table[r + 1] as number) * (input[j + 1] as number);
        sum2 += (table[r + 2] as number) * (input[j + 2] as number);
        sum3 += (table[r + 3] as number) * (input[j + 3] as number);
      }
      sum += sum1 + sum2 + sum3;
    } else {
      const from = Math.max(0, -first);
      const to = Math.min(taps, last - first + 1);
      for (let k = from; k < to; k++) sum += (table[row + k] as number) * (input[first + k] as number);
    }
    output[n] = sum;
    phase += down;
    while (phase >= up) {
      phase -= up;
      base++;
    }
  }
  return output;
}

function buildPhaseTable(
  phases: number,
  taps: number,
  half: number,
  cutoff: number,
  halfWidth: number,
  beta: number,
): Float64Array {
  const table = new Float64Array(phases * taps);
  const norm = 1 / besselI0(beta);
  for (let p = 0; p < phases; p++) {
    const fraction = p / phases;
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      // Distance in input samples from the output instant to the tap base - half + 1 + k.
      const t = fraction + half - 1 - k;
      const ratio = t / halfWidth;
      const value =
        Math.abs(ratio) >= 1
          ? 0
          : 2 * cutoff * sinc(2 * cutoff * t) * besselI0(beta * Math.sqrt(1 - ratio * ratio)) * norm;
      table[p * taps + k] = value;
      sum += value;
    }
    // Each phase sums to exactly one, so a constant signal passes unchanged whatever the phase.
    for (let k = 0; k < taps; k++) table[p * taps + k] = (table[p * taps + k] as number) / sum;
  }
  return table;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

/** Modified Bessel function of the first kind, order 0 (power series; converges fast for β ≤ 20). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const quarter = (x * x) / 4;
  for (let k = 1; k < 50 && term > sum * 1e-17; k++) {
    term *= quarter / (k * k);
    sum += term;
  }
  return sum;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}
