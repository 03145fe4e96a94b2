/** Target levels of the final normalisation. */
export interface LevelOptions {
  /** RMS of the active (non-silent) parts, in dBFS. */
  targetRmsDb?: number;
  /** Ceiling for the highest sample, in dBFS; wins over the RMS target. */
  peakDb?: number;
}

const BLOCK_SECONDS = 0.02;
// Blocks this far below the loudest one are pauses and do not count towards the speech level.
const ACTIVE_RANGE_DB = 40;

/**
 * Scales speech to a common loudness (so the input level, a weak clue to the microphone and room, does
 * not survive) without any sample exceeding the peak ceiling. Silence stays silence.
 */
export function normalizeLevel(
  samples: Float32Array,
  sampleRate: number,
  options: LevelOptions = {},
): Float32Array {
  const { targetRmsDb = -20, peakDb = -3 } = options;
  const block = Math.max(1, Math.round(BLOCK_SECONDS * sampleRate));
  const blockPowers: number[] = [];
  let peak = 0;
  for (let start = 0; start < samples.length; start += block) {
    let power = 0;
    const end = Math.min(samples.length, start + block);
    for (let i = start; i < end; i++) {
      const value = samples[i] as number;
      power += value * value;
      peak = Math.max(peak, Math.abs(value));
    }
    blockPowers.push(power / (end - start));
  }
  const output = new Float32Array(samples.length);
  if (!(peak > 0)) return output;
  const loudest = blockPowers.reduce((a, b) => Math.max(a, b), 0);
  const active = blockPowers.filter((power) => power >= loudest * 10 ** (-ACTIVE_RANGE_DB / 10));
  const activeRms = Math.sqrt(active.reduce((sum, power) => sum + power, 0) / active.length);
  const gain = Math.min(10 ** (targetRmsDb / 20) / activeRms, 10 ** (peakDb / 20) / peak);
  for (let i = 0; i < samples.length; i++) output[i] = (samples[i] as number) * gain;
  return output;
}
