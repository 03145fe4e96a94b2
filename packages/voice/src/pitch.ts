import { resample } from './resample';

/** Fundamental frequency per analysis frame. */
export interface PitchTrack {
  /** Frame k is centred on time k · hopSeconds. */
  hopSeconds: number;
  /** F0 in Hz per frame, 0 where the frame is unvoiced or silent. */
  f0: Float32Array;
}

/** Search range and decision thresholds of the pitch tracker. */
export interface PitchOptions {
  minHz?: number;
  maxHz?: number;
  hopSeconds?: number;
  /** YIN's threshold on the cumulative mean normalised difference: lower is stricter about voicing. */
  threshold?: number;
  /** Frames quieter than this, relative to the loudest frame, are silent. */
  silenceDb?: number;
}

// The coarse search runs at 4 kHz: F0 and its first harmonics survive, and it costs 1/16 of 16 kHz.
const ANALYSIS_RATE = 4000;
const WINDOW_SECONDS = 0.025;

/**
 * Tracks F0 with YIN (de Cheveigné & Kawahara 2002) on a 4 kHz copy of the signal, refines each voiced
 * frame's period at the full rate, then median-smooths the track and drops voiced islands under 30 ms.
 */
export function estimatePitch(
  samples: Float32Array,
  sampleRate: number,
  options: PitchOptions = {},
): PitchTrack {
  const { minHz = 50, maxHz = 500, hopSeconds = 0.01, threshold = 0.2, silenceDb = -45 } = options;
  const coarse = resample(samples, sampleRate, ANALYSIS_RATE, { zeroCrossings: 8 });
  const hop = hopSeconds * ANALYSIS_RATE;
  const window = Math.round(WINDOW_SECONDS * ANALYSIS_RATE);
  const minLag = Math.max(2, Math.floor(ANALYSIS_RATE / maxHz));
  const maxLag = Math.ceil(ANALYSIS_RATE / minHz);
  const frames = Math.floor(samples.length / sampleRate / hopSeconds) + 1;

  // Padded copy and prefix sums of squares, so every frame's energies cost O(1).
  const pad = window + maxLag;
  const x = new Float64Array(coarse.length + 2 * pad);
  x.set(coarse, pad);
  const squares = new Float64Array(x.length + 1);
  for (let i = 0; i < x.length; i++) squares[i + 1] = (squares[i] as number) + (x[i] as number) ** 2;

  const energies = new Float64Array(frames);
  const lags = new Float64Array(frames);
  const difference = new Float64Array(maxLag + 2);
  const correlation = new Float64Array(maxLag + 2);
  for (let k = 0; k < frames; k++) {
    const start = pad + Math.round(k * hop - window / 2);
    const e0 = (squares[start + window] as number) - (squares[start] as number);
    energies[k] = e0;
    if (e0 === 0) continue;
    crossCorrelate(x, start, window, maxLag + 1, correlation);
    let cumulative = 0;
    difference[0] = 1;
    for (let lag = 1; lag <= maxLag + 1; lag++) {
      const cross = correlation[lag] as number;
      const eLag = (squares[start + lag + window] as number) - (squares[start + lag] as number);
      const d = Math.max(0, e0 + eLag - 2 * cross);
      cumulative += d;
      // Cumulative mean normalised difference: 1 at small lags, dips towards 0 at the period.
      difference[lag] = cumulative > 0 ? (d * lag) / cumulative : 1;
    }
    lags[k] = pickLag(difference, minLag, maxLag, threshold);
  }

  const loudest = energies.reduce((a, b) => Math.max(a, b), 0);
  const floor = loudest * 10 ** (silenceDb / 10);
  const f0 = new Float32Array(frames);
  for (let k = 0; k < frames; k++) {
    const lag = lags[k] as number;
    if (lag === 0 || (energies[k] as number) <= floor) continue;
    const centre = Math.round(k * hopSeconds * sampleRate);
    const refined = refinePeriod(samples, centre, (lag * sampleRate) / ANALYSIS_RATE, sampleRate);
    f0[k] = sampleRate / refined;
  }
  return { hopSeconds, f0: dropShortRuns(medianSmooth(f0), 3) };
}

/** The median F0 of the voiced frames in Hz, or 0 if none is voiced. */
export function medianPitch(track: PitchTrack): number {
  const voiced = Array.from(track.f0).filter((value) => value > 0);
  if (voiced.length === 0) return 0;
  voiced.sort((a, b) => a - b);
  const middle = voiced.length >> 1;
  return voiced.length % 2
    ? (voiced[middle] as number)
    : ((voiced[middle - 1] as number) + (voiced[middle] as number)) / 2;
}

/** The F0 at a time in seconds, interpolated between voiced frames; 0 when unvoiced. */
export function pitchAt(track: PitchTrack, seconds: number): number {
  const position = seconds / track.hopSeconds;
  const k = Math.floor(position);
  const a = track.f0[k] ?? 0;
  const b = track.f0[k + 1] ?? 0;
  if (a > 0 && b > 0) return a + (b - a) * (position - k);
  return position - k < 0.5 ? a : b;
}

/** YIN's lag choice: the first dip below the threshold (followed to its minimum), with sub-sample precision. */
function pickLag(difference: Float64Array, minLag: number, maxLag: number, threshold: number): number {
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    if ((difference[lag] as number) < threshold) {
      while (lag + 1 <= maxLag && (difference[lag + 1] as number) < (difference[lag] as number)) lag++;
      best = lag;
      break;
    }
  }
  if (best === 0) return 0;
  return (
    best +
    parabolicOffset(
      difference[best - 1] as number,
      difference[best] as number,
      difference[best + 1] as number,
    )
  );
}

/**
 * Searches the normalised difference at full rate around a coarse period estimate, so F0 is precise
 * to well under a cent instead of the 4 kHz grid's few percent.
 */
function refinePeriod(samples: Float32Array, centre: number, estimate: number, sampleRate: number): number {
  const window = Math.round(WINDOW_SECONDS * sampleRate);
  const start = centre - (window >> 1);
  const low = Math.max(2, Math.floor(estimate) - 1);
  const high = Math.ceil(estimate) + 1;
  const values = new Float64Array(high - low + 1);
  let bestIndex = -1;
  for (let lag = low; lag <= high; lag++) {
    let d = 0;
    let e = 0;
    const from = Math.max(start, 0);
    const to = Math.min(start + window, samples.length - lag);
    for (let j = from; j < to; j++) {
      const a = samples[j] as number;
      const b = samples[j + lag] as number;
      d += (a - b) * (a - b);
      e += a * a + b * b;
    }
    const value = e > 0 ? d / e : 1;
    values[lag - low] = value;
    if (bestIndex < 0 || value < (values[bestIndex] as number)) bestIndex = lag - low;
  }
  if (bestIndex <= 0 || bestIndex >= values.length - 1) return estimate;
  const offset = parabolicOffset(
    values[bestIndex - 1] as number,
    values[bestIndex] as number,
    values[bestIndex + 1] as number,
  );
  return low + bestIndex + offset;
}

/**
 * out[lag] = Σ x[start + i] · x[start + lag + i] for i < count and lag = 1 … maxLag: the tracker's
 * inner loop. Four lags per pass: lag + 1 reads the sample that lag reads next, so each sample is
 * loaded once for four products, where a dot product per lag loads two samples for each.
 */
function crossCorrelate(
  x: Float64Array,
  start: number,
  count: number,
  maxLag: number,
  out: Float64Array,
): void {
  const end = start + count;
  let lag = 1;
  for (; lag + 3 <= maxLag; lag += 4) {
    let sum0 = 0;
    let sum1 = 0;
    let sum2 = 0;
    let sum3 = 0;
    // y0 … y3 are x[i + lag] … x[i + lag + 3].
    let j = start + lag;
    let y0 = x[j] as number;
    let y1 = x[j + 1] as number;
    let y2 = x[j + 2] as number;
    j += 3;
    for (let i = start; i < end; i++, j++) {
      const y3 = x[j] as number;
      const value = x[i] as number;
      sum0 += value * y0;
      sum1 += value * y1;
      sum2 += value * y2;
      sum3 += value * y3;
      y0 = y1;
      y1 = y2;
      y2 = y3;
    }
    out[lag] = sum0;
    out[lag + 1] = sum1;
    out[lag + 2] = sum2;
    out[lag + 3] = sum3;
  }
  for (; lag <= maxLag; lag++) {
    let sum = 0;
    for (let i = start; i < end; i++) sum += (x[i] as number) * (x[i + lag] as number);
    out[lag] = sum;
  }
}

/** Vertex of the parabola through three equally spaced points, as an offset from the middle one. */
function parabolicOffset(left: number, middle: number, right: number): number {
  const curvature = left - 2 * middle + right;
  if (curvature <= 0) return 0;
  return Math.max(-0.5, Math.min(0.5, (0.5 * (left - right)) / curvature));
}

/** Replaces each voiced value by the median of the voiced values among its five neighbours. */
function medianSmooth(f0: Float32Array): Float32Array {
  const out = new Float32Array(f0.length);
  const neighbours: number[] = [];
  for (let k = 0; k < f0.length; k++) {
    if ((f0[k] as number) === 0) continue;
    neighbours.length = 0;
    for (let j = Math.max(0, k - 2); j <= Math.min(f0.length - 1, k + 2); j++) {
      if ((f0[j] as number) > 0) neighbours.push(f0[j] as number);
    }
    neighbours.sort((a, b) => a - b);
    out[k] = neighbours[neighbours.length >> 1] as number;
  }
  return out;
}

/** Unvoices runs of voiced frames shorter than `minFrames`: too short to be a syllable, likely errors. */
function dropShortRuns(f0: Float32Array, minFrames: number): Float32Array {
  let runStart = -1;
  for (let k = 0; k <= f0.length; k++) {
    const voiced = k < f0.length && (f0[k] as number) > 0;
    if (voiced && runStart < 0) runStart = k;
    if (!voiced && runStart >= 0) {
      if (k - runStart < minFrames) f0.fill(0, runStart, k);
      runStart = -1;
    }
  }
  return f0;
}
