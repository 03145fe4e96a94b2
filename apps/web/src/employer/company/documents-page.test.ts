import { describe, expect, it } from 'vitest';
import { nameFromFile } from './documents-page';

describe('nameFromFile', () => {
  it('keeps the words as written: capitals, umlauts and hyphens', () => {
    expect(nameFromFile('Datenschutzhinweise_für_Bewerberinnen.pdf')).toBe(
      'Datenschutzhinweise für Bewerberinnen',
    );
    expect(nameFromFile('E-Mail-Vorlage für Bewerbungen.pdf')).toBe('E-Mail-Vorlage für Bewerbungen');
  });

  it('writes an umlaut that arrives decomposed (macOS) as one letter', () => {
    expect(nameFromFile('Datenschutzhinweise fu\u0308r Bewerberinnen.pdf')).toBe(
      'Datenschutzhinweise für Bewerberinnen',
    );
  });
});
