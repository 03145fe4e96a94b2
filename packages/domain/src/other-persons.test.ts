import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GIVEN_NAMES_SOURCE } from './given-names.generated';
import { NO_PERSONAL_VALUES } from './identifying-values';
import { isGivenName } from './other-persons';
import { REDACTION_MARK, redact } from './redaction';

const M = REDACTION_MARK;
const masked = (text: string) => redact(text, NO_PERSONAL_VALUES).text;

describe('the given names', () => {
  it('come from the data package and cover German- and English-speaking countries', () => {
    expect(GIVEN_NAMES_SOURCE).toMatch(
      /^@faker-js\/faker [\d.]+ \(MIT\): de de_AT de_CH en en_AU; gender-detection-from-name/,
    );
    for (const name of [
      'Jan',
      'Anna',
      'Jürgen',
      'Sabine',
      'Uwe',
      'Heike',
      'Björn',
      'Deniz',
      'Emily',
      'James',
      'Olivia',
    ])
      expect(isGivenName(name), name).toBe(true);
  });

  it('are the list the installed package gives (npm run generate:given-names -w @veil/domain)', () => {
    const script = path.resolve(import.meta.dirname, '../scripts/generate-given-names.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});

describe('names of other people', () => {
  it.each([
    ['Mein Teamleiter Jan Becker hat mich gefördert.', `Mein Teamleiter ${M} hat mich gefördert.`],
    ['Gemeinsam mit Anna Schmidt habe ich es gebaut.', `Gemeinsam mit ${M} habe ich es gebaut.`],
    ['Referenz: Herr Dr. Weber, CTO', `Referenz: ${M}, CTO`],
    ['Ansprechpartner war Frau Keller.', `Ansprechpartner war ${M}.`],
    ['Mein Betreuer Prof. Dr. Hartmann half.', `Mein Betreuer Prof. Dr. ${M} half.`],
    ['I reported to Ms Olivia Clarke, head of data.', `I reported to ${M}, head of data.`],
    ['Please ask Mrs Harris.', `Please ask ${M}.`],
    ['Ich habe mit Frank Meyer gearbeitet.', `Ich habe mit ${M} gearbeitet.`],
    ['Zusammen mit Julia Fischer portierte ich den Stack.', `Zusammen mit ${M} portierte ich den Stack.`],
    ['Mein Kollege Jan van der Berg half.', `Mein Kollege ${M} half.`],
    ['Teamleiter Jan war begeistert.', `Teamleiter ${M} war begeistert.`],
    // a gendered title goes with the name: written of oneself, it would tell the candidate's gender
    ['Ich, Frau Dr. Vogel, bin krank.', `Ich, ${M}, bin krank.`],
    ['Grüße, Hr. Lange', `Grüße, ${M}`],
  ])('masks %s', (text, expected) => {
    expect(masked(text)).toBe(expected);
    expect(redact(text, NO_PERSONAL_VALUES).masked).toEqual(['other_person']);
  });

  it('leaves names that are words, technologies and all-caps titles alone', () => {
    for (const text of [
      'Mark the tasks as done.',
      'Mark and sweep garbage collection.',
      'Frank und ehrlich: Ich mag Reviews.',
      'We used the Rose framework.',
      'Will you join the team?',
      'Our team used Ruby on Rails and Julia for numerics.',
      'Ada and Pascal were my first languages.',
      'Im August geht das Release live.',
      'Hope Street was our first office project.',
      'Mein Name ist gleich.',
      'MAYORS OFFICE OF CONTRACT SERVICES',
      'Wir nutzen Jenkins, Travis CI und GitLab.',
      'mit jan und anna im team',
      'Die Kolleg:innen mögen Sabine-Muster.',
      'Jede Frau Verantwortung übernehmen lassen, keine Frau Zweifel.',
    ])
      expect(masked(text)).toBe(text);
  });
});
