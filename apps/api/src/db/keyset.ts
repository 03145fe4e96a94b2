import { decodeCursor, encodeCursor, LIST_COUNT_CAP } from '@veil/domain';
import { AppError } from '../errors/app-error';

/*
 * Keyset paging by (created_at, id), newest first, shared by the lists: the cursor carries the
 * timestamp as PostgreSQL prints it (microseconds), so rows created within one millisecond are
 * neither skipped nor repeated.
 */

/** A timestamp as PostgreSQL prints it (microseconds, offset): what list cursors carry. */
const CURSOR_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** The (created_at, id) position a list cursor stands for; a cursor not of ours is the client's error. */
export function timestampCursor(lastIndex: string): { at: string; id: string } {
  const cursor = decodeCursor(lastIndex);
  if (!cursor || !CURSOR_TIMESTAMP.test(cursor.sortValue) || !isUuid(cursor.id))
    throw new AppError('invalid_query_parameters', { field: 'lastIndex' });
  return { at: cursor.sortValue, id: cursor.id };
}

/** `text` for ILIKE '%…%': its own %, _ and \ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A page of a list from the rows of its query (one more than the page size, to tell whether another
 * page follows) and the count of the matching rows, read up to LIST_COUNT_CAP + 1.
 */
export function keysetPage<Row extends { cursorAt: string; id: string }, Item>(
  rows: Row[],
  counted: number,
  pageSize: number,
  toItem: (row: Row) => Item,
) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const totalRecords = Math.min(counted, LIST_COUNT_CAP);
  return {
    data: page.map(toItem),
    lastIndex: rows.length > pageSize && last ? encodeCursor(last.cursorAt, last.id) : null,
    totalRecords,
    totalCapped: counted > LIST_COUNT_CAP,
    totalPages: Math.ceil(totalRecords / pageSize),
  };
}
