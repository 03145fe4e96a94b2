import { spawnSync } from 'node:child_process';
import { decodeWav } from '../../src/wav';

/** One synthetic speaker: an espeak-ng voice and variant, base pitch (0–99) and speed (words per minute). */
export interface Speaker {
  id: string;
  voice: string;
  language: 'en' | 'de';
  pitch: number;
  speed: number;
}

/** Sentences each speaker reads; every recording of a speaker is a different sentence. */
export const SENTENCES: Record<Speaker['language'], readonly string[]> = {
  en: [
    'I led a small team that rebuilt our billing system in six months without losing a single customer.',
    'My strongest skill is explaining difficult problems to people who do not work with software every day.',
    'In my last position I planned the warehouse routes and cut our delivery times by almost a fifth.',
    'I would like to work somewhere I can keep learning, and where feedback is given openly and early.',
    'On weekends I coach a youth football club, which taught me more about patience than any course.',
  ],
  de: [
    'In meiner letzten Stelle habe ich die Planung der Lieferungen übernommen und die Wege deutlich verkürzt.',
    'Am meisten liegt mir, schwierige Fragen so zu erklären, dass auch Kollegen ohne Vorwissen folgen können.',
    'Ich habe ein kleines Team geleitet, das unser Abrechnungssystem in sechs Monaten neu gebaut hat.',
    'Ich möchte gern dort arbeiten, wo ich weiter lernen kann und wo Rückmeldungen offen gegeben werden.',
    'Am Wochenende trainiere ich eine Jugendmannschaft, das hat mich mehr Geduld gelehrt als jeder Kurs.',
  ],
};

// espeak-ng's own synthesiser only: the Klatt variants (klatt*, adam, caleb, david, …) come from a
// second synthesiser whose sound differs like a device would, not like a voice.
const VARIANTS = [
  'm1',
  'm2',
  'm3',
  'm4',
  'm5',
  'm6',
  'm7',
  'm8',
  'f1',
  'f2',
  'f3',
  'f4',
  'f5',
  'Alex',
  'Andy',
  'Annie',
  'Gene',
  'iven',
  'john',
  'linda',
  'max',
  'Michael',
  'paul',
  'robert',
  'steph',
  'travis',
  'victor',
  'Andrea',
  'norbert',
  'shelby',
  'zac',
  'rob',
] as const;

/**
 * Distinct speakers: each variant once, in English, American English or German, with its own base
 * pitch and speed spread over espeak-ng's natural range (the spreads are co-prime so they do not align).
 */
export function listSpeakers(count: number): Speaker[] {
  return VARIANTS.slice(0, count).map((variant, i) => {
    const language = i % 3 === 2 ? 'de' : 'en';
    const base = language === 'de' ? 'de' : i % 3 === 1 ? 'en-us' : 'en';
    return {
      id: `${base}+${variant}`,
      voice: `${base}+${variant}`,
      language,
      pitch: 30 + ((i * 13) % 41),
      speed: 140 + ((i * 17) % 50),
    };
  });
}

/** Whether the espeak-ng program can be run. */
export function hasEspeak(): boolean {
  const result = spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' });
  return result.status === 0;
}

/** Speaks one sentence with a speaker's voice and returns the mono samples and their rate. */
export function speak(speaker: Speaker, text: string): { samples: Float32Array; sampleRate: number } {
  const result = spawnSync(
    'espeak-ng',
    ['-v', speaker.voice, '-p', String(speaker.pitch), '-s', String(speaker.speed), '--stdout', text],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0 || !result.stdout) {
    throw new Error(`espeak-ng failed for ${speaker.voice}: ${String(result.stderr ?? result.error)}`);
  }
  const { samples, sampleRate } = decodeWav(new Uint8Array(result.stdout));
  return { samples, sampleRate };
}
