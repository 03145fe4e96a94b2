/** A second-order section's coefficients, normalised by a0 (the RBJ audio-EQ cookbook). */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** A peaking equaliser band: `gainDb` at `hz`, frequencies far from it unchanged. */
export function peakingBiquad(sampleRate: number, hz: number, gainDb: number, q: number): Biquad {
  const amplitude = 10 ** (gainDb / 40);
  const omega = (2 * Math.PI * hz) / sampleRate;
  const alpha = Math.sin(omega) / (2 * q);
  const cos = Math.cos(omega);
  const a0 = 1 + alpha / amplitude;
  return {
    b0: (1 + alpha * amplitude) / a0,
    b1: (-2 * cos) / a0,
    b2: (1 - alpha * amplitude) / a0,
    a1: (-2 * cos) / a0,
    a2: (1 - alpha / amplitude) / a0,
  };
}

/** A second-order Butterworth low-pass at `hz` (kept below Nyquist). */
export function lowPassBiquad(sampleRate: number, hz: number): Biquad {
  const omega = (2 * Math.PI * Math.min(hz, 0.49 * sampleRate)) / sampleRate;
  const alpha = Math.sin(omega) / Math.SQRT2;
  const cos = Math.cos(omega);
  const a0 = 1 + alpha;
  return {
    b0: (1 - cos) / 2 / a0,
    b1: (1 - cos) / a0,
    b2: (1 - cos) / 2 / a0,
    a1: (-2 * cos) / a0,
    a2: (1 - alpha) / a0,
  };
}

/** Filters `samples` through the section in place (direct form I, starting from silence). */
export function applyBiquad(filter: Biquad, samples: Float32Array | Float64Array): void {
  const { b0, b1, b2, a1, a2 } = filter;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let n = 0; n < samples.length; n++) {
    const x = samples[n] as number;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    samples[n] = y;
  }
}
