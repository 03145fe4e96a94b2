import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, PageQuerySchema } from './paging';

describe('keyset paging', () => {
  it('round-trips a cursor and rejects foreign ones', () => {
    const cursor = encodeCursor('2026-11-22T08:00:00.000Z', 'a1b2');
    expect(decodeCursor(cursor)).toEqual({ sortValue: '2026-11-22T08:00:00.000Z', id: 'a1b2' });
    expect(decodeCursor('not a cursor')).toBeNull();
    expect(decodeCursor(btoa('[1,2]'))).toBeNull();
  });

  it('defaults the page size to 20 and caps it at 100', () => {
    expect(PageQuerySchema.parse({})).toEqual({ pageSize: 20 });
    expect(PageQuerySchema.parse({ pageSize: '100' }).pageSize).toBe(100);
    expect(PageQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ pageSize: '0' }).success).toBe(false);
  });
});
