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
    const amplitude = 10 ** (band.gainDb / 40);
    const omega = (2 * Math.PI * band.hz) / sampleRate;
    const alpha = Math.sin(omega) / (2 * band.q);
    const cos = Math.cos(omega);
    const a0 = 1 + alpha / amplitude;
    const b0 = (1 + alpha * amplitude) / a0;
    const b1 = (-2 * cos) / a0;
    const b2 = (1 - alpha * amplitude) / a0;
    const a1 = (-2 * cos) / a0;
    const a2 = (1 - alpha / amplitude) / a0;
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    for (let n = 0; n < output.length; n++) {
      const x = output[n] as number;
      const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      output[n] = y;
    }
  }
  return output;
}
