import { applyBiquad, lowPassBiquad } from './biquad';
import { type PitchTrack, pitchAt } from './pitch';
import { type RandomSource, uniform } from './random';

/**
 * The shape of a synthetic voice source (a Rosenberg glottal pulse with jitter and shimmer, mixed
 * with noise), drawn per recording: it replaces the speaker's own excitation, the LPC residual.
 */
export interface GlottalSource {
  /** Fraction of each period during which the glottis is open. */
  openQuotient: number;
  /** Opening time over closing time of the glottis. */
  speedQuotient: number;
  /** Pre-emphasis 1 − e·z⁻¹ of each pulse: the higher, the weaker the fundamental against its harmonics. */
  emphasis: number;
  /** Relative standard deviation of each period. */
  jitter: number;
  /** Relative standard deviation of each pulse's amplitude. */
  shimmer: number;
  /** Voiced speech is excited by pulses below this frequency and by noise above it (as in MELP). */
  voicedBandHz: number;
}

/** Ranges the source is drawn from: around the values of ordinary, healthy voices. */
export const GLOTTAL_SOURCE_RANGES = {
  openQuotient: { min: 0.4, max: 0.8 },
  speedQuotient: { min: 1.5, max: 4 },
  emphasis: { min: 0.5, max: 0.9 },
  jitter: { min: 0.003, max: 0.01 },
  shimmer: { min: 0.02, max: 0.08 },
  voicedBandHz: { min: 3000, max: 6000 },
} as const;

// Periodicity (normalised autocorrelation at the period) mapped to a voicing degree of 0 … 1.
const PERIODICITY_UNVOICED = 0.2;
const PERIODICITY_VOICED = 0.9;
// The periodicity is measured over this window around each pitch frame.
const PERIODICITY_WINDOW_SECONDS = 0.03;

/** Draws one recording's voice source. */
export function drawGlottalSource(random: RandomSource): GlottalSource {
  const ranges = GLOTTAL_SOURCE_RANGES;
  return {
    openQuotient: uniform(random, ranges.openQuotient.min, ranges.openQuotient.max),
    speedQuotient: uniform(random, ranges.speedQuotient.min, ranges.speedQuotient.max),
    emphasis: uniform(random, ranges.emphasis.min, ranges.emphasis.max),
    jitter: uniform(random, ranges.jitter.min, ranges.jitter.max),
    shimmer: uniform(random, ranges.shimmer.min, ranges.shimmer.max),
    voicedBandHz: uniform(random, ranges.voicedBandHz.min, ranges.voicedBandHz.max),
  };
}

/**
 * A synthetic excitation for `speech` (same length): glottal pulses at the F0 of `track` (the speech's
 * own, after any pitch shift), mixed with white noise by how periodic the speech is at that F0 around
 * each pitch frame; noise alone where the track is unvoiced. Pulse train and noise each have unit
 * power. Only the timing of the voice (F0 and voicing) comes from the speech, nothing of its spectrum.
 */
export function synthesizeExcitation(
  speech: Float32Array,
  sampleRate: number,
  track: PitchTrack,
  source: GlottalSource,
  noise: RandomSource,
): Float32Array {
  const pulses = pulseTrain(speech.length, sampleRate, track, source, noise);
  const degree = voicingDegree(speech, sampleRate, track);
  const hop = track.hopSeconds * sampleRate;
  // Uniform noise in [-0.5, 0.5) has variance 1/12.
  const noiseScale = Math.sqrt(12);
  const white = new Float64Array(speech.length);
  for (let n = 0; n < white.length; n++) white[n] = noiseScale * (noise() - 0.5);
  const low = lowPassBiquad(sampleRate, source.voicedBandHz);
  applyBiquad(low, pulses); // the pulses are only ever used below the band edge
  const noiseLow = Float64Array.from(white);
  applyBiquad(low, noiseLow);
  const out = new Float32Array(speech.length);
  for (let n = 0; n < out.length; n++) {
    const position = n / hop;
    const k = Math.floor(position);
    const a = degree[k] ?? 0;
    const voiced = a + ((degree[k + 1] ?? 0) - a) * (position - k);
    // Below the band edge a voiced fraction of the power is pulses and the rest noise; above it, noise.
    out[n] =
      Math.sqrt(voiced) * (pulses[n] as number) +
      (white[n] as number) -
      (1 - Math.sqrt(1 - voiced)) * (noiseLow[n] as number);
  }
  return out;
}

/** Glottal pulses at the track's F0 (with jitter and shimmer) and unit power; zero where unvoiced. */
function pulseTrain(
  length: number,
  sampleRate: number,
  track: PitchTrack,
  source: GlottalSource,
  noise: RandomSource,
): Float64Array {
  const out = new Float64Array(length);
  const hop = track.hopSeconds * sampleRate;
  const shape = new Float64Array(Math.ceil(sampleRate / minimumF0(track)) + 2);
  // Approximately normal deviates for jitter and shimmer: a sum of four uniforms.
  const deviate = (): number => (noise() + noise() + noise() + noise() - 2) * Math.sqrt(3);
  let time = 0;
  while (time < length) {
    const f0 = pitchAt(track, time / sampleRate);
    if (f0 === 0) {
      // On to where the next frame becomes the nearest: the voicing can only change there.
      time = Math.max(time + 1, (Math.floor(time / hop + 0.5) + 0.5) * hop);
      continue;
    }
    const period = (sampleRate / f0) * Math.max(0.5, 1 + source.jitter * deviate());
    const amplitude = Math.max(0, 1 + source.shimmer * deviate());
    addPulse(out, shape, time, period, amplitude, source);
    time += period;
  }
  return out;
}

function minimumF0(track: PitchTrack): number {
  let lowest = Number.POSITIVE_INFINITY;
  for (const hz of track.f0) if (hz > 0 && hz < lowest) lowest = hz;
  return Number.isFinite(lowest) ? lowest : 1000;
}

/**
 * Adds one pulse starting at the fractional sample `start`: the derivative of a Rosenberg glottal
 * flow over the open phase (opening, then closing abruptly), pre-emphasised, scaled to an energy of
 * amplitude² · period so that a train of pulses has unit power.
 */
function addPulse(
  out: Float64Array,
  shape: Float64Array,
  start: number,
  period: number,
  amplitude: number,
  source: GlottalSource,
): void {
  const open = source.openQuotient * period;
  const opening = (open * source.speedQuotient) / (1 + source.speedQuotient);
  const closing = open - opening;
  const first = Math.ceil(start);
  // The open phase, plus one sample for the pre-emphasis' tail.
  const count = Math.min(shape.length, Math.floor(start + open) - first + 2);
  let previous = 0;
  let energy = 0;
  for (let i = 0; i < count; i++) {
    const tau = first + i - start;
    let flow = 0;
    if (tau < opening) flow = (Math.PI / (2 * opening)) * Math.sin((Math.PI * tau) / opening);
    else if (tau < open)
      flow = -(Math.PI / (2 * closing)) * Math.sin((Math.PI * (tau - opening)) / (2 * closing));
    const value = flow - source.emphasis * previous;
    previous = flow;
    shape[i] = value;
    energy += value * value;
  }
  if (energy === 0) return;
  const gain = amplitude * Math.sqrt(period / energy);
  const end = Math.min(count, out.length - first);
  for (let i = 0; i < end; i++) out[first + i] = (out[first + i] as number) + gain * (shape[i] as number);
}

/** How voiced each pitch frame is (0 … 1): the speech's normalised autocorrelation at the track's period. */
function voicingDegree(speech: Float32Array, sampleRate: number, track: PitchTrack): Float64Array {
  const hop = track.hopSeconds * sampleRate;
  const half = Math.round((PERIODICITY_WINDOW_SECONDS * sampleRate) / 2);
  const degree = new Float64Array(track.f0.length);
  for (let k = 0; k < track.f0.length; k++) {
    const f0 = track.f0[k] as number;
    if (f0 === 0) continue;
    const centre = Math.round(k * hop);
    const lag = Math.round(sampleRate / f0);
    let cross = 0;
    let power = 0;
    let lagged = 0;
    const to = Math.min(speech.length - lag, centre + half);
    for (let n = Math.max(0, centre - half); n < to; n++) {
      const x = speech[n] as number;
      const y = speech[n + lag] as number;
      cross += x * y;
      power += x * x;
      lagged += y * y;
    }
    const r = power > 0 && lagged > 0 ? cross / Math.sqrt(power * lagged) : 0;
    const scaled = (r - PERIODICITY_UNVOICED) / (PERIODICITY_VOICED - PERIODICITY_UNVOICED);
    degree[k] = Math.max(0, Math.min(1, scaled));
  }
  return degree;
}
