import { z } from 'zod';
import { SKILL_TAG_MAX_LENGTH, SKILL_TAGS_MAX, WORK_EXPERIENCES_MAX } from './limits';

/** The indexes of entries whose key already occurred earlier in the list (the first stays valid). */
export function duplicateIndexes<T>(items: readonly T[], keyOf: (item: T) => string): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) duplicates.push(index);
    else seen.add(key);
  });
  return duplicates;
}

/** The distinct keys that occur more than once in a list, in order of their second occurrence. */
export function findDuplicates<T>(items: readonly T[], keyOf: (item: T) => string): string[] {
  return [...new Set(duplicateIndexes(items, keyOf).map((index) => keyOf(items[index] as T)))];
}

/**
 * A `superRefine` step that reports every repeated entry ('{field} has been added before.') at the
 * repeated entry's index, so a form marks the second one, not the original.
 */
export function noDuplicates<T>(keyOf: (item: T) => string, field: string, subPath: readonly string[] = []) {
  return (items: T[], ctx: z.RefinementCtx<T[]>): void => {
    for (const index of duplicateIndexes(items, keyOf)) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.duplicate',
        params: { field },
        path: [index, ...subPath],
      });
    }
  };
}

/** Case- and space-insensitive key, so 'React' and ' react ' count as the same tag. */
export const normalisedKey = (text: string): string => text.trim().toLocaleLowerCase();

/** One skill tag: not blank, at most 100 characters. */
export const SkillTagSchema = z
  .string({ error: 'validation.invalidType' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(SKILL_TAG_MAX_LENGTH, { error: 'validation.skillTags.tooLong' });

/** Skill tags of a profile or job: at most 15, no repeats. */
export const SkillTagsSchema = z
  .array(SkillTagSchema)
  .max(SKILL_TAGS_MAX, { error: 'validation.skillTags.max' })
  .superRefine(noDuplicates(normalisedKey, 'skillTag'));

/** A list of work experiences (of any entry schema) capped at 15 entries. */
export function workExperiencesSchema<T extends z.ZodType>(entry: T) {
  return z.array(entry).max(WORK_EXPERIENCES_MAX, { error: 'validation.workExperiences.max' });
}
