import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  duplicateIndexes,
  findDuplicates,
  normalisedKey,
  SkillTagsSchema,
  workExperiencesSchema,
} from './list-rules';
import { formatZodError, zodFieldErrors } from './zod-messages';

const tags = (count: number) => Array.from({ length: count }, (_, i) => `Skill ${i}`);

describe('duplicates', () => {
  it('finds later repeats by key, keeping the first occurrence valid', () => {
    const items = ['a', 'B', 'b', 'c', 'A', 'a'];
    expect(duplicateIndexes(items, normalisedKey)).toEqual([2, 4, 5]);
    expect(findDuplicates(items, normalisedKey)).toEqual(['b', 'a']);
  });

  it('finds nothing in a list without repeats', () => {
    expect(findDuplicates(['a', 'b'], (x) => x)).toEqual([]);
  });
});

describe('SkillTagsSchema', () => {
  it('accepts 15 tags and rejects 16', () => {
    expect(SkillTagsSchema.safeParse(tags(15)).success).toBe(true);
    const result = SkillTagsSchema.safeParse(tags(16));
    expect(result.success || formatZodError(result.error, 'en')).toBe(
      'A maximum of 15 skill tags are allowed',
    );
  });

  it('accepts a tag of 100 characters and rejects 101', () => {
    expect(SkillTagsSchema.safeParse(['x'.repeat(100)]).success).toBe(true);
    const result = SkillTagsSchema.safeParse(['x'.repeat(101)]);
    expect(result.success || formatZodError(result.error, 'de')).toBe(
      'Ein Skill darf höchstens 100 Zeichen lang sein.',
    );
  });

  it('reports a repeated tag regardless of case on the repeat', () => {
    const result = SkillTagsSchema.safeParse(['React', ' react']);
    expect(result.success || zodFieldErrors(result.error, 'en')).toEqual({
      '1': 'Skill tag has been added before.',
    });
  });
});

describe('workExperiencesSchema', () => {
  const schema = workExperiencesSchema(z.object({ jobTitle: z.string() }));
  const entries = (count: number) => Array.from({ length: count }, () => ({ jobTitle: 'Dev' }));

  it('accepts 15 work experiences and rejects 16', () => {
    expect(schema.safeParse(entries(15)).success).toBe(true);
    const result = schema.safeParse(entries(16));
    expect(result.success || formatZodError(result.error, 'en')).toBe(
      'A maximum of 15 work experiences are allowed.',
    );
  });
});
