// Offline anonymity evaluation: synthetic speakers (espeak-ng), two model-free attackers, equal error
// rates for original and altered recordings. Run with `npm run eval:voice [-- --seed N --speakers N]`.
import { alterVoice, VOICE_SAMPLE_RATE } from '../src/alter-voice';
import { createSeededRandom } from '../src/random';
import { resample } from '../src/resample';
import { equalErrorRate } from './eval/eer';
import { hasEspeak, listSpeakers, SENTENCES, speak } from './eval/espeak';
import { printsOf, type ScoredRecording, type Side, scoreTrials } from './eval/trials';
import { readOption } from './options';

const CONDITIONS: { name: string; key: string; enrol: Side; test: Side }[] = [
  { name: 'original vs original', key: 'original', enrol: 'original', test: 'original' },
  { name: 'original vs altered', key: 'original_vs_altered', enrol: 'original', test: 'altered' },
  { name: 'altered vs altered', key: 'altered_vs_altered', enrol: 'altered', test: 'altered' },
];

function main(): void {
  const seed = readOption(process.argv, '--seed', 1);
  const speakerCount = readOption(process.argv, '--speakers', 32);
  if (!hasEspeak()) {
    process.stderr.write(
      'The evaluation synthesises its speakers with espeak-ng, which is not installed.\n' +
        'Install it (Debian/Ubuntu: sudo apt-get install -y espeak-ng) and run it again.\n',
    );
    process.exit(1);
  }
  const started = performance.now();
  const random = createSeededRandom(seed);
  const recordings: ScoredRecording[] = [];
  let seconds = 0;
  for (const speaker of listSpeakers(speakerCount)) {
    for (const text of SENTENCES[speaker.language]) {
      const { samples, sampleRate } = speak(speaker, text);
      const original = resample(samples, sampleRate, VOICE_SAMPLE_RATE);
      // Each recording gets its own draw, as two applications of one candidate would.
      const altered = alterVoice(samples, sampleRate, { random }).samples;
      seconds += original.length / VOICE_SAMPLE_RATE;
      recordings.push({
        speaker: speaker.id,
        text,
        original: printsOf(original),
        altered: printsOf(altered),
      });
    }
  }

  const results = new Map<string, number>();
  const lines: string[] = [];
  for (const condition of CONDITIONS) {
    const cells: string[] = [];
    let targets = 0;
    let nonTargets = 0;
    for (const attacker of ['mfcc', 'pitch'] as const) {
      const trials = scoreTrials(recordings, condition.enrol, condition.test, attacker);
      targets = trials.targets.length;
      nonTargets = trials.nonTargets.length;
      const eer = round(equalErrorRate(trials.targets, trials.nonTargets));
      results.set(`eer_${attacker}_${condition.key}_pct`, eer);
      cells.push(eer.toFixed(1).padStart(8));
    }
    lines.push(
      `${condition.name.padEnd(22)}${cells.join('')}${String(targets).padStart(10)}${String(nonTargets).padStart(13)}`,
    );
  }

  const speakers = new Set(recordings.map((recording) => recording.speaker)).size;
  process.stdout.write(
    `Equal error rate (%) of two attackers; ${speakers} synthetic speakers, ${recordings.length} recordings ` +
      `(${seconds.toFixed(0)} s), seed ${seed}; 50 % is chance\n\n` +
      `${'trials'.padEnd(22)}${'MFCC'.padStart(8)}${'pitch'.padStart(8)}${'targets'.padStart(10)}${'non-targets'.padStart(13)}\n` +
      `${lines.join('\n')}\n\n`,
  );
  const elapsed = (performance.now() - started) / 1000;
  process.stdout.write(
    `${JSON.stringify({ ...Object.fromEntries(results), seed, speakers, recordings: recordings.length, seconds: round(elapsed) })}\n`,
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

main();
