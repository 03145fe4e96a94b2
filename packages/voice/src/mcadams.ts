import { createBurgWorkspace, lpcBurg } from './lpc';
import { createRoots, findRoots, polynomialFromConjugateRoots, type Roots } from './polynomial-roots';
import type { RandomSource } from './random';

/** The per-recording settings of the formant warp and the analysis that carries it. */
export interface McAdamsOptions {
  /**
   * Bilinear (all-pass) warp applied after the McAdams warp, as in vocal tract length normalisation:
   * below 0 lowers the resonances (a longer vocal tract), above 0 raises them. 0 leaves them.
   */
  vocalTractWarp?: number;
  /** Aspiration noise added to the excitation, as a fraction of its RMS per frame (0 = none). */
  breathiness?: number;
  /** Source of the aspiration noise; required when breathiness is above 0. */
  noise?: RandomSource;
  /** LPC order (20 at 16 kHz models about ten resonances). */
  order?: number;
  frameSeconds?: number;
  hopSeconds?: number;
}

/**
 * Warps the formants of speech with the McAdams coefficient (Patino et al. 2021): per frame, every
 * complex LPC pole at angle θ moves to angle θ^alpha with its magnitude kept, and the LPC residual is
 * resynthesised through the moved poles. alpha < 1 raises resonances below 1 rad (2.5 kHz at 16 kHz)
 * and lowers those above. Output has the input's length; its level is not normalised.
 */
export function mcAdams(
  samples: Float32Array,
  sampleRate: number,
  alpha: number,
  options: McAdamsOptions = {},
): Float32Array {
  if (!(alpha > 0)) throw new RangeError(`The McAdams coefficient must be positive (got ${alpha})`);
  const {
    vocalTractWarp = 0,
    breathiness = 0,
    noise,
    order = 20,
    frameSeconds = 0.02,
    hopSeconds = 0.01,
  } = options;
  if (Math.abs(vocalTractWarp) >= 1) throw new RangeError('The vocal tract warp must lie in (-1, 1)');
  if (breathiness > 0 && !noise) throw new RangeError('Breathiness needs a noise source');
  const hop = Math.round(hopSeconds * sampleRate);
  const frameLength = 2 * hop;
  if (Math.abs(frameLength - frameSeconds * sampleRate) > 1) {
    throw new RangeError('Frames must be twice the hop, for unity overlap-add of the root-Hann windows');
  }
  // sqrt of a periodic Hann at 50 % overlap: analysis × synthesis window sums to exactly one.
  const window = new Float64Array(frameLength);
  for (let t = 0; t < frameLength; t++) window[t] = Math.sin((Math.PI * t) / frameLength);

  const output = new Float32Array(samples.length);
  const frame = new Float64Array(frameLength);
  const excitation = new Float64Array(frameLength);
  const synthesis = new Float64Array(frameLength);
  const oldPolynomial = new Float64Array(order + 1);
  const newPolynomial = new Float64Array(order + 1);
  const roots = createRoots(order);
  const moved = { re: new Float64Array(order), im: new Float64Array(order) };
  const workspace = createBurgWorkspace(frameLength, order);
  const warp = (angle: number): number => bilinearWarp(Math.min(Math.PI, angle ** alpha), vocalTractWarp);
  let warm = false;

  // The first frame starts one hop before the signal so that every sample is covered by two frames.
  for (let start = -hop; start < samples.length; start += hop) {
    let energy = 0;
    for (let t = 0; t < frameLength; t++) {
      const index = start + t;
      const value =
        index >= 0 && index < samples.length ? (samples[index] as number) * (window[t] as number) : 0;
      frame[t] = value;
      energy += value * value;
    }
    if (energy === 0) continue;
    lpcBurg(frame, oldPolynomial, workspace);

    let sweeps = findRoots(oldPolynomial, roots, { warmStart: warm });
    // A warm start can fail when the spectrum changes abruptly (an onset); retry from scratch.
    if (sweeps < 0 && warm) sweeps = findRoots(oldPolynomial, roots);
    warm = sweeps > 0;
    const warped =
      warm && warpPoles(roots, moved, warp) && polynomialFromConjugateRoots(moved, newPolynomial);
    // A frame whose poles could not be found passes through unchanged rather than failing the recording.
    if (!warped) newPolynomial.set(oldPolynomial);

    inverseFilter(frame, oldPolynomial, excitation);
    if (breathiness > 0 && noise) addNoise(excitation, breathiness, noise);
    synthesisFilter(excitation, newPolynomial, synthesis);
    for (let t = 0; t < frameLength; t++) {
      const index = start + t;
      if (index >= 0 && index < samples.length) {
        output[index] = (output[index] as number) + (synthesis[t] as number) * (window[t] as number);
      }
    }
  }
  return output;
}

/** The all-pass frequency warp ω ↦ ω + 2·atan(β sin ω / (1 − β cos ω)); it maps [0, π] onto itself. */
function bilinearWarp(angle: number, beta: number): number {
  if (beta === 0) return angle;
  return angle + 2 * Math.atan((beta * Math.sin(angle)) / (1 - beta * Math.cos(angle)));
}

/** Moves each complex pole to the warped angle (mirrored below the axis), keeping its magnitude. */
function warpPoles(roots: Roots, moved: Pick<Roots, 're' | 'im'>, warp: (angle: number) => number): boolean {
  for (let k = 0; k < roots.re.length; k++) {
    const x = roots.re[k] as number;
    const y = roots.im[k] as number;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
    const magnitude = Math.hypot(x, y);
    // Real poles (angle 0 or π) are left alone: they shape the spectral tilt, not a formant.
    if (Math.abs(y) <= 1e-9 * Math.max(1, magnitude)) {
      moved.re[k] = x;
      moved.im[k] = 0;
      continue;
    }
    const angle = Math.atan2(y, x);
    const warped = warp(Math.abs(angle)) * Math.sign(angle);
    moved.re[k] = magnitude * Math.cos(warped);
    moved.im[k] = magnitude * Math.sin(warped);
  }
  return true;
}

/** The LPC residual: the frame through A(z) from rest. */
function inverseFilter(frame: Float64Array, polynomial: Float64Array, out: Float64Array): void {
  const order = polynomial.length - 1;
  for (let t = 0; t < frame.length; t++) {
    let value = frame[t] as number;
    const taps = t < order ? t : order;
    for (let j = 1; j <= taps; j++) value += (polynomial[j] as number) * (frame[t - j] as number);
    out[t] = value;
  }
}

/** The excitation through the all-pole filter 1 / A(z) from rest. */
function synthesisFilter(excitation: Float64Array, polynomial: Float64Array, out: Float64Array): void {
  const order = polynomial.length - 1;
  for (let t = 0; t < excitation.length; t++) {
    let value = excitation[t] as number;
    const taps = t < order ? t : order;
    for (let j = 1; j <= taps; j++) value -= (polynomial[j] as number) * (out[t - j] as number);
    out[t] = value;
  }
}

/**
 * Adds white noise at `level` times the excitation's RMS: the vocal tract filter then shapes it like
 * aspiration, and it follows the speech level, so pauses stay quiet.
 */
function addNoise(excitation: Float64Array, level: number, noise: RandomSource): void {
  let power = 0;
  for (let t = 0; t < excitation.length; t++) power += (excitation[t] as number) ** 2;
  // Uniform noise in [-0.5, 0.5) has variance 1/12.
  const gain = level * Math.sqrt((12 * power) / excitation.length);
  for (let t = 0; t < excitation.length; t++)
    excitation[t] = (excitation[t] as number) + gain * (noise() - 0.5);
}
