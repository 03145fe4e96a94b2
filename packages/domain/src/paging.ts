import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits';

/**
 * Keyset paging (never offset): `lastIndex` is the opaque cursor of the last row the client has;
 * the next page starts after it. Lists stay fast at millions of rows.
 */
export const PageQuerySchema = z.object({
  lastIndex: z.string().max(200).optional(),
  pageSize: z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .min(1, { error: 'validation.tooSmall' })
    .max(PAGE_SIZE_MAX, { error: 'validation.tooLarge' })
    .default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/**
 * Lists count their rows up to this many: an exact count of a large table reads every row on every
 * page, and nobody pages through more. Beyond it the answer says `totalCapped: true`.
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * The candidate's job search counts its matches up to this many ("200+ jobs", ten pages): a common word
 * matches hundreds of thousands of jobs, and counting them all would cost more than the page.
 */
export const JOB_SEARCH_COUNT_CAP = 200;

/**
 * A page of a list: the rows, the cursor for the next page (null on the last), and the totals.
 * `totalRecords` is exact unless `totalCapped`, when there are more than LIST_COUNT_CAP rows.
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    lastIndex: z.string().nullable(),
    totalPages: z.number().int().min(0),
    totalRecords: z.number().int().min(0),
    totalCapped: z.boolean(),
  });
}

/**
 * Encodes a (sort value, id) pair as an opaque cursor. A timestamp sort value must keep the
 * database's full precision (microseconds): rounded to milliseconds, rows created within one
 * millisecond would be skipped.
 */
export function encodeCursor(sortValue: string, id: string): string {
  return btoa(JSON.stringify([sortValue, id])).replace(/=+$/, '');
}

/** Decodes a cursor; null when it is not one of ours (the client then gets `invalid_query_parameters`). */
export function decodeCursor(cursor: string): { sortValue: string; id: string } | null {
  try {
    const value: unknown = JSON.parse(atob(cursor));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return { sortValue: value[0], id: value[1] };
    }
  } catch {
    // not base64 or not JSON: not a cursor of ours
  }
  return null;
}
