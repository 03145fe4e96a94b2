import { describe, expect, it } from 'vitest';
import { NO_PERSONAL_VALUES } from './identifying-values';
import { neutralTitles } from './neutral-titles';
import { redact } from './redaction';

describe('gender-neutral titles', () => {
  it.each([
    ['Backend-Entwicklerin', 'Backend-Entwickler:in'],
    ['Softwareentwicklerin', 'Softwareentwickler:in'],
    ['Entwicklerinnen', 'Entwickler:innen'],
    ['Kauffrau', 'Kaufmann/-frau'],
    ['Industriekauffrau', 'Industriekaufmann/-frau'],
    ['Kaufmann', 'Kaufmann/-frau'],
    ['Krankenschwester', 'Pflegefachkraft'],
    ['Kinderkrankenschwester', 'Kinderpflegefachkraft'],
    ['Ärztin', 'Ärzt:in'],
    ['Kollegin', 'Kolleg:in'],
    ['Biologin', 'Biolog:in'],
    ['Direktorin', 'Direktor:in'],
    ['Studentin', 'Student:in'],
    ['Ingenieurin', 'Ingenieur:in'],
    ['Journalistin', 'Journalist:in'],
    ['Berlinerin', 'Berliner:in'],
    ['ENTWICKLERIN', 'ENTWICKLER:IN'],
    ['chairwoman', 'chairperson'],
    ['Chairman', 'Chairperson'],
    ['salesman', 'salesperson'],
    ['saleswomen', 'salespeople'],
    ['waitress', 'server'],
  ])('writes %s as %s', (word, neutral) => {
    expect(neutralTitles(`Ich war ${word} dort.`)).toBe(`Ich war ${neutral} dort.`);
  });

  it('writes a masculine job noun neutral where the candidate says it of themselves', () => {
    expect(neutralTitles('Als Entwickler bin ich für die API zuständig.')).toBe(
      'Als Entwickler:in bin ich für die API zuständig.',
    );
    expect(neutralTitles('Ich bin Berater.')).toBe('Ich bin Berater:in.');
    expect(neutralTitles('Senior Softwareentwickler')).toBe('Senior Softwareentwickler:in');
    expect(neutralTitles('Entwickler Backend')).toBe('Entwickler:in Backend');
    // someone else, or many
    expect(neutralTitles('Mein Teamleiter half, 80 Fahrer und die Entwickler auch.')).toBe(
      'Mein Teamleiter half, 80 Fahrer und die Entwickler auch.',
    );
  });

  it('rewrites self-descriptions', () => {
    expect(neutralTitles('Als Frau in der IT und Mutter von zwei Kindern')).toBe(
      'Als Person in der IT und Elternteil von zwei Kindern',
    );
    expect(neutralTitles('As a woman in data and a mother of two')).toBe(
      'As a person in data and a parent of two',
    );
  });

  it('leaves words that only look feminine, names and neutral forms alone', () => {
    for (const text of [
      'Termin, Medizin, Disziplin, Benzin, Rubin, Vitamin, Magazin, Protein, Glycerin, Nikotin',
      'Login, Plugin, Admin, LinkedIn, Bulletin',
      'Karin, Kristin, Valentin, Konstantin, Martin und Erin',
      'Entwickler:in, Entwickler*in, Entwickler/in, Kolleg:innen',
      'Muttersprache, Tochtergesellschaft, Vatertag',
      'within the margin, begin at the origin',
      'Server, Container, Oktober, Parameter',
    ])
      expect(neutralTitles(text)).toBe(text);
  });

  it('is part of the redaction and reported as its own kind', () => {
    expect(redact('Backend-Entwicklerin', NO_PERSONAL_VALUES)).toEqual({
      text: 'Backend-Entwickler:in',
      masked: ['gender'],
    });
  });
});
