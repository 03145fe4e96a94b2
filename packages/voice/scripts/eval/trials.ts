import { VOICE_SAMPLE_RATE } from '../../src/alter-voice';
import { cosine, mfccPrint, negativeDistance, pitchPrint, standardise, trackPitch } from './attackers';

/** The two attackers' prints of one recording. */
export interface Prints {
  mfcc: Float64Array;
  pitch: Float64Array;
}

/** One recording of the evaluation, printed before and after alteration. */
export interface ScoredRecording {
  speaker: string;
  text: string;
  original: Prints;
  altered: Prints;
}

export type Side = 'original' | 'altered';
export type Attacker = 'mfcc' | 'pitch';

/** Both attackers' prints of 16 kHz samples. */
export function printsOf(samples: Float32Array): Prints {
  const track = trackPitch(samples, VOICE_SAMPLE_RATE);
  return { mfcc: mfccPrint(samples, VOICE_SAMPLE_RATE, track), pitch: pitchPrint(track) };
}

/**
 * Scores every pair of recordings with different sentences: same speaker (target) or not. Each side
 * is standardised over its own population, as an attacker would calibrate on data of that kind.
 */
export function scoreTrials(
  recordings: ScoredRecording[],
  enrol: Side,
  test: Side,
  attacker: Attacker,
): { targets: number[]; nonTargets: number[] } {
  const enrolPrints = standardise(recordings.map((recording) => recording[enrol][attacker]));
  const testPrints = standardise(recordings.map((recording) => recording[test][attacker]));
  const compare = attacker === 'mfcc' ? cosine : negativeDistance;
  const targets: number[] = [];
  const nonTargets: number[] = [];
  for (let i = 0; i < recordings.length; i++) {
    // The same side on both ends makes pairs symmetric: count each once.
    for (let j = enrol === test ? i + 1 : 0; j < recordings.length; j++) {
      const a = recordings[i];
      const b = recordings[j];
      const enrolPrint = enrolPrints[i];
      const testPrint = testPrints[j];
      if (!a || !b || !enrolPrint || !testPrint || a.text === b.text) continue;
      (a.speaker === b.speaker ? targets : nonTargets).push(compare(enrolPrint, testPrint));
    }
  }
  return { targets, nonTargets };
}
