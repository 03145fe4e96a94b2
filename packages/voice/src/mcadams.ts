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
  /**
   * A synthetic excitation of the signal's length, used instead of the LPC residual: each frame filters
   * its windowed part and takes the energy of the speech's frame, so the level follows the speech.
   */
  excitation?: Float32Array;
  /** LPC order (20 at 16 kHz models about ten resonances). */
  order?: number;
  frameSeconds?: number;
  hopSeconds?: number;
}

/**
 * Warps the formants of speech with the McAdams coefficient (Patino et al. 2021): per frame, every
 * complex LPC pole at angle θ moves to angle θ^alpha with its magnitude kept, and the LPC residual (or
 * a synthetic excitation) is resynthesised through the moved poles. alpha < 1 raises resonances below
 * 1 rad (2.5 kHz at 16 kHz) and lowers those above. Output has the input's length; its level is not
 * normalised.
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
    excitation: source,
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
    // The frame's samples inside the signal; those before its start or past its end are silence.
    const from = Math.max(0, -start);
    const to = Math.min(frameLength, samples.length - start);
    frame.fill(0, 0, from);
    frame.fill(0, to);
    let energy = 0;
    for (let t = from; t < to; t++) {
      const value = (samples[start + t] as number) * (window[t] as number);
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

    if (source) {
      excitation.fill(0);
      for (let t = from; t < to; t++) excitation[t] = (window[t] as number) * (source[start + t] as number);
    } else {
      inverseFilter(frame, oldPolynomial, excitation);
    }
    if (breathiness > 0 && noise) addNoise(excitation, breathiness, noise);
    synthesisFilter(excitation, newPolynomial, synthesis);
    // A synthetic excitation has no level of its own: the frame gets the energy of the speech's frame.
    const synthesised = source ? frameEnergy(synthesis, from, to) : 0;
    const gain = !source ? 1 : synthesised > 0 ? Math.sqrt(energy / synthesised) : 0;
    for (let t = from; t < to; t++) {
      output[start + t] =
        (output[start + t] as number) + gain * (synthesis[t] as number) * (window[t] as number);
    }
  }
  return output;
}

/** Sum of squares of frame[from … to − 1]. */
function frameEnergy(frame: Float64Array, from: number, to: number): number {
  let energy = 0;
  for (let t = from; t < to; t++) energy += (frame[t] as number) ** 2;
  return energy;
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

/**
 * The LPC residual: the frame through A(z) from rest. Four outputs at a time: each still sums its
 * taps in the order j = 1 … p, but four independent sums keep the processor busy where one sum would
 * wait for its previous addition at every tap.
 */
function inverseFilter(frame: Float64Array, polynomial: Float64Array, out: Float64Array): void {
  const order = polynomial.length - 1;
  const length = frame.length;
  const head = Math.min(order, length);
  let t = 0;
  // The first samples have fewer past samples than taps.
  for (; t < head; t++) {
    let value = frame[t] as number;
    for (let j = 1; j <= t; j++) value += (polynomial[j] as number) * (frame[t - j] as number);
    out[t] = value;
  }
  for (; t + 3 < length; t += 4) {
    let v0 = frame[t] as number;
    let v1 = frame[t + 1] as number;
    let v2 = frame[t + 2] as number;
    let v3 = frame[t + 3] as number;
    // x0 … x3 are frame[t − j] … frame[t + 3 − j]: each tap loads one new sample and shifts the rest.
    let x1 = frame[t] as number;
    let x2 = frame[t + 1] as number;
    let x3 = frame[t + 2] as number;
    for (let j = 1; j <= order; j++) {
      const x0 = frame[t - j] as number;
      const coefficient = polynomial[j] as number;
      v0 += coefficient * x0;
      v1 += coefficient * x1;
      v2 += coefficient * x2;
      v3 += coefficient * x3;
      x3 = x2;
      x2 = x1;
      x1 = x0;
    }
    out[t] = v0;
    out[t + 1] = v1;
    out[t + 2] = v2;
    out[t + 3] = v3;
  }
  for (; t < length; t++) {
    let value = frame[t] as number;
    for (let j = 1; j <= order; j++) value += (polynomial[j] as number) * (frame[t - j] as number);
    out[t] = value;
  }
}

/**
 * The excitation through the all-pole filter 1 / A(z) from rest. The feedback is summed from the
 * oldest output to the newest, so only the last product waits for the previous sample (newest-first
 * would hold every sample up for the whole chain of additions), and two samples are filtered per
 * pass, sharing each coefficient and past output they load.
 */
function synthesisFilter(excitation: Float64Array, polynomial: Float64Array, out: Float64Array): void {
  const order = polynomial.length - 1;
  const length = excitation.length;
  const head = Math.min(order, length);
  let t = 0;
  // The first samples have fewer past outputs than taps.
  for (; t < head; t++) {
    let value = excitation[t] as number;
    for (let j = t; j >= 1; j--) value -= (polynomial[j] as number) * (out[t - j] as number);
    out[t] = value;
  }
  const last = polynomial[1] as number;
  for (; order > 0 && t + 1 < length; t += 2) {
    let value = excitation[t] as number;
    let next = excitation[t + 1] as number;
    // past is out[t − j]; the next sample takes out[t + 1 − j], which is out[t − j] of tap j − 1.
    let past = out[t - order] as number;
    for (let j = order; j >= 2; j--) {
      const coefficient = polynomial[j] as number;
      const nextPast = out[t + 1 - j] as number;
      value -= coefficient * past;
      next -= coefficient * nextPast;
      past = nextPast;
    }
    value -= last * past;
    out[t] = value;
    next -= last * value;
    out[t + 1] = next;
  }
  for (; t < length; t++) {
    let value = excitation[t] as number;
    for (let j = order; j >= 1; j--) value -= (polynomial[j] as number) * (out[t - j] as number);
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
