import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const ctx = useTestApp();

describe('indexes', () => {
  it('every foreign key of the app has an index that starts with its column', async () => {
    const result = await ctx.app.database.db.execute(sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1, 2`);
    const missing = (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows.map(
      (r) => `${r.table_name}.${r.column_name}`,
    );
    expect(missing).toEqual([]);
  });
});
