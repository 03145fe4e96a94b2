import { describe, expect, it } from 'vitest';
import { CandidateLanguagesSchema, languageLevelRank, meetsLanguageLevel } from './candidate';
import { LANGUAGE_LEVELS } from './values';
import { zodFieldErrors } from './zod-messages';

describe('language levels', () => {
  it('ranks the levels 1 to 4 from basic knowledge to business fluent', () => {
    expect(LANGUAGE_LEVELS.map(languageLevelRank)).toEqual([1, 2, 3, 4]);
  });

  it('accepts a higher or equal level for a requirement and rejects a lower one', () => {
    expect(meetsLanguageLevel('business_fluent', 'fluent')).toBe(true);
    expect(meetsLanguageLevel('fluent', 'fluent')).toBe(true);
    expect(meetsLanguageLevel('good_knowledge', 'fluent')).toBe(false);
  });
});

describe('CandidateLanguagesSchema', () => {
  it('accepts distinct languages from the list', () => {
    const languages = [
      { iso: 'deu', level: 'business_fluent' },
      { iso: 'eng', level: 'fluent' },
    ];
    expect(CandidateLanguagesSchema.safeParse(languages).success).toBe(true);
  });

  it('reports the same language twice on the second entry, naming the languages field', () => {
    const result = CandidateLanguagesSchema.safeParse([
      { iso: 'deu', level: 'fluent' },
      { iso: 'deu', level: 'basic_knowledge' },
    ]);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error, 'en')).toEqual({ '1.iso': 'Languages has been added before.' });
    expect(zodFieldErrors(result.error, 'de')).toEqual({ '1.iso': 'Sprachen wurde bereits hinzugefügt.' });
  });

  it('rejects a code that is not in the language list', () => {
    expect(CandidateLanguagesSchema.safeParse([{ iso: 'xxx', level: 'fluent' }]).success).toBe(false);
  });
});
