import { applyColouration, type PeakingBand } from './colouration';
import { drawGlottalSource, type GlottalSource, synthesizeExcitation } from './excitation';
import { normalizeLevel } from './level';
import { mcAdams } from './mcadams';
import { estimatePitch, medianPitch } from './pitch';
import { shiftPitch, shiftTrack } from './pitch-shift';
import { createSeededRandom, cryptoRandom, type RandomSource, uniform } from './random';
import { resample } from './resample';

/** Rate of the altered audio: the speech band, and the rate the LPC order of 20 is chosen for. */
export const VOICE_SAMPLE_RATE = 16000;

/**
 * Ranges the per-recording parameters are drawn from, tuned with `npm run eval:voice` (see
 * docs/decisions/007-voice-anonymisation.md). The target F0 and the intonation are drawn log-uniformly.
 */
export const VOICE_PARAMETER_RANGES = {
  alpha: { min: 0.5, max: 0.9 },
  vocalTractWarp: { min: -0.25, max: 0.05 },
  breathiness: { min: 0.1, max: 0.5 },
  colourationDb: { min: -6, max: 6 },
  /** the shifted voice's median F0, drawn log-uniformly whatever the speaker's own */
  targetF0Hz: { min: 85, max: 240 },
  /** the shift that reaches it is at least `min` semitones (never near zero) and at most `max` */
  pitchSemitones: { min: 4, max: 10 },
  intonationFactor: { min: 0.6, max: 1.6 },
} as const;

// Three broad bands, from 150 Hz to 6.5 kHz, give a smooth random tilt and colour.
const COLOURATION_BANDS = 3;

// A shift that would take the median F0 outside this range goes the other way, so no voice ends up
// implausibly low (creaky) or high.
const NATURAL_F0_HZ = { min: 70, max: 300 } as const;

/** The secrets of one alteration. */
export interface VoiceParameters {
  /** McAdams coefficient: formant angles θ ↦ θ^alpha. */
  alpha: number;
  /** Bilinear frequency warp after McAdams, like a change of vocal tract length (< 0: longer). */
  vocalTractWarp: number;
  /** Aspiration noise as a fraction of the excitation RMS. */
  breathiness: number;
  /** Shift of the median pitch, in semitones; never within 3 semitones of zero. */
  pitchSemitones: number;
  /** Factor on the intonation's range (log F0 around its median). */
  intonationFactor: number;
  /** Equaliser bands that colour the sound like another microphone and room. */
  colouration: PeakingBand[];
  /** The synthetic voice source that replaces the speaker's own. */
  source: GlottalSource;
}

/** Overrides for tests and evaluation; production callers pass nothing. */
export interface AlterVoiceOptions extends Partial<VoiceParameters> {
  /** Uniform source in [0, 1); defaults to crypto.getRandomValues. */
  random?: RandomSource;
}

/** Altered audio and the secrets drawn for it: never store or log these, they would help undo it. */
export interface AlteredVoice extends VoiceParameters {
  samples: Float32Array;
  sampleRate: typeof VOICE_SAMPLE_RATE;
}

/**
 * Anonymises one recording: mono 16 kHz; pitch shifted towards a random median whatever the speaker's
 * own, with a random intonation range (TD-PSOLA); the speaker's own excitation replaced by a random synthetic voice
 * source; formants warped with a random McAdams coefficient and vocal tract warp, with random
 * breathiness; level normalised to −20 dBFS RMS with peaks under −3 dBFS. Every call
 * draws fresh parameters, so two recordings of one person are altered differently and share no
 * setting that could link them. The output lasts as long as the input (length × 16000 / sampleRate).
 */
export function alterVoice(
  samples: Float32Array,
  sampleRate: number,
  options: AlterVoiceOptions = {},
): AlteredVoice {
  if (!Number.isInteger(sampleRate) || sampleRate < 8000) {
    throw new RangeError(`The sample rate must be an integer of at least 8000 Hz (got ${sampleRate})`);
  }
  for (let i = 0; i < samples.length; i++) {
    if (!Number.isFinite(samples[i])) throw new RangeError(`Sample ${i} is not a finite number`);
  }
  const random = options.random ?? cryptoRandom;
  const speech = resample(samples, sampleRate, VOICE_SAMPLE_RATE);
  const track = estimatePitch(speech, VOICE_SAMPLE_RATE);
  const drawn = drawVoiceParameters(random, medianPitch(track));
  const parameters: VoiceParameters = {
    alpha: options.alpha ?? drawn.alpha,
    vocalTractWarp: options.vocalTractWarp ?? drawn.vocalTractWarp,
    breathiness: options.breathiness ?? drawn.breathiness,
    pitchSemitones: options.pitchSemitones ?? drawn.pitchSemitones,
    intonationFactor: options.intonationFactor ?? drawn.intonationFactor,
    colouration: options.colouration ?? drawn.colouration,
    source: options.source ?? drawn.source,
  };
  // Noise needs millions of draws: a fast generator seeded from the (secure) source.
  const noise = createSeededRandom(Math.floor(random() * 2 ** 32));
  const shifted = shiftPitch(speech, VOICE_SAMPLE_RATE, parameters.pitchSemitones, {
    track,
    rangeFactor: parameters.intonationFactor,
  });
  const warped = mcAdams(shifted, VOICE_SAMPLE_RATE, parameters.alpha, {
    vocalTractWarp: parameters.vocalTractWarp,
    breathiness: parameters.breathiness,
    // The speaker's own excitation (glottal source, voice quality) is replaced by a synthetic one.
    excitation: synthesizeExcitation(
      shifted,
      VOICE_SAMPLE_RATE,
      shiftTrack(track, parameters.pitchSemitones, parameters.intonationFactor),
      parameters.source,
      noise,
    ),
    noise,
  });
  const coloured = applyColouration(warped, VOICE_SAMPLE_RATE, parameters.colouration);
  return {
    ...parameters,
    samples: normalizeLevel(coloured, VOICE_SAMPLE_RATE),
    sampleRate: VOICE_SAMPLE_RATE,
  };
}

/** Draws one recording's parameters; `medianF0` (Hz, 0 if unknown) keeps the shifted pitch natural. */
export function drawVoiceParameters(random: RandomSource, medianF0 = 0): VoiceParameters {
  const ranges = VOICE_PARAMETER_RANGES;
  const alpha = uniform(random, ranges.alpha.min, ranges.alpha.max);
  const vocalTractWarp = uniform(random, ranges.vocalTractWarp.min, ranges.vocalTractWarp.max);
  const breathiness = uniform(random, ranges.breathiness.min, ranges.breathiness.max);
  const pitchSemitones = drawPitchShift(random, medianF0);
  const intonationFactor = Math.exp(
    uniform(random, Math.log(ranges.intonationFactor.min), Math.log(ranges.intonationFactor.max)),
  );
  const colouration = Array.from({ length: COLOURATION_BANDS }, () => ({
    hz: Math.exp(uniform(random, Math.log(150), Math.log(6500))),
    gainDb: uniform(random, ranges.colourationDb.min, ranges.colourationDb.max),
    q: uniform(random, 0.7, 1.4),
  }));
  const source = drawGlottalSource(random);
  return { alpha, vocalTractWarp, breathiness, pitchSemitones, intonationFactor, colouration, source };
}

/**
 * The pitch shift of one recording, in semitones: towards a median F0 drawn from the target range
 * whatever the speaker's own, so that the altered pitch tells nothing of the original (a shift drawn
 * around the speaker's pitch kept low voices lower than high ones, and a pitch attacker linked original
 * to altered at 33–37 % EER), but never less than the range's minimum; a shift that the minimum takes
 * out of the natural range goes the other way. Without a median (no voiced speech), a random size and
 * direction.
 */
function drawPitchShift(random: RandomSource, medianF0: number): number {
  const { targetF0Hz, pitchSemitones } = VOICE_PARAMETER_RANGES;
  if (!(medianF0 > 0)) {
    const size = uniform(random, pitchSemitones.min, pitchSemitones.max);
    return random() < 0.5 ? -size : size;
  }
  const target = Math.exp(uniform(random, Math.log(targetF0Hz.min), Math.log(targetF0Hz.max)));
  const wanted = 12 * Math.log2(target / medianF0);
  const size = Math.min(pitchSemitones.max, Math.max(pitchSemitones.min, Math.abs(wanted)));
  const shift = wanted < 0 ? -size : size;
  const shifted = medianF0 * 2 ** (shift / 12);
  return shifted < NATURAL_F0_HZ.min || shifted > NATURAL_F0_HZ.max ? -shift : shift;
}
