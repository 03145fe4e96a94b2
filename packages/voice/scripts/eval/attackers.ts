import { estimatePitch, type PitchTrack } from '../../src/pitch';
import { mfcc } from './mfcc';

/**
 * The MFCC attacker's voice print: mean and standard deviation of c1…c19 over voiced frames (c0, the
 * loudness, is dropped). A classic statistics-based speaker embedding without a trained model.
 */
export function mfccPrint(samples: Float32Array, sampleRate: number, track: PitchTrack): Float64Array {
  const frames = mfcc(samples, sampleRate);
  const hopSeconds = 0.01;
  const voiced = frames.filter((_, m) => {
    // MFCC frame m covers [m·10 ms, m·10 ms + 25 ms); its centre's pitch frame decides voicing.
    const k = Math.round((m * hopSeconds + 0.0125) / track.hopSeconds);
    return (track.f0[k] ?? 0) > 0;
  });
  const used = voiced.length >= 20 ? voiced : frames;
  const dims = (used[0]?.length ?? 1) - 1;
  const print = new Float64Array(2 * dims);
  for (let d = 0; d < dims; d++) {
    let sum = 0;
    let squares = 0;
    for (const frame of used) {
      const value = frame[d + 1] as number;
      sum += value;
      squares += value * value;
    }
    const mean = sum / used.length;
    print[d] = mean;
    print[dims + d] = Math.sqrt(Math.max(0, squares / used.length - mean * mean));
  }
  return print;
}

/** The pitch attacker's voice print: median F0 and its interquartile spread, both in semitones. */
export function pitchPrint(track: PitchTrack): Float64Array {
  const semitones = Array.from(track.f0)
    .filter((hz) => hz > 0)
    .map((hz) => 12 * Math.log2(hz / 100))
    .sort((a, b) => a - b);
  const at = (q: number): number => semitones[Math.floor(q * (semitones.length - 1))] ?? 0;
  return Float64Array.from([at(0.5), at(0.75) - at(0.25)]);
}

/**
 * The pitch track both attackers use: the package's own tracker with a lenient voicing threshold, so
 * that altered speech (less periodic than synthetic originals) still yields its voiced frames.
 */
export function trackPitch(samples: Float32Array, sampleRate: number): PitchTrack {
  return estimatePitch(samples, sampleRate, { threshold: 0.35 });
}

/**
 * Standardises each dimension over a population of prints (zero mean, unit variance). Applied to each
 * side of a comparison separately, it also removes any shift that the alteration adds on average:
 * the attacker is assumed to know that the test side is altered.
 */
export function standardise(prints: Float64Array[]): Float64Array[] {
  const dims = prints[0]?.length ?? 0;
  const mean = new Float64Array(dims);
  const deviation = new Float64Array(dims);
  for (const print of prints)
    for (let d = 0; d < dims; d++) mean[d] = (mean[d] as number) + (print[d] as number) / prints.length;
  for (const print of prints) {
    for (let d = 0; d < dims; d++)
      deviation[d] =
        (deviation[d] as number) + ((print[d] as number) - (mean[d] as number)) ** 2 / prints.length;
  }
  return prints.map((print) =>
    print.map((value, d) => (value - (mean[d] as number)) / (Math.sqrt(deviation[d] as number) || 1)),
  );
}

/** Cosine similarity, the MFCC attacker's score. */
export function cosine(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let d = 0; d < a.length; d++) {
    dot += (a[d] as number) * (b[d] as number);
    normA += (a[d] as number) ** 2;
    normB += (b[d] as number) ** 2;
  }
  return dot / (Math.sqrt(normA * normB) || 1);
}

/** Negative Euclidean distance, the pitch attacker's score. */
export function negativeDistance(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += ((a[d] as number) - (b[d] as number)) ** 2;
  return -Math.sqrt(sum);
}
