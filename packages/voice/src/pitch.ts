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
  for (let k = 0; k < frames; k++) {
    const start = pad + Math.round(k * hop - window / 2);
    const e0 = (squares[start + window] as number) - (squares[start] as number);
    energies[k] = e0;
    if (e0 === 0) continue;
    let cumulative = 0;
    difference[0] = 1;
    for (let lag = 1; lag <= maxLag + 1; lag++) {
      const cross = dot(x, start, start + lag, window);
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

/** Σ x[a + i] · x[b + i] for i < count, with four running sums (this is the tracker's inner loop). */
function dot(x: Float64Array, a: number, b: number, count: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 3 < count; i += 4) {
    s0 += (x[a + i] as number) * (x[b + i] as number);
    s1 += (x[a + i + 1] as number) * (x[b + i + 1] as number);
    s2 += (x[a + i + 2] as number) * (x[b + i + 2] as number);
    s3 += (x[a + i + 3] as number) * (x[b + i + 3] as number);
  }
  for (; i < count; i++) s0 += (x[a + i] as number) * (x[b + i] as number);
  return s0 + s1 + s2 + s3;
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
