import { applyBiquad, peakingBiquad } from './biquad';

/** One peaking equaliser band. */
export interface PeakingBand {
  hz: number;
  gainDb: number;
  /** Quality factor: centre frequency over bandwidth. */
  q: number;
}

/**
 * Filters samples through peaking equaliser bands in series (RBJ audio-EQ biquads), like the colouring
 * of a microphone and room. Each band leaves frequencies far from its centre unchanged.
 */
export function applyColouration(
  samples: Float32Array,
  sampleRate: number,
  bands: readonly PeakingBand[],
): Float32Array {
  const output = Float32Array.from(samples);
  for (const band of bands) {
    if (!(band.hz > 0 && band.hz < sampleRate / 2 && band.q > 0)) {
      throw new RangeError(`Invalid equaliser band: ${band.hz} Hz, Q ${band.q}`);
    }
    applyBiquad(peakingBiquad(sampleRate, band.hz, band.gainDb, band.q), output);
  }
  return output;
}
