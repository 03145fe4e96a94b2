import { estimatePitch, medianPitch, type PitchTrack, pitchAt } from './pitch';

/** Settings of the pitch shift beyond its size. */
export interface PitchShiftOptions {
  /**
   * Scales the intonation around the median F0 in the log domain: 1 keeps it, 0.8 flattens it by a
   * fifth, 1.2 widens it. The median moves by the shift alone.
   */
  rangeFactor?: number;
  /** A pitch track already computed for these samples. */
  track?: PitchTrack;
}

/** Analysis pitch marks: sample positions, and whether each sits in voiced speech. */
interface Marks {
  positions: number[];
  voiced: boolean[];
}

// Unvoiced stretches (noise, silence) are cut into grains at this spacing and copied in place.
const UNVOICED_SPACING_SECONDS = 0.01;
// A mark is searched within this fraction of a period around where the previous period predicts it.
const SEARCH_FRACTION = 0.2;

/**
 * Shifts the pitch of speech by `semitones` while keeping its duration to the sample and its formants,
 * by TD-PSOLA: two-period grains centred on pitch marks are overlap-added at the new period. Unvoiced
 * parts are copied unchanged; a recording without voiced frames comes back as it was.
 */
export function shiftPitch(
  samples: Float32Array,
  sampleRate: number,
  semitones: number,
  options: PitchShiftOptions = {},
): Float32Array {
  const track = options.track ?? estimatePitch(samples, sampleRate);
  const median = medianPitch(track);
  const output = new Float32Array(samples.length);
  if (median === 0 || samples.length === 0) {
    output.set(samples);
    return output;
  }
  const rangeExponent = (options.rangeFactor ?? 1) - 1;
  const shift = 2 ** (semitones / 12);
  const { positions, voiced } = placeMarks(samples, sampleRate, track, median);
  const count = positions.length;
  const spacing = Math.round(UNVOICED_SPACING_SECONDS * sampleRate);

  const slopes = new HannSlopes();
  let nearest = 0;
  for (let time = positions[0] ?? 0; time < samples.length; ) {
    while (
      nearest + 1 < count &&
      Math.abs((positions[nearest + 1] as number) - time) <= Math.abs((positions[nearest] as number) - time)
    ) {
      nearest++;
    }
    const centre = positions[nearest] as number;
    const previous = positions[nearest - 1];
    const next = positions[nearest + 1];
    // Grain edges reach the neighbouring marks; the outermost marks mirror their only neighbour.
    const right = next !== undefined ? next - centre : previous !== undefined ? centre - previous : spacing;
    const left = previous !== undefined ? centre - previous : right;
    let ratio = 1;
    let step = right;
    if (voiced[nearest]) {
      const f0 = pitchAt(track, centre / sampleRate) || median;
      ratio = pitchRatio(f0, median, shift, rangeExponent);
      step = sampleRate / f0 / ratio;
    }
    // Grains overlap `ratio` times as densely as in the input; 1/√ratio keeps the power unchanged.
    const gain = 1 / Math.sqrt(ratio);
    addGrain(samples, output, centre, Math.round(time), slopes.of(left), slopes.of(right), gain);
    time += Math.max(1, step);
  }
  return output;
}

/**
 * How much a voiced frame at `f0` is raised: the shift, times its distance from the median (in log F0)
 * stretched by the range exponent (range factor − 1).
 */
function pitchRatio(f0: number, median: number, shift: number, rangeExponent: number): number {
  return shift * (f0 / median) ** rangeExponent;
}

/**
 * The F0 track of `shiftPitch`'s output with the same settings: each voiced frame's F0 times the
 * shift, its distance from the median (in log F0) times the range factor.
 */
export function shiftTrack(track: PitchTrack, semitones: number, rangeFactor = 1): PitchTrack {
  const median = medianPitch(track);
  const shift = 2 ** (semitones / 12);
  const f0 = track.f0.map((hz) => (hz > 0 ? hz * pitchRatio(hz, median, shift, rangeFactor - 1) : 0));
  return { hopSeconds: track.hopSeconds, f0 };
}

/**
 * Halves of Hann windows by length: slope[|u|] = 0.5 + 0.5·cos(π u / length) for |u| < length. Grains
 * come in a few hundred lengths at most, so caching them saves a cosine per sample of every grain.
 */
class HannSlopes {
  private readonly byLength = new Map<number, Float64Array>();

  of(length: number): Float64Array {
    let slope = this.byLength.get(length);
    if (!slope) {
      slope = new Float64Array(Math.max(0, length));
      for (let u = 0; u < length; u++) slope[u] = 0.5 + 0.5 * Math.cos((Math.PI * u) / length);
      this.byLength.set(length, slope);
    }
    return slope;
  }
}

/** Overlap-adds the grain around `centre` at `at`, under Hann slopes rising over `rise` and falling over `fall`. */
function addGrain(
  input: Float32Array,
  output: Float32Array,
  centre: number,
  at: number,
  rise: Float64Array,
  fall: Float64Array,
  gain: number,
): void {
  const from = Math.max(-rise.length + 1, -at, -centre);
  const to = Math.min(fall.length - 1, output.length - 1 - at, input.length - 1 - centre);
  for (let u = from; u <= to && u < 0; u++) {
    output[at + u] = (output[at + u] as number) + gain * (rise[-u] as number) * (input[centre + u] as number);
  }
  for (let u = Math.max(from, 0); u <= to; u++) {
    output[at + u] = (output[at + u] as number) + gain * (fall[u] as number) * (input[centre + u] as number);
  }
}

/**
 * Places one mark per period on the strongest peak of each voiced stretch (the same polarity throughout
 * a stretch, so grains stay aligned on the glottal pulses), and evenly spaced marks elsewhere.
 */
function placeMarks(samples: Float32Array, sampleRate: number, track: PitchTrack, median: number): Marks {
  const marks: Marks = { positions: [0], voiced: [false] };
  const spacing = Math.round(UNVOICED_SPACING_SECONDS * sampleRate);
  const hop = track.hopSeconds * sampleRate;
  let frame = 0;
  while (frame < track.f0.length) {
    if ((track.f0[frame] as number) === 0) {
      frame++;
      continue;
    }
    let end = frame;
    while (end < track.f0.length && (track.f0[end] as number) > 0) end++;
    const start = Math.max(0, Math.round((frame - 0.5) * hop));
    const stop = Math.min(samples.length, Math.round((end - 0.5) * hop));
    const voicedMarks = markVoicedStretch(samples, sampleRate, track, median, start, stop);
    const first = voicedMarks[0];
    if (first !== undefined) {
      fillUnvoiced(marks, first, spacing);
      for (const position of voicedMarks) {
        marks.positions.push(position);
        marks.voiced.push(true);
      }
    }
    frame = end;
  }
  fillUnvoiced(marks, samples.length, spacing);
  return marks;
}

function markVoicedStretch(
  samples: Float32Array,
  sampleRate: number,
  track: PitchTrack,
  median: number,
  start: number,
  stop: number,
): number[] {
  const periodAt = (position: number): number =>
    sampleRate / (pitchAt(track, position / sampleRate) || median);
  let peak = 0;
  for (let i = start; i < stop; i++) {
    if (Math.abs(samples[i] as number) > Math.abs(peak)) peak = samples[i] as number;
  }
  const polarity = peak < 0 ? -1 : 1;
  const positions: number[] = [];
  let mark = strongest(samples, polarity, start, Math.min(stop, start + Math.round(periodAt(start))));
  while (mark < stop) {
    positions.push(mark);
    const period = periodAt(mark);
    const predicted = mark + period;
    if (predicted >= stop) break;
    const reach = SEARCH_FRACTION * period;
    mark = strongest(samples, polarity, Math.round(predicted - reach), Math.round(predicted + reach) + 1);
  }
  return positions;
}

/** Index of the largest value of polarity · sample in [from, to). */
function strongest(samples: Float32Array, polarity: number, from: number, to: number): number {
  let best = from;
  for (let i = from + 1; i < Math.min(to, samples.length); i++) {
    if (polarity * (samples[i] as number) > polarity * (samples[best] as number)) best = i;
  }
  return best;
}

/** Adds evenly spaced unvoiced marks between the last mark and `until` (exclusive). */
function fillUnvoiced(marks: Marks, until: number, spacing: number): void {
  const last = marks.positions[marks.positions.length - 1] ?? 0;
  const gaps = Math.ceil((until - last) / spacing);
  for (let g = 1; g < gaps; g++) {
    marks.positions.push(Math.round(last + ((until - last) * g) / gaps));
    marks.voiced.push(false);
  }
}
